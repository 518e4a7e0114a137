/** /activiteit-aanmelden: organisers submit an activity for the guide (spec 000 §2). */
import type { HeadFC } from "gatsby";
import { useTranslation } from "react-i18next";
import { Breadcrumb } from "../components/content/Breadcrumb";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import { GUIDE_PATH } from "../features/activities/paths";
import { SubmitActivityForm } from "../features/activities/SubmitActivityForm";
import { translate } from "../i18n/translate";

export default function SubmitActivityPage() {
  const { t } = useTranslation("activities");
  return (
    <Layout>
      <div className="container container--reading">
        <Breadcrumb trail={[{ title: t("page.breadcrumb"), href: GUIDE_PATH }]} />
        <h1>{t("submit.title")}</h1>
        <p>{t("submit.intro")}</p>
        <SubmitActivityForm />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead title={translate("activities", "submit.title")} description={translate("activities", "submit.description")} path={location.pathname} />
);
