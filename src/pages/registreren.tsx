/** /registreren: create an account (spec 000 §4, §5). The form is a client island. */
import type { HeadFC } from "gatsby";
import { useTranslation } from "react-i18next";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import { RegisterForm } from "../features/auth/RegisterForm";
import { translate } from "../i18n/translate";

export default function RegisterPage() {
  const { t } = useTranslation("account");
  return (
    <Layout>
      <div className="form-page">
        <h1>{t("register.title")}</h1>
        <p className="form-page__intro">{t("register.intro")}</p>
        <RegisterForm />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead title={translate("account", "register.title")} description={translate("account", "register.description")} path={location.pathname} />
);
