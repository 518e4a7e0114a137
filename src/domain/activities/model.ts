/** From the wire shape of GetQuery to the guide's Activity (spec 001 §3.1, §7). */
import { readStoredRichText } from "../rich-text/text";
import type { Activity, Edition, ODataActivity, ODataEdition } from "./types";

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
    id: source.Id,
    slug: source.Slug,
    title: source.Title,
    description: source.Description ?? "",
    picture: source.Picture || null,
    signUpText: readStoredRichText(source.SignupText),
    practicalInformation: readStoredRichText(source.PracticalInformation),
    organizations: (source.Organizations ?? []).map((org) => ({ id: org.Id, name: org.Name })),
    editions: editions.map(toEdition),
    activityType: source.PhysicalActivityType,
    terms: (source.Terms ?? []).map((term) => ({ termNumber: term.TermNumber, name: term.Name })),
    onlineAlternative: Boolean(source.OnlineAlternative),
    exertion: source.Exertion ?? null,
    occurrences: 0,
    lastActivity,
  };
}
