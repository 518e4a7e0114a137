import type { HeadProps } from "gatsby";
import { Layout } from "../../shell/Layout";
import { SeoHead } from "../../shell/SeoHead";
import { CommunityHome } from "../../features/community/CommunityHome";
import { ct } from "../../features/community/text";
import "../../features/community/community.css";

/** /ontmoet-elkaar: the community page (spec 000 §2, spec 001 §2.2). */
export default function CommunityPage() {
  return (
    <Layout>
      <CommunityHome />
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return <SeoHead title={ct("community.title")} description={ct("community.intro")} path={location.pathname} />;
}
