/** /verificatie-mail-succes: the e-mail address is verified. */
import type { HeadFC } from "gatsby";
import { useTranslation } from "react-i18next";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import { translate } from "../i18n/translate";

export default function Page() {
  const { t } = useTranslation("account");
  return (
    <Layout>
      <div className="form-page">
        <h1>{t("verified.title")}</h1>
        <p className="notice notice--success">{t("verified.text")}</p>
        <p>
          <a href="/inloggen">{t("verified.toLogin")}</a>
        </p>
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead title={translate("account", "verified.title")} path={location.pathname} />
);
