/** /email-gewijzigd-fout: the e-mail change link did not work. */
import type { HeadFC } from "gatsby";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import account from "../i18n/locales/nl/account.json";
import auth from "../i18n/locales/nl/auth.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ account, auth });

export default function Page() {
  return (
    <Layout>
      <div className="form-page">
        <h1>{t("emailChangeFailed.title")}</h1>
        <p className="alert alert--error">{t("auth:emailChange.failed")}</p>
        <p>
          <a className="more-link" href="/account/instellingen">
            {t("emailChangeFailed.toSettings")}
          </a>
        </p>
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => <SeoHead title={t("emailChangeFailed.title")} path={location.pathname} />;
