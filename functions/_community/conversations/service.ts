/**
 * Conversations (spec 000 §7 "Conversations"): reading one with the visibility rules, its owner,
 * group and terms, starting and editing a conversation, follows and likes. Every call is one
 * transaction as the caller (RLS applies); a refused post changes nothing. Lists are in lists.ts,
 * the server-rendered page in page.ts, reactions in ../reactions.
 */
import type { z } from "zod";
import {
  forumPaths,
  type AuthorView,
  type ConversationView,
  type GroupView,
  type TermView,
} from "../../../src/domain/community";
import type { editConversationBodySchema, newConversationBodySchema } from "../../../src/domain/community-bodies";
import { translate } from "../../../src/i18n/translate";
import type { Tx } from "../../_shared/db";
import { Forbidden, Invalid } from "../../_shared/errors";
import { asCaller, asServiceRoleWithin, identityOf, requireParticipant, type Caller } from "../../_shared/caller";
import type { CommunityDeps } from "../deps";
import {
  closedConversationEdit,
  conversationNotFound,
  groupNotFound,
  ParticipantsOnly,
  reportedConversationEdit,
} from "../errors";
import { descriptionOf } from "../excerpts";
import { presentGroup, presentTerm } from "../groups/presenters";
import { findGroup, findTermsOfGroup, moderatesGroup, notifyGroupFollowers } from "../groups/queries";
import { limitPosting } from "../limits";
import { photosOf, presentAuthor } from "../presenters";
import { findOwnUsername } from "../queries";
import { highestSlugSuffix, slugCandidate, slugify } from "../slugs";
import { presentConversation } from "./presenters";
import {
  findConversation,
  findConversationAccess,
  findConversationState,
  findSlugsLike,
  findTermsOfConversation,
  followConversation,
  hasOpenConversationFlag,
  insertConversation,
  insertConversationTerms,
  isFollowingConversation,
  isLiking,
  like,
  unfollowConversation,
  unlike,
  updateConversationText,
  type ConversationDetailRow,
  type ConversationStateRow,
} from "./queries";

export type ConversationRef = { id: number } | { slug: string };
export type NewConversationInput = z.output<typeof newConversationBodySchema>;
export type EditConversationInput = z.output<typeof editConversationBodySchema>;

/**
 * The conversation as the caller may read it. Not readable: 403 ParticipantsOnly for a visitor on a
 * participants-only conversation of a visible group (looked up as service_role, only to tell the
 * two apart), 404 otherwise.
 */
export async function readableConversation(
  tx: Tx,
  caller: Caller,
  ref: ConversationRef,
): Promise<ConversationDetailRow> {
  const row = await findConversation(tx, ref);
  if (row) return row;
  if (!caller.userId) {
    const access = await asServiceRoleWithin(tx, identityOf(caller), () => findConversationAccess(tx, ref));
    if (access && access.visibility === "participants" && !access.hidden && access.groupVisible)
      throw new ParticipantsOnly();
  }
  throw conversationNotFound();
}

/** The conversation's state for a write, as the caller sees it (404 when not readable or hidden). */
export async function writableConversation(tx: Tx, id: number): Promise<ConversationStateRow> {
  const state = await findConversationState(tx, id);
  if (!state || state.hidden) throw conversationNotFound();
  return state;
}

export async function presentConversationRow(
  tx: Tx,
  deps: CommunityDeps,
  row: ConversationDetailRow,
): Promise<ConversationView> {
  return presentConversation(row, await findTermsOfConversation(tx, row.id), photosOf(deps));
}

// Reading ---------------------------------------------------------------------------------------

export async function getConversation(
  deps: CommunityDeps,
  caller: Caller,
  ref: ConversationRef,
): Promise<ConversationView> {
  return asCaller(deps, caller, async (tx) =>
    presentConversationRow(tx, deps, await readableConversation(tx, caller, ref)),
  );
}

export async function ownerOf(deps: CommunityDeps, caller: Caller, conversationId: number): Promise<AuthorView> {
  return asCaller(deps, caller, async (tx) =>
    presentAuthor(await readableConversation(tx, caller, { id: conversationId }), photosOf(deps)),
  );
}

export async function groupOfConversation(
  deps: CommunityDeps,
  caller: Caller,
  conversationId: number,
): Promise<GroupView> {
  return asCaller(deps, caller, async (tx) => {
    const row = await readableConversation(tx, caller, { id: conversationId });
    const group = await findGroup(tx, { id: row.groupId });
    if (!group) throw groupNotFound();
    return presentGroup(group);
  });
}

export async function termsOfConversation(
  deps: CommunityDeps,
  caller: Caller,
  conversationId: number,
): Promise<TermView[]> {
  return asCaller(deps, caller, async (tx) => {
    await readableConversation(tx, caller, { id: conversationId });
    return (await findTermsOfConversation(tx, conversationId)).map(presentTerm);
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

// Starting and editing conversations ------------------------------------------------------------

const SLUG_ATTEMPTS = 25;

async function insertWithFreeSlug(
  tx: Tx,
  base: string,
  insert: (slug: string) => Promise<number | null>,
): Promise<number> {
  let n = highestSlugSuffix(base, await findSlugsLike(tx, base)) + 1;
  for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt += 1, n += 1) {
    const id = await insert(slugCandidate(base, n));
    if (id !== null) return id;
  }
  const id = await insert(`${base}-${Date.now().toString(36)}`);
  if (id === null) throw new Error("no free slug for a new conversation");
  return id;
}

export async function startConversation(
  deps: CommunityDeps,
  caller: Caller,
  groupId: number,
  input: NewConversationInput,
): Promise<ConversationView> {
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
    const body = translate("conversations", "notifications.newConversation", {
      username,
      group: group.title,
      title: row.title,
    });
    await asServiceRoleWithin(tx, identityOf(caller), () =>
      notifyGroupFollowers(tx, groupId, userId, {
        kind: "group.conversation",
        body,
        link: forumPaths.conversation(row.groupSlug, row.slug),
      }),
    );
    return presentConversationRow(tx, deps, row);
  });
}

export async function editConversation(
  deps: CommunityDeps,
  caller: Caller,
  input: EditConversationInput,
): Promise<ConversationView> {
  const userId = requireParticipant(caller);
  await limitPosting(deps, userId, "edit");
  return asCaller(deps, caller, async (tx) => {
    const state = await writableConversation(tx, input.Id);
    if (state.authorId !== userId) throw new Forbidden("conversations:conversation.notOwn");
    if (state.closed) throw closedConversationEdit();
    // Moderation evidence stays: the moderators judge the text that was reported.
    if (await hasOpenConversationFlag(tx, input.Id)) throw reportedConversationEdit();
    await updateConversationText(tx, input.Id, {
      title: input.Title,
      body: input.Body,
      description: descriptionOf(input.Body),
    });
    const row = await findConversation(tx, { id: input.Id });
    if (!row) throw conversationNotFound();
    return presentConversationRow(tx, deps, row);
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

export async function setFollowing(
  deps: CommunityDeps,
  caller: Caller,
  conversationId: number,
  follow: boolean,
): Promise<boolean> {
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

export async function setLiking(
  deps: CommunityDeps,
  caller: Caller,
  conversationId: number,
  liking: boolean,
): Promise<boolean> {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => {
    await writableConversation(tx, conversationId);
    if (liking) await like(tx, userId, conversationId);
    else await unlike(tx, userId, conversationId);
    return liking;
  });
}

export async function totalLikes(deps: CommunityDeps, caller: Caller, conversationId: number): Promise<number> {
  return asCaller(
    deps,
    caller,
    async (tx) => (await readableConversation(tx, caller, { id: conversationId })).likeCount,
  );
}
