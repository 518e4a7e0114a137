/**
 * What a story's page shows on a full page load, as functions/story-page renders it and the
 * browser first renders it: the same value, embedded in the page as JSON (like the conversations',
 * docs/decisions/036 and 143), so hydration matches and the page does not ask again.
 */
import type { BlogPostView, StoryReactions } from "../../domain/stories";
import { readEmbeddedState } from "../../platform/embedded-state";

export const STORY_STATE_ID = "story-state";
export const STORY_SLOT_ID = "story-slot";

/** The built HTML of the stories' client-only pages, copied to /_shells/ after the build (src/build/forum-shells.ts). */
export const STORY_SHELLS = {
  blog: { file: "_shells/story-blog.html", page: "ontmoet-elkaar/verhalen/[blog]" },
  story: { file: "_shells/story.html", page: "ontmoet-elkaar/verhalen/[blog]/[post]" },
} as const;

/** `reactions`: the first page of reactions of a published, not hidden story (null otherwise). */
export type StoryPageState =
  | { status: "ok"; path: string; story: BlogPostView; reactions: StoryReactions | null }
  | { status: "forbidden"; path: string }
  | { status: "notFound"; path: string };

export const readStoryState = (pathname: string): StoryPageState | null =>
  readEmbeddedState<StoryPageState>(pathname, STORY_STATE_ID);

let taken = false;

/** The embedded state for the page's first render; null on every later call in this page load. */
export function takeStoryState(pathname: string): StoryPageState | null {
  if (taken) return null;
  const state = readStoryState(pathname);
  if (state) taken = true;
  return state;
}
