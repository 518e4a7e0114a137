/** /account-verwijderd-fout: the deletion link did not work (used or expired). */
import type { HeadFC } from "gatsby";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import profile from "../i18n/locales/nl/profile.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ profile });

export default function AccountDeletionFailedPage() {
  return (
    <Layout>
      <div className="form-page">
        <h1>{t("deleted.errorTitle")}</h1>
        <p>{t("deleted.errorText")}</p>
        <p>
          <a className="button button--primary" href="/inloggen">
            {t("deleted.toLogin")}
          </a>
        </p>
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead title={t("deleted.errorTitle")} path={location.pathname} noIndex />
);
