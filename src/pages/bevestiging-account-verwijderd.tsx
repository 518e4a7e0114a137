/** /bevestiging-account-verwijderd?token=…: the link in the deletion mail confirms the deletion. */
import type { HeadFC } from "gatsby";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import { ConfirmDeletion } from "../features/deletion/ConfirmDeletion";
import profile from "../i18n/locales/nl/profile.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ profile });

export default function AccountDeletionConfirmPage() {
  return (
    <Layout>
      <div className="form-page">
        <ConfirmDeletion />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead title={t("deleted.confirmTitle")} path={location.pathname} noIndex />
);
