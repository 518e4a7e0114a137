/**
 * What a card (and an edition summary) shows (spec 001 §2.3, §3.1 "Card summary", §9): title,
 * date, time, location and address. With several editions, location, address, date and time are
 * "multiple" when they differ. A card looks at the upcoming editions; without any, at the ongoing
 * ones (no date).
 */
import { formatDateRange, formatTimeRange } from "./dates";
import { undatedEditions, upcomingEditions } from "./editions";
import { VENUE_FACTS, type Activity, type Edition, type VenueFact } from "./types";

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
  /** The first upcoming edition's date, for cards whose dates differ (beyond the spec). */
  nextDateText: string | null;
  /** True when the card's editions have no date (an ongoing offer). */
  ongoing: boolean;
  /** Venue facts that hold for every edition on the card. */
  venueFacts: VenueFact[];
  onlineAlternative: boolean;
  exertion: Activity["exertion"];
  activityType: Activity["activityType"];
}

/** One value when all are equal, "multiple" when they differ, null when there is none. */
export function commonValue(values: ReadonlyArray<string | null>): CardValue {
  if (!values.some(Boolean)) return null;
  return new Set(values).size === 1 ? values[0]! : MULTIPLE;
}

export function editionDateText(edition: Edition): string | null {
  return edition.date ? formatDateRange(edition.date.from, edition.date.to) : null;
}

export function editionTimeText(edition: Edition): string | null {
  return edition.date ? formatTimeRange(edition.date.from, edition.date.to) : null;
}

/** The editions a card summarises. */
export function cardEditions(activity: Pick<Activity, "editions">, now: number): Edition[] {
  const upcoming = upcomingEditions(activity.editions, now);
  return upcoming.length ? upcoming : undatedEditions(activity.editions);
}

export function cardSummary(activity: Activity, now: number): CardSummary {
  const editions = cardEditions(activity, now);
  const dated = editions.filter((edition) => edition.date);
  return {
    id: activity.id,
    slug: activity.slug,
    title: activity.title,
    dateText: dated.length ? commonValue(dated.map(editionDateText)) : null,
    timeText: dated.length ? commonValue(dated.map(editionTimeText)) : null,
    nextDateText: dated.length ? editionDateText(dated[0]!) : null,
    location: editions.length ? commonValue(editions.map((edition) => edition.location)) : null,
    address: editions.length ? commonValue(editions.map((edition) => edition.address)) : null,
    ongoing: editions.length > 0 && dated.length === 0,
    venueFacts: editions.length ? VENUE_FACTS.filter((fact) => editions.every((edition) => edition.facts[fact] === true)) : [],
    onlineAlternative: activity.onlineAlternative,
    exertion: activity.exertion,
    activityType: activity.activityType,
  };
}
