/**
 * The OData answer of GetQuery (spec 001 §7): the selected activity fields, published editions
 * with their approximate dates, terms and organisations. Rich text goes out as JSON text, as it is
 * stored in the platform ("documents stored as JSON text"); dates as ISO 8601 in UTC.
 */
import type {
  ActivityType,
  EditionStatus,
  Exertion,
  ODataActivity,
  ODataEdition,
  ODataOnlineActivity,
  ODataOnlineEdition,
} from "../../src/domain/activities/types";
import type { EditionJson, OnlineEditionJson, PublishedActivityRow, PublishedOnlineActivityRow } from "./queries";
import { termName } from "../../src/domain/terms";

const iso = (value: Date | string): string => new Date(value).toISOString();

const jsonText = (value: unknown): string | null => (value && typeof value === "object" ? JSON.stringify(value) : null);

export function presentEdition(edition: EditionJson): ODataEdition {
  return {
    Id: edition.id,
    Modified: iso(edition.modified),
    LocationLabel: edition.locationLabel,
    AddressLabel: edition.addressLabel,
    SignupURL: edition.signupUrl,
    IsPublished: edition.isPublished,
    Lat: Number(edition.lat) || 0,
    Long: Number(edition.long) || 0,
    ApproximateDates: edition.dates.map((date) => ({
      Id: date.id,
      Modified: iso(date.modified),
      FromDate: iso(date.fromDate),
      ToDate: iso(date.toDate),
    })),
    StepFreeAccess: edition.stepFree,
    Seating: edition.seating,
    AccessibleToilet: edition.toilet,
    Parking: edition.parking,
  };
}

/** The fields both kinds of activity send the same way. */
function presentCommon(row: PublishedActivityRow | PublishedOnlineActivityRow) {
  return {
    Id: row.id,
    Modified: iso(row.modified),
    Title: row.title,
    PracticalInformation: jsonText(row.practicalInformation),
    SignupText: jsonText(row.signupText),
    Picture: row.picture,
    Slug: row.slug,
    Description: row.description,
  };
}

export function presentActivity(row: PublishedActivityRow): ODataActivity {
  return {
    ...presentCommon(row),
    PhysicalActivityType: row.physicalActivityType as ActivityType,
    OnlineAlternative: row.onlineAlternative,
    Exertion: (row.exertion ?? null) as Exertion | null,
    PhysicalActivityEditions: row.editions.map(presentEdition),
    Terms: row.terms.map((term) => ({ TermNumber: term.termNumber, Name: termName(term.termNumber, term.name) })),
    Organizations: row.organizations.map((org) => ({ Id: org.id, Name: org.name })),
    Images: row.images.map((image) => ({ Url: image.url, Alt: image.alt })),
  };
}

export function presentOnlineEdition(edition: OnlineEditionJson): ODataOnlineEdition {
  return {
    Id: edition.id,
    Modified: iso(edition.modified),
    Status: edition.status as EditionStatus,
    SignupURL: edition.signupUrl,
    SignupText: edition.signupText,
    DateLabel: edition.dateLabel,
    LocationLabel: edition.locationLabel,
    IsPublished: edition.isPublished,
    PlainDate: edition.plainDate,
    ExactDate:
      edition.exactFrom && edition.exactTo ? { FromDate: iso(edition.exactFrom), ToDate: iso(edition.exactTo) } : null,
  };
}

const presentTerm = (term: { termNumber: number; name: string }) => ({
  TermNumber: term.termNumber,
  Name: termName(term.termNumber, term.name),
});

/** An online activity (spec 001 §3.4 OnlineActivity): editors' notes and codes never go out. */
export function presentOnlineActivity(row: PublishedOnlineActivityRow): ODataOnlineActivity {
  return {
    ...presentCommon(row),
    OnlineActivityType: row.onlineActivityType as ActivityType,
    StartDirectly: row.startDirectly,
    HyperLink: row.hyperlink,
    ShowInterestForm: row.showInterestForm,
    OnlineActivityEditions: row.editions.map(presentOnlineEdition),
    Subjects: row.subjects.map(presentTerm),
    Terms: row.terms.map(presentTerm),
    Organizations: row.organizations.map((org) => ({ Id: org.id, Name: org.name })),
    Images: row.images.map((image) => ({ Url: image.url, Alt: image.alt })),
  };
}
