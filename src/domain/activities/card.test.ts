import { cardSummary, commonValue, MULTIPLE } from "./card";
import { activity, edition } from "./test-helpers";

const NOW = Date.parse("2026-05-12T13:00:00Z");

describe("card summaries (spec 001 §2.3, §9)", () => {
  it("shows date, time, location and address of a single upcoming edition", () => {
    const card = cardSummary(
      activity({
        title: "Wandelen",
        editions: [
          edition({
            from: "2026-05-20T08:00:00Z",
            to: "2026-05-20T09:30:00Z",
            location: "Park",
            address: "Laan 1, Utrecht",
          }),
        ],
      }),
      NOW,
    );
    expect(card).toMatchObject({
      title: "Wandelen",
      dateText: "woensdag 20 mei 2026",
      timeText: "10:00 – 11:30",
      location: "Park",
      address: "Laan 1, Utrecht",
      ongoing: false,
    });
  });

  it("gives as next date the first edition within the chosen date range, not the first upcoming one", () => {
    const weekly = activity({
      editions: [
        edition({ from: "2026-05-20T08:00:00Z", to: "2026-05-20T09:00:00Z" }),
        edition({ from: "2026-06-03T08:00:00Z", to: "2026-06-03T09:00:00Z" }),
        edition({ from: "2026-06-10T08:00:00Z", to: "2026-06-10T09:00:00Z" }),
      ],
    });
    // 1 June to 30 June (Dutch days): 3 June is the first edition the reader asked for.
    const june = { after: Date.parse("2026-05-31T22:00:00Z"), before: Date.parse("2026-06-30T22:00:00Z") };
    expect(cardSummary(weekly, NOW).nextDateText).toBe("woensdag 20 mei 2026");
    expect(cardSummary(weekly, NOW, june).nextDateText).toBe("woensdag 3 juni 2026");
    const july = { after: Date.parse("2026-06-30T22:00:00Z"), before: Date.parse("2026-07-31T22:00:00Z") };
    expect(cardSummary(weekly, NOW, july).nextDateText).toBeNull();
  });

  it("says 'multiple' for what differs between upcoming editions and keeps what they share", () => {
    const card = cardSummary(
      activity({
        editions: [
          edition({ from: "2026-05-20T08:00:00Z", to: "2026-05-20T09:00:00Z", location: "Park", address: "Laan 1" }),
          edition({ from: "2026-05-27T08:00:00Z", to: "2026-05-27T09:00:00Z", location: "Park", address: "Laan 2" }),
          edition({ from: "2026-04-01T12:00:00Z", location: "Oud", address: "Oud" }),
        ],
      }),
      NOW,
    );
    expect(card).toMatchObject({
      dateText: MULTIPLE,
      nextDateText: "woensdag 20 mei 2026",
      timeText: "10:00 – 11:00",
      location: "Park",
      address: MULTIPLE,
    });
  });

  it("summarises ongoing editions when none is upcoming, and has nothing without editions", () => {
    expect(cardSummary(activity({ editions: [edition({ location: "Online", address: null })] }), NOW)).toMatchObject({
      ongoing: true,
      dateText: null,
      location: "Online",
      address: null,
    });
    expect(cardSummary(activity({ editions: [] }), NOW)).toMatchObject({
      ongoing: false,
      dateText: null,
      location: null,
      address: null,
      venueFacts: [],
    });
  });

  it("lists the venue facts that hold for every edition on the card", () => {
    const card = cardSummary(
      activity({
        editions: [
          edition({
            from: "2026-05-20T08:00:00Z",
            facts: { stepFree: true, seating: true, toilet: null, parking: true },
          }),
          edition({
            from: "2026-05-27T08:00:00Z",
            facts: { stepFree: true, seating: false, toilet: null, parking: true },
          }),
        ],
      }),
      NOW,
    );
    expect(card.venueFacts).toEqual(["stepFree", "parking"]);
  });

  it("calls values common only when all editions have the same one", () => {
    expect(commonValue(["a", "a"])).toBe("a");
    expect(commonValue(["a", null])).toBe(MULTIPLE);
    expect(commonValue([null, null])).toBeNull();
  });
});
