/**
 * What leaves the server about groups, conversations and reactions (src/domain/community.ts):
 * never a row as it is. A deleted (or, for visitors, unlisted) author is "een deelnemer van
 * ReumaNL" without id, date or photo; a hidden reaction has no Body for non-moderators (the query
 * does not even select it); the Modified date follows the rule of spec 000 §4.
 */
import { authorLabel } from "../../src/domain/author";
import {
  visibleModified,
  type AuthorView,
  type ConversationListItem,
  type ConversationSummary,
  type ConversationView,
  type GroupListItem,
  type GroupView,
  type ReactionListItem,
  type TermView,
} from "../../src/domain/community";
import { plainTextToRichText, readStoredRichText, richTextToPlainText, type RichTextDoc } from "../../src/domain/rich-text/text";
import type { AuthorRow, ConversationDetailRow, ConversationRow, ReactionRow, TermRow } from "./queries";
import { excerpt, QUOTE_MAX } from "./text";

export type PhotoUrl = (path: string | null) => string | null;

export function presentAuthor(row: AuthorRow, photoUrl: PhotoUrl): AuthorView {
  if (!row.authorId || !row.authorUsername) {
    return { Id: null, Username: authorLabel(null), Created: null, IsModerator: false, ModeratorKind: null, PhotoUrl: null };
  }
  const platform = Boolean(row.authorPlatformModerator);
  const group = Boolean(row.authorGroupModerator);
  return {
    Id: row.authorId,
    Username: authorLabel({ username: row.authorUsername }),
    Created: row.authorCreatedAt ? row.authorCreatedAt.toISOString() : null,
    IsModerator: platform || group,
    ModeratorKind: platform ? "platform" : group ? "group" : null,
    PhotoUrl: photoUrl(row.authorPhotoPath),
  };
}

export function presentTerm(row: TermRow): TermView {
  return { TermId: row.id, TermNumber: row.termNumber, Name: row.name };
}

export type GroupRow = {
  id: number;
  slug: string;
  title: string;
  description: string;
  introduction: string;
  createdAt: Date;
  weight: number;
};

export function presentGroup(row: GroupRow): GroupView {
  return {
    Id: row.id,
    Slug: row.slug,
    Title: row.title,
    Description: row.description,
    Introduction: row.introduction,
    Created: row.createdAt.toISOString(),
    Weight: row.weight,
  };
}

export type GroupListRow = GroupRow & { conversationCount: number; lastActivity: Date | null };

export function presentGroupListItem(row: GroupListRow): GroupListItem {
  return { Group: presentGroup(row), ConversationCount: row.conversationCount, LastActivity: row.lastActivity ? row.lastActivity.toISOString() : null };
}

export function presentSummary(row: ConversationRow): ConversationSummary {
  const created = row.createdAt.toISOString();
  return {
    Id: row.id,
    Slug: row.slug,
    Title: row.title,
    Description: row.description,
    Visibility: row.visibility,
    Sticky: row.sticky,
    Closed: row.closed,
    Created: created,
    Modified: visibleModified(created, row.modifiedAt ? row.modifiedAt.toISOString() : null),
  };
}

function groupOf(row: ConversationRow): { Id: number; Slug: string; Title: string } {
  return { Id: row.groupId, Slug: row.groupSlug, Title: row.groupTitle };
}

export function presentListItem(row: ConversationRow, photoUrl: PhotoUrl): ConversationListItem {
  return {
    Conversation: presentSummary(row),
    LastActivity: row.lastActivityAt.toISOString(),
    ReactionCount: row.reactionCount,
    Owner: presentAuthor(row, photoUrl),
    Group: groupOf(row),
  };
}

/** A stored body that cannot be read is shown as an empty paragraph (never an error page). */
function bodyOf(stored: unknown): RichTextDoc {
  return readStoredRichText(stored) ?? plainTextToRichText("");
}

export function presentConversation(row: ConversationDetailRow, terms: TermRow[], photoUrl: PhotoUrl): ConversationView {
  return {
    ...presentSummary(row),
    Body: bodyOf(row.body),
    Owner: presentAuthor(row, photoUrl),
    Group: groupOf(row),
    Terms: terms.map(presentTerm),
    ReactionCount: row.reactionCount,
    TotalLikes: row.likeCount,
    Hidden: row.hidden,
  };
}

export function presentReaction(row: ReactionRow, callerId: string | null, photoUrl: PhotoUrl): ReactionListItem {
  const created = row.createdAt.toISOString();
  const body = readStoredRichText(row.body);
  const quoteDoc = row.quoteId ? readStoredRichText(row.quoteBody) : null;
  return {
    Reaction: {
      Id: row.id,
      Created: created,
      Modified: visibleModified(created, row.modifiedAt ? row.modifiedAt.toISOString() : null),
      QuotedReaction: row.quotedReactionId ?? 0,
      Body: body,
      Hidden: !row.visible,
    },
    User: presentAuthor(row, photoUrl),
    Quote:
      row.quoteId && quoteDoc
        ? {
            Id: row.quoteId,
            Username: authorLabel(row.quoteAuthorId && row.quoteUsername ? { username: row.quoteUsername } : null),
            Text: excerpt(richTextToPlainText(quoteDoc), QUOTE_MAX),
          }
        : null,
    IsOwn: callerId !== null && row.authorId === callerId,
  };
}
