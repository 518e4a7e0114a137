import type { HeadProps } from "gatsby";
import { Layout } from "../../shell/Layout";
import { SeoHead } from "../../shell/SeoHead";
import { ComingSoon } from "../../features/community/CommunityHome";
import { ct } from "../../features/community/text";
import "../../features/community/community.css";

/** /ontmoet-elkaar/personen (also ?mycontacts=show): the members feature comes later (docs/decisions/014-coming-soon-pages.md). */
export default function PeoplePage() {
  return (
    <Layout>
      <ComingSoon section="people" />
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return <SeoHead title={ct("community.people.title")} path={location.pathname} noIndex />;
}
