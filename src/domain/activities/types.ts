/**
 * The activity guide's data, as the API sends it and as the site uses it.
 *
 * Wire shape: `GET /api/v1/OData/GetQuery?query=PhysicalActivity` (spec 001 §7) answers
 * `{ value: ODataActivity[] }` with the selected fields and the expanded editions, dates, terms and
 * organisations. The client turns each into an `Activity` (spec 001 §3.1 "Guide and activity")
 * with `toActivity` (model.ts).
 */
import type { RichTextDoc } from "../rich-text/text";

/** Backend names of the activity types (spec 001 §3.3), in the order of the guide's filter. */
export const ACTIVITY_TYPES = ["Move", "Event", "Lecture", "Meeting", "Workout", "Webinar", "Other"] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export function isActivityType(value: string): value is ActivityType {
  return (ACTIVITY_TYPES as readonly string[]).includes(value);
}

/** Facts about the venue of an edition (beyond the spec); null = the organiser did not say. */
export const VENUE_FACTS = ["stepFree", "seating", "toilet", "parking"] as const;
export type VenueFact = (typeof VENUE_FACTS)[number];
/** The accessibility filter: the venue facts plus "can be followed online". */
export const ACCESS_FILTERS = [...VENUE_FACTS, "online"] as const;
export type AccessFilter = (typeof ACCESS_FILTERS)[number];

/** How tiring an activity is: 1 licht, 2 gemiddeld, 3 zwaar. */
export const EXERTION_LEVELS = [1, 2, 3] as const;
export type Exertion = (typeof EXERTION_LEVELS)[number];

// Wire shape ------------------------------------------------------------------------------------

export interface ODataApproximateDate {
  Id: string;
  Modified: string;
  FromDate: string;
  ToDate: string;
}

export interface ODataEdition {
  Id: string;
  Modified: string;
  LocationLabel: string | null;
  AddressLabel: string | null;
  SignupURL: string | null;
  IsPublished: boolean;
  Lat: number;
  Long: number;
  ApproximateDates: ODataApproximateDate[];
  StepFreeAccess: boolean | null;
  Seating: boolean | null;
  AccessibleToilet: boolean | null;
  Parking: boolean | null;
}

export interface ODataTerm {
  TermNumber: number;
  Name: string;
}

export interface ODataOrganization {
  Id: string;
  Name: string;
}

export interface ODataActivity {
  Id: string;
  Modified: string;
  Title: string;
  /** A rich-text (ProseMirror JSON) document as JSON text, or null. */
  PracticalInformation: string | null;
  /** A rich-text (ProseMirror JSON) document as JSON text, or null. */
  SignupText: string | null;
  Picture: string | null;
  PhysicalActivityType: ActivityType;
  Slug: string;
  Description: string;
  OnlineAlternative: boolean;
  Exertion: Exertion | null;
  PhysicalActivityEditions: ODataEdition[];
  Terms: ODataTerm[];
  Organizations: ODataOrganization[];
}

export interface GetQueryAnswer {
  value: ODataActivity[];
}

// Client model ------------------------------------------------------------------------------------

export interface EditionDate {
  /** Epoch milliseconds. */
  from: number;
  to: number;
}

export interface Edition {
  id: string;
  /** Optional: an edition without a date is ongoing ("doorlopend"). */
  date: EditionDate | null;
  location: string | null;
  address: string | null;
  signUpUrl: string | null;
  lat: number;
  long: number;
  facts: Record<VenueFact, boolean | null>;
}

export interface Term {
  termNumber: number;
  name: string;
}

export interface Activity {
  id: string;
  slug: string;
  title: string;
  description: string;
  picture: string | null;
  /** Rich-text documents; null when absent or unreadable ("empty when unreadable"). */
  signUpText: RichTextDoc | null;
  practicalInformation: RichTextDoc | null;
  organizations: Array<{ id: string; name: string }>;
  editions: Edition[];
  activityType: ActivityType;
  terms: Term[];
  onlineAlternative: boolean;
  exertion: Exertion | null;
  /** Share of the activity's terms that the user has too (spec 001 §5); starts at 0. */
  occurrences: number;
  /** The latest modification of the activity, its editions and their dates (epoch ms). */
  lastActivity: number;
}
