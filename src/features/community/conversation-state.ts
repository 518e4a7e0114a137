/**
 * What the conversation page shows, as the server renders it (functions/forum-page) and the browser
 * first renders it: the same value, embedded in the page as JSON, so hydration matches and the page
 * never asks again for what the HTML already holds.
 */
import type { ConversationView, Page, ReactionListItem } from "../../domain/community";
import { readEmbeddedState } from "../../platform/embedded-state";

export const EMBEDDED_STATE_ID = "forum-state";
export const SLOT_ID = "forum-slot";

/**
 * The built HTML of the forum's client-only pages, copied after the build to a path that no
 * function claims (src/build/forum-shells.ts), so functions/forum-page can fetch it from the site.
 */
export const FORUM_SHELLS = {
  group: { file: "_shells/forum-group.html", page: "ontmoet-elkaar/gesprekken/[group]" },
  conversation: { file: "_shells/forum-conversation.html", page: "ontmoet-elkaar/gesprekken/[group]/[conversation]" },
  newConversation: { file: "_shells/forum-new-conversation.html", page: "ontmoet-elkaar/gesprekken/[group]/nieuw" },
} as const;

export type ConversationPageState =
  | { status: "ok"; path: string; conversation: ConversationView; reactions: Page<ReactionListItem> }
  | { status: "forbidden"; path: string }
  | { status: "notFound"; path: string };

/** The conversation state embedded for this path, or null (a page reached by client navigation has none). */
export function readConversationState(pathname: string): ConversationPageState | null {
  return readEmbeddedState<ConversationPageState>(pathname, EMBEDDED_STATE_ID);
}

let taken = false;

/** The embedded state for the page's first render; null on every later call in this page load. */
export function takeEmbeddedState(pathname: string): ConversationPageState | null {
  if (taken) return null;
  const state = readConversationState(pathname);
  if (state) taken = true;
  return state;
}
