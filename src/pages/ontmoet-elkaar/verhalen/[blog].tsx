import type { PageProps } from "gatsby";
import { Layout } from "../../../shell/Layout";
import { pageTitle } from "../../../domain/site";
import { BlogPage } from "../../../features/stories/BlogPage";
import { StoryPage } from "../../../features/stories/StoryPage";
import "../../../features/stories/stories.css";
import stories from "../../../i18n/locales/nl/stories.json";
import { textsOf } from "../../../i18n/texts";

const t = textsOf({ stories });

/**
 * /ontmoet-elkaar/verhalen/{blog}/: an author's page (client-only route; the data is live). Digits
 * only name a story by its id (the content blocks link so); it is then shown under its own address.
 */
export default function BlogRoute({ params, location }: PageProps & { params: { blog?: string } }) {
  const blog = params.blog ?? "";
  return (
    <Layout>
      {/^[0-9]{1,9}$/.test(blog) ? (
        <StoryPage key={blog} blog={null} post={blog} pathname={location.pathname} />
      ) : (
        <BlogPage key={blog} blog={blog} search={location.search} />
      )}
    </Layout>
  );
}

/** No canonical link: this HTML is the shell of every blog; the page sets its title once loaded. */
export function Head() {
  return <title>{pageTitle(t("page.title"))}</title>;
}
