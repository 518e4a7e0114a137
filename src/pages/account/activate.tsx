/** /account/activate?email=...&token=...: the link in the verification mail (spec 000 §4). */
import type { HeadFC } from "gatsby";
import { useTranslation } from "react-i18next";
import { Layout } from "../../components/shell/Layout";
import { SeoHead } from "../../components/shell/SeoHead";
import { ActivateAccount } from "../../features/auth/ActivateAccount";
import { translate } from "../../i18n/translate";

export default function ActivatePage() {
  const { t } = useTranslation("account");
  return (
    <Layout>
      <div className="form-page">
        <h1>{t("activate.title")}</h1>
        <ActivateAccount />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => <SeoHead title={translate("account", "activate.title")} path={location.pathname} />;
