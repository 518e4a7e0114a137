/** /inloggen: log in; `?returnUrl=/pad` and `?sessionTimeout=true` are read by the form (spec 000 §6). */
import type { HeadFC } from "gatsby";
import { useTranslation } from "react-i18next";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import { LoginForm } from "../features/auth/LoginForm";
import { translate } from "../i18n/translate";

export default function LoginPage() {
  const { t } = useTranslation("account");
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
  <SeoHead title={translate("account", "login.title")} description={translate("account", "login.description")} path={location.pathname} />
);
