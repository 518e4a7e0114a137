import type { HeadProps, PageProps } from "gatsby";
import { Layout } from "../../../shell/Layout";
import { SeoHead } from "../../../shell/SeoHead";
import { st } from "../../../features/stories/text";
import { WriteStoryPage } from "../../../features/stories/WriteStoryPage";
import "../../../features/stories/stories.css";

/** /ontmoet-elkaar/verhalen/nieuw/: write a story, or edit one's own (?verhaal={id}) (spec 001 §2.2 "blogs/nieuw"). */
export default function WriteStoryRoute({ location }: PageProps) {
  return (
    <Layout>
      <WriteStoryPage search={location.search} />
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return <SeoHead title={st("write.title")} path={location.pathname} noIndex />;
}
