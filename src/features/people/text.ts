/**
 * Dutch texts of the people pages (locales/nl/people.json) as a plain lookup, like the community's
 * ct(): the same words on the server render and the browser's first render, without waiting for a
 * namespace to load. The file is also registered in src/i18n/resources.ts for the functions.
 */
import people from "../../i18n/locales/nl/people.json";
import { textLookup, type TextTree } from "../../i18n/text-lookup";

/** A people text; `count` picks `key_one` / `key_other`. Throws for a missing key. */
export const pt = textLookup(people as TextTree, "people");

/** "maart 2025": the member-since month and year in Dutch. */
export function monthYear(iso: string): string {
  return new Intl.DateTimeFormat("nl-NL", { month: "long", year: "numeric" }).format(new Date(iso));
}

export function dutchDate(iso: string): string {
  return new Intl.DateTimeFormat("nl-NL", { day: "numeric", month: "long", year: "numeric" }).format(new Date(iso));
}
