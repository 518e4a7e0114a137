import { dutchDayEnd, dutchDayKey, dutchDayStart, dutchTimeToUtc, startOfDutchDay } from "./time";

describe("Dutch time", () => {
  it("turns Dutch wall-clock time into the moment, in summer and in winter", () => {
    expect(new Date(dutchTimeToUtc(2026, 5, 12, 10, 0)).toISOString()).toBe("2026-05-12T08:00:00.000Z");
    expect(new Date(dutchTimeToUtc(2026, 1, 12, 10, 0)).toISOString()).toBe("2026-01-12T09:00:00.000Z");
  });

  it("handles the days the clock changes", () => {
    expect(new Date(dutchTimeToUtc(2026, 3, 29, 12, 0)).toISOString()).toBe("2026-03-29T10:00:00.000Z");
    expect(new Date(dutchTimeToUtc(2026, 10, 25, 12, 0)).toISOString()).toBe("2026-10-25T11:00:00.000Z");
    expect(new Date(dutchDayStart("2026-03-29")!).toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(new Date(dutchDayEnd("2026-03-29")!).toISOString()).toBe("2026-03-29T22:00:00.000Z");
  });

  it("knows the Dutch day of a moment and its midnight", () => {
    expect(dutchDayKey(Date.parse("2026-05-11T22:30:00Z"))).toBe("2026-05-12");
    expect(new Date(startOfDutchDay(Date.parse("2026-05-12T13:00:00Z"))).toISOString()).toBe(
      "2026-05-11T22:00:00.000Z",
    );
  });

  it("refuses days that do not exist", () => {
    expect(dutchDayStart("2026-02-30")).toBeNull();
    expect(dutchDayStart("morgen")).toBeNull();
  });
});
