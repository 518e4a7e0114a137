/**
 * Texts the conversations functions derive: the slug of a new conversation, the plain-text
 * excerpts (Description of lists, the quote under a reaction) and the integer parameters of the
 * calls. Pure; unit-tested in text.test.ts.
 */
import { richTextToPlainText, type RichTextNode } from "../../src/domain/rich-text/text";

export const SLUG_MAX = 80;
export const DESCRIPTION_MAX = 300;
export const QUOTE_MAX = 200;

/** "Moe na één dag werken?" -> "moe-na-een-dag-werken" (ASCII letters and digits, dashes). */
export function slugify(title: string): string {
  const ascii = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .replace(/[æÆ]/g, "ae")
    .replace(/[øØ]/g, "o")
    .toLowerCase();
  let slug = ascii.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  if (slug.length > SLUG_MAX) {
    const cut = slug.slice(0, SLUG_MAX);
    const lastDash = cut.lastIndexOf("-");
    slug = (lastDash > SLUG_MAX / 2 ? cut.slice(0, lastDash) : cut).replace(/-+$/, "");
  }
  return slug || "gesprek";
}

/** The n-th free variant of a slug: "titel", "titel-2", "titel-3", ... */
export function slugCandidate(base: string, n: number): string {
  return n <= 1 ? base : `${base}-${n}`;
}

/** The highest suffix among taken slugs of `base` ("titel" counts as 1). */
export function highestSlugSuffix(base: string, taken: readonly string[]): number {
  let highest = 0;
  for (const slug of taken) {
    if (slug === base) highest = Math.max(highest, 1);
    else if (slug.startsWith(`${base}-`)) {
      const rest = slug.slice(base.length + 1);
      if (/^[0-9]{1,9}$/.test(rest)) highest = Math.max(highest, Number(rest));
    }
  }
  return highest;
}

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

/** A non-negative integer query parameter; anything else is `fallback`. */
export function pageParameter(value: string | undefined, fallback = 0, max = 100_000): number {
  if (value === undefined || !/^\s*[0-9]{1,9}\s*$/.test(value)) return fallback;
  return Math.min(Number(value), max);
}

/** A positive integer id from a path or query, or null. */
export function idParameter(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** Repeated (and comma-separated) integer ids of a query: ?ids=1&ids=2,3; malformed ones are dropped. */
export function idList(values: readonly string[] | undefined, max: number): number[] {
  const ids: number[] = [];
  for (const value of values ?? []) {
    for (const part of value.split(",")) {
      const id = idParameter(part.trim());
      if (id !== null && !ids.includes(id)) ids.push(id);
      if (ids.length >= max) return ids;
    }
  }
  return ids;
}

/** A Postgres integer array literal for `${intArray(ids)}::int[]` (the clients do not fetch array types). */
export function intArray(ids: readonly number[]): string {
  return `{${ids.map((id) => String(Math.trunc(id))).join(",")}}`;
}
