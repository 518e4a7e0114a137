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

/** The guide's type filter: the activity types and "Online" (every online activity, whatever its type). */
export const TYPE_FILTERS = [...ACTIVITY_TYPES, "Online"] as const;
export type TypeFilter = (typeof TYPE_FILTERS)[number];

export function isTypeFilter(value: string): value is TypeFilter {
  return (TYPE_FILTERS as readonly string[]).includes(value);
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
  /** Spec 001 §3.4: the activity's images, in order, each with its alt text (the Picture stays the card's). */
  Images: Array<{ Url: string; Alt: string }>;
}

export interface GetQueryAnswer {
  value: ODataActivity[];
}

/** Status of an online edition (spec 001 §3.4 "values not shown"; docs/decisions/242-online-activities.md). */
export const EDITION_STATUSES = ["Open", "Full", "Closed", "Cancelled"] as const;
export type EditionStatus = (typeof EDITION_STATUSES)[number];

/** `GET /api/v1/OData/GetQuery?query=OnlineActivity`: an online edition with a plain or exact date. */
export interface ODataOnlineEdition {
  Id: string;
  Modified: string;
  Status: EditionStatus;
  SignupURL: string | null;
  SignupText: string | null;
  DateLabel: string | null;
  LocationLabel: string | null;
  IsPublished: boolean;
  /** A plain date: a Dutch day, "YYYY-MM-DD", without a time. */
  PlainDate: string | null;
  /** An exact date: start and end moments (ISO 8601). */
  ExactDate: { FromDate: string; ToDate: string } | null;
}

export interface ODataOnlineActivity {
  Id: string;
  Modified: string;
  Title: string;
  PracticalInformation: string | null;
  SignupText: string | null;
  Picture: string | null;
  OnlineActivityType: ActivityType;
  StartDirectly: boolean;
  HyperLink: string | null;
  ShowInterestForm: boolean;
  Slug: string;
  Description: string;
  OnlineActivityEditions: ODataOnlineEdition[];
  Subjects: ODataTerm[];
  Terms: ODataTerm[];
  Organizations: ODataOrganization[];
  Images: Array<{ Url: string; Alt: string }>;
}

export interface GetOnlineQueryAnswer {
  value: ODataOnlineActivity[];
}

export type AnyODataActivity = ODataActivity | ODataOnlineActivity;

export function isOnlineSource(source: AnyODataActivity): source is ODataOnlineActivity {
  return "OnlineActivityType" in source;
}

// Client model ------------------------------------------------------------------------------------

export interface EditionDate {
  /** Epoch milliseconds. */
  from: number;
  to: number;
  /** False for a plain date (a day without a time): no time is shown. Absent = exact. */
  exact?: boolean;
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
  /** Online editions: Open, Full, Closed or Cancelled; null for physical editions. */
  status: EditionStatus | null;
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
  /** Physical (a venue) or online (spec 001 §3.4 OnlineActivity). */
  kind: "physical" | "online";
  /** Online: where it takes place, and whether it can be started at any moment. */
  hyperlink: string | null;
  startDirectly: boolean;
  /** Online: participants can say they are interested (ShowInterestForm). */
  showInterestForm: boolean;
  images: Array<{ url: string; alt: string }>;
  /** Share of the activity's terms that the user has too (spec 001 §5); starts at 0. */
  occurrences: number;
  /** The latest modification of the activity, its editions and their dates (epoch ms). */
  lastActivity: number;
}
