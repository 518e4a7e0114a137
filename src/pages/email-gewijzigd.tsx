/** /email-gewijzigd?email&token: the link mailed to the new address confirms the change. */
import type { HeadFC } from "gatsby";
import { useTranslation } from "react-i18next";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import { ConfirmEmailChange } from "../features/auth/ConfirmEmailChange";
import { translate } from "../i18n/translate";

export default function Page() {
  const { t } = useTranslation("account");
  return (
    <Layout>
      <div className="form-page">
        <h1>{t("emailChanged.title")}</h1>
        <ConfirmEmailChange />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead title={translate("account", "emailChanged.title")} path={location.pathname} />
);
