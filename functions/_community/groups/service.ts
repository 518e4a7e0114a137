/**
 * Groups (spec 000 §7 "Groups"): the overview, one group, its terms, moderators, read-more and
 * following (its conversations: groupConversations in ../conversations/lists.ts). Visitors see
 * public groups only.
 */
import {
  GROUPS_PAGE_SIZE,
  type AuthorView,
  type GroupListItem,
  type GroupView,
  type Page,
  type TermView,
} from "../../../src/domain/community";
import type { Tx } from "../../_shared/db";
import { asCaller, requireParticipant, type Caller } from "../../_shared/caller";
import type { CommunityDeps } from "../deps";
import { groupNotFound } from "../errors";
import { pageOf, photosOf, presentAuthor } from "../presenters";
import { presentGroup, presentGroupListItem, presentTerm } from "./presenters";
import {
  countGroups,
  findGroup,
  findGroupModerators,
  findTermsOfGroup,
  followGroup,
  isFollowingGroup,
  listGroups,
  listRelatedGroups,
  moderatesGroup,
  unfollowGroup,
  type GroupStateRow,
} from "./queries";

export type GroupRef = { id: number } | { slug: string };

const READ_MORE_GROUPS = 3;

/** The group as the caller may see it: invisible groups only for their moderators. */
export async function readableGroup(tx: Tx, caller: Caller, ref: GroupRef): Promise<GroupStateRow> {
  const group = await findGroup(tx, ref);
  if (!group) throw groupNotFound();
  if (!group.visible && !(caller.userId && (await moderatesGroup(tx, group.id)))) throw groupNotFound();
  return group;
}

export async function listGroupsPage(
  deps: CommunityDeps,
  caller: Caller,
  pageIndex: number,
  pageSize: number = GROUPS_PAGE_SIZE,
): Promise<Page<GroupListItem>> {
  const size = Math.min(Math.max(pageSize || GROUPS_PAGE_SIZE, 1), GROUPS_PAGE_SIZE);
  return asCaller(deps, caller, async (tx) => {
    const rows = await listGroups(tx, !caller.userId, { limit: size, offset: pageIndex * size });
    return pageOf(rows.map(presentGroupListItem), await countGroups(tx), pageIndex, size);
  });
}

export async function getGroup(deps: CommunityDeps, caller: Caller, ref: GroupRef): Promise<GroupView> {
  return asCaller(deps, caller, async (tx) => presentGroup(await readableGroup(tx, caller, ref)));
}

export async function groupTerms(deps: CommunityDeps, caller: Caller, groupId: number): Promise<TermView[]> {
  return asCaller(deps, caller, async (tx) => {
    await readableGroup(tx, caller, { id: groupId });
    return (await findTermsOfGroup(tx, groupId)).map(presentTerm);
  });
}

export async function groupModerators(deps: CommunityDeps, caller: Caller, groupId: number): Promise<AuthorView[]> {
  return asCaller(deps, caller, async (tx) => {
    await readableGroup(tx, caller, { id: groupId });
    return (await findGroupModerators(tx, groupId)).map((row) => presentAuthor(row, photosOf(deps)));
  });
}

/** read-more: other groups to look at (docs/decisions/032-community-api.md). */
export async function groupReadMore(deps: CommunityDeps, caller: Caller, groupId: number): Promise<GroupListItem[]> {
  return asCaller(deps, caller, async (tx) => {
    await readableGroup(tx, caller, { id: groupId });
    return (await listRelatedGroups(tx, groupId, !caller.userId, READ_MORE_GROUPS)).map(presentGroupListItem);
  });
}

export async function groupFollowStatus(deps: CommunityDeps, caller: Caller, groupId: number): Promise<boolean> {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => {
    await readableGroup(tx, caller, { id: groupId });
    return isFollowingGroup(tx, userId, groupId);
  });
}

export async function setGroupFollowing(
  deps: CommunityDeps,
  caller: Caller,
  groupId: number,
  follow: boolean,
): Promise<boolean> {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => {
    await readableGroup(tx, caller, { id: groupId });
    if (follow) await followGroup(tx, userId, groupId);
    else await unfollowGroup(tx, userId, groupId);
    return follow;
  });
}
