/**
 * The guide's list (spec 001 §4–5): which activities show, in which order, after the filters.
 *
 *  - Filters apply only when set: dates need both from and to; distance needs postcode, house
 *    number, distance and the located point (lat, long).
 *  - Date: an edition matches only when its range lies strictly between the chosen days (from the
 *    start of the from-day to the end of the to-day).
 *  - Distance: an edition with non-zero coordinates within the distance; no editions: no match.
 *  - Term: any selected term; type: any selected type.
 *  - Online activities (spec 001 §3.4): "Online" in the type filter; no distance, so the distance
 *    filter keeps them (docs/decisions/242-online-activities.md).
 *  - Beyond the spec: access (an edition whose venue has every chosen fact; "online" is the
 *    activity's online alternative) and effort (at most the chosen level).
 *  - Filters look at the editions that are not over (upcoming or without a date).
 *  - Overview: activities that are not over, by earliest upcoming start (3000-01-01 when none),
 *    then title. Recommended: activities with an upcoming edition and an occurrence above zero,
 *    highest occurrence first.
 *
 * `indexActivities` does the per-activity work once when the data arrives, so a filter change is
 * a pass over plain numbers and sets (2,000 activities in well under a frame).
 */
import { distanceKm, isLocated } from "./distance";
import { currentEditions, editionWithinDates, isListed, isUpcoming, sortKeyOf, type DateRange } from "./editions";
import { occurrenceOf } from "./occurrence";
import type { GuideQuery } from "./query";
import { dutchDayEnd, dutchDayStart } from "./time";
import type { Activity, Edition, VenueFact } from "./types";
import { compareDutch, compareSortKeys, dutchSortKey } from "../dutch-order";

export interface IndexedActivity {
  activity: Activity;
  listed: boolean;
  hasUpcoming: boolean;
  sortKey: number;
  /** Editions that are not over. */
  editions: Edition[];
  termNumbers: number[];
}

/** Ties of the same title: by id, in code order (no Intl: dutch-order.ts). */
const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Prepares the activities for filtering at `now`, sorted for the overview. */
export function indexActivities(activities: readonly Activity[], now: number): IndexedActivity[] {
  return activities
    .map((activity) => ({
      activity,
      titleKey: dutchSortKey(activity.title),
      listed: isListed(activity, now),
      hasUpcoming: activity.editions.some((edition) => isUpcoming(edition, now)),
      sortKey: sortKeyOf(activity, now),
      editions: currentEditions(activity.editions, now),
      termNumbers: activity.terms.map((term) => term.termNumber),
    }))
    .sort(
      (a, b) =>
        a.sortKey - b.sortKey || compareSortKeys(a.titleKey, b.titleKey) || compareIds(a.activity.id, b.activity.id),
    )
    .map(({ titleKey: _titleKey, ...indexed }) => indexed);
}

/** The filters of a query, resolved once (dates to moments, lists to sets). */
export interface ResolvedFilters {
  types: Set<string> | null;
  terms: Set<number> | null;
  dates: DateRange | null;
  distance: { lat: number; long: number; km: number } | null;
  venue: VenueFact[];
  online: boolean;
  effort: number | null;
}

export function resolveFilters(query: GuideQuery): ResolvedFilters {
  const after = dutchDayStart(query.fromDate);
  const before = dutchDayEnd(query.toDate);
  const located =
    query.postcode && query.houseNumber && query.distance > 0 && query.lat !== null && query.long !== null;
  return {
    types: query.types.length ? new Set(query.types) : null,
    terms: query.terms.length ? new Set(query.terms) : null,
    dates: after !== null && before !== null ? { after, before } : null,
    distance: located ? { lat: query.lat!, long: query.long!, km: query.distance } : null,
    venue: query.access.filter((fact): fact is VenueFact => fact !== "online"),
    online: query.access.includes("online"),
    effort: query.effort,
  };
}

function editionWithin(edition: Edition, point: { lat: number; long: number; km: number }): boolean {
  return isLocated(edition) && distanceKm(point.lat, point.long, edition.lat, edition.long) <= point.km;
}

export function matchesFilters(item: IndexedActivity, filters: ResolvedFilters): boolean {
  const { activity } = item;
  if (
    filters.types &&
    !filters.types.has(activity.activityType) &&
    !(activity.kind === "online" && filters.types.has("Online"))
  )
    return false;
  if (filters.terms && !item.termNumbers.some((term) => filters.terms!.has(term))) return false;
  if (filters.effort !== null && (activity.exertion === null || activity.exertion > filters.effort)) return false;
  if (filters.online && !activity.onlineAlternative) return false;
  if (filters.dates && !item.editions.some((edition) => editionWithinDates(edition, filters.dates!))) return false;
  // Online activities have no distance: they can be followed from anywhere, so a distance keeps them.
  if (
    filters.distance &&
    activity.kind !== "online" &&
    !item.editions.some((edition) => editionWithin(edition, filters.distance!))
  )
    return false;
  if (
    filters.venue.length &&
    !item.editions.some((edition) => filters.venue.every((fact) => edition.facts[fact] === true))
  )
    return false;
  return true;
}

/** The nearest located current edition's distance in km, or null (shown on cards with a location). */
export function nearestDistanceKm(item: IndexedActivity, point: { lat: number; long: number }): number | null {
  let best: number | null = null;
  for (const edition of item.editions) {
    if (!isLocated(edition)) continue;
    const km = distanceKm(point.lat, point.long, edition.lat, edition.long);
    if (best === null || km < best) best = km;
  }
  return best;
}

/**
 * The activities of the list for a query. `userTerms` is needed in recommended mode (null while
 * the profile's terms are not loaded: then nothing is recommended yet).
 */
export function guideList(
  index: readonly IndexedActivity[],
  query: GuideQuery,
  userTerms: readonly number[] | null,
): IndexedActivity[] {
  const filters = resolveFilters(query);
  if (query.mode !== "suggestedActivities") return index.filter((item) => item.listed && matchesFilters(item, filters));
  if (!userTerms) return [];
  const mine = new Set(userTerms);
  const scored: Array<{ item: IndexedActivity; occurrence: number }> = [];
  for (const item of index) {
    if (!item.hasUpcoming || !matchesFilters(item, filters)) continue;
    const occurrence = occurrenceOf(item.termNumbers, mine);
    if (occurrence > 0) scored.push({ item, occurrence });
  }
  return scored
    .sort((a, b) => b.occurrence - a.occurrence)
    .map(({ item, occurrence }) =>
      item.activity.occurrences === occurrence
        ? item
        : { ...item, activity: { ...item.activity, occurrences: occurrence } },
    );
}

/** The terms used by the activities, by name: the choices of the term filter. */
export function termChoices(activities: readonly Activity[]): Array<{ termNumber: number; name: string }> {
  const byNumber = new Map<number, string>();
  for (const activity of activities) for (const term of activity.terms) byNumber.set(term.termNumber, term.name);
  return [...byNumber].map(([termNumber, name]) => ({ termNumber, name })).sort((a, b) => compareDutch(a.name, b.name));
}
