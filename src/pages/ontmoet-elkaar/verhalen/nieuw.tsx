import type { HeadProps, PageProps } from "gatsby";
import { Layout } from "../../../shell/Layout";
import { SeoHead } from "../../../shell/SeoHead";
import { useHydrated } from "../../../components/islands/useHydrated";
import { WriteStoryPage } from "../../../features/stories/WriteStoryPage";
import "../../../features/stories/stories.css";
import stories from "../../../i18n/locales/nl/stories.json";
import { textsOf } from "../../../i18n/texts";

const t = textsOf({ stories });

/** /ontmoet-elkaar/verhalen/nieuw/: write a story, or edit one's own (?verhaal={id}) (spec 001 §2.2 "blogs/nieuw"). */
export default function WriteStoryRoute({ location }: PageProps) {
  // The build's HTML has no query: the hydrating render must not read ?verhaal= either (issue 37).
  const hydrated = useHydrated();
  return (
    <Layout>
      <WriteStoryPage search={hydrated ? location.search : ""} />
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return <SeoHead title={t("write.title")} path={location.pathname} noIndex />;
}
