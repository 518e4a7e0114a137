import type { HeadProps, PageProps } from "gatsby";
import { useRef, useState } from "react";
import { Layout } from "../../../../shell/Layout";
import { SeoHead } from "../../../../shell/SeoHead";
import { samePath } from "../../../../platform/embedded-state";
import { StoryPage } from "../../../../features/stories/StoryPage";
import { readStoryState, STORY_SLOT_ID, takeStoryState } from "../../../../features/stories/story-state";
import "../../../../features/stories/stories.css";
import stories from "../../../../i18n/locales/nl/stories.json";
import library from "../../../../i18n/locales/nl/library.json";
import { textsOf } from "../../../../i18n/texts";

const t = textsOf({ stories, library });

type Params = { blog?: string; post?: string };

/**
 * /ontmoet-elkaar/verhalen/{blog}/{story}/: a story (slugs or ids). A client-only route whose built
 * HTML (the shell) has an empty slot; on a full page load functions/story-page renders the story
 * into it and embeds the same state, answering 403/404 where due (docs/decisions/143). The first
 * render here reads that state; after a client-side navigation the page loads the story itself.
 */
export default function StoryRoute({ params, location }: PageProps & { params: Params }) {
  const [initial] = useState(() => takeStoryState(location.pathname));
  const key = `${params.blog}/${params.post}`;
  // Once the reader moved to another story, coming back loads afresh.
  const firstKey = useRef<string | null>(key);
  if (firstKey.current !== key) firstKey.current = null;
  return (
    <Layout>
      <div id={STORY_SLOT_ID}>
        <StoryPage
          key={key}
          blog={params.blog ?? ""}
          post={params.post ?? ""}
          pathname={location.pathname}
          initial={firstKey.current && initial && samePath(initial.path, location.pathname) ? initial : null}
        />
      </div>
    </Layout>
  );
}

/** The same head as the function writes, from the same embedded state. */
export function Head({ location }: HeadProps) {
  const state = readStoryState(location.pathname);
  if (state?.status === "ok") {
    const { story } = state;
    return (
      <SeoHead
        title={story.Title}
        description={story.Description}
        path={state.path}
        noIndex={story.Visibility !== "public" || story.Hidden || !story.Published}
      />
    );
  }
  if (state?.status === "forbidden")
    return <SeoHead title={t("library:forbidden.title")} path={location.pathname} noIndex />;
  if (state?.status === "notFound") return <SeoHead title={t("story.notFound")} path={location.pathname} noIndex />;
  return <SeoHead title={t("story.titleFallback")} path={location.pathname} noIndex />;
}
