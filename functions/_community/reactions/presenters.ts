/**
 * What leaves the server about a reaction (src/domain/community.ts): a hidden reaction has no Body
 * for non-moderators (the query does not even select it); the Modified date follows the rule of
 * spec 000 §4; a quote is a plain-text excerpt of a visible reaction.
 */
import { authorLabel } from "../../../src/domain/author";
import { visibleModified, type ReactionListItem } from "../../../src/domain/community";
import { readStoredRichText, richTextToPlainText } from "../../../src/domain/rich-text/text";
import { excerpt, QUOTE_MAX } from "../excerpts";
import { presentAuthor, type PhotoUrl } from "../presenters";
import type { ReactionRow } from "./queries";

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
