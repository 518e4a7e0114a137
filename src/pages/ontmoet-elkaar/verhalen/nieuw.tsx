import type { HeadProps, PageProps } from "gatsby";
import { Layout } from "../../../shell/Layout";
import { SeoHead } from "../../../shell/SeoHead";
import { WriteStoryPage } from "../../../features/stories/WriteStoryPage";
import "../../../features/stories/stories.css";
import stories from "../../../i18n/locales/nl/stories.json";
import { textsOf } from "../../../i18n/texts";

const t = textsOf({ stories });

/** /ontmoet-elkaar/verhalen/nieuw/: write a story, or edit one's own (?verhaal={id}) (spec 001 §2.2 "blogs/nieuw"). */
export default function WriteStoryRoute({ location }: PageProps) {
  return (
    <Layout>
      <WriteStoryPage search={location.search} />
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return <SeoHead title={t("write.title")} path={location.pathname} noIndex />;
}
