/**
 * /registreren_klaar (register_done, spec 001 §2.1): what happens after registering. The form
 * itself shows this with the address it mailed to; this page is its address for links and Back.
 */
import type { HeadFC } from "gatsby";
import { Trans, useTranslation } from "react-i18next";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import { translate } from "../i18n/translate";

export default function RegisterDonePage() {
  const { t } = useTranslation("account");
  return (
    <Layout>
      <div className="form-page">
        <h1>{t("register.done.title")}</h1>
        <p>{t("register.done.textGeneric")}</p>
        <p>{t("register.done.wait")}</p>
        <p>
          <Trans t={t} i18nKey="register.done.resend" ns="account" components={{ resend: <a href="/verificatie-mail-opnieuw-versturen/" /> }} />
        </p>
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => <SeoHead title={translate("account", "register.done.title")} path={location.pathname} noIndex />;
