import { guideList, indexActivities, nearestDistanceKm, termChoices } from "./filters";
import { EMPTY_QUERY, type GuideQuery } from "./query";
import { activity, edition } from "./test-helpers";
import type { Activity } from "./types";

const NOW = Date.parse("2026-05-12T13:00:00Z");
const UTRECHT = { lat: 52.0907, long: 5.1214 };
const AMERSFOORT = { lat: 52.1561, long: 5.3878 };
const GRONINGEN = { lat: 53.2194, long: 6.5665 };

const terms = (...numbers: number[]) => numbers.map((termNumber) => ({ termNumber, name: `term ${termNumber}` }));
const titles = (list: ReturnType<typeof guideList>) => list.map((item) => item.activity.title);
const run = (activities: Activity[], query: Partial<GuideQuery>, userTerms: number[] | null = null) =>
  titles(guideList(indexActivities(activities, NOW), { ...EMPTY_QUERY, ...query }, userTerms));

describe("the guide's list (spec 001 §4–5, §9)", () => {
  it("sorts by the earliest upcoming start, activities without a date last, and leaves out activities that are over", () => {
    const list = [
      activity({ title: "later", editions: [edition({ from: "2026-06-01T08:00:00Z" })] }),
      activity({ title: "ongoing", editions: [edition()] }),
      activity({ title: "over", editions: [edition({ from: "2026-05-01T08:00:00Z" })] }),
      activity({
        title: "soon",
        editions: [edition({ from: "2026-04-01T08:00:00Z" }), edition({ from: "2026-05-13T08:00:00Z" })],
      }),
    ];
    expect(run(list, {})).toEqual(["soon", "later", "ongoing"]);
  });

  it("matches online activities with the type 'Online' and their own type, keeps them with a distance, and counts a plain date's day as within the dates", () => {
    const online = (title: string, overrides: Partial<Activity> = {}) =>
      activity({
        title,
        kind: "online",
        activityType: "Webinar",
        editions: [
          edition({ from: "2026-05-20T08:00:00Z", to: "2026-05-20T09:00:00Z", lat: 0, long: 0, address: null }),
        ],
        ...overrides,
      });
    const list = [
      online("webinar"),
      activity({
        title: "far walk",
        activityType: "Move",
        editions: [edition({ from: "2026-05-20T08:00:00Z", ...GRONINGEN })],
      }),
      activity({
        title: "near walk",
        activityType: "Move",
        editions: [edition({ from: "2026-05-20T08:00:00Z", ...UTRECHT })],
      }),
      // A plain date: the whole Dutch day of 14 May (22:00 UTC the day before is midnight in May).
      online("plain day", {
        editions: [
          {
            ...edition({ lat: 0, long: 0 }),
            date: {
              from: Date.parse("2026-05-13T22:00:00Z"),
              to: Date.parse("2026-05-14T21:59:59.999Z"),
              exact: false,
            },
          },
        ],
      }),
    ];
    expect(run(list, { types: ["Online"] })).toEqual(["plain day", "webinar"]);
    expect(run(list, { types: ["Webinar"] })).toEqual(["plain day", "webinar"]);
    expect(run(list, { types: ["Move"] }).sort()).toEqual(["far walk", "near walk"]);
    const nearUtrecht = { postcode: "3511LX", houseNumber: "1", distance: 10 as const, ...UTRECHT };
    expect(run(list, nearUtrecht)).toEqual(["plain day", "near walk", "webinar"]);
    expect(nearestDistanceKm(indexActivities([list[0]!], NOW)[0]!, UTRECHT)).toBeNull();
    expect(run(list, { fromDate: "2026-05-14", toDate: "2026-05-14" })).toEqual(["plain day"]);
  });

  it("filters on any selected type and any selected term", () => {
    const list = [
      activity({ title: "walk", activityType: "Move", terms: terms(1, 2) }),
      activity({ title: "talk", activityType: "Lecture", terms: terms(3) }),
      activity({ title: "meet", activityType: "Meeting", terms: terms(2) }),
    ];
    expect(run(list, { types: ["Move", "Lecture"] }).sort()).toEqual(["talk", "walk"]);
    expect(run(list, { terms: [2, 3] }).sort()).toEqual(["meet", "talk", "walk"]);
    expect(run(list, { terms: [2], types: ["Meeting"] })).toEqual(["meet"]);
  });

  it("filters on dates only when both are set, keeping editions that lie strictly between them", () => {
    const may = activity({
      title: "may",
      editions: [edition({ from: "2026-05-20T08:00:00Z", to: "2026-05-20T10:00:00Z" })],
    });
    const june = activity({
      title: "june",
      editions: [edition({ from: "2026-06-02T08:00:00Z", to: "2026-06-03T10:00:00Z" })],
    });
    const across = activity({
      title: "across",
      editions: [edition({ from: "2026-05-31T08:00:00Z", to: "2026-06-01T10:00:00Z" })],
    });
    const list = [may, june, across];
    expect(run(list, { fromDate: "2026-05-15" }).sort()).toEqual(["across", "june", "may"]);
    expect(run(list, { fromDate: "2026-05-15", toDate: "2026-05-31" })).toEqual(["may"]);
    expect(run(list, { fromDate: "2026-05-20", toDate: "2026-05-20" })).toEqual(["may"]);
    expect(run(list, { fromDate: "2026-05-21", toDate: "2026-06-30" }).sort()).toEqual(["across", "june"]);
  });

  it("filters on distance only with postcode, house number, distance and coordinates; unlocated editions and no editions fail", () => {
    const near = activity({ title: "near", editions: [edition({ ...UTRECHT, from: "2026-05-20T08:00:00Z" })] });
    const mid = activity({ title: "mid", editions: [edition({ ...AMERSFOORT, from: "2026-05-21T08:00:00Z" })] });
    const far = activity({ title: "far", editions: [edition({ ...GRONINGEN, from: "2026-05-22T08:00:00Z" })] });
    const online = activity({
      title: "online",
      editions: [edition({ lat: 0, long: 0, from: "2026-05-23T08:00:00Z" })],
    });
    const none = activity({ title: "none", editions: [] });
    const list = [near, mid, far, online, none];
    const at = { postcode: "3511LX", houseNumber: "12", ...UTRECHT };
    expect(run(list, { ...at, distance: 10 })).toEqual(["near"]);
    expect(run(list, { ...at, distance: 20 })).toEqual(["near", "mid"]);
    expect(run(list, { ...at, distance: 0 })).toHaveLength(5);
    expect(run(list, { ...at, houseNumber: "", distance: 10 })).toHaveLength(5);
    expect(run(list, { ...at, lat: null, distance: 10 })).toHaveLength(5);
  });

  it("measures the nearest current edition", () => {
    const [item] = indexActivities(
      [activity({ editions: [edition({ ...GRONINGEN }), edition({ ...AMERSFOORT })] })],
      NOW,
    );
    expect(nearestDistanceKm(item!, UTRECHT)).toBeCloseTo(19.55, 1);
  });

  it("filters on venue facts (one edition with all of them), online alternative and effort", () => {
    const stepFree = activity({
      title: "stepFree",
      exertion: 1,
      editions: [edition({ facts: { stepFree: true, seating: true, toilet: null, parking: null } })],
    });
    const split = activity({
      title: "split",
      exertion: 2,
      editions: [
        edition({ facts: { stepFree: true, seating: null, toilet: null, parking: null } }),
        edition({ facts: { stepFree: null, seating: true, toilet: null, parking: null } }),
      ],
    });
    const online = activity({ title: "online", exertion: 3, onlineAlternative: true, editions: [edition()] });
    const unknown = activity({ title: "unknown", exertion: null, editions: [edition()] });
    const list = [stepFree, split, online, unknown];
    expect(run(list, { access: ["stepFree"] }).sort()).toEqual(["split", "stepFree"]);
    expect(run(list, { access: ["stepFree", "seating"] })).toEqual(["stepFree"]);
    expect(run(list, { access: ["online"] })).toEqual(["online"]);
    expect(run(list, { effort: 2 }).sort()).toEqual(["split", "stepFree"]);
    expect(run(list, { effort: 1 })).toEqual(["stepFree"]);
  });

  it("ignores past editions when filtering", () => {
    const moved = activity({
      title: "moved",
      editions: [
        edition({ ...UTRECHT, from: "2026-04-01T08:00:00Z" }),
        edition({ ...GRONINGEN, from: "2026-06-01T08:00:00Z" }),
      ],
    });
    expect(run([moved], { postcode: "3511LX", houseNumber: "12", ...UTRECHT, distance: 5 })).toEqual([]);
  });

  it("recommends activities with an upcoming edition and matching terms, highest occurrence first, after the filters", () => {
    const list = [
      activity({ title: "half", terms: terms(1, 9), editions: [edition({ from: "2026-05-20T08:00:00Z" })] }),
      activity({
        title: "full",
        activityType: "Lecture",
        terms: terms(1),
        editions: [edition({ from: "2026-05-25T08:00:00Z" })],
      }),
      activity({ title: "nomatch", terms: terms(9), editions: [edition({ from: "2026-05-20T08:00:00Z" })] }),
      activity({ title: "ongoing", terms: terms(1), editions: [edition()] }),
    ];
    const recommended = guideList(indexActivities(list, NOW), { ...EMPTY_QUERY, mode: "suggestedActivities" }, [1]);
    expect(titles(recommended)).toEqual(["full", "half"]);
    expect(recommended.map((item) => item.activity.occurrences)).toEqual([1, 0.5]);
    expect(run(list, { mode: "suggestedActivities", types: ["Move"] }, [1])).toEqual(["half"]);
    expect(run(list, { mode: "suggestedActivities" }, null)).toEqual([]);
  });

  it("offers the terms the activities use, by name", () => {
    const list = [
      activity({ terms: [{ termNumber: 2, name: "Bewegen" }] }),
      activity({
        terms: [
          { termNumber: 1, name: "Artrose" },
          { termNumber: 2, name: "Bewegen" },
        ],
      }),
    ];
    expect(termChoices(list)).toEqual([
      { termNumber: 1, name: "Artrose" },
      { termNumber: 2, name: "Bewegen" },
    ]);
  });
});
