/** /account-verwijderd: the deletion was asked for; the confirmation link is in the mail. */
import type { HeadFC } from "gatsby";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import profile from "../i18n/locales/nl/profile.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ profile });

export default function AccountDeletionRequestedPage() {
  return (
    <Layout>
      <div className="form-page">
        <h1>{t("deleted.sentTitle")}</h1>
        <p>{t("deleted.sentText")}</p>
        <p>{t("deleted.sentFinal")}</p>
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead title={t("deleted.sentTitle")} path={location.pathname} noIndex />
);
