/** /inloggen: log in; `?returnUrl=/pad` and `?sessionTimeout=true` are read by the form (spec 000 §6). */
import type { HeadFC } from "gatsby";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import { LoginForm } from "../features/auth/LoginForm";
import account from "../i18n/locales/nl/account.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ account });

export default function LoginPage() {
  return (
    <Layout>
      <div className="form-page">
        <h1>{t("login.title")}</h1>
        <LoginForm />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead title={t("login.title")} description={t("login.description")} path={location.pathname} />
);
