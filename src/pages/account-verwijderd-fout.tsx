/** /account-verwijderd-fout: the deletion link did not work (used or expired). */
import type { HeadFC } from "gatsby";
import { useTranslation } from "react-i18next";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import { translate } from "../i18n/translate";

export default function AccountDeletionFailedPage() {
  const { t } = useTranslation("profile");
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

export const Head: HeadFC = ({ location }) => <SeoHead title={translate("profile", "deleted.errorTitle")} path={location.pathname} noIndex />;
