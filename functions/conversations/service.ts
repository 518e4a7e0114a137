/**
 * Conversations and reactions (spec 000 §7 "Conversations"): reading with the visibility rules,
 * starting and editing conversations, reacting (with quotes), editing and deleting one's own
 * reactions, follows, likes, and the notifications of followers. Every call is one transaction as
 * the caller (RLS applies); a refused post changes nothing.
 *
 * FOR SERVER RENDERING (the public conversation pages) use, without HTTP:
 *   loadConversationPage(deps, caller, groupSlug, conversationSlug, pageIndex?)
 *   loadConversationPageBySlug(deps, caller, conversationSlug, pageIndex?)
 * with deps = { db: createDb(), secret: getConfig().appSecret, storage? } and caller = visitor (or
 * participant(userId)). They answer { conversation: ConversationView, reactions:
 * Page<ReactionListItem> } and throw ParticipantsOnly (403: show the 403 page) or NotFound (404).
 */
import type { z } from "zod";
import {
  ACTIVE_CONVERSATIONS_PAGE_SIZE,
  CONVERSATIONS_PAGE_SIZE,
  forumPaths,
  REACTIONS_PAGE_SIZE,
  type AuthorView,
  type ConversationListItem,
  type ConversationView,
  type GroupView,
  type Page,
  type ReactionListItem,
  type TermView,
} from "../../src/domain/community";
import type {
  deleteReactionBodySchema,
  editConversationBodySchema,
  editReactionBodySchema,
  newConversationBodySchema,
  newReactionBodySchema,
} from "../../src/domain/community-bodies";
import { translate } from "../../src/i18n/translate";
import type { Tx } from "../_shared/db";
import { Forbidden, Invalid } from "../_shared/errors";
import { findGroup, findOwnUsername } from "../groups/queries";
import {
  asCaller,
  asServiceRoleWithin,
  conversationClosed,
  conversationNotFound,
  groupNotFound,
  identityOf,
  limitPosting,
  ParticipantsOnly,
  photoUrlOf,
  reactionNotFound,
  requireParticipant,
  type Caller,
  type CommunityDeps,
} from "./access";
import { presentAuthor, presentConversation, presentGroup, presentListItem, presentReaction, presentTerm, type PhotoUrl } from "./presenters";
import {
  countConversations,
  countReactions,
  deleteReaction as deleteReactionRow,
  findConversation,
  findConversationAccess,
  findConversationState,
  findReactionState,
  findReactionView,
  findSlugsLike,
  findTermsOfConversation,
  findTermsOfGroup,
  followConversation,
  insertConversation,
  insertConversationTerms,
  insertReaction,
  isFollowingConversation,
  isLiking,
  like,
  listConversations,
  listConversationsByIds,
  listReactions,
  listRelatedConversations,
  notifyConversationFollowers,
  notifyGroupFollowers,
  unfollowConversation,
  unlike,
  updateConversationText,
  updateReactionBody,
  type ConversationDetailRow,
  type ConversationStateRow,
  type ListFilter,
} from "./queries";
import { descriptionOf, highestSlugSuffix, slugCandidate, slugify } from "./text";

export { participant, visitor, type Caller, type CommunityDeps } from "./access";

export type ConversationRef = { id: number } | { slug: string };
export type NewConversationInput = z.output<typeof newConversationBodySchema>;
export type EditConversationInput = z.output<typeof editConversationBodySchema>;
export type NewReactionInput = z.output<typeof newReactionBodySchema>;
export type EditReactionInput = z.output<typeof editReactionBodySchema>;
export type DeleteReactionInput = z.output<typeof deleteReactionBodySchema>;

export const MAX_IDS = 50;
export const ACTIVE_PAGE_SIZE_MAX = 50;
const READ_MORE_COUNT = 5;

export function pageOf<T>(items: T[], total: number, pageIndex: number, pageSize: number): Page<T> {
  return { Items: items, Total: total, PageIndex: pageIndex, PageSize: pageSize };
}

function photos(deps: CommunityDeps): PhotoUrl {
  return (path) => photoUrlOf(deps, path);
}

export async function moderatesGroup(tx: Tx, groupId: number): Promise<boolean> {
  const [row] = await tx<{ moderates: boolean }[]>`select public.moderates_group(${groupId}) as moderates`;
  return row?.moderates ?? false;
}

/**
 * The conversation as the caller may read it. Not readable: 403 ParticipantsOnly for a visitor on a
 * participants-only conversation of a visible group (looked up as service_role, only to tell the
 * two apart), 404 otherwise.
 */
export async function readableConversation(tx: Tx, caller: Caller, ref: ConversationRef): Promise<ConversationDetailRow> {
  const row = await findConversation(tx, ref);
  if (row) return row;
  if (!caller.userId) {
    const access = await asServiceRoleWithin(tx, identityOf(caller), () => findConversationAccess(tx, ref));
    if (access && access.visibility === "participants" && !access.hidden && access.groupVisible) throw new ParticipantsOnly();
  }
  throw conversationNotFound();
}

/** The conversation's state for a write, as the caller sees it (404 when not readable or hidden). */
async function writableConversation(tx: Tx, id: number): Promise<ConversationStateRow> {
  const state = await findConversationState(tx, id);
  if (!state || state.hidden) throw conversationNotFound();
  return state;
}

async function presentConversationRow(tx: Tx, deps: CommunityDeps, row: ConversationDetailRow): Promise<ConversationView> {
  return presentConversation(row, await findTermsOfConversation(tx, row.id), photos(deps));
}

// Reading ---------------------------------------------------------------------------------------

export async function getConversation(deps: CommunityDeps, caller: Caller, ref: ConversationRef): Promise<ConversationView> {
  return asCaller(deps, caller, async (tx) => presentConversationRow(tx, deps, await readableConversation(tx, caller, ref)));
}

async function reactionsPage(tx: Tx, deps: CommunityDeps, caller: Caller, conversation: { id: number; groupId: number }, pageIndex: number): Promise<Page<ReactionListItem>> {
  const moderator = caller.userId ? await moderatesGroup(tx, conversation.groupId) : false;
  const [rows, total] = [
    await listReactions(tx, conversation, moderator, { limit: REACTIONS_PAGE_SIZE, offset: pageIndex * REACTIONS_PAGE_SIZE }),
    await countReactions(tx, conversation.id),
  ];
  return pageOf(
    rows.map((row) => presentReaction(row, caller.userId, photos(deps))),
    total,
    pageIndex,
    REACTIONS_PAGE_SIZE,
  );
}

export async function listReactionsOf(deps: CommunityDeps, caller: Caller, conversationId: number, pageIndex: number): Promise<Page<ReactionListItem>> {
  return asCaller(deps, caller, async (tx) => {
    const row = await readableConversation(tx, caller, { id: conversationId });
    return reactionsPage(tx, deps, caller, { id: row.id, groupId: row.groupId }, pageIndex);
  });
}

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
export async function loadConversationPageBySlug(deps: CommunityDeps, caller: Caller, conversationSlug: string, pageIndex = 0): Promise<ConversationPage> {
  return asCaller(deps, caller, async (tx) => {
    const row = await readableConversation(tx, caller, { slug: conversationSlug });
    return {
      conversation: await presentConversationRow(tx, deps, row),
      reactions: await reactionsPage(tx, deps, caller, { id: row.id, groupId: row.groupId }, pageIndex),
    };
  });
}

export async function ownerOf(deps: CommunityDeps, caller: Caller, conversationId: number): Promise<AuthorView> {
  return asCaller(deps, caller, async (tx) => presentAuthor(await readableConversation(tx, caller, { id: conversationId }), photos(deps)));
}

export async function groupOfConversation(deps: CommunityDeps, caller: Caller, conversationId: number): Promise<GroupView> {
  return asCaller(deps, caller, async (tx) => {
    const row = await readableConversation(tx, caller, { id: conversationId });
    const group = await findGroup(tx, { id: row.groupId });
    if (!group) throw groupNotFound();
    return presentGroup(group);
  });
}

export async function termsOfConversation(deps: CommunityDeps, caller: Caller, conversationId: number): Promise<TermView[]> {
  return asCaller(deps, caller, async (tx) => {
    await readableConversation(tx, caller, { id: conversationId });
    return (await findTermsOfConversation(tx, conversationId)).map(presentTerm);
  });
}

/** read-more: other conversations of the same group to read next (docs/decisions/032-community-api.md). */
export async function readMoreOfConversation(deps: CommunityDeps, caller: Caller, conversationId: number): Promise<ConversationListItem[]> {
  return asCaller(deps, caller, async (tx) => {
    const row = await readableConversation(tx, caller, { id: conversationId });
    const rows = await listRelatedConversations(tx, row.id, row.groupId, !caller.userId, READ_MORE_COUNT);
    return rows.map((r) => presentListItem(r, photos(deps)));
  });
}

export async function isOwner(deps: CommunityDeps, caller: Caller, conversationId: number): Promise<boolean> {
  return asCaller(deps, caller, async (tx) => {
    const row = await findConversationState(tx, conversationId);
    if (!row) {
      if (!caller.userId) return false;
      throw conversationNotFound();
    }
    return caller.userId !== null && row.authorId === caller.userId;
  });
}

/** The caller moderates this conversation's group (user-is-mod); false for visitors. */
export async function isModeratorOf(deps: CommunityDeps, caller: Caller, conversationId: number): Promise<boolean> {
  if (!caller.userId) return false;
  return asCaller(deps, caller, async (tx) => {
    const row = await findConversationState(tx, conversationId);
    if (!row) throw conversationNotFound();
    return moderatesGroup(tx, row.groupId);
  });
}

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
  const total = rows.length < pageSize && (pageIndex === 0 || rows.length > 0) ? pageIndex * pageSize + rows.length : await countConversations(tx, filter);
  return pageOf(
    rows.map((row) => presentListItem(row, photos(deps))),
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

export async function followingConversations(deps: CommunityDeps, caller: Caller, pageIndex: number): Promise<Page<ConversationListItem>> {
  const userId = requireParticipant(caller);
  return conversationList(deps, caller, { publicOnly: false, followerId: userId }, "activity", pageIndex, CONVERSATIONS_PAGE_SIZE);
}

/** active: page_number is 1-based (0 or missing: the first page). Visitors get public ones only. */
export async function activeConversations(
  deps: CommunityDeps,
  caller: Caller,
  options: { pageNumber: number; pageSize?: number; publicOnly: boolean },
): Promise<Page<ConversationListItem>> {
  const pageSize = Math.min(Math.max(options.pageSize || ACTIVE_CONVERSATIONS_PAGE_SIZE, 1), ACTIVE_PAGE_SIZE_MAX);
  const pageIndex = Math.max(options.pageNumber - 1, 0);
  return conversationList(deps, caller, { publicOnly: options.publicOnly || !caller.userId }, "activity", pageIndex, pageSize);
}

/** by-list-of-ids: in the order asked; ids the caller cannot read are left out. */
export async function conversationsByIds(deps: CommunityDeps, caller: Caller, ids: number[]): Promise<ConversationListItem[]> {
  const wanted = ids.slice(0, MAX_IDS);
  return asCaller(deps, caller, async (tx) => {
    const rows = await listConversationsByIds(tx, wanted);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return wanted.flatMap((id) => {
      const row = byId.get(id);
      return row ? [presentListItem(row, photos(deps))] : [];
    });
  });
}

// Starting and editing conversations ------------------------------------------------------------

const SLUG_ATTEMPTS = 25;

async function insertWithFreeSlug(tx: Tx, base: string, insert: (slug: string) => Promise<number | null>): Promise<number> {
  let n = highestSlugSuffix(base, await findSlugsLike(tx, base)) + 1;
  for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt += 1, n += 1) {
    const id = await insert(slugCandidate(base, n));
    if (id !== null) return id;
  }
  const id = await insert(`${base}-${Date.now().toString(36)}`);
  if (id === null) throw new Error("no free slug for a new conversation");
  return id;
}

export async function startConversation(deps: CommunityDeps, caller: Caller, groupId: number, input: NewConversationInput): Promise<ConversationView> {
  const userId = requireParticipant(caller);
  await limitPosting(deps, userId, "conversation");
  return asCaller(deps, caller, async (tx) => {
    const group = await findGroup(tx, { id: groupId });
    if (!group || !group.visible) throw groupNotFound();
    const termIds = [...new Set(input.GroupTermIds)];
    const groupTerms = new Set((await findTermsOfGroup(tx, groupId)).map((term) => term.id));
    if (termIds.some((id) => !groupTerms.has(id))) throw new Invalid({ GroupTermIds: ["conversations:terms.invalid"] });

    const id = await insertWithFreeSlug(tx, slugify(input.Title), (slug) =>
      insertConversation(tx, {
        groupId,
        authorId: userId,
        slug,
        title: input.Title,
        body: input.Description,
        description: descriptionOf(input.Description),
        visibility: input.Visibility,
      }),
    );
    await insertConversationTerms(tx, id, termIds);
    if (input.FollowConversation) await followConversation(tx, userId, id);

    const row = await findConversation(tx, { id });
    if (!row) throw new Error("the new conversation is not readable");
    const username = (await findOwnUsername(tx, userId)) ?? "";
    const body = translate("conversations", "notifications.newConversation", { username, group: group.title, title: row.title });
    await asServiceRoleWithin(tx, identityOf(caller), () =>
      notifyGroupFollowers(tx, groupId, userId, { kind: "group.conversation", body, link: forumPaths.conversation(row.groupSlug, row.slug) }),
    );
    return presentConversationRow(tx, deps, row);
  });
}

export async function editConversation(deps: CommunityDeps, caller: Caller, input: EditConversationInput): Promise<ConversationView> {
  const userId = requireParticipant(caller);
  await limitPosting(deps, userId, "edit");
  return asCaller(deps, caller, async (tx) => {
    const state = await writableConversation(tx, input.Id);
    if (state.authorId !== userId) throw new Forbidden("conversations:conversation.notOwn");
    await updateConversationText(tx, input.Id, { title: input.Title, body: input.Body, description: descriptionOf(input.Body) });
    const row = await findConversation(tx, { id: input.Id });
    if (!row) throw conversationNotFound();
    return presentConversationRow(tx, deps, row);
  });
}

// Reactions -------------------------------------------------------------------------------------

export async function addReaction(deps: CommunityDeps, caller: Caller, conversationId: number, input: NewReactionInput): Promise<ReactionListItem> {
  const userId = requireParticipant(caller);
  await limitPosting(deps, userId, "reaction");
  return asCaller(deps, caller, async (tx) => {
    const conversation = await writableConversation(tx, conversationId);
    if (conversation.closed) throw conversationClosed();
    let quoted: number | null = null;
    if (input.QuoteReactionId > 0) {
      const quote = await findReactionState(tx, input.QuoteReactionId);
      if (!quote || quote.conversationId !== conversationId || !quote.visible) throw new Invalid({ QuoteReactionId: ["conversations:quote.invalid"] });
      quoted = quote.id;
    }
    const id = await insertReaction(tx, { conversationId, authorId: userId, body: input.Body, quotedReactionId: quoted });
    if (input.FollowConversation) await followConversation(tx, userId, conversationId);

    const username = (await findOwnUsername(tx, userId)) ?? "";
    const body = translate("conversations", "notifications.newReaction", { username, title: conversation.title });
    await asServiceRoleWithin(tx, identityOf(caller), () =>
      notifyConversationFollowers(tx, conversationId, userId, {
        kind: "conversation.reaction",
        body,
        link: forumPaths.conversation(conversation.groupSlug, conversation.slug),
      }),
    );
    const row = await findReactionView(tx, id, conversation.groupId, false);
    if (!row) throw new Error("the new reaction is not readable");
    return presentReaction(row, userId, photos(deps));
  });
}

/** The caller's own reaction in `conversationId` (404 elsewhere, 403 when someone else's). */
async function ownReaction(tx: Tx, userId: string, reactionId: number, conversationId: number) {
  const reaction = await findReactionState(tx, reactionId);
  if (!reaction || reaction.conversationId !== conversationId) throw reactionNotFound();
  if (reaction.authorId !== userId) throw new Forbidden("conversations:reaction.notOwn");
  return reaction;
}

export async function editReaction(deps: CommunityDeps, caller: Caller, input: EditReactionInput): Promise<ReactionListItem> {
  const userId = requireParticipant(caller);
  await limitPosting(deps, userId, "edit");
  return asCaller(deps, caller, async (tx) => {
    const conversation = await writableConversation(tx, input.ConversationId);
    const reaction = await ownReaction(tx, userId, input.Id, input.ConversationId);
    if (!reaction.visible) throw new Forbidden("conversations:reaction.hiddenEdit");
    if (conversation.closed) throw conversationClosed();
    await updateReactionBody(tx, input.Id, input.Body);
    const row = await findReactionView(tx, input.Id, conversation.groupId, false);
    if (!row) throw reactionNotFound();
    return presentReaction(row, userId, photos(deps));
  });
}

export async function removeReaction(deps: CommunityDeps, caller: Caller, input: DeleteReactionInput): Promise<void> {
  const userId = requireParticipant(caller);
  await asCaller(deps, caller, async (tx) => {
    const conversation = await findConversationState(tx, input.ConversationId);
    if (!conversation) throw conversationNotFound();
    await ownReaction(tx, userId, input.Id, input.ConversationId);
    if (!(await deleteReactionRow(tx, input.Id))) throw reactionNotFound();
  });
}

// Follows and likes -----------------------------------------------------------------------------

export async function followStatus(deps: CommunityDeps, caller: Caller, conversationId: number): Promise<boolean> {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => {
    await writableConversation(tx, conversationId);
    return isFollowingConversation(tx, userId, conversationId);
  });
}

export async function setFollowing(deps: CommunityDeps, caller: Caller, conversationId: number, follow: boolean): Promise<boolean> {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => {
    await writableConversation(tx, conversationId);
    if (follow) await followConversation(tx, userId, conversationId);
    else await unfollowConversation(tx, userId, conversationId);
    return follow;
  });
}

export async function likeStatus(deps: CommunityDeps, caller: Caller, conversationId: number): Promise<boolean> {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => {
    await writableConversation(tx, conversationId);
    return isLiking(tx, userId, conversationId);
  });
}

export async function setLiking(deps: CommunityDeps, caller: Caller, conversationId: number, liking: boolean): Promise<boolean> {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => {
    await writableConversation(tx, conversationId);
    if (liking) await like(tx, userId, conversationId);
    else await unlike(tx, userId, conversationId);
    return liking;
  });
}

export async function totalLikes(deps: CommunityDeps, caller: Caller, conversationId: number): Promise<number> {
  return asCaller(deps, caller, async (tx) => (await readableConversation(tx, caller, { id: conversationId })).likeCount);
}
