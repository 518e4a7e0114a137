/** /registreren: create an account (spec 000 §4, §5). The form is a client island. */
import type { HeadFC } from "gatsby";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import { RegisterForm } from "../features/auth/RegisterForm";
import account from "../i18n/locales/nl/account.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ account });

export default function RegisterPage() {
  return (
    <Layout>
      <div className="form-page">
        <h1>{t("register.title")}</h1>
        <RegisterForm intro={<p className="form-page__intro">{t("register.intro")}</p>} />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead title={t("register.title")} description={t("register.description")} path={location.pathname} />
);
