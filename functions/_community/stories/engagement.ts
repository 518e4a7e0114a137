/**
 * Stories (spec 000 §7 "Stories (blogs)"): reactions with quotes (the author of the story is
 * notified), reports of reactions (three reporters hide one until reviewed), likes of a story and
 * follows of an author's blog. Every call is one transaction as the caller (RLS applies).
 */
import { forumPaths, reactionHref, type FlagAnswer } from "../../../src/domain/community";
import { translate } from "../../../src/i18n/translate";
import { STORY_REACTIONS_PAGE_SIZE, storyPaths, type Page, type ReactionListItem } from "../../../src/domain/stories";
import type { Tx } from "../../_shared/db";
import { Forbidden, Invalid } from "../../_shared/errors";
import { findOwnUsername, findPlatformModeratorIds, raiseNotifications } from "../queries";
import { asCaller, asServiceRoleWithin, identityOf, requireParticipant, type Caller } from "../../_shared/caller";
import type { CommunityDeps } from "../deps";
import { limitFlagging, limitPostingWithin } from "../limits";
import { presentStoryReaction } from "./presenters";
import {
  hiddenReactionDelete,
  livePost,
  pageOf,
  reactionNotFound,
  readableBlog,
  readablePost,
  reportedReactionDelete,
  reportedReactionEdit,
  urlsOf,
  type StoryFlagInput,
  type StoryReactionInput,
} from "./access";
import * as q from "./queries";

// Reactions -------------------------------------------------------------------------------------

/** One page of a readable story's reactions, inside the caller's transaction. */
export async function reactionsPageWithin(
  tx: Tx,
  deps: CommunityDeps,
  caller: Caller,
  postId: number,
  pageIndex: number,
): Promise<Page<ReactionListItem>> {
  const rows = await q.listStoryReactions(tx, postId, {
    limit: STORY_REACTIONS_PAGE_SIZE,
    offset: pageIndex * STORY_REACTIONS_PAGE_SIZE,
  });
  const total = await q.countStoryReactions(tx, postId);
  return pageOf(
    rows.map((row) => presentStoryReaction(row, caller.userId, urlsOf(deps))),
    total,
    pageIndex,
    STORY_REACTIONS_PAGE_SIZE,
  );
}

export async function storyReactions(
  deps: CommunityDeps,
  caller: Caller,
  postId: number,
  pageIndex: number,
): Promise<Page<ReactionListItem>> {
  return asCaller(deps, caller, async (tx) => {
    await readablePost(tx, caller, { id: postId });
    return reactionsPageWithin(tx, deps, caller, postId, pageIndex);
  });
}

/** One transaction: the posting limit, the access checks, the reaction and the author's notification (a refused try rolls back, uncounted). */
export async function reactToStory(
  deps: CommunityDeps,
  caller: Caller,
  postId: number,
  input: StoryReactionInput,
): Promise<ReactionListItem> {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => {
    await limitPostingWithin(tx, deps, userId, "reaction");
    const post = await livePost(tx, caller, postId);
    let quoted: number | null = null;
    if (input.QuoteReactionId > 0) {
      const quote = await q.findStoryReaction(tx, input.QuoteReactionId);
      if (!quote || quote.postId !== postId || !quote.visible)
        throw new Invalid({ QuoteReactionId: ["stories:quote.invalid"] });
      quoted = quote.id;
    }
    const id = await q.insertStoryReaction(tx, {
      postId,
      authorId: userId,
      body: input.Body,
      quotedReactionId: quoted,
    });
    if (post.authorId) {
      const username = (await findOwnUsername(tx, userId)) ?? "";
      const body = translate("stories", "notifications.newReaction", { username, title: post.title });
      const ownerId = post.authorId;
      // The notification leads to the reaction itself: the page that holds it (the newest) and its anchor.
      const link = reactionHref(
        storyPaths.post(post.blogSlug, post.slug),
        await q.countStoryReactions(tx, postId),
        STORY_REACTIONS_PAGE_SIZE,
        id,
      );
      await asServiceRoleWithin(tx, identityOf(caller), () =>
        q.notifyStoryAuthor(tx, ownerId, userId, { kind: "blog.reaction", body, link }),
      );
    }
    const row = await q.findStoryReaction(tx, id);
    if (!row) throw new Error("the new reaction is not readable");
    return presentStoryReaction(row, userId, urlsOf(deps));
  });
}

async function ownReaction(tx: Tx, userId: string, postId: number, reactionId: number): Promise<q.StoryReactionRow> {
  const reaction = await q.findStoryReaction(tx, reactionId);
  if (!reaction || reaction.postId !== postId) throw reactionNotFound();
  if (reaction.authorId !== userId) throw new Forbidden("stories:reaction.notOwn");
  return reaction;
}

export async function editStoryReaction(
  deps: CommunityDeps,
  caller: Caller,
  postId: number,
  reactionId: number,
  body: StoryReactionInput["Body"],
): Promise<ReactionListItem> {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => {
    await limitPostingWithin(tx, deps, userId, "edit");
    await livePost(tx, caller, postId);
    const reaction = await ownReaction(tx, userId, postId, reactionId);
    if (!reaction.visible) throw new Forbidden("stories:reaction.hiddenEdit");
    if (await q.hasOpenStoryReactionFlag(tx, reactionId)) throw reportedReactionEdit();
    await q.updateStoryReaction(tx, reactionId, body);
    const row = await q.findStoryReaction(tx, reactionId);
    if (!row) throw reactionNotFound();
    return presentStoryReaction(row, userId, urlsOf(deps));
  });
}

export async function deleteStoryReaction(
  deps: CommunityDeps,
  caller: Caller,
  postId: number,
  reactionId: number,
): Promise<void> {
  const userId = requireParticipant(caller);
  await asCaller(deps, caller, async (tx) => {
    const reaction = await ownReaction(tx, userId, postId, reactionId);
    // Moderation evidence stays: the hidden text and the reports would go with the row.
    if (!reaction.visible) throw hiddenReactionDelete();
    if (await q.hasOpenStoryReactionFlag(tx, reactionId)) throw reportedReactionDelete();
    if (!(await q.deleteStoryReaction(tx, reactionId))) throw reactionNotFound();
  });
}

/** POST /blog-flag/{reactionId}: "Dank voor je melding."; three reporters hide the reaction. */
export async function reportStoryReaction(
  deps: CommunityDeps,
  caller: Caller,
  reactionId: number,
  input: StoryFlagInput,
): Promise<FlagAnswer> {
  const userId = requireParticipant(caller);
  await limitFlagging(deps, userId);
  return asCaller(deps, caller, async (tx) => {
    const reaction = await q.findStoryReaction(tx, reactionId);
    if (!reaction || reaction.postId === null) throw reactionNotFound();
    if (reaction.authorId === userId) throw new Forbidden("stories:flag.own");
    const created = await q.insertStoryFlag(tx, {
      postId: reaction.postId,
      reactionId,
      reporterId: userId,
      reason: input.Reason,
    });
    if (created) {
      // Each new report raises the platform moderators' notification (decision 233).
      await asServiceRoleWithin(tx, identityOf(caller), async () =>
        raiseNotifications(tx, await findPlatformModeratorIds(tx), userId, {
          kind: "moderation.report",
          body: translate("stories", "flag.moderatorNotice"),
          link: forumPaths.moderation(),
        }),
      );
    }
    return { Message: translate("stories", created ? "flag.thanks" : "flag.already"), AlreadyReported: !created };
  });
}

// Likes and follows -----------------------------------------------------------------------------

export async function likeStatus(deps: CommunityDeps, caller: Caller, postId: number): Promise<boolean> {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => {
    await livePost(tx, caller, postId);
    return q.isLiking(tx, userId, postId);
  });
}

/** like / dislike / POST likes (toggle): answers the new state. */
export async function setLiking(
  deps: CommunityDeps,
  caller: Caller,
  postId: number,
  wanted: boolean | "toggle",
): Promise<boolean> {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => {
    await livePost(tx, caller, postId);
    const on = wanted === "toggle" ? !(await q.isLiking(tx, userId, postId)) : wanted;
    await q.setLike(tx, userId, postId, on);
    return on;
  });
}

export async function followStatus(deps: CommunityDeps, caller: Caller, blogId: number): Promise<boolean> {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => {
    await readableBlog(tx, { id: blogId });
    return q.isFollowing(tx, userId, blogId);
  });
}

/** follow / unfollow: answers the new state; one's own blog cannot be followed (400). */
export async function setFollowing(deps: CommunityDeps, caller: Caller, blogId: number, on: boolean): Promise<boolean> {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => {
    const blog = await readableBlog(tx, { id: blogId });
    if (blog.authorId === userId) {
      if (on) throw new Invalid({ BlogId: ["stories:follow.own"] });
      return false;
    }
    await q.setFollow(tx, userId, blogId, on);
    return on;
  });
}
