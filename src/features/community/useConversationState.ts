/**
 * The conversation page's data: what the server embedded (its first render is exactly the server's
 * HTML, see conversation-state.ts), or, after a client-side navigation, what it loads itself; and
 * the two ways it changes in place (the conversation, the shown page of reactions).
 */
import { useCallback, useEffect, useState } from "react";
import { forumPaths, type ConversationView as Conversation, type Page, type ReactionListItem } from "../../domain/community";
import { pageTitle } from "../../domain/site";
import { ApiError } from "../http";
import { getConversationBySlug, getReactions } from "./api";
import { pageNumberFrom, samePath, type ConversationPageState } from "./conversation-state";
import { ct } from "./text";

export type Load = { status: "idle" } | { status: "loading" } | { status: "failed"; message: string } | ConversationPageState;

/** Loads what the server would have rendered, for a page reached by client-side navigation. */
async function loadConversationState(groupSlug: string, conversationSlug: string, page: number): Promise<ConversationPageState> {
  const requested = forumPaths.conversation(groupSlug, conversationSlug);
  try {
    const conversation = await getConversationBySlug(conversationSlug);
    const reactions = await getReactions(conversation.Id, page - 1);
    return { status: "ok", path: forumPaths.conversation(conversation.Group.Slug, conversation.Slug), conversation, reactions };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return { status: "forbidden", path: requested };
    if (error instanceof ApiError && error.status === 404) return { status: "notFound", path: requested };
    throw error;
  }
}

export function useConversationState(groupSlug: string, conversationSlug: string, search: string, initial: ConversationPageState | null) {
  const [load, setLoad] = useState<Load>(initial ?? { status: "idle" });
  const state = load.status === "ok" || load.status === "forbidden" || load.status === "notFound" ? load : null;

  // A page reached by client-side navigation has no embedded state: load it.
  useEffect(() => {
    if (initial) return;
    let live = true;
    setLoad({ status: "loading" });
    loadConversationState(groupSlug, conversationSlug, pageNumberFrom(search)).then(
      (next) => {
        if (!live) return;
        setLoad(next);
        if (next.status === "ok") document.title = pageTitle(next.conversation.Title);
      },
      (error: unknown) => live && setLoad({ status: "failed", message: error instanceof ApiError ? error.message : ct("errors.generic") }),
    );
    return () => {
      live = false;
    };
    // Loaded once per page (the page is keyed by its path).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A conversation that moved to another group: show its own address.
  useEffect(() => {
    if (state?.status === "ok" && !samePath(state.path, window.location.pathname)) {
      window.history.replaceState(window.history.state, "", `${state.path}${window.location.search}${window.location.hash}`);
    }
  }, [state]);

  const setConversation = useCallback((next: Conversation) => {
    setLoad((current) => (current.status === "ok" ? { ...current, conversation: next, path: forumPaths.conversation(next.Group.Slug, next.Slug) } : current));
  }, []);

  const setReactions = useCallback((update: (page: Page<ReactionListItem>) => Page<ReactionListItem>) => {
    setLoad((current) => (current.status === "ok" ? { ...current, reactions: update(current.reactions) } : current));
  }, []);

  return { load, state, setConversation, setReactions };
}
