import { toActivity } from "./model";
import type { ODataActivity } from "./types";

const doc = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Meld je aan." }] }] };

function source(overrides: Partial<ODataActivity> = {}): ODataActivity {
  return {
    Id: "a1",
    Modified: "2026-05-01T10:00:00.000Z",
    Title: "Wandelen",
    PracticalInformation: null,
    SignupText: JSON.stringify(doc),
    Picture: null,
    PhysicalActivityType: "Move",
    Slug: "wandelen",
    Description: "",
    OnlineAlternative: false,
    Exertion: 1,
    PhysicalActivityEditions: [
      {
        Id: "e1",
        Modified: "2026-05-03T10:00:00.000Z",
        LocationLabel: " Park ",
        AddressLabel: "",
        SignupURL: null,
        IsPublished: true,
        Lat: 52.1,
        Long: 5.1,
        ApproximateDates: [
          {
            Id: "d1",
            Modified: "2026-05-05T10:00:00.000Z",
            FromDate: "2026-05-20T08:00:00.000Z",
            ToDate: "2026-05-20T10:00:00.000Z",
          },
        ],
        StepFreeAccess: true,
        Seating: null,
        AccessibleToilet: null,
        Parking: false,
      },
    ],
    Terms: [{ TermNumber: 72003, Name: "Bewegen" }],
    Organizations: [{ Id: "o1", Name: "Club" }],
    Images: [],
    ...overrides,
  };
}

describe("the client's activity (spec 001 §3.1, §7)", () => {
  it("maps the OData answer, with an occurrence counter at 0 and the latest modification", () => {
    const activity = toActivity(source());
    expect(activity).toMatchObject({ id: "a1", slug: "wandelen", activityType: "Move", occurrences: 0, exertion: 1 });
    expect(activity.signUpText).toEqual(doc);
    expect(activity.lastActivity).toBe(Date.parse("2026-05-05T10:00:00.000Z"));
    expect(activity.editions[0]).toMatchObject({
      location: "Park",
      address: null,
      date: { from: Date.parse("2026-05-20T08:00:00.000Z"), to: Date.parse("2026-05-20T10:00:00.000Z") },
    });
    expect(activity.editions[0]!.facts).toEqual({ stepFree: true, seating: null, toilet: null, parking: false });
  });

  it("reads unreadable rich text as empty", () => {
    expect(toActivity(source({ SignupText: "{kapot" })).signUpText).toBeNull();
    expect(toActivity(source({ SignupText: '"tekst"' })).signUpText).toBeNull();
  });

  it("keeps only published editions and treats an edition without a date as undated", () => {
    const activity = toActivity(
      source({
        PhysicalActivityEditions: [
          { ...source().PhysicalActivityEditions[0]!, Id: "hidden", IsPublished: false },
          { ...source().PhysicalActivityEditions[0]!, Id: "undated", ApproximateDates: [] },
        ],
      }),
    );
    expect(activity.editions.map((e) => [e.id, e.date])).toEqual([["undated", null]]);
  });
});
