/**
 * FOR SERVER RENDERING (the public conversation pages, functions/forum-page), without HTTP:
 *   loadConversationPage(deps, caller, groupSlug, conversationSlug, pageIndex?)
 *   loadConversationPageBySlug(deps, caller, conversationSlug, pageIndex?)
 * with deps = communityDepsOf(db) (../context.ts) and caller = visitor (or participant(userId)).
 * They answer { conversation: ConversationView, reactions: Page<ReactionListItem> } and throw
 * ParticipantsOnly (403: show the 403 page) or NotFound (404). Here, not in conversations/: the page
 * joins a conversation with its reactions, and reactions sit above conversations (decision 100).
 */
import type { ConversationView, Page, ReactionListItem } from "../../../src/domain/community";
import { asCaller, type Caller } from "../../_shared/caller";
import type { CommunityDeps } from "../deps";
import { conversationNotFound } from "../errors";
import { reactionsPage } from "./service";
import { presentConversationRow, readableConversation } from "../conversations/service";

export type ConversationPage = { conversation: ConversationView; reactions: Page<ReactionListItem> };

/**
 * For server rendering: the conversation at /ontmoet-elkaar/gesprekken/{groupSlug}/{conversationSlug}/
 * with one page of its reactions, as `caller` may read it. A conversation that moved to another
 * group is not found under the old group's slug.
 */
export async function loadConversationPage(
  deps: CommunityDeps,
  caller: Caller,
  groupSlug: string,
  conversationSlug: string,
  pageIndex = 0,
): Promise<ConversationPage> {
  return asCaller(deps, caller, async (tx) => {
    const row = await readableConversation(tx, caller, { slug: conversationSlug });
    if (row.groupSlug !== groupSlug) throw conversationNotFound();
    return {
      conversation: await presentConversationRow(tx, deps, row),
      reactions: await reactionsPage(tx, deps, caller, { id: row.id, groupId: row.groupId }, pageIndex),
    };
  });
}

/** As loadConversationPage, by the conversation's slug alone (the group is in the answer). */
export async function loadConversationPageBySlug(
  deps: CommunityDeps,
  caller: Caller,
  conversationSlug: string,
  pageIndex = 0,
): Promise<ConversationPage> {
  return asCaller(deps, caller, async (tx) => {
    const row = await readableConversation(tx, caller, { slug: conversationSlug });
    return {
      conversation: await presentConversationRow(tx, deps, row),
      reactions: await reactionsPage(tx, deps, caller, { id: row.id, groupId: row.groupId }, pageIndex),
    };
  });
}
