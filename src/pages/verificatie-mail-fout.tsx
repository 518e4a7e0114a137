/** /verificatie-mail-fout: the verification link did not work (spec 000 §8). */
import type { HeadFC } from "gatsby";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import account from "../i18n/locales/nl/account.json";
import auth from "../i18n/locales/nl/auth.json";
import { textsOf } from "../i18n/texts";
import { TextWithLinks } from "../i18n/TextWithLinks";

const t = textsOf({ account, auth });

export default function Page() {
  return (
    <Layout>
      <div className="form-page">
        <h1>{t("verifyFailed.title")}</h1>
        <p className="alert alert--error">{t("verifyFailed.text")}</p>
        <p>
          <a className="more-link" href="/verificatie-mail-opnieuw-versturen">
            {t("verifyFailed.toResend")}
          </a>
        </p>
        <p>
          <TextWithLinks text={t("verifyFailed.contact")} links={{ contact: <a href="/contact/" /> }} />
        </p>
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => <SeoHead title={t("verifyFailed.title")} path={location.pathname} />;
