/** Builders for the guide's unit tests. */
import type { Activity, Edition } from "./types";

let counter = 0;

export function edition(overrides: Partial<Edition> & { from?: string; to?: string } = {}): Edition {
  const { from, to, ...rest } = overrides;
  counter += 1;
  return {
    id: `e${counter}`,
    date: from ? { from: Date.parse(from), to: Date.parse(to ?? from) } : null,
    location: "Buurthuis",
    address: "Straat 1, Utrecht",
    signUpUrl: null,
    lat: 52.0907,
    long: 5.1214,
    facts: { stepFree: null, seating: null, toilet: null, parking: null },
    status: null,
    ...rest,
  };
}

export function activity(overrides: Partial<Activity> = {}): Activity {
  counter += 1;
  return {
    id: `a${counter}`,
    slug: `activiteit-${counter}`,
    title: `Activiteit ${counter}`,
    description: "",
    picture: null,
    signUpText: null,
    practicalInformation: null,
    organizations: [],
    editions: [],
    activityType: "Move",
    terms: [],
    onlineAlternative: false,
    exertion: null,
    kind: "physical",
    hyperlink: null,
    startDirectly: false,
    showInterestForm: false,
    images: [],
    occurrences: 0,
    lastActivity: 0,
    ...overrides,
  };
}
