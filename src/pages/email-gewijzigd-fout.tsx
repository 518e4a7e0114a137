/** /email-gewijzigd-fout: the e-mail change link did not work. */
import type { HeadFC } from "gatsby";
import { useTranslation } from "react-i18next";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import { translate } from "../i18n/translate";

export default function Page() {
  const { t } = useTranslation(["account", "auth"]);
  return (
    <Layout>
      <div className="form-page">
        <h1>{t("emailChangeFailed.title")}</h1>
        <p className="alert alert--error">{t("auth:emailChange.failed")}</p>
        <p>
          <a href="/account/instellingen">{t("emailChangeFailed.toSettings")}</a>
        </p>
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead title={translate("account", "emailChangeFailed.title")} path={location.pathname} />
);
