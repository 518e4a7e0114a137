/** /verificatie-mail-opnieuw-versturen: a new verification mail (spec 000 §2). */
import type { HeadFC } from "gatsby";
import { useTranslation } from "react-i18next";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import { ResendVerificationForm } from "../features/auth/ResendVerificationForm";
import { translate } from "../i18n/translate";

export default function Page() {
  const { t } = useTranslation("account");
  return (
    <Layout>
      <div className="form-page">
        <h1>{t("resendPage.title")}</h1>
        <ResendVerificationForm />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead title={translate("account", "resendPage.title")} path={location.pathname} />
);
