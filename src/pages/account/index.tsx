/** /account: the overview of the account area, with the data download. */
import type { HeadFC } from "gatsby";
import { useTranslation } from "react-i18next";
import { SeoHead } from "../../shell/SeoHead";
import { AccountLayout } from "../../shell/account/AccountLayout";
import { ExportDataSection } from "../../features/deletion/ExportDataSection";
import { translate } from "../../i18n/translate";

export default function AccountPage() {
  const { t } = useTranslation("accountShell");
  return (
    <AccountLayout title={t("overview.title")}>
      <p>{t("overview.intro")}</p>
      <ExportDataSection />
    </AccountLayout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead title={translate("accountShell", "overview.title")} description={translate("accountShell", "overview.description")} path={location.pathname} noIndex />
);
