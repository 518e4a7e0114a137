import type { PageProps } from "gatsby";
import { Layout } from "../../../../shell/Layout";
import { pageTitle } from "../../../../domain/site";
import { StoryPage } from "../../../../features/stories/StoryPage";
import { st } from "../../../../features/stories/text";
import "../../../../features/stories/stories.css";

type Params = { blog?: string; post?: string };

/** /ontmoet-elkaar/verhalen/{blog}/{story}/: a story (slugs or ids; client-only route, the data is live). */
export default function StoryRoute({ params, location }: PageProps & { params: Params }) {
  return (
    <Layout>
      <StoryPage key={`${params.blog}/${params.post}`} blog={params.blog ?? ""} post={params.post ?? ""} pathname={location.pathname} />
    </Layout>
  );
}

/** No canonical link: this HTML is the shell of every story; the page sets its title once loaded. */
export function Head() {
  return <title>{pageTitle(st("story.titleFallback"))}</title>;
}
