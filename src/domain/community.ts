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

/** Page sizes: groups 40 (spec 000 §9); the others are our choice (docs/decisions.md). */
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

/** A list answer: one page of items and the total over all pages. */
export interface Page<T> {
  Items: T[];
  Total: number;
  PageIndex: number;
  PageSize: number;
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
  Reaction: { Id: number; Body: RichTextDoc | null; Hidden: boolean; Author: AuthorView } | null;
  /** How many different participants reported the same item, open reports only. */
  ReportCount: number;
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

/** Site paths of the forum (spec 001 §2.2). */
export const forumPaths = {
  overview: () => "/ontmoet-elkaar/gesprekken/",
  group: (groupSlug: string) => `/ontmoet-elkaar/gesprekken/${groupSlug}/`,
  newConversation: (groupId: number) => `/ontmoet-elkaar/gesprekken/${groupId}/nieuw/`,
  conversation: (groupSlug: string, conversationSlug: string) => `/ontmoet-elkaar/gesprekken/${groupSlug}/${conversationSlug}/`,
};
