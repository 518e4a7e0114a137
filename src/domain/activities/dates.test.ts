import { formatDateRange, formatTimeRange } from "./dates";

describe("Dutch date ranges (spec 001 §9: collapse on the same day or month)", () => {
  it("shows one day once, with its weekday", () => {
    expect(formatDateRange(Date.parse("2026-05-12T08:00:00Z"), Date.parse("2026-05-12T10:00:00Z"))).toBe(
      "dinsdag 12 mei 2026",
    );
  });

  it("collapses the month and year within one month", () => {
    expect(formatDateRange(Date.parse("2026-05-12T08:00:00Z"), Date.parse("2026-05-14T10:00:00Z"))).toBe(
      "12 – 14 mei 2026",
    );
  });

  it("collapses the year within one year", () => {
    expect(formatDateRange(Date.parse("2026-05-30T08:00:00Z"), Date.parse("2026-06-02T10:00:00Z"))).toBe(
      "30 mei – 2 juni 2026",
    );
  });

  it("shows both dates in full across a new year", () => {
    expect(formatDateRange(Date.parse("2026-12-30T08:00:00Z"), Date.parse("2027-01-02T10:00:00Z"))).toBe(
      "30 december 2026 – 2 januari 2027",
    );
  });

  it("uses the Dutch day, not UTC's: 23:30 UTC on 11 May is 12 May in summer", () => {
    expect(formatDateRange(Date.parse("2026-05-11T23:30:00Z"), Date.parse("2026-05-11T23:45:00Z"))).toBe(
      "dinsdag 12 mei 2026",
    );
  });

  it("shows Dutch times, one time when start and end are equal", () => {
    expect(formatTimeRange(Date.parse("2026-05-12T08:00:00Z"), Date.parse("2026-05-12T10:30:00Z"))).toBe(
      "10:00 – 12:30",
    );
    expect(formatTimeRange(Date.parse("2026-01-12T08:00:00Z"), Date.parse("2026-01-12T08:00:00Z"))).toBe("09:00");
  });
});
