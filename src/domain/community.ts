/**
 * Groups and conversations (spec 000 §3, §4, §5, §7 "Groups" and "Conversations"): the answer
 * shapes of the calls, shared by the functions (presenters) and the islands. Pure and small: the
 * request bodies with their rich-text check are in ./community-bodies.ts (which loads Tiptap's
 * schema), so pages that only show conversations do not ship the editor.
 *
 * Contract between the conversations functions and the pages: fields may be added, never renamed
 * or removed. Field names are PascalCase like the spec's payloads. Dates are ISO 8601 strings.
 * Ids of groups, conversations and reactions are positive integers (a QuotedReaction of 0 means
 * no quote, spec 000 §3); user ids are uuids.
 */
import type { RichTextDoc } from "./rich-text/text";

/*
 * THE CALLS (route files functions/groups, functions/conversations, functions/conversation-flag,
 * functions/moderators-reactions, functions/moderation, functions/inbox; services in
 * functions/_community). All under /api/v1; every
 * path also answers in lower case. Errors are the usual {status, code, message, errors} with Dutch
 * texts (field texts under the body's field names). "text" = a text/plain answer "true"/"false".
 * page_index is 0-based; a missing or malformed one is 0.
 *
 * Groups
 *   GET  /groups/all?page_index&page_size      Page<GroupListItem> (page_size default 40, at most 40)
 *   GET  /groups/{id} | /groups/slug{slug} | /groups/slug/{slug}   GroupView (404 unknown or invisible)
 *   GET  /groups/{id}/conversations?page_index                     Page<ConversationListItem> (sticky first, then LastActivity)
 *   GET  /groups/{id}/conversations/filterbyterms?page_index&groupTermIds=1&groupTermIds=2   same, any of the terms
 *   GET  /groups/{id}/followedconversations?page_index             same, only those the caller follows (401 for visitors)
 *   GET  /groups/{id}/terms                    TermView[]
 *   GET  /groups/{id}/moderators               AuthorView[] (204 when none)
 *   GET  /groups/{id}/read-more                GroupListItem[]: up to 3 other groups to read more (shared term names first, then weight)
 *   GET  /groups/{id}/follows                  text (401 for visitors: counts as off)
 *   POST /groups/{id}/follow | /unfollow       text: the new state
 *   Visitors see public conversations only (lists, counts and LastActivity included).
 *
 * Conversations
 *   GET  /conversations/following?page_index   Page<ConversationListItem> the caller follows, latest activity first (401 for visitors)
 *   GET  /conversations/active?page_size&public_only&page_number   Page<ConversationListItem> by LastActivity;
 *        page_number is 1-based (0 or missing = the first page; PageIndex in the answer is page_number - 1),
 *        page_size default 10, at most 50; visitors always get public ones only
 *   GET  /conversations/by-list-of-ids?conversationIds=1&conversationIds=2   ConversationListItem[] in the
 *        order asked, unreadable or unknown ids left out (at most 50 ids)
 *   GET  /conversations/{id} | /conversations/slug{slug} | /conversations/slug/{slug}   ConversationView;
 *        403 (code ParticipantsOnly) for a visitor on a participants-only conversation, 404 unknown/hidden
 *   GET  /conversations/{id}/user              AuthorView of the owner
 *   GET  /conversations/{id}/group             GroupView
 *   GET  /conversations/{id}/read-more         ConversationListItem[]: up to 5 other conversations of the
 *        group the caller may read, those sharing a term first, then the latest activity
 *   GET  /conversations/{id}/reactions?page_index   Page<ReactionListItem>, oldest first (REACTIONS_PAGE_SIZE)
 *   GET  /conversations/{id}/terms             TermView[]
 *   GET  /conversations/{id}/follows           text (401 for visitors)
 *   GET  /conversations/{id}/user-is-owner     text (false for visitors)
 *   GET  /conversations/{id}/likes             text: the caller likes it (401 for visitors)
 *   GET  /conversations/{id}/totalLikes        number (JSON)
 *   POST /conversations/{groupId}              newConversationBodySchema -> ConversationView
 *   POST /conversations                        editConversationBodySchema -> ConversationView (own only; sets Modified)
 *   POST /conversations/{id}/reactions         newReactionBodySchema -> ReactionListItem (409 code
 *        ConversationClosed with a Dutch text when closed; QuoteReactionId must be a visible reaction
 *        of the same conversation, else 400 at QuoteReactionId)
 *   POST /conversations/reaction               editReactionBodySchema -> ReactionListItem (own, visible; sets Modified)
 *   DELETE /conversations/reaction             deleteReactionBodySchema -> 204 (own)
 *   POST /conversations/{id}/follow | /unfollow | /like | /dislike   text: the new state (true = following / liked)
 *   Posting (conversation, reaction, edit) is rate limited: 429 code RateLimited, Dutch text, Retry-After.
 *
 * Reports and moderation
 *   POST /conversation-flag/{conversationId}   flagBodySchema -> FlagAnswer ("Dank voor je melding.");
 *        a second open report of the same item by the same participant answers the same, AlreadyReported true;
 *        reporting one's own contribution is 400
 *   GET  /moderators-reactions/conversation/{id}/user-is-mod   text (false for visitors)
 *   GET  /moderation/queue?page_index          Page<FlagQueueItem>, oldest open report first (403 for non-moderators)
 *   POST /moderation/flags/{flagId}            resolveFlagBodySchema -> 204; resolves every open report of the same item
 *   POST /moderation/conversations/{id}        moderateConversationBodySchema -> ConversationView
 *   POST /moderation/reactions/{id}            moderateReactionBodySchema -> ReactionListItem (as a moderator sees it)
 *   Moderators: platform moderators everywhere, group moderators in their groups; moving needs both groups.
 *
 * Notifications
 *   GET /inbox/notifications                   AccountNotification[] (as GET /CustomUser/notifications), 204 when none
 *
 * Server rendering: functions/_community/reactions/page.ts exports loadConversationPage() and
 * loadConversationPageBySlug() (see there).
 *
 * Added to the first version of this contract: AuthorView.ModeratorKind, ConversationView.Hidden,
 * FlagAnswer, moderateReactionBodySchema (community-bodies.ts), FlagQueueItem.Reaction.Position.
 */

/** Page sizes: groups 40 (spec 000 §9); the others are our choice (docs/decisions/032-community-api.md). */
export const GROUPS_PAGE_SIZE = 40;
export const CONVERSATIONS_PAGE_SIZE = 20;
export const REACTIONS_PAGE_SIZE = 25;
export const ACTIVE_CONVERSATIONS_PAGE_SIZE = 10;
export const FLAG_REASON_MAX = 500;
/** Reports by this many different participants hide a reaction until a moderator reviews it. */
export const FLAGS_TO_HIDE = 3;
/** The Modified date is hidden when it is under this many minutes after Created (spec 000 §4). */
export const MODIFIED_HIDDEN_MINUTES = 15;

/** Conversation visibility (spec 000 §3: "public or participants only"). */
export const VISIBILITIES = ["public", "participants"] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/**
 * A list answer: one page of items and the total over all pages. Spec 001 §3.1 names PageIndex,
 * NumPages and Items; Total and PageSize stay beside them. NumPages is the number of pages of
 * PageSize items that hold Total (0 for an empty list).
 */
export interface Page<T> {
  Items: T[];
  Total: number;
  PageIndex: number;
  PageSize: number;
  NumPages: number;
}

/** The number of pages of pageSize items that hold total items (0 when there are none). */
export function numPagesOf(total: number, pageSize: number): number {
  return total > 0 && pageSize > 0 ? Math.ceil(total / pageSize) : 0;
}

/** The one way to make a Page: NumPages is always derived from Total and PageSize. */
export function pageOf<T>(items: T[], total: number, pageIndex: number, pageSize: number): Page<T> {
  return {
    Items: items,
    Total: total,
    PageIndex: pageIndex,
    PageSize: pageSize,
    NumPages: numPagesOf(total, pageSize),
  };
}

/** Term (spec 000 §3). TermId is the id used in filters (groupTermIds, GroupTermIds). */
export interface TermView {
  TermId: number;
  TermNumber: number;
  Name: string;
}

/**
 * A participant as shown next to a contribution. Id and Username are null/label when the account
 * was deleted: Username is then authorLabel() ("een deelnemer van ReumaNL"). Created is the
 * account's creation date ("User.Created", spec 000 §3), null for a deleted account.
 */
export interface AuthorView {
  Id: string | null;
  Username: string;
  Created: string | null;
  /** A moderator of the platform or of this group: teasers show "Gespreksleider" or "Moderator". */
  IsModerator: boolean;
  /** "platform" (public.moderators: "Moderator"), "group" (this group's leader: "Gespreksleider"), or null. */
  ModeratorKind: "platform" | "group" | null;
  PhotoUrl: string | null;
}

export interface GroupView {
  Id: number;
  Slug: string;
  Title: string;
  /** Plain text, shown on the overview. */
  Description: string;
  /** Plain text, shown at the top of the group page. */
  Introduction: string;
  Created: string;
  Weight: number;
}

/** GET /groups/all items: "list items carry Item.Group" (spec 000 §3). */
export interface GroupListItem {
  Group: GroupView;
  ConversationCount: number;
  LastActivity: string | null;
}

export interface ConversationSummary {
  Id: number;
  Slug: string;
  Title: string;
  /** Plain-text excerpt of the body (at most 300 characters). */
  Description: string;
  Visibility: Visibility;
  Sticky: boolean;
  Closed: boolean;
  Created: string;
  Modified: string | null;
}

/** Conversation list item (spec 000 §3: Item.Conversation with Created, Item.LastActivity). */
export interface ConversationListItem {
  Conversation: ConversationSummary;
  LastActivity: string;
  ReactionCount: number;
  Owner: AuthorView;
  Group: { Id: number; Slug: string; Title: string };
}

/** GET /conversations/{id} and /conversations/slug{slug}. */
export interface ConversationView extends ConversationSummary {
  Body: RichTextDoc;
  Owner: AuthorView;
  Group: { Id: number; Slug: string; Title: string };
  Terms: TermView[];
  ReactionCount: number;
  TotalLikes: number;
  /** Hidden by a moderator: only moderators get such a conversation at all. */
  Hidden: boolean;
}

/** POST /conversation-flag/{id}: Message is "Dank voor je melding.". */
export interface FlagAnswer {
  Message: string;
  AlreadyReported: boolean;
}

/** GET /conversations/{id}/reactions items (spec 000 §3: Reaction.* and User.Created). */
export interface ReactionListItem {
  Reaction: {
    Id: number;
    Created: string;
    Modified: string | null;
    /** The quoted reaction's id, 0 when none. */
    QuotedReaction: number;
    /** Null when hidden by a moderator or by reports (then Hidden is true), for everyone but moderators. */
    Body: RichTextDoc | null;
    Hidden: boolean;
  };
  User: AuthorView;
  /** The quoted reaction as a short plain-text excerpt, null when none or no longer visible. */
  Quote: { Id: number; Username: string; Text: string } | null;
  /** The caller wrote it (may edit and delete). */
  IsOwn: boolean;
}

/** One report in the moderators' queue (GET /api/v1/moderation/queue). */
export interface FlagQueueItem {
  FlagId: number;
  Created: string;
  Reason: string;
  Reporter: AuthorView;
  Conversation: { Id: number; Slug: string; Title: string; GroupSlug: string };
  /** The reported reaction; null when the conversation itself was reported. */
  /** Position: its place among the conversation's reactions, oldest first, from 1 (the page that holds it). */
  Reaction: { Id: number; Body: RichTextDoc | null; Hidden: boolean; Author: AuthorView; Position: number } | null;
  /** How many different participants reported the same item, open reports only. */
  ReportCount: number;
  /** What was reported as it was then (decision 310); Body null for reports made before copies were kept. */
  Reported: ReportedCopy;
}

/** The copy kept with a report: the title and text as the reporter saw them, and whether they changed since. */
export interface ReportedCopy {
  Title: string | null;
  Body: RichTextDoc | null;
  Changed: boolean;
}

/**
 * The Modified-date rule (spec 000 §4 and §9): hidden when null, with year 1 or less, or under 15
 * minutes after Created.
 */
export function visibleModified(created: string, modified: string | null | undefined): string | null {
  if (!modified) return null;
  const changed = new Date(modified);
  const made = new Date(created);
  if (Number.isNaN(changed.getTime()) || changed.getUTCFullYear() <= 1) return null;
  if (changed.getTime() - made.getTime() < MODIFIED_HIDDEN_MINUTES * 60_000) return null;
  return modified;
}

/** The page number (1-based, as the address shows it) from ?pagina=N; 1 when absent or invalid. */
export function pageNumberFrom(search: string): number {
  const value = Number(new URLSearchParams(search).get("pagina"));
  return Number.isInteger(value) && value > 1 && value < 100_000 ? value : 1;
}

/** The id of a reaction's element in its list ("reactie-92"): the anchor links and notifications lead to. */
export const reactionAnchor = (id: number) => `reactie-${id}`;

/**
 * The address of a reaction (issue 41: a notification leads to the reaction, not the top of the
 * page): the list's path, the page that holds it (`position` counts from 1, oldest first, as the
 * lists page) and its anchor: "/…/gesprek/?pagina=2#reactie-92".
 */
export function reactionHref(listPath: string, position: number, pageSize: number, reactionId: number): string {
  const page = Math.max(1, Math.ceil(position / pageSize));
  return `${listPath}${page > 1 ? `?pagina=${page}` : ""}#${reactionAnchor(reactionId)}`;
}

/** Site paths of the forum (spec 001 §2.2). */
export const forumPaths = {
  overview: () => "/ontmoet-elkaar/gesprekken/",
  group: (groupSlug: string) => `/ontmoet-elkaar/gesprekken/${groupSlug}/`,
  /** By the group's slug (older links by its number still work: NewConversationPage reads both). */
  newConversation: (groupSlug: string) => `/ontmoet-elkaar/gesprekken/${encodeURIComponent(groupSlug)}/nieuw/`,
  conversation: (groupSlug: string, conversationSlug: string) =>
    `/ontmoet-elkaar/gesprekken/${groupSlug}/${conversationSlug}/`,
  /** The moderators' queues, where every report notification leads. */
  moderation: () => "/ontmoet-elkaar/moderatie/",
};
