/**
 * What leaves the server about conversations (src/domain/community.ts): never a row as it is; the
 * Modified date follows the rule of spec 000 §4; a stored body that cannot be read is an empty
 * paragraph.
 */
import {
  visibleModified,
  type ConversationListItem,
  type ConversationSummary,
  type ConversationView,
} from "../../../src/domain/community";
import { plainTextToRichText, readStoredRichText, type RichTextDoc } from "../../../src/domain/rich-text/text";
import { presentTerm } from "../groups/presenters";
import type { TermRow } from "../groups/queries";
import { presentAuthor, type PhotoUrl } from "../presenters";
import type { ConversationDetailRow, ConversationRow } from "./queries";

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

export function presentConversation(
  row: ConversationDetailRow,
  terms: TermRow[],
  photoUrl: PhotoUrl,
): ConversationView {
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
