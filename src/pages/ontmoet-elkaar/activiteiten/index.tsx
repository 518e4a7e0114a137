/**
 * /ontmoet-elkaar/activiteiten: the activity guide overview (spec 001 §2.3). The header is static;
 * the island loads the activities from the API when the page opens, so the list is always current.
 * The island (ActivityGuide) is a chunk of its own that loads right after hydration (issue 24); the
 * build's HTML and a client-side navigation show its reserved space until then.
 */
import type { HeadFC } from "gatsby";
import { Deferred } from "../../../components/islands/Deferred";
import { Layout } from "../../../shell/Layout";
import { SeoHead } from "../../../shell/SeoHead";
import { GuideSkeleton } from "../../../features/activities/GuideSkeleton";
import { SUBMIT_PATH } from "../../../features/activities/paths";
import "../../../features/activities/activities.css";
import activities from "../../../i18n/locales/nl/activities.json";
import { textsOf } from "../../../i18n/texts";

const t = textsOf({ activities });

const loadGuide = () => import("../../../features/activities/ActivityGuide").then((module) => module.ActivityGuide);
const NO_PROPS = {};

export default function ActivityGuidePage() {
  return (
    <Layout>
      <div className="guide container late-page">
        <header className="guide__header">
          <div>
            <h1>{t("page.title")}</h1>
            <p className="lead">{t("page.description")}</p>
          </div>
          <div className="guide__add">
            <p>{t("page.addActivityText")}</p>
            <a className="button button--secondary" href={SUBMIT_PATH}>
              {t("page.addActivity")}
            </a>
          </div>
        </header>
        <Deferred load={loadGuide} props={NO_PROPS} fallback={<GuideSkeleton />} />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead title={t("page.title")} description={t("page.description")} path={location.pathname} />
);
