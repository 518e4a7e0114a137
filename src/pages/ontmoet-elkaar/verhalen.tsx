import type { HeadProps } from "gatsby";
import { Layout } from "../../shell/Layout";
import { SeoHead } from "../../shell/SeoHead";
import { ComingSoon } from "../../features/community/CommunityHome";
import { ct } from "../../features/community/text";
import "../../features/community/community.css";

/** /ontmoet-elkaar/verhalen: stories come later (docs/decisions/014-coming-soon-pages.md). */
export default function StoriesPage() {
  return (
    <Layout>
      <ComingSoon section="stories" />
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return <SeoHead title={ct("community.stories.title")} path={location.pathname} noIndex />;
}
