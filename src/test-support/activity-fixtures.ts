/** OData activities for the guide's component tests and the benchmark, dated relative to `now`. */
import type {
  ActivityType,
  EditionStatus,
  ODataActivity,
  ODataEdition,
  ODataOnlineActivity,
} from "../domain/activities/types";

const DAY = 86400000;
const doc = (text: string) =>
  JSON.stringify({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] });

export type EditionSpec = {
  days: number | null;
  hours?: number;
  lat?: number;
  long?: number;
  location?: string;
  address?: string;
  url?: string | null;
  stepFree?: boolean;
};

export function odataEdition(id: string, spec: EditionSpec, now: number): ODataEdition {
  const from = spec.days === null ? null : now + spec.days * DAY;
  return {
    Id: id,
    Modified: new Date(now - DAY).toISOString(),
    LocationLabel: spec.location ?? "Buurthuis De Kern",
    AddressLabel: spec.address ?? "Dorpsstraat 1, Utrecht",
    SignupURL: spec.url === undefined ? "www.example.org/aanmelden" : spec.url,
    IsPublished: true,
    Lat: spec.lat ?? 52.0907,
    Long: spec.long ?? 5.1214,
    ApproximateDates:
      from === null
        ? []
        : [
            {
              Id: `${id}-d`,
              Modified: new Date(now - DAY).toISOString(),
              FromDate: new Date(from).toISOString(),
              ToDate: new Date(from + (spec.hours ?? 2) * 3600000).toISOString(),
            },
          ],
    StepFreeAccess: spec.stepFree ?? null,
    Seating: null,
    AccessibleToilet: null,
    Parking: null,
  };
}

export function odataActivity(
  n: number,
  options: {
    type?: ActivityType;
    title?: string;
    terms?: number[];
    editions?: EditionSpec[];
    exertion?: 1 | 2 | 3 | null;
  } = {},
  now = Date.now(),
): ODataActivity {
  return {
    Id: `00000000-0000-4000-a000-${String(n).padStart(12, "0")}`,
    Modified: new Date(now - 2 * DAY).toISOString(),
    Title: options.title ?? `Activiteit ${n}`,
    PracticalInformation: doc("Neem water mee."),
    SignupText: doc("Meld je aan via de website."),
    Picture: null,
    PhysicalActivityType: options.type ?? "Move",
    Slug: `activiteit-${n}`,
    Description: "",
    OnlineAlternative: false,
    Exertion: options.exertion === undefined ? 1 : options.exertion,
    PhysicalActivityEditions: (options.editions ?? [{ days: n }]).map((spec, k) =>
      odataEdition(`e-${n}-${k}`, spec, now),
    ),
    Terms: (options.terms ?? [72003]).map((term) => ({
      TermNumber: term,
      Name: term === 72003 ? "Bewegen" : term === 72007 ? "Omgaan met jezelf en anderen" : `Term ${term}`,
    })),
    Organizations: [{ Id: `o${n}`, Name: "Reumavereniging" }],
    Images: [],
  };
}

const CITIES: Array<[string, number, number]> = [
  ["Utrecht", 52.0907, 5.1214],
  ["Amsterdam", 52.3702, 4.8952],
  ["Rotterdam", 51.9225, 4.4792],
  ["Groningen", 53.2194, 6.5665],
  ["Eindhoven", 51.4416, 5.4697],
  ["Zwolle", 52.5168, 6.083],
  ["Maastricht", 50.8514, 5.691],
  ["Den Haag", 52.0786, 4.3126],
];
const TYPES: ActivityType[] = ["Move", "Event", "Lecture", "Meeting", "Workout", "Webinar", "Other"];
const TERMS = [72001, 72002, 72003, 72004, 72005, 72006, 72007, 71001, 71002, 71022];

/** `count` varied activities (types, places, terms, 1–4 editions, some past, some without a date). */
export function manyActivities(count: number, now = Date.now()): ODataActivity[] {
  const out: ODataActivity[] = [];
  for (let n = 1; n <= count; n += 1) {
    const editions: EditionSpec[] = [];
    const editionCount = 1 + (n % 4);
    for (let k = 0; k < editionCount; k += 1) {
      const [city, lat, long] = CITIES[(n + k) % CITIES.length]!;
      editions.push({
        days: (n * 7 + k * 13) % 11 === 0 ? null : ((n * 37 + k * 17) % 200) - 40,
        lat: lat + ((n % 9) - 4) * 0.01,
        long: long + ((k % 7) - 3) * 0.01,
        location: `Locatie ${n}-${k}`,
        address: `Straat ${k + 1}, ${city}`,
        stepFree: (n + k) % 3 === 0,
      });
    }
    out.push(
      odataActivity(
        n,
        {
          type: TYPES[n % TYPES.length],
          title: `Activiteit ${n} in ${CITIES[n % CITIES.length]![0]}`,
          terms: [TERMS[n % TERMS.length]!, TERMS[(n * 3) % TERMS.length]!],
          editions,
          exertion: ((n % 3) + 1) as 1 | 2 | 3,
        },
        now,
      ),
    );
  }
  return out;
}

/** An online activity (GetQuery?query=OnlineActivity) with one edition: exact (days from now), plain (a day) or none. */
export function odataOnlineActivity(
  n: number,
  options: {
    type?: ActivityType;
    title?: string;
    subjects?: number[];
    startDirectly?: boolean;
    showInterestForm?: boolean;
    edition?: { days: number | null; plain?: boolean; status?: EditionStatus; platform?: string };
  } = {},
  now = Date.now(),
): ODataOnlineActivity {
  const spec = options.edition ?? { days: n };
  const from = spec.days === null ? null : now + spec.days * DAY;
  const day = from === null ? null : new Date(from).toLocaleDateString("sv-SE", { timeZone: "Europe/Amsterdam" });
  return {
    Id: `00000000-0000-4000-a100-${String(n).padStart(12, "0")}`,
    Modified: new Date(now - 2 * DAY).toISOString(),
    Title: options.title ?? `Online activiteit ${n}`,
    PracticalInformation: null,
    SignupText: doc("Je krijgt de link per e-mail."),
    Picture: null,
    OnlineActivityType: options.type ?? "Webinar",
    StartDirectly: options.startDirectly ?? false,
    HyperLink: "https://example.org/webinar",
    ShowInterestForm: options.showInterestForm ?? true,
    Slug: `online-activiteit-${n}`,
    Description: "Kijk thuis mee.",
    OnlineActivityEditions: [
      {
        Id: `oe-${n}`,
        Modified: new Date(now - DAY).toISOString(),
        Status: spec.status ?? "Open",
        SignupURL: "example.org/aanmelden",
        SignupText: null,
        DateLabel: null,
        LocationLabel: spec.platform ?? "Zoom",
        IsPublished: true,
        PlainDate: spec.plain && day ? day : null,
        ExactDate:
          !spec.plain && from !== null
            ? { FromDate: new Date(from).toISOString(), ToDate: new Date(from + 3600000).toISOString() }
            : null,
      },
    ],
    Subjects: (options.subjects ?? [72005]).map((term) => ({
      TermNumber: term,
      Name: term === 72005 ? "Leefstijl" : `Term ${term}`,
    })),
    Terms: [],
    Organizations: [{ Id: `oo${n}`, Name: "ReumaNL" }],
    Images: [{ Url: "/images/activiteiten/samen-bewegen.svg", Alt: "Mensen die thuis naar een scherm kijken" }],
  };
}

/** A fetch-router handler for GetQuery that answers each entity set with its own list. */
export function byEntitySet(physical: unknown[], online: unknown[] = []) {
  return (request: { query: URLSearchParams }) => ({
    body: { value: request.query.get("query") === "OnlineActivity" ? online : physical },
  });
}
