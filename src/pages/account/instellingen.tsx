/** /account/instellingen: the account settings inside the account shell (spec 000 §2, spec 001 §2.1). */
import type { HeadFC } from "gatsby";
import { useTranslation } from "react-i18next";
import { SeoHead } from "../../shell/SeoHead";
import { AccountLayout } from "../../shell/account/AccountLayout";
import { AccountSettings } from "../../features/settings/AccountSettings";
import { translate } from "../../i18n/translate";

export default function SettingsPage() {
  const { t } = useTranslation("settings");
  return (
    <AccountLayout title={t("page.title")}>
      <AccountSettings />
    </AccountLayout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead title={translate("settings", "page.title")} description={translate("settings", "page.description")} path={location.pathname} />
);
