/**
 * Dutch texts of the people pages (locales/nl/people.json) as a plain lookup, like the community's
 * ct(): the same words on the server render and the browser's first render, without waiting for a
 * namespace to load. The file is also registered in src/i18n/resources.ts for the functions.
 */
import { dutchDay, dutchMonthYear } from "../../domain/dutch-dates";
import people from "../../i18n/locales/nl/people.json";
import { textLookup, type TextTree } from "../../i18n/text-lookup";

/** A people text; `count` picks `key_one` / `key_other`. Throws for a missing key. */
export const pt = textLookup(people as TextTree, "people");

/** "maart 2025": the member-since month and year in Dutch (Dutch clock). */
export function monthYear(iso: string): string {
  return dutchMonthYear(new Date(iso).getTime());
}

/** "12 maart 2025" (Dutch clock). */
export function dutchDate(iso: string): string {
  return dutchDay(new Date(iso).getTime());
}
