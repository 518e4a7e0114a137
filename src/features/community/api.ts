/**
 * Typed calls of the groups and conversations pages (spec 000 §7 "Groups" and "Conversations") and
 * of the moderators' tools: the only place in the community feature that calls the API. Answer
 * shapes are the contract of src/domain/community.ts. A follow status of 401 counts as off (spec 000
 * §4); a 204 answer of the moderators list means none.
 */
import type {
  AuthorView,
  ConversationListItem,
  ConversationView,
  FlagAnswer,
  FlagQueueItem,
  GroupListItem,
  GroupView,
  Page,
  ReactionListItem,
  TermView,
} from "../../domain/community";
import { ACTIVE_CONVERSATIONS_PAGE_SIZE, GROUPS_PAGE_SIZE, pageOf } from "../../domain/community";
import type {
  DeleteReactionBody,
  EditConversationBody,
  EditReactionBody,
  FlagBody,
  ModerateConversationBody,
  ModerateReactionBody,
  NewConversationBody,
  NewReactionBody,
  ResolveFlagBody,
} from "../../domain/community-bodies";
import { ApiError, apiRequest } from "../../platform/http";

const enc = encodeURIComponent;

function query(params: Record<string, string | number | boolean | Array<string | number> | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) search.append(name, String(item));
    else search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** An empty page, for 204 answers and for lists a visitor may not see. */
export function emptyPage<T>(pageIndex = 0, pageSize = 0): Page<T> {
  return pageOf([], 0, pageIndex, pageSize);
}

/** A list answer; an empty answer (204) is an empty page. */
function asPage<T>(answer: Page<T> | undefined, pageIndex: number): Page<T> {
  return answer ?? emptyPage(pageIndex);
}

/** Text answers "true"/"false" (spec 000 §7); 401 counts as off. */
async function flag(path: string): Promise<boolean> {
  try {
    const answer = await apiRequest<unknown>(path);
    return answer === true || answer === "true";
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return false;
    throw error;
  }
}

/** A follow/like switch: POST, the answer is the new state (text true/false). */
async function switchTo(path: string, wanted: boolean): Promise<boolean> {
  const answer = await apiRequest<unknown>(path, { method: "POST" });
  return answer === undefined ? wanted : answer === true || answer === "true";
}

// Groups ------------------------------------------------------------------------------------------

export async function getGroups(pageIndex = 0): Promise<Page<GroupListItem>> {
  return asPage(
    await apiRequest<Page<GroupListItem>>(
      `/groups/all${query({ page_index: pageIndex, page_size: GROUPS_PAGE_SIZE })}`,
    ),
    pageIndex,
  );
}

export function getGroup(id: number): Promise<GroupView> {
  return apiRequest<GroupView>(`/groups/${id}`);
}

export function getGroupBySlug(slug: string): Promise<GroupView> {
  return apiRequest<GroupView>(`/groups/slug/${enc(slug)}`);
}

export type GroupListMode = { kind: "all" } | { kind: "terms"; termIds: number[] } | { kind: "followed" };

export async function getGroupConversations(
  groupId: number,
  pageIndex: number,
  mode: GroupListMode,
): Promise<Page<ConversationListItem>> {
  const path =
    mode.kind === "followed"
      ? `/groups/${groupId}/followedconversations${query({ page_index: pageIndex })}`
      : mode.kind === "terms" && mode.termIds.length > 0
        ? `/groups/${groupId}/conversations/filterbyterms${query({ page_index: pageIndex, groupTermIds: mode.termIds })}`
        : `/groups/${groupId}/conversations${query({ page_index: pageIndex })}`;
  return asPage(await apiRequest<Page<ConversationListItem>>(path), pageIndex);
}

export async function getGroupTerms(groupId: number): Promise<TermView[]> {
  return (await apiRequest<TermView[] | undefined>(`/groups/${groupId}/terms`)) ?? [];
}

export async function getGroupModerators(groupId: number): Promise<AuthorView[]> {
  return (await apiRequest<AuthorView[] | undefined>(`/groups/${groupId}/moderators`)) ?? [];
}

export function getGroupFollows(groupId: number): Promise<boolean> {
  return flag(`/groups/${groupId}/follows`);
}

/** Follow or unfollow; answers the new state. */
export function setGroupFollow(groupId: number, follow: boolean): Promise<boolean> {
  return switchTo(`/groups/${groupId}/${follow ? "follow" : "unfollow"}`, follow);
}

// Conversations -----------------------------------------------------------------------------------

export async function getActiveConversations(
  pageNumber: number,
  publicOnly: boolean,
  pageSize = ACTIVE_CONVERSATIONS_PAGE_SIZE,
): Promise<Page<ConversationListItem>> {
  const answer = await apiRequest<Page<ConversationListItem>>(
    `/conversations/active${query({ page_size: pageSize, public_only: publicOnly, page_number: pageNumber })}`,
  );
  return asPage(answer, pageNumber);
}

export async function getFollowingConversations(pageIndex = 0): Promise<Page<ConversationListItem>> {
  return asPage(
    await apiRequest<Page<ConversationListItem>>(`/conversations/following${query({ page_index: pageIndex })}`),
    pageIndex,
  );
}

/** The conversations of a content block or dossier, in the order asked; unreadable or unknown ids are left out. */
export async function getConversationsByIds(ids: number[]): Promise<ConversationListItem[]> {
  if (ids.length === 0) return [];
  return (
    (await apiRequest<ConversationListItem[] | undefined>(
      `/conversations/by-list-of-ids${query({ conversationIds: ids })}`,
    )) ?? []
  );
}

export function getConversationBySlug(slug: string): Promise<ConversationView> {
  return apiRequest<ConversationView>(`/conversations/slug/${enc(slug)}`);
}

export function getConversation(id: number): Promise<ConversationView> {
  return apiRequest<ConversationView>(`/conversations/${id}`);
}

export async function getReactions(conversationId: number, pageIndex: number): Promise<Page<ReactionListItem>> {
  return asPage(
    await apiRequest<Page<ReactionListItem>>(
      `/conversations/${conversationId}/reactions${query({ page_index: pageIndex })}`,
    ),
    pageIndex,
  );
}

export function getConversationFollows(conversationId: number): Promise<boolean> {
  return flag(`/conversations/${conversationId}/follows`);
}

export function getConversationLiked(conversationId: number): Promise<boolean> {
  return flag(`/conversations/${conversationId}/likes`);
}

export function getUserIsOwner(conversationId: number): Promise<boolean> {
  return flag(`/conversations/${conversationId}/user-is-owner`);
}

export function getUserIsModerator(conversationId: number): Promise<boolean> {
  return flag(`/moderators-reactions/conversation/${conversationId}/user-is-mod`);
}

export function createConversation(groupId: number, body: NewConversationBody): Promise<ConversationView> {
  return apiRequest<ConversationView>(`/conversations/${groupId}`, { method: "POST", body });
}

export function editConversation(body: EditConversationBody): Promise<ConversationView> {
  return apiRequest<ConversationView>("/conversations", { method: "POST", body });
}

export function createReaction(conversationId: number, body: NewReactionBody): Promise<ReactionListItem> {
  return apiRequest<ReactionListItem>(`/conversations/${conversationId}/reactions`, { method: "POST", body });
}

export function editReaction(body: EditReactionBody): Promise<ReactionListItem> {
  return apiRequest<ReactionListItem>("/conversations/reaction", { method: "POST", body });
}

export async function deleteReaction(body: DeleteReactionBody): Promise<void> {
  await apiRequest<void>("/conversations/reaction", { method: "DELETE", body });
}

export function setConversationFollow(conversationId: number, follow: boolean): Promise<boolean> {
  return switchTo(`/conversations/${conversationId}/${follow ? "follow" : "unfollow"}`, follow);
}

/** Like or unlike; answers the new state. */
export function setConversationLike(conversationId: number, like: boolean): Promise<boolean> {
  return switchTo(`/conversations/${conversationId}/${like ? "like" : "dislike"}`, like);
}

/** Reports the conversation, or one of its reactions (ReactionId). */
export function reportConversation(conversationId: number, body: FlagBody): Promise<FlagAnswer | undefined> {
  return apiRequest<FlagAnswer | undefined>(`/conversation-flag/${conversationId}`, { method: "POST", body });
}

// Moderation --------------------------------------------------------------------------------------

/** GET /moderation/open: how many reports a moderator may resolve (the account menu's badge). */
export async function getOpenReportCount(): Promise<number> {
  return (await apiRequest<{ Count: number }>("/moderation/open")).Count;
}

export async function getModerationQueue(pageIndex = 0): Promise<Page<FlagQueueItem>> {
  return asPage(
    await apiRequest<Page<FlagQueueItem>>(`/moderation/queue${query({ page_index: pageIndex })}`),
    pageIndex,
  );
}

export async function resolveFlag(flagId: number, action: ResolveFlagBody["Action"]): Promise<void> {
  await apiRequest<void>(`/moderation/flags/${flagId}`, {
    method: "POST",
    body: { Action: action } satisfies ResolveFlagBody,
  });
}

export function moderateConversation(
  conversationId: number,
  body: ModerateConversationBody,
): Promise<ConversationView | undefined> {
  return apiRequest<ConversationView | undefined>(`/moderation/conversations/${conversationId}`, {
    method: "POST",
    body,
  });
}

export function moderateReaction(reactionId: number, hidden: boolean): Promise<ReactionListItem> {
  return apiRequest<ReactionListItem>(`/moderation/reactions/${reactionId}`, {
    method: "POST",
    body: { Hidden: hidden } satisfies ModerateReactionBody,
  });
}
