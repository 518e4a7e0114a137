/** /account-verwijderd: the deletion was asked for; the confirmation link is in the mail. */
import type { HeadFC } from "gatsby";
import { useTranslation } from "react-i18next";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import { translate } from "../i18n/translate";

export default function AccountDeletionRequestedPage() {
  const { t } = useTranslation("profile");
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

export const Head: HeadFC = ({ location }) => <SeoHead title={translate("profile", "deleted.sentTitle")} path={location.pathname} noIndex />;
