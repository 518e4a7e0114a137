/**
 * /ontmoet-elkaar/activiteiten: the activity guide overview (spec 001 §2.3). The header is static;
 * the island loads the activities from the API when the page opens, so the list is always current.
 */
import type { HeadFC } from "gatsby";
import { useTranslation } from "react-i18next";
import { Layout } from "../../../shell/Layout";
import { SeoHead } from "../../../shell/SeoHead";
import { ActivityGuide } from "../../../features/activities/ActivityGuide";
import { SUBMIT_PATH } from "../../../features/activities/paths";
import { translate } from "../../../i18n/translate";

export default function ActivityGuidePage() {
  // "account" too: the location filter's field errors (forms/FieldError) use its texts, and they
  // appear only after a click, so the page must carry them from the start (src/i18n/page-texts.ts).
  const { t } = useTranslation(["activities", "account"]);
  return (
    <Layout>
      <div className="guide container">
        <header className="guide__header">
          <div>
            <h1>{t("activities:page.title")}</h1>
            <p className="lead">{t("activities:page.description")}</p>
          </div>
          <div className="guide__add">
            <p>{t("activities:page.addActivityText")}</p>
            <a className="button button--secondary" href={SUBMIT_PATH}>
              {t("activities:page.addActivity")}
            </a>
          </div>
        </header>
        <ActivityGuide />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead title={translate("activities", "page.title")} description={translate("activities", "page.description")} path={location.pathname} />
);
