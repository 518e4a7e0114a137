/** /wachtwoord/opnieuw-instellen?email&token: choose a new password with the mailed link. */
import type { HeadFC } from "gatsby";
import { Layout } from "../../shell/Layout";
import { SeoHead } from "../../shell/SeoHead";
import { ResetPasswordForm } from "../../features/auth/ResetPasswordForm";
import account from "../../i18n/locales/nl/account.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ account });

export default function Page() {
  return (
    <Layout>
      <div className="form-page">
        <h1>{t("reset.title")}</h1>
        <ResetPasswordForm />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => <SeoHead title={t("reset.title")} path={location.pathname} />;
