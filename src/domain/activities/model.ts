/** From the wire shape of GetQuery to the guide's Activity (spec 001 §3.1, §7). */
import { readStoredRichText } from "../rich-text/text";
import { dutchDayEnd, dutchDayStart } from "./time";
import {
  isOnlineSource,
  type Activity,
  type AnyODataActivity,
  type Edition,
  type ODataActivity,
  type ODataEdition,
  type ODataOnlineActivity,
  type ODataOnlineEdition,
} from "./types";

function time(value: string | null | undefined): number {
  const ms = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(ms) ? 0 : ms;
}

/** An edition's date: its first approximate date with a valid start and end, or null. */
function editionDate(edition: ODataEdition): Edition["date"] {
  for (const date of edition.ApproximateDates ?? []) {
    const from = Date.parse(date.FromDate);
    const to = Date.parse(date.ToDate);
    if (!Number.isNaN(from) && !Number.isNaN(to)) return { from, to: Math.max(from, to) };
  }
  return null;
}

const finite = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : 0);

export function toEdition(edition: ODataEdition): Edition {
  return {
    id: edition.Id,
    date: editionDate(edition),
    location: edition.LocationLabel?.trim() || null,
    address: edition.AddressLabel?.trim() || null,
    signUpUrl: edition.SignupURL?.trim() || null,
    lat: finite(edition.Lat),
    long: finite(edition.Long),
    facts: {
      stepFree: edition.StepFreeAccess ?? null,
      seating: edition.Seating ?? null,
      toilet: edition.AccessibleToilet ?? null,
      parking: edition.Parking ?? null,
    },
    status: null,
  };
}

/** The fields both kinds of activity carry the same way. */
function commonFields(source: AnyODataActivity) {
  return {
    id: source.Id,
    slug: source.Slug,
    title: source.Title,
    description: source.Description ?? "",
    picture: source.Picture || null,
    signUpText: readStoredRichText(source.SignupText),
    practicalInformation: readStoredRichText(source.PracticalInformation),
    organizations: (source.Organizations ?? []).map((org) => ({ id: org.Id, name: org.Name })),
  };
}

/**
 * The client's activity: only published editions, an occurrence counter starting at 0 and the
 * latest modification date across the activity, its editions and their dates.
 */
export function toActivity(source: ODataActivity): Activity {
  const editions = (source.PhysicalActivityEditions ?? []).filter((edition) => edition.IsPublished !== false);
  let lastActivity = time(source.Modified);
  for (const edition of editions) {
    lastActivity = Math.max(lastActivity, time(edition.Modified));
    for (const date of edition.ApproximateDates ?? []) lastActivity = Math.max(lastActivity, time(date.Modified));
  }
  return {
    ...commonFields(source),
    editions: editions.map(toEdition),
    activityType: source.PhysicalActivityType,
    terms: (source.Terms ?? []).map((term) => ({ termNumber: term.TermNumber, name: term.Name })),
    onlineAlternative: Boolean(source.OnlineAlternative),
    exertion: source.Exertion ?? null,
    kind: "physical",
    hyperlink: null,
    startDirectly: false,
    showInterestForm: false,
    images: (source.Images ?? []).map((image) => ({ url: image.Url, alt: image.Alt })),
    occurrences: 0,
    lastActivity,
  };
}

const NO_FACTS: Edition["facts"] = { stepFree: null, seating: null, toilet: null, parking: null };

/** An online edition's date: a plain date is the whole Dutch day (no time shown), an exact one its moments. */
function onlineEditionDate(edition: ODataOnlineEdition): Edition["date"] {
  if (edition.PlainDate) {
    const from = dutchDayStart(edition.PlainDate);
    const to = dutchDayEnd(edition.PlainDate);
    return from !== null && to !== null ? { from, to: to - 1, exact: false } : null;
  }
  if (edition.ExactDate) {
    const from = Date.parse(edition.ExactDate.FromDate);
    const to = Date.parse(edition.ExactDate.ToDate);
    if (!Number.isNaN(from) && !Number.isNaN(to)) return { from, to: Math.max(from, to) };
  }
  return null;
}

export function toOnlineEdition(edition: ODataOnlineEdition): Edition {
  return {
    id: edition.Id,
    date: onlineEditionDate(edition),
    location: edition.LocationLabel?.trim() || null,
    address: null,
    signUpUrl: edition.SignupURL?.trim() || null,
    lat: 0,
    long: 0,
    facts: NO_FACTS,
    status: edition.Status ?? "Open",
  };
}

/** An online activity in the guide's model: subjects first, then the other terms; never located. */
export function toOnlineActivity(source: ODataOnlineActivity): Activity {
  const editions = (source.OnlineActivityEditions ?? []).filter((edition) => edition.IsPublished !== false);
  let lastActivity = time(source.Modified);
  for (const edition of editions) lastActivity = Math.max(lastActivity, time(edition.Modified));
  const terms = new Map<number, string>();
  for (const term of [...(source.Subjects ?? []), ...(source.Terms ?? [])]) terms.set(term.TermNumber, term.Name);
  return {
    ...commonFields(source),
    editions: editions.map(toOnlineEdition),
    activityType: source.OnlineActivityType,
    terms: [...terms].map(([termNumber, name]) => ({ termNumber, name })),
    onlineAlternative: false,
    exertion: null,
    kind: "online",
    hyperlink: source.HyperLink || null,
    startDirectly: Boolean(source.StartDirectly),
    showInterestForm: Boolean(source.ShowInterestForm),
    images: (source.Images ?? []).map((image) => ({ url: image.Url, alt: image.Alt })),
    occurrences: 0,
    lastActivity,
  };
}

/** Either kind of activity from its wire shape. */
export function toAnyActivity(source: AnyODataActivity): Activity {
  return isOnlineSource(source) ? toOnlineActivity(source) : toActivity(source);
}
