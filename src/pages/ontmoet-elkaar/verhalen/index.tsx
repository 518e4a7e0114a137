import type { HeadProps, PageProps } from "gatsby";
import { Layout } from "../../../shell/Layout";
import { SeoHead } from "../../../shell/SeoHead";
import { useHydrated } from "../../../components/islands/useHydrated";
import { StoriesOverview } from "../../../features/stories/StoriesOverview";
import "../../../features/stories/stories.css";
import stories from "../../../i18n/locales/nl/stories.json";
import { textsOf } from "../../../i18n/texts";

const t = textsOf({ stories });

/** /ontmoet-elkaar/verhalen/: the stories overview (spec 001 §2.2 "blogs"; tabs all / followed). */
export default function StoriesRoute({ location }: PageProps) {
  // The build's HTML has no query: ?tab= (the current tab) counts from the render after hydration.
  const hydrated = useHydrated();
  return (
    <Layout>
      <div className="stories container late-page">
        <h1>{t("page.title")}</h1>
        <p className="lead">{t("intro")}</p>
        <StoriesOverview search={hydrated ? location.search : ""} />
      </div>
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return <SeoHead title={t("page.title")} description={t("intro")} path={location.pathname} />;
}
