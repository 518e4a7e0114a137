import type { HeadProps, PageProps } from "gatsby";
import { Layout } from "../../../shell/Layout";
import { SeoHead } from "../../../shell/SeoHead";
import { StoriesOverview } from "../../../features/stories/StoriesOverview";
import { st } from "../../../features/stories/text";
import "../../../features/stories/stories.css";

/** /ontmoet-elkaar/verhalen/: the stories overview (spec 001 §2.2 "blogs"; tabs all / followed). */
export default function StoriesRoute({ location }: PageProps) {
  return (
    <Layout>
      <div className="stories container late-page">
        <h1>{st("page.title")}</h1>
        <p className="lead">{st("intro")}</p>
        <StoriesOverview search={location.search} />
      </div>
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return <SeoHead title={st("page.title")} description={st("intro")} path={location.pathname} />;
}
