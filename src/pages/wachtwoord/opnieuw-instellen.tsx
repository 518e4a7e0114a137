/** /wachtwoord/opnieuw-instellen?email&token: choose a new password with the mailed link. */
import type { HeadFC } from "gatsby";
import { useTranslation } from "react-i18next";
import { Layout } from "../../shell/Layout";
import { SeoHead } from "../../shell/SeoHead";
import { ResetPasswordForm } from "../../features/auth/ResetPasswordForm";
import { translate } from "../../i18n/translate";

export default function Page() {
  const { t } = useTranslation("account");
  return (
    <Layout>
      <div className="form-page">
        <h1>{t("reset.title")}</h1>
        <ResetPasswordForm />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead title={translate("account", "reset.title")} path={location.pathname} />
);
