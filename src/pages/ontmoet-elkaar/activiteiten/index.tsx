/**
 * /ontmoet-elkaar/activiteiten: the activity guide overview (spec 001 §2.3). The header is static;
 * the island loads the activities from the API when the page opens, so the list is always current.
 * The island is a chunk of its own that loads right after hydration (GuideIsland, issue 24); the
 * build's HTML and a client-side navigation show its reserved space until then.
 */
import type { HeadFC } from "gatsby";
import { Deferred } from "../../../components/islands/Deferred";
import { Layout } from "../../../shell/Layout";
import { SeoHead } from "../../../shell/SeoHead";
import { GuideSkeleton } from "../../../features/activities/GuideSkeleton";
import { SUBMIT_PATH } from "../../../features/activities/paths";
import { translate } from "../../../i18n/translate";
import "../../../features/activities/activities.css";

const loadGuide = () => import("../../../features/activities/GuideIsland").then((module) => module.GuideIsland);
const NO_PROPS = {};

export default function ActivityGuidePage() {
  return (
    <Layout>
      <div className="guide container late-page">
        <header className="guide__header">
          <div>
            <h1>{translate("activities", "page.title")}</h1>
            <p className="lead">{translate("activities", "page.description")}</p>
          </div>
          <div className="guide__add">
            <p>{translate("activities", "page.addActivityText")}</p>
            <a className="button button--secondary" href={SUBMIT_PATH}>
              {translate("activities", "page.addActivity")}
            </a>
          </div>
        </header>
        <Deferred load={loadGuide} props={NO_PROPS} fallback={<GuideSkeleton />} />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead title={translate("activities", "page.title")} description={translate("activities", "page.description")} path={location.pathname} />
);
