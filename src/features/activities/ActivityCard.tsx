/**
 * A card in the guide (spec 001 §2.3): title, date, time, location, address and a see-activity
 * link; with several editions the "multiple" texts. Beyond the spec: type, the next date when dates
 * differ, the venue's accessibility, effort, online alternative, distance to the chosen address,
 * and in recommended mode how well it matches the profile.
 *
 * Kept cheap, because a filter change renders a new first page within a frame: the Dutch labels come
 * in once for all cards (`cardLabels`), and a card's summary (dates formatted with Intl) is computed
 * once per activity and kept.
 */
import { memo } from "react";
import { cardSummary, MULTIPLE, type CardSummary, type CardValue } from "../../domain/activities/card";
import type { DateRange } from "../../domain/activities/editions";
import { ACCESS_FILTERS, ACTIVITY_TYPES, EXERTION_LEVELS, type Activity } from "../../domain/activities/types";
import { activityPath } from "./paths";

export type CardLabels = ReturnType<typeof cardLabels>;

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Every text a card uses, looked up once. */
export function cardLabels(t: Translate) {
  const byKey = <K extends string>(keys: readonly K[], prefix: string) =>
    Object.fromEntries(keys.map((key) => [key, t(`${prefix}.${key}`)])) as Record<K, string>;
  return {
    date: t("card.date"),
    next: t("card.next"),
    time: t("card.time"),
    location: t("card.location"),
    address: t("card.address"),
    distance: t("card.distance"),
    see: t("card.see"),
    accessibility: t("card.accessibility"),
    multipleDates: t("card.multipleDates"),
    multipleTimes: t("card.multipleTimes"),
    multipleLocations: t("card.multipleLocations"),
    multipleAddresses: t("card.multipleAddresses"),
    ongoing: t("card.ongoing"),
    online: t("card.online"),
    where: t("card.where"),
    startDirectly: t("card.startDirectly"),
    onlineVia: (platform: string) => t("card.onlineVia", { platform }),
    status: byKey(["Full", "Closed", "Cancelled"] as const, "card.status"),
    types: byKey(ACTIVITY_TYPES, "types"),
    access: byKey(ACCESS_FILTERS, "access"),
    effort: Object.fromEntries(EXERTION_LEVELS.map((level) => [level, t(`effort.${level}`)])) as Record<number, string>,
    seeSuffix: (title: string) => t("card.seeSuffix", { title }),
    km: (km: string) => t("card.distanceKm", { km }),
    match: (percent: number) => t("card.match", { percent }),
  };
}

const summaries = new WeakMap<Activity, { now: number; dates: DateRange | null; summary: CardSummary }>();

const sameDates = (a: DateRange | null, b: DateRange | null) => a?.after === b?.after && a?.before === b?.before;

/** The card's summary, computed once per activity (moment and chosen date range). */
export function cachedSummary(activity: Activity, now: number, dates: DateRange | null = null): CardSummary {
  const cached = summaries.get(activity);
  if (cached && cached.now === now && sameDates(cached.dates, dates)) return cached.summary;
  const summary = cardSummary(activity, now, dates);
  summaries.set(activity, { now, dates, summary });
  return summary;
}

export interface ActivityCardProps {
  activity: Activity;
  now: number;
  /** The chosen date range: the card's next date is the first one within it. */
  dates: DateRange | null;
  distanceKm: number | null;
  showMatch: boolean;
  labels: CardLabels;
}

let kmFormat: Intl.NumberFormat | undefined;

export const ActivityCard = memo(function ActivityCard({
  activity,
  now,
  dates,
  distanceKm,
  showMatch,
  labels,
}: ActivityCardProps) {
  const card = cachedSummary(activity, now, dates);
  const value = (text: CardValue, multiple: string) => (text === MULTIPLE ? multiple : text);
  const online = card.kind === "online";
  const date = card.ongoing
    ? card.startDirectly
      ? labels.startDirectly
      : labels.ongoing
    : value(card.dateText, labels.multipleDates);
  const time = value(card.timeText, labels.multipleTimes);
  // Online: where it takes place is the platform ("Online via Zoom"), never an address or a distance.
  const place = value(card.location, labels.multipleLocations);
  const location = online
    ? card.location && card.location !== MULTIPLE
      ? labels.onlineVia(card.location)
      : labels.online
    : place;
  const address = value(card.address, labels.multipleAddresses);
  const facts = [
    ...card.venueFacts.map((fact) => labels.access[fact]),
    ...(card.onlineAlternative ? [labels.access.online] : []),
  ];

  return (
    <article className="activity-card">
      <p className="activity-card__type">
        {labels.types[card.activityType]}
        {online ? <span className="activity-card__online"> · {labels.online}</span> : null}
      </p>
      <h3 className="activity-card__title">{card.title}</h3>
      <dl className="activity-card__facts">
        {date ? (
          <div>
            <dt>{labels.date}</dt>
            <dd>{date}</dd>
          </div>
        ) : null}
        {card.dateText === MULTIPLE && card.nextDateText ? (
          <div>
            <dt>{labels.next}</dt>
            <dd>{card.nextDateText}</dd>
          </div>
        ) : null}
        {time ? (
          <div>
            <dt>{labels.time}</dt>
            <dd>{time}</dd>
          </div>
        ) : null}
        {location ? (
          <div>
            <dt>{online ? labels.where : labels.location}</dt>
            <dd>{location}</dd>
          </div>
        ) : null}
        {address ? (
          <div>
            <dt>{labels.address}</dt>
            <dd>{address}</dd>
          </div>
        ) : null}
        {distanceKm !== null ? (
          <div>
            <dt>{labels.distance}</dt>
            <dd>
              {labels.km(
                (kmFormat ??= new Intl.NumberFormat("nl-NL", { maximumFractionDigits: 1 })).format(distanceKm),
              )}
            </dd>
          </div>
        ) : null}
      </dl>
      {facts.length || card.exertion ? (
        <ul className="activity-card__access" aria-label={labels.accessibility}>
          {card.exertion ? <li className="activity-card__effort">{labels.effort[card.exertion]}</li> : null}
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      ) : null}
      {card.status ? <p className="activity-card__status">{labels.status[card.status]}</p> : null}
      {showMatch && activity.occurrences > 0 ? (
        <p className="activity-card__match">{labels.match(Math.round(activity.occurrences * 100))}</p>
      ) : null}
      {/* A plain link: the detail page is static HTML, and 12 Gatsby Links per filter change would each
          set up prefetching. */}
      <a href={activityPath(card.slug)} className="activity-card__link">
        {labels.see}
        <span className="visually-hidden">{labels.seeSuffix(card.title)}</span>
      </a>
    </article>
  );
});
