/**
 * Current story teasers for the content blocks (spec 001 §2.6: blogs, blogpost and the homepage's
 * featured story blocks; issue 15 "Content blocks"): the stories named by id come from
 * POST /CustomBlog/by-list-of-ids, a list of recent ones from /CustomBlog/BlogPosts/Latest, as the
 * reader may read them. The first render (the built HTML and hydration) is the block's static
 * teaser, which links to a page that exists; it stays when nothing readable comes back (a
 * participants-only story for a visitor, a hidden one, no connection). The API module is loaded
 * only when a page has such a block.
 */
import type { ReactNode } from "react";
import { storyPaths, type BlogPostSummary } from "../../domain/stories";
import { useLoad } from "../../platform/loading/useLoad";
import { StoryTeaser } from "./StoryTeaser";
import "./stories.css";

export type StorySource = { ids: number[] } | { latest: true };

/** The numeric story ids of a block's fields ("12"); anything else is left out. */
export function storyIdsOf(values: Array<string | null | undefined>): number[] {
  return values.flatMap((value) => (value && /^[0-9]{1,9}$/.test(value.trim()) ? [Number(value.trim())] : []));
}

async function loadStories(source: StorySource): Promise<BlogPostSummary[]> {
  const api = await import("./api");
  if ("latest" in source) return (await api.getLatestStories()).map((item) => item.BlogPost);
  if (source.ids.length === 0) return [];
  return (await api.getStoriesByIds(source.ids)).BlogPosts;
}

export interface LiveStoriesProps {
  source: StorySource;
  variant: string;
  title: string;
  link: string;
  /** The static teaser: shown first, and when there is nothing to show. */
  fallback: ReactNode;
}

export function LiveStories({ source, variant, title, link, fallback }: LiveStoriesProps) {
  // The source is described completely by its key.
  const { state } = useLoad(() => loadStories(source), { key: "latest" in source ? "latest" : source.ids.join(",") });
  const stories = state.status === "loaded" ? state.data : null;

  if (!stories || stories.length === 0) return <>{fallback}</>;
  return (
    <section className={`block block--teaser block--${variant} card stories-block`}>
      <h2 className="card__title">{title}</h2>
      <ul className="story-list">
        {stories.map((story) => (
          <li key={story.Id}>
            <StoryTeaser story={story} headingLevel={3} />
          </li>
        ))}
      </ul>
      <a href={storyPaths.overview()} className="card__link">
        {link}
      </a>
    </section>
  );
}
