/** Plain-text excerpts of posts: the Description of a conversation in lists, the quote under a reaction. */
import { richTextToPlainText, type RichTextNode } from "../../src/domain/rich-text/text";

export const DESCRIPTION_MAX = 300;
export const QUOTE_MAX = 200;

/** Plain text on one line, cut at a word boundary to at most `max` characters (with "…"). */
export function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  const chars = Array.from(flat);
  if (chars.length <= max) return flat;
  const cut = chars.slice(0, max - 1).join("");
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, "")}…`;
}

/** The Description of a conversation: an excerpt of its text. */
export function descriptionOf(doc: RichTextNode): string {
  return excerpt(richTextToPlainText(doc), DESCRIPTION_MAX);
}
