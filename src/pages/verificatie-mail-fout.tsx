/** /verificatie-mail-fout: the verification link did not work (spec 000 §8). */
import type { HeadFC } from "gatsby";
import { Trans, useTranslation } from "react-i18next";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import { translate } from "../i18n/translate";

export default function Page() {
  const { t } = useTranslation(["account", "auth"]);
  return (
    <Layout>
      <div className="form-page">
        <h1>{t("verifyFailed.title")}</h1>
        <p className="alert alert--error">{t("auth:activation.failed")}</p>
        <p>
          <a href="/verificatie-mail-opnieuw-versturen">{t("verifyFailed.toResend")}</a>
        </p>
        <p>
          <Trans t={t} i18nKey="verifyFailed.contact" ns="account" components={{ contact: <a href="/contact/" /> }} />
        </p>
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead title={translate("account", "verifyFailed.title")} path={location.pathname} />
);
