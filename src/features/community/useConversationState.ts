/**
 * The conversation page's data: what the server embedded (its first render is exactly the server's
 * HTML, see conversation-state.ts), or, after a client-side navigation, what it loads itself; and
 * the two ways it changes in place (the conversation, the shown page of reactions).
 */
import { useCallback, useEffect } from "react";
import {
  pageNumberFrom,
  forumPaths,
  type ConversationView as Conversation,
  type Page,
  type ReactionListItem,
} from "../../domain/community";
import { pageTitle } from "../../domain/site";
import { ApiError } from "../../platform/http";
import { useLoad } from "../../platform/loading/useLoad";
import { getConversationBySlug, getReactions } from "./api";
import { samePath } from "../../platform/embedded-state";
import type { ConversationPageState } from "./conversation-state";

/** Loads what the server would have rendered, for a page reached by client-side navigation. */
async function loadConversationState(
  groupSlug: string,
  conversationSlug: string,
  page: number,
): Promise<ConversationPageState> {
  const requested = forumPaths.conversation(groupSlug, conversationSlug);
  try {
    const conversation = await getConversationBySlug(conversationSlug);
    const reactions = await getReactions(conversation.Id, page - 1);
    return {
      status: "ok",
      path: forumPaths.conversation(conversation.Group.Slug, conversation.Slug),
      conversation,
      reactions,
    };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403))
      return { status: "forbidden", path: requested };
    if (error instanceof ApiError && error.status === 404) return { status: "notFound", path: requested };
    throw error;
  }
}

/**
 * The embedded state is the first (and not asked again); without it the page loads through the
 * shared hook (connection errors retried, spec 001 §4; `retry` for the notice's button).
 */
export function useConversationState(
  groupSlug: string,
  conversationSlug: string,
  search: string,
  initial: ConversationPageState | null,
) {
  const {
    state: load,
    retry,
    update,
  } = useLoad<ConversationPageState>(
    async () => {
      const next = await loadConversationState(groupSlug, conversationSlug, pageNumberFrom(search));
      if (next.status === "ok") document.title = pageTitle(next.conversation.Title);
      return next;
    },
    // Loaded once per page (the page is keyed by its path).
    { initial: initial ?? undefined },
  );
  const state = load.status === "loaded" ? load.data : null;

  // A conversation that moved to another group: show its own address.
  useEffect(() => {
    if (state?.status === "ok" && !samePath(state.path, window.location.pathname)) {
      window.history.replaceState(
        window.history.state,
        "",
        `${state.path}${window.location.search}${window.location.hash}`,
      );
    }
  }, [state]);

  const setConversation = useCallback(
    (next: Conversation) =>
      update((current) =>
        current.status === "ok"
          ? { ...current, conversation: next, path: forumPaths.conversation(next.Group.Slug, next.Slug) }
          : current,
      ),
    [update],
  );

  const setReactions = useCallback(
    (change: (page: Page<ReactionListItem>) => Page<ReactionListItem>) =>
      update((current) => (current.status === "ok" ? { ...current, reactions: change(current.reactions) } : current)),
    [update],
  );

  return { load, retry, state, setConversation, setReactions };
}
