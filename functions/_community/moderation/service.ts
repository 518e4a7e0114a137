/**
 * Reports and moderation (spec 000 §6 leaves the powers open; docs/decisions/033-moderation.md): a
 * participant reports a conversation or a reaction; platform moderators and the
 * group's moderators work the queue, hide or show reactions, and close, reopen, pin, hide or move
 * conversations. Each call is one transaction as the caller; RLS and public.moderate_reaction check
 * the moderator again.
 */
import type { z } from "zod";
import {
  CONVERSATIONS_PAGE_SIZE,
  forumPaths,
  type ConversationView,
  type FlagAnswer,
  type FlagQueueItem,
  type Page,
  type ReactionListItem,
} from "../../../src/domain/community";
import type {
  flagBodySchema,
  moderateConversationBodySchema,
  moderateReactionBodySchema,
  resolveFlagBodySchema,
} from "../../../src/domain/community-bodies";
import { translate } from "../../../src/i18n/translate";
import type { Tx } from "../../_shared/db";
import { Conflict, Invalid } from "../../_shared/errors";
import { asCaller, asServiceRoleWithin, identityOf, requireParticipant, type Caller } from "../../_shared/caller";
import type { CommunityDeps } from "../deps";
import { presentConversationRow, readableConversation } from "../conversations/service";
import { findConversation, findConversationState } from "../conversations/queries";
import { conversationNotFound, flagNotFound, notModerator, ownContribution, reactionNotFound } from "../errors";
import { findGroup, moderatesGroup } from "../groups/queries";
import { raiseNotifications } from "../queries";
import { countStoryQueue } from "../stories/moderation-queries";
import { limitFlagging } from "../limits";
import { pageOf, photosOf } from "../presenters";
import { presentReaction } from "../reactions/presenters";
import { findReactionState, findReactionView } from "../reactions/queries";
import { presentQueueItem } from "./presenters";
import {
  countQueue,
  findFlag,
  findModeratorIdsOfGroup,
  findReactionForModeration,
  insertFlag,
  isAnyModerator,
  isPlatformModerator,
  listQueue,
  resolveFlagsOfItem,
  setReactionVisible,
  updateConversationModeration,
} from "./queries";

export type FlagInput = z.output<typeof flagBodySchema>;
export type ModerateConversationInput = z.output<typeof moderateConversationBodySchema>;
export type ModerateReactionInput = z.output<typeof moderateReactionBodySchema>;
export type ResolveFlagInput = z.output<typeof resolveFlagBodySchema>;

export const QUEUE_PAGE_SIZE = CONVERSATIONS_PAGE_SIZE;

// Reporting -------------------------------------------------------------------------------------

/** POST /conversation-flag/{id}: one open report per participant per item. */
export async function report(
  deps: CommunityDeps,
  caller: Caller,
  conversationId: number,
  input: FlagInput,
): Promise<FlagAnswer> {
  const userId = requireParticipant(caller);
  await limitFlagging(deps, userId);
  const added = await asCaller(deps, caller, async (tx) => {
    const conversation = await readableConversation(tx, caller, { id: conversationId });
    let reactionId: number | null = null;
    if (input.ReactionId !== undefined) {
      const reaction = await findReactionState(tx, input.ReactionId);
      if (!reaction || reaction.conversationId !== conversationId) throw reactionNotFound();
      if (reaction.authorId === userId) throw ownContribution();
      reactionId = reaction.id;
    } else if (conversation.authorId === userId) {
      throw ownContribution();
    }
    const added = await insertFlag(tx, { conversationId, reactionId, reporterId: userId, reason: input.Reason });
    if (added) {
      // Each new report raises the moderators' notification (decision 233).
      await asServiceRoleWithin(tx, identityOf(caller), async () =>
        raiseNotifications(tx, await findModeratorIdsOfGroup(tx, conversation.groupId), userId, {
          kind: "moderation.report",
          body: translate("conversations", "moderation.reportNotice", { title: conversation.title }),
          link: forumPaths.moderation(),
        }),
      );
    }
    return added;
  });
  return { Message: translate("conversations", added ? "flag.thanks" : "flag.already"), AlreadyReported: !added };
}

// The queue -------------------------------------------------------------------------------------

/** GET /moderation/open {Count}: the open reports the caller may resolve (conversations and, for platform moderators, story reactions). */
export async function openReportCount(deps: CommunityDeps, caller: Caller): Promise<number> {
  requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => {
    await requireAnyModerator(tx);
    // RLS shows each moderator only the reports they may resolve.
    return (await countQueue(tx)) + ((await isPlatformModerator(tx)) ? await countStoryQueue(tx) : 0);
  });
}

async function requireAnyModerator(tx: Tx): Promise<void> {
  if (!(await isAnyModerator(tx))) throw notModerator();
}

export async function queue(deps: CommunityDeps, caller: Caller, pageIndex: number): Promise<Page<FlagQueueItem>> {
  requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => {
    await requireAnyModerator(tx);
    const rows = await listQueue(tx, { limit: QUEUE_PAGE_SIZE, offset: pageIndex * QUEUE_PAGE_SIZE });
    return pageOf(
      rows.map((row) => presentQueueItem(row, photosOf(deps))),
      await countQueue(tx),
      pageIndex,
      QUEUE_PAGE_SIZE,
    );
  });
}

/** Resolves a report and every other open report of the same item: hide it, or keep it (showing a reaction hidden by reports again). */
export async function resolveFlag(
  deps: CommunityDeps,
  caller: Caller,
  flagId: number,
  input: ResolveFlagInput,
): Promise<void> {
  const userId = requireParticipant(caller);
  await asCaller(deps, caller, async (tx) => {
    const flag = await findFlag(tx, flagId);
    if (!flag) throw flagNotFound();
    if (!(await moderatesGroup(tx, flag.groupId))) throw notModerator();
    if (flag.resolvedAt) throw new Conflict("FlagResolved", "conversations:moderation.flagResolved");
    if (flag.reactionId !== null) {
      const reaction = await findReactionForModeration(tx, flag.reactionId);
      if (reaction && input.Action === "hide") await setReactionVisible(tx, reaction.id, false);
      if (reaction && input.Action === "dismiss" && !reaction.visible && reaction.hiddenReason === "reports")
        await setReactionVisible(tx, reaction.id, true);
    } else if (input.Action === "hide") {
      await updateConversationModeration(tx, flag.conversationId, { hidden: true }, userId);
    }
    await resolveFlagsOfItem(
      tx,
      { conversationId: flag.conversationId, reactionId: flag.reactionId },
      input.Action,
      userId,
    );
  });
}

// Direct moderation -----------------------------------------------------------------------------

export async function moderateConversation(
  deps: CommunityDeps,
  caller: Caller,
  conversationId: number,
  input: ModerateConversationInput,
): Promise<ConversationView> {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => {
    const state = await findConversationState(tx, conversationId);
    if (!state) throw conversationNotFound();
    if (!(await moderatesGroup(tx, state.groupId))) throw notModerator();
    if (input.GroupId !== undefined && input.GroupId !== state.groupId) {
      const target = await findGroup(tx, { id: input.GroupId });
      if (!target) throw new Invalid({ GroupId: ["conversations:moderation.invalid"] });
      if (!(await moderatesGroup(tx, target.id))) throw notModerator();
    }
    await updateConversationModeration(
      tx,
      conversationId,
      { sticky: input.Sticky, closed: input.Closed, hidden: input.Hidden, groupId: input.GroupId },
      userId,
    );
    if (input.Hidden === true) await resolveFlagsOfItem(tx, { conversationId, reactionId: null }, "hide", userId);
    const row = await findConversation(tx, { id: conversationId });
    if (!row) throw conversationNotFound();
    return presentConversationRow(tx, deps, row);
  });
}

/** Hides (Hidden true) or shows a reaction; open reports of it are resolved the same way. */
export async function moderateReaction(
  deps: CommunityDeps,
  caller: Caller,
  reactionId: number,
  input: ModerateReactionInput,
): Promise<ReactionListItem> {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => {
    const reaction = await findReactionForModeration(tx, reactionId);
    if (!reaction) throw reactionNotFound();
    if (!(await moderatesGroup(tx, reaction.groupId))) throw notModerator();
    await setReactionVisible(tx, reactionId, !input.Hidden);
    await resolveFlagsOfItem(
      tx,
      { conversationId: reaction.conversationId, reactionId },
      input.Hidden ? "hide" : "dismiss",
      userId,
    );
    const row = await findReactionView(tx, reactionId, reaction.groupId, true);
    if (!row) throw reactionNotFound();
    return presentReaction(row, userId, photosOf(deps));
  });
}
