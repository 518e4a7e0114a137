/**
 * Moderation of stories (docs/decisions/140-stories-moderation.md and 142-story-moderation-queue.md):
 * platform moderators hide a story or show it again, work the queue of reported story reactions
 * (hide the reaction, or dismiss the reports: a reaction that reports had hidden is shown again),
 * and hide or show any story reaction directly; either way every open report of that reaction is
 * resolved. A reaction kept from a deleted story (decision 310) is hidden for good, or deleted when
 * its reports are dismissed. Group moderators have no power here: stories belong to no group. Each call is one
 * transaction as the caller; RLS and public.moderate_blog_reaction check the moderator again.
 */
import type { z } from "zod";
import type { moderateReactionBodySchema, resolveFlagBodySchema } from "../../../src/domain/community-bodies";
import { readStoredRichText } from "../../../src/domain/rich-text/text";
import type { BlogPostView, Page, ReactionListItem, StoryFlagQueueItem } from "../../../src/domain/stories";
import type { Tx } from "../../_shared/db";
import { Conflict, Forbidden, NotFound } from "../../_shared/errors";
import { asCaller, asServiceRoleWithin, identityOf, requireParticipant, type Caller } from "../../_shared/caller";
import type { CommunityDeps } from "../deps";
import { pageOf, photosOf, presentAuthor, reportedCopy, type PhotoUrl } from "../presenters";
import { reactionNotFound, storyNotFound, urlsOf } from "./access";
import { presentPost, presentStoryReaction } from "./presenters";
import * as m from "./moderation-queries";
import * as q from "./queries";

export type ResolveStoryFlagInput = z.output<typeof resolveFlagBodySchema>;
export type ModerateStoryReactionInput = z.output<typeof moderateReactionBodySchema>;

export const STORY_QUEUE_PAGE_SIZE = 20;

const notModerator = () => new Forbidden("stories:moderation.forbidden");
const flagNotFound = () => new NotFound({ code: "FlagNotFound", messageKey: "stories:moderation.flagNotFound" });

async function requireModerator(tx: Tx): Promise<void> {
  if (!(await m.isPlatformModerator(tx))) throw notModerator();
}

/** PUT /CustomBlog/BlogPost/{id}/hidden: a platform moderator unpublishes (or publishes again) a story. */
export async function moderateStory(
  deps: CommunityDeps,
  caller: Caller,
  postId: number,
  hidden: boolean,
): Promise<BlogPostView> {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => {
    await requireModerator(tx);
    if (!(await q.setPostHidden(tx, postId, hidden, userId))) throw storyNotFound();
    const post = await q.findPost(tx, { id: postId });
    if (!post) throw storyNotFound();
    return presentPost(post, userId, urlsOf(deps));
  });
}

export function presentStoryQueueItem(row: m.StoryQueueRow, photoUrl: PhotoUrl): StoryFlagQueueItem {
  const author = (who: "reporter" | "reactionAuthor") =>
    presentAuthor(
      {
        authorId: row[`${who}Id`],
        authorUsername: row[`${who}Username`],
        authorCreatedAt: row[`${who}CreatedAt`],
        authorPlatformModerator: row[`${who}PlatformModerator`],
        authorGroupModerator: false,
        authorPhotoPath: row[`${who}PhotoPath`],
      },
      photoUrl,
    );
  return {
    FlagId: row.flagId,
    Created: row.createdAt.toISOString(),
    Reason: row.reason,
    Reporter: author("reporter"),
    Story:
      row.postId === null
        ? null
        : {
            Id: row.postId,
            Slug: row.postSlug ?? "",
            Title: row.postTitle ?? "",
            BlogSlug: row.blogSlug ?? "",
            Hidden: row.postHidden === true,
          },
    Reaction: {
      Id: row.reactionId,
      Body: readStoredRichText(row.reactionBody),
      Hidden: !row.reactionVisible,
      Author: author("reactionAuthor"),
      Position: row.reactionPosition,
    },
    ReportCount: row.reportCount,
    Reported: reportedCopy(row.reportedTitle, row.reportedBody, row.postTitle, row.reactionBody),
  };
}

/** GET /moderation/stories/queue: open reports of story reactions, oldest first (403 for others). */
export async function storyQueue(
  deps: CommunityDeps,
  caller: Caller,
  pageIndex: number,
): Promise<Page<StoryFlagQueueItem>> {
  requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => {
    await requireModerator(tx);
    const rows = await m.listStoryQueue(tx, {
      limit: STORY_QUEUE_PAGE_SIZE,
      offset: pageIndex * STORY_QUEUE_PAGE_SIZE,
    });
    return pageOf(
      rows.map((row) => presentStoryQueueItem(row, photosOf(deps))),
      await m.countStoryQueue(tx),
      pageIndex,
      STORY_QUEUE_PAGE_SIZE,
    );
  });
}

/** POST /moderation/stories/flags/{id}: hide the reported reaction, or dismiss the reports. */
export async function resolveStoryFlag(
  deps: CommunityDeps,
  caller: Caller,
  flagId: number,
  input: ResolveStoryFlagInput,
): Promise<void> {
  const userId = requireParticipant(caller);
  await asCaller(deps, caller, async (tx) => {
    await requireModerator(tx);
    const flag = await m.findStoryFlag(tx, flagId);
    if (!flag) throw flagNotFound();
    if (flag.resolvedAt) throw new Conflict("FlagResolved", "stories:moderation.flagResolved");
    const reaction = await m.findReactionState(tx, flag.reactionId);
    if (reaction && reaction.postId === null && input.Action === "dismiss") {
      // Its story is gone: nothing to show it on. Its reports go with it.
      await asServiceRoleWithin(tx, identityOf(caller), () => m.deleteDetachedReaction(tx, reaction.id));
      return;
    }
    if (reaction && input.Action === "hide" && reaction.visible)
      await m.setStoryReactionVisible(tx, reaction.id, false);
    if (reaction && input.Action === "dismiss" && !reaction.visible && reaction.hiddenReason === "reports")
      await m.setStoryReactionVisible(tx, reaction.id, true);
    await m.resolveStoryFlags(tx, flag.reactionId, input.Action, userId);
  });
}

/** POST /moderation/stories/reactions/{id}: hide (Hidden true) or show a reaction; its open reports are resolved the same way. */
export async function moderateStoryReaction(
  deps: CommunityDeps,
  caller: Caller,
  reactionId: number,
  input: ModerateStoryReactionInput,
): Promise<ReactionListItem> {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => {
    await requireModerator(tx);
    const reaction = await m.findReactionState(tx, reactionId);
    // A reaction kept from a deleted story is judged in the queue only (resolveStoryFlag).
    if (!reaction || reaction.postId === null) throw reactionNotFound();
    await m.setStoryReactionVisible(tx, reactionId, !input.Hidden);
    await m.resolveStoryFlags(tx, reactionId, input.Hidden ? "hide" : "dismiss", userId);
    const row = await q.findStoryReaction(tx, reactionId);
    if (!row) throw reactionNotFound();
    return presentStoryReaction(row, userId, urlsOf(deps));
  });
}
