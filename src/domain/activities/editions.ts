/**
 * Editions by time (spec 001 §4): upcoming = has a date and ends now or later, or ends today;
 * past = has a date, ended before now and not today. "Today" is the Dutch calendar day.
 */
import { startOfDutchDay } from "./time";
import type { Activity, Edition } from "./types";

let memo: { now: number; start: number } | null = null;

/** Midnight of the Dutch day of `now`, remembered for the last `now` (lists ask it per edition). */
function todayStart(now: number): number {
  if (memo?.now !== now) memo = { now, start: startOfDutchDay(now) };
  return memo.start;
}

/** Upcoming and past in one test: an edition ending at or after midnight today is upcoming. */
export function isUpcoming(edition: Pick<Edition, "date">, now: number): boolean {
  return edition.date !== null && edition.date.to >= todayStart(now);
}

export function isPast(edition: Pick<Edition, "date">, now: number): boolean {
  return edition.date !== null && !isUpcoming(edition, now);
}

/** A chosen date range of the guide: from the start of the from-day to the end of the to-day. */
export interface DateRange {
  after: number;
  before: number;
}

/** The edition lies strictly within the chosen days (spec 001 §4); a plain date's day itself does too. */
export function editionWithinDates(edition: Pick<Edition, "date">, dates: DateRange): boolean {
  if (edition.date === null) return false;
  const startsAfter = edition.date.exact === false ? edition.date.from >= dates.after : edition.date.from > dates.after;
  return startsAfter && edition.date.to < dates.before;
}

/** The upcoming editions, sorted by start ascending ("next edition" first). */
export function upcomingEditions<E extends Pick<Edition, "date">>(editions: readonly E[], now: number): E[] {
  return editions.filter((edition) => isUpcoming(edition, now)).sort((a, b) => a.date!.from - b.date!.from);
}

/** The past editions, sorted by start descending (most recent first). */
export function pastEditions<E extends Pick<Edition, "date">>(editions: readonly E[], now: number): E[] {
  return editions.filter((edition) => isPast(edition, now)).sort((a, b) => b.date!.from - a.date!.from);
}

/** Editions without a date: ongoing offers. */
export function undatedEditions<E extends Pick<Edition, "date">>(editions: readonly E[]): E[] {
  return editions.filter((edition) => edition.date === null);
}

/** Keeps only activities with at least one upcoming edition (activities without any are left out). */
export function withUpcomingEditions<A extends Pick<Activity, "editions">>(activities: readonly A[], now: number): A[] {
  return activities.filter((activity) => activity.editions.some((edition) => isUpcoming(edition, now)));
}

/**
 * Whether the guide lists an activity: everything except activities that are over (every edition
 * has a date and all of them are past). Activities without editions or with an ongoing edition
 * stay (docs/decisions/040-activity-overview-rules.md).
 */
export function isListed(activity: Pick<Activity, "editions">, now: number): boolean {
  if (activity.editions.length === 0) return true;
  return activity.editions.some((edition) => edition.date === null || isUpcoming(edition, now));
}

/** The editions the guide's filters and cards look at: those that are not over. */
export function currentEditions<E extends Pick<Edition, "date">>(editions: readonly E[], now: number): E[] {
  return editions.filter((edition) => edition.date === null || isUpcoming(edition, now));
}

/** Far-future placeholder for sorting activities without an upcoming date (spec 001 §9). */
export const NO_DATE_SORT_KEY = Date.UTC(3000, 0, 1);

/** Sort key: the earliest start of an upcoming edition, or 3000-01-01. */
export function sortKeyOf(activity: Pick<Activity, "editions">, now: number): number {
  let best = NO_DATE_SORT_KEY;
  for (const edition of activity.editions) {
    if (isUpcoming(edition, now) && edition.date!.from < best) best = edition.date!.from;
  }
  return best;
}
