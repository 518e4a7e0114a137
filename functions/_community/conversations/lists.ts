/**
 * Lists of conversations (spec 000 §7): a group's (all, by terms, followed), followed, active, by a
 * list of ids and read-more, and one page of any list. Visitors get public ones only.
 */
import {
  ACTIVE_CONVERSATIONS_PAGE_SIZE,
  CONVERSATIONS_PAGE_SIZE,
  type ConversationListItem,
  type Page,
} from "../../../src/domain/community";
import type { Tx } from "../../_shared/db";
import { asCaller, requireParticipant, type Caller } from "../../_shared/caller";
import type { CommunityDeps } from "../deps";
import { readableGroup } from "../groups/service";
import { pageOf, photosOf } from "../presenters";
import { presentListItem } from "./presenters";
import {
  countConversations,
  listConversations,
  listConversationsByIds,
  listRelatedConversations,
  type ListFilter,
} from "./queries";
import { readableConversation } from "./service";

export const MAX_IDS = 50;
export const ACTIVE_PAGE_SIZE_MAX = 50;
const READ_MORE_COUNT = 5;

/** One page of a list of conversations with its total, in the caller's transaction. */
export async function conversationListIn(
  tx: Tx,
  deps: CommunityDeps,
  filter: ListFilter,
  order: "group" | "activity",
  pageIndex: number,
  pageSize: number,
): Promise<Page<ConversationListItem>> {
  const rows = await listConversations(tx, filter, { limit: pageSize, offset: pageIndex * pageSize }, order);
  // A short page tells the total without counting (unless it is an empty page past the end).
  const total =
    rows.length < pageSize && (pageIndex === 0 || rows.length > 0)
      ? pageIndex * pageSize + rows.length
      : await countConversations(tx, filter);
  return pageOf(
    rows.map((row) => presentListItem(row, photosOf(deps))),
    total,
    pageIndex,
    pageSize,
  );
}

export async function conversationList(
  deps: CommunityDeps,
  caller: Caller,
  filter: ListFilter,
  order: "group" | "activity",
  pageIndex: number,
  pageSize: number,
): Promise<Page<ConversationListItem>> {
  return asCaller(deps, caller, (tx) => conversationListIn(tx, deps, filter, order, pageIndex, pageSize));
}

export type GroupConversationsOptions = { pageIndex: number; termIds?: number[]; followedOnly?: boolean };

export async function groupConversations(
  deps: CommunityDeps,
  caller: Caller,
  groupId: number,
  options: GroupConversationsOptions,
): Promise<Page<ConversationListItem>> {
  const followerId = options.followedOnly ? requireParticipant(caller) : undefined;
  return asCaller(deps, caller, async (tx) => {
    await readableGroup(tx, caller, { id: groupId });
    const filter = { groupId, publicOnly: !caller.userId, termIds: options.termIds, followerId };
    return conversationListIn(tx, deps, filter, "group", options.pageIndex, CONVERSATIONS_PAGE_SIZE);
  });
}

export async function followingConversations(
  deps: CommunityDeps,
  caller: Caller,
  pageIndex: number,
): Promise<Page<ConversationListItem>> {
  const userId = requireParticipant(caller);
  return conversationList(
    deps,
    caller,
    { publicOnly: false, followerId: userId },
    "activity",
    pageIndex,
    CONVERSATIONS_PAGE_SIZE,
  );
}

/** active: page_number is 1-based (0 or missing: the first page). Visitors get public ones only. */
export async function activeConversations(
  deps: CommunityDeps,
  caller: Caller,
  options: { pageNumber: number; pageSize?: number; publicOnly: boolean },
): Promise<Page<ConversationListItem>> {
  const pageSize = Math.min(Math.max(options.pageSize || ACTIVE_CONVERSATIONS_PAGE_SIZE, 1), ACTIVE_PAGE_SIZE_MAX);
  const pageIndex = Math.max(options.pageNumber - 1, 0);
  return conversationList(
    deps,
    caller,
    { publicOnly: options.publicOnly || !caller.userId },
    "activity",
    pageIndex,
    pageSize,
  );
}

/** by-list-of-ids: in the order asked; ids the caller cannot read are left out. */
export async function conversationsByIds(
  deps: CommunityDeps,
  caller: Caller,
  ids: number[],
): Promise<ConversationListItem[]> {
  const wanted = ids.slice(0, MAX_IDS);
  return asCaller(deps, caller, async (tx) => {
    const rows = await listConversationsByIds(tx, wanted);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return wanted.flatMap((id) => {
      const row = byId.get(id);
      return row ? [presentListItem(row, photosOf(deps))] : [];
    });
  });
}

/** read-more: other conversations of the same group to read next (docs/decisions.md). */
export async function readMoreOfConversation(
  deps: CommunityDeps,
  caller: Caller,
  conversationId: number,
): Promise<ConversationListItem[]> {
  return asCaller(deps, caller, async (tx) => {
    const row = await readableConversation(tx, caller, { id: conversationId });
    const rows = await listRelatedConversations(tx, row.id, row.groupId, !caller.userId, READ_MORE_COUNT);
    return rows.map((r) => presentListItem(r, photosOf(deps)));
  });
}
