/** /wachtwoord/vergeten: ask for a link to choose a new password. */
import type { HeadFC } from "gatsby";
import { useTranslation } from "react-i18next";
import { Layout } from "../../shell/Layout";
import { SeoHead } from "../../shell/SeoHead";
import { ForgotPasswordForm } from "../../features/auth/ForgotPasswordForm";
import { translate } from "../../i18n/translate";

export default function Page() {
  const { t } = useTranslation("account");
  return (
    <Layout>
      <div className="form-page">
        <h1>{t("forgot.title")}</h1>
        <ForgotPasswordForm />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead title={translate("account", "forgot.title")} path={location.pathname} />
);
