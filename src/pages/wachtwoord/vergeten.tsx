/** /wachtwoord/vergeten: ask for a link to choose a new password. */
import type { HeadFC } from "gatsby";
import { Layout } from "../../shell/Layout";
import { SeoHead } from "../../shell/SeoHead";
import { ForgotPasswordForm } from "../../features/auth/ForgotPasswordForm";
import account from "../../i18n/locales/nl/account.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ account });

export default function Page() {
  return (
    <Layout>
      <div className="form-page">
        <h1>{t("forgot.title")}</h1>
        <ForgotPasswordForm />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => <SeoHead title={t("forgot.title")} path={location.pathname} />;
