/** The short quote of a reaction that the reaction form shows and the server stores by id. */
import type { ReactionListItem } from "../../domain/community";
import { richTextToPlainText, type RichTextDoc } from "../../domain/rich-text/text";

export interface QuotedReaction {
  Id: number;
  Username: string;
  Text: string;
}

export const QUOTE_EXCERPT_MAX = 200;

export function quoteOf(item: ReactionListItem): QuotedReaction {
  const text = item.Reaction.Body ? richTextToPlainText(item.Reaction.Body).replace(/\s+/g, " ").trim() : "";
  const chars = Array.from(text);
  return {
    Id: item.Reaction.Id,
    Username: item.User.Username,
    Text: chars.length > QUOTE_EXCERPT_MAX ? `${chars.slice(0, QUOTE_EXCERPT_MAX).join("")}…` : text,
  };
}

/** An editor without text (the schema calls it empty: "Schrijf eerst je reactie."). */
export const EMPTY_DOC: RichTextDoc = { type: "doc", content: [{ type: "paragraph" }] };
