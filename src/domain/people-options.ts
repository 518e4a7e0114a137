/**
 * The members directory's options (spec 000 §9, issue 13): page sizes, age ranges, distances and
 * pause lengths. Plain values without zod, so the directory's page loads no schema code; the
 * schemas and the calls' shapes are in people.ts, which re-exports these.
 */
import { USERNAME_MAX, USERNAME_PATTERN } from "./limits";

/** Page size of contacts, profile filter and username search (spec 000 §9). */
export const PEOPLE_PAGE_SIZE = 12;
export const PEOPLE_PAGE_SIZE_MAX = 48;

/** The name search (issue 37): it searches from this many letters, this long after the last key. */
export const NAME_SEARCH_MIN = 3;
export const NAME_SEARCH_DELAY_MS = 300;

/**
 * What is wrong with a name search, as a key of the `people` namespace, or null: it is the start
 * of a username (spec 000 §5: letters and digits, at most 20), spaces around it do not count.
 */
export function nameSearchProblem(text: string): "search.invalidChars" | "search.tooLong" | null {
  const name = text.trim();
  if (name !== "" && !USERNAME_PATTERN.test(name)) return "search.invalidChars";
  return name.length > USERNAME_MAX ? "search.tooLong" : null;
}

/** Age ranges of spec 000 §9: id -> [from, to] years (inclusive). */
export const AGE_RANGES = [
  { id: 1, from: 0, to: 25, label: "Jonger dan 25" },
  { id: 2, from: 26, to: 35, label: "25-35" },
  { id: 3, from: 36, to: 45, label: "35-45" },
  { id: 4, from: 46, to: 55, label: "45-55" },
  { id: 5, from: 56, to: 65, label: "55-65" },
  { id: 6, from: 66, to: 1000, label: "Ouder dan 65" },
] as const;
export const AGE_RANGE_IDS: readonly number[] = AGE_RANGES.map((r) => r.id);

/** Birth years of an age range in `year` (someone born in year Y is year - Y years old that year). */
export function birthYearsOf(rangeId: number, year: number): { from: number; to: number } | null {
  const range = AGE_RANGES.find((r) => r.id === rangeId);
  if (!range) return null;
  return { from: year - range.to, to: year - range.from };
}

/** The age range id of a birth year (null without one). */
export function ageRangeOf(birthYear: number | null, year: number): number | null {
  if (birthYear === null) return null;
  const age = year - birthYear;
  return AGE_RANGES.find((r) => age >= r.from && age <= r.to)?.id ?? null;
}

/** Distance options (spec 000 §9): 0 means "all". */
export const DISTANCES_KM = [0, 5, 10, 20, 30] as const;
export type DistanceKm = (typeof DISTANCES_KM)[number];

/**
 * The distance a card shows, as a band (decision 321): the smallest of these that holds the member
 * (5: under 5 km, 10: 5 to 10 km, …), never a number of kilometres.
 */
export const DISTANCE_BANDS_KM = [5, 10, 20, 30] as const;
export type DistanceBandKm = (typeof DISTANCE_BANDS_KM)[number];

/** Pause lengths in weeks (issue 13 item 5); 0 ends a pause. */
export const PAUSE_WEEKS = [0, 1, 2, 4] as const;
