/**
 * /registreren_klaar (register_done, spec 001 §2.1): what happens after registering. The form
 * itself shows this with the address it mailed to; this page is its address for links and Back.
 */
import type { HeadFC } from "gatsby";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import account from "../i18n/locales/nl/account.json";
import { textsOf } from "../i18n/texts";
import { TextWithLinks } from "../i18n/TextWithLinks";

const t = textsOf({ account });

export default function RegisterDonePage() {
  return (
    <Layout>
      <div className="form-page">
        <h1>{t("register.done.title")}</h1>
        <p>{t("register.done.textGeneric")}</p>
        <p>{t("register.done.wait")}</p>
        <p>
          <TextWithLinks
            text={t("register.done.resend")}
            links={{ resend: <a href="/verificatie-mail-opnieuw-versturen/" /> }}
          />
        </p>
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead title={t("register.done.title")} path={location.pathname} noIndex />
);
