/** /verificatie-mail-opnieuw-versturen: a new verification mail (spec 000 §2). */
import type { HeadFC } from "gatsby";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import { ResendVerificationForm } from "../features/auth/ResendVerificationForm";
import account from "../i18n/locales/nl/account.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ account });

export default function Page() {
  return (
    <Layout>
      <div className="form-page">
        <h1>{t("resendPage.title")}</h1>
        <ResendVerificationForm />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => <SeoHead title={t("resendPage.title")} path={location.pathname} />;
