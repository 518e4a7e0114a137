/**
 * Reactions (spec 000 §7 "Conversations"): one page of a conversation's reactions, reacting (with
 * a quote), and editing and deleting one's own reaction. Every call is one transaction as the
 * caller (RLS applies); a refused post changes nothing.
 */
import type { z } from "zod";
import {
  forumPaths,
  reactionHref,
  REACTIONS_PAGE_SIZE,
  type Page,
  type ReactionListItem,
} from "../../../src/domain/community";
import type {
  deleteReactionBodySchema,
  editReactionBodySchema,
  newReactionBodySchema,
} from "../../../src/domain/community-bodies";
import { translate } from "../../../src/i18n/translate";
import type { Tx } from "../../_shared/db";
import { Forbidden, Invalid } from "../../_shared/errors";
import { asCaller, asServiceRoleWithin, identityOf, requireParticipant, type Caller } from "../../_shared/caller";
import type { CommunityDeps } from "../deps";
import {
  conversationClosed,
  conversationNotFound,
  hiddenReactionDelete,
  reactionNotFound,
  reportedReactionDelete,
  reportedReactionEdit,
} from "../errors";
import { moderatesGroup } from "../groups/queries";
import { limitPostingWithin } from "../limits";
import { pageOf, photosOf } from "../presenters";
import { findOwnUsername } from "../queries";
import { followConversation, findConversationState, notifyConversationFollowers } from "../conversations/queries";
import { readableConversation, writableConversation } from "../conversations/service";
import { presentReaction } from "./presenters";
import {
  countReactions,
  deleteReaction as deleteReactionRow,
  findReactionState,
  findReactionView,
  hasOpenFlag,
  insertReaction,
  listReactions,
  updateReactionBody,
} from "./queries";

export type NewReactionInput = z.output<typeof newReactionBodySchema>;
export type EditReactionInput = z.output<typeof editReactionBodySchema>;
export type DeleteReactionInput = z.output<typeof deleteReactionBodySchema>;

export async function reactionsPage(
  tx: Tx,
  deps: CommunityDeps,
  caller: Caller,
  conversation: { id: number; groupId: number },
  pageIndex: number,
): Promise<Page<ReactionListItem>> {
  const moderator = caller.userId ? await moderatesGroup(tx, conversation.groupId) : false;
  const [rows, total] = [
    await listReactions(tx, conversation, moderator, {
      limit: REACTIONS_PAGE_SIZE,
      offset: pageIndex * REACTIONS_PAGE_SIZE,
    }),
    await countReactions(tx, conversation.id),
  ];
  return pageOf(
    rows.map((row) => presentReaction(row, caller.userId, photosOf(deps))),
    total,
    pageIndex,
    REACTIONS_PAGE_SIZE,
  );
}

export async function listReactionsOf(
  deps: CommunityDeps,
  caller: Caller,
  conversationId: number,
  pageIndex: number,
): Promise<Page<ReactionListItem>> {
  return asCaller(deps, caller, async (tx) => {
    const row = await readableConversation(tx, caller, { id: conversationId });
    return reactionsPage(tx, deps, caller, { id: row.id, groupId: row.groupId }, pageIndex);
  });
}

export async function addReaction(
  deps: CommunityDeps,
  caller: Caller,
  conversationId: number,
  input: NewReactionInput,
): Promise<ReactionListItem> {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => {
    await limitPostingWithin(tx, deps, userId, "reaction");
    const conversation = await writableConversation(tx, conversationId);
    if (conversation.closed) throw conversationClosed();
    let quoted: number | null = null;
    if (input.QuoteReactionId > 0) {
      const quote = await findReactionState(tx, input.QuoteReactionId);
      if (!quote || quote.conversationId !== conversationId || !quote.visible)
        throw new Invalid({ QuoteReactionId: ["conversations:quote.invalid"] });
      quoted = quote.id;
    }
    const id = await insertReaction(tx, {
      conversationId,
      authorId: userId,
      body: input.Body,
      quotedReactionId: quoted,
    });
    if (input.FollowConversation) await followConversation(tx, userId, conversationId);

    const username = (await findOwnUsername(tx, userId)) ?? "";
    const body = translate("conversations", "notifications.newReaction", { username, title: conversation.title });
    // The notification leads to the reaction itself: the page that holds it (the newest) and its anchor.
    const link = reactionHref(
      forumPaths.conversation(conversation.groupSlug, conversation.slug),
      await countReactions(tx, conversationId),
      REACTIONS_PAGE_SIZE,
      id,
    );
    await asServiceRoleWithin(tx, identityOf(caller), () =>
      notifyConversationFollowers(tx, conversationId, userId, { kind: "conversation.reaction", body, link }),
    );
    const row = await findReactionView(tx, id, conversation.groupId, false);
    if (!row) throw new Error("the new reaction is not readable");
    return presentReaction(row, userId, photosOf(deps));
  });
}

/** The caller's own reaction in `conversationId` (404 elsewhere, 403 when someone else's). */
async function ownReaction(tx: Tx, userId: string, reactionId: number, conversationId: number) {
  const reaction = await findReactionState(tx, reactionId);
  if (!reaction || reaction.conversationId !== conversationId) throw reactionNotFound();
  if (reaction.authorId !== userId) throw new Forbidden("conversations:reaction.notOwn");
  return reaction;
}

export async function editReaction(
  deps: CommunityDeps,
  caller: Caller,
  input: EditReactionInput,
): Promise<ReactionListItem> {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => {
    await limitPostingWithin(tx, deps, userId, "edit");
    const conversation = await writableConversation(tx, input.ConversationId);
    const reaction = await ownReaction(tx, userId, input.Id, input.ConversationId);
    if (!reaction.visible) throw new Forbidden("conversations:reaction.hiddenEdit");
    if (conversation.closed) throw conversationClosed();
    // Moderation evidence stays: the moderators judge the text that was reported.
    if (await hasOpenFlag(tx, reaction.id)) throw reportedReactionEdit();
    await updateReactionBody(tx, input.Id, input.Body);
    const row = await findReactionView(tx, input.Id, conversation.groupId, false);
    if (!row) throw reactionNotFound();
    return presentReaction(row, userId, photosOf(deps));
  });
}

export async function removeReaction(deps: CommunityDeps, caller: Caller, input: DeleteReactionInput): Promise<void> {
  const userId = requireParticipant(caller);
  await asCaller(deps, caller, async (tx) => {
    const conversation = await findConversationState(tx, input.ConversationId);
    if (!conversation) throw conversationNotFound();
    const reaction = await ownReaction(tx, userId, input.Id, input.ConversationId);
    // Moderation evidence stays: the hidden body and the reports would go with the row.
    if (!reaction.visible) throw hiddenReactionDelete();
    if (await hasOpenFlag(tx, reaction.id)) throw reportedReactionDelete();
    if (!(await deleteReactionRow(tx, input.Id))) throw reactionNotFound();
  });
}
