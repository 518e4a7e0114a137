import type { HeadProps, PageProps } from "gatsby";
import { Layout } from "../../../shell/Layout";
import { SeoHead } from "../../../shell/SeoHead";
import { GroupsOverview } from "../../../features/community/GroupsOverview";
import { ct } from "../../../features/community/text";
import "../../../features/community/community.css";

/** /ontmoet-elkaar/gesprekken/: the groups overview (spec 001 §2.2 "forum"). */
export default function ForumPage({ location }: PageProps) {
  return (
    <Layout>
      <div className="forum container late-page">
        <h1>{ct("overview.title")}</h1>
        <p className="lead">{ct("overview.intro")}</p>
        <GroupsOverview search={location.search} />
      </div>
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return <SeoHead title={ct("overview.title")} description={ct("overview.intro")} path={location.pathname} />;
}
