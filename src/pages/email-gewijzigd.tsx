/** /email-gewijzigd?email&token: the link mailed to the new address confirms the change. */
import type { HeadFC } from "gatsby";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import { ConfirmEmailChange } from "../features/auth/ConfirmEmailChange";
import account from "../i18n/locales/nl/account.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ account });

export default function Page() {
  return (
    <Layout>
      <div className="form-page">
        <h1>{t("emailChanged.title")}</h1>
        <ConfirmEmailChange />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => <SeoHead title={t("emailChanged.title")} path={location.pathname} />;
