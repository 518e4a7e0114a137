/** /activiteit-aanmelden: organisers submit an activity for the guide (spec 000 §2). */
import type { HeadFC } from "gatsby";
import { Breadcrumb } from "../components/content/Breadcrumb";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import { GUIDE_PATH } from "../features/activities/paths";
import { SubmitActivityForm } from "../features/activities/SubmitActivityForm";
import activities from "../i18n/locales/nl/activities.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ activities });

export default function SubmitActivityPage() {
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
  <SeoHead title={t("submit.title")} description={t("submit.description")} path={location.pathname} />
);
