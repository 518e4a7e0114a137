/**
 * What a card (and an edition summary) shows (spec 001 §2.3, §3.1 "Card summary", §9): title,
 * date, time, location and address. With several editions, location, address, date and time are
 * "multiple" when they differ. A card looks at the upcoming editions; without any, at the ongoing
 * ones (no date). Online activities (docs/decisions/242-online-activities.md): no address or
 * distance, the platform as location, "start directly" instead of "ongoing", a plain date without a
 * time, and the editions' status when it is not Open.
 */
import { formatDateRange, formatTimeRange } from "./dates";
import { editionWithinDates, undatedEditions, upcomingEditions, type DateRange } from "./editions";
import { VENUE_FACTS, type Activity, type Edition, type EditionStatus, type VenueFact } from "./types";

export const MULTIPLE = "multiple" as const;
export type CardValue = string | typeof MULTIPLE | null;

export interface CardSummary {
  id: string;
  slug: string;
  title: string;
  dateText: CardValue;
  timeText: CardValue;
  location: CardValue;
  address: CardValue;
  /**
   * The first upcoming edition's date, for cards whose dates differ (beyond the spec); with a chosen
   * date range, the first one within it (the one the reader asked for).
   */
  nextDateText: string | null;
  /** True when the card's editions have no date (an ongoing offer). */
  ongoing: boolean;
  /** Venue facts that hold for every edition on the card. */
  venueFacts: VenueFact[];
  onlineAlternative: boolean;
  exertion: Activity["exertion"];
  activityType: Activity["activityType"];
  kind: Activity["kind"];
  startDirectly: boolean;
  /** The status shared by the card's editions when it is not Open (Full, Closed, Cancelled). */
  status: Exclude<EditionStatus, "Open"> | null;
}

/** One value when all are equal, "multiple" when they differ, null when there is none. */
export function commonValue(values: ReadonlyArray<string | null>): CardValue {
  if (!values.some(Boolean)) return null;
  return new Set(values).size === 1 ? values[0]! : MULTIPLE;
}

export function editionDateText(edition: Edition): string | null {
  return edition.date ? formatDateRange(edition.date.from, edition.date.to) : null;
}

/** No time for an edition without a date or with a plain date (a day). */
export function editionTimeText(edition: Edition): string | null {
  return edition.date && edition.date.exact !== false ? formatTimeRange(edition.date.from, edition.date.to) : null;
}

function commonStatus(editions: readonly Edition[]): CardSummary["status"] {
  const statuses = new Set(editions.map((edition) => edition.status));
  const [only] = statuses;
  return statuses.size === 1 && only && only !== "Open" ? only : null;
}

/** The editions a card summarises. */
export function cardEditions(activity: Pick<Activity, "editions">, now: number): Edition[] {
  const upcoming = upcomingEditions(activity.editions, now);
  return upcoming.length ? upcoming : undatedEditions(activity.editions);
}

export function cardSummary(activity: Activity, now: number, dates: DateRange | null = null): CardSummary {
  const editions = cardEditions(activity, now);
  const dated = editions.filter((edition) => edition.date);
  const next = dates ? dated.find((edition) => editionWithinDates(edition, dates)) : dated[0];
  return {
    id: activity.id,
    slug: activity.slug,
    title: activity.title,
    dateText: dated.length ? commonValue(dated.map(editionDateText)) : null,
    timeText: dated.length ? commonValue(dated.map(editionTimeText)) : null,
    kind: activity.kind,
    startDirectly: activity.startDirectly,
    status: commonStatus(editions),
    nextDateText: next ? editionDateText(next) : null,
    location: editions.length ? commonValue(editions.map((edition) => edition.location)) : null,
    address: editions.length ? commonValue(editions.map((edition) => edition.address)) : null,
    ongoing: editions.length > 0 && dated.length === 0,
    venueFacts: editions.length
      ? VENUE_FACTS.filter((fact) => editions.every((edition) => edition.facts[fact] === true))
      : [],
    onlineAlternative: activity.onlineAlternative,
    exertion: activity.exertion,
    activityType: activity.activityType,
  };
}
