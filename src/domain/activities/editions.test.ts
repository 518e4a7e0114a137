import {
  isListed,
  isPast,
  isUpcoming,
  NO_DATE_SORT_KEY,
  pastEditions,
  sortKeyOf,
  upcomingEditions,
  withUpcomingEditions,
} from "./editions";
import { activity, edition } from "./test-helpers";

// 12 May 2026, 15:00 in the Netherlands (summer time, UTC+2).
const NOW = Date.parse("2026-05-12T13:00:00Z");

describe("editions by time (spec 001 §4)", () => {
  it("calls an edition upcoming when it ends now or later", () => {
    expect(isUpcoming(edition({ from: "2026-05-20T08:00:00Z", to: "2026-05-20T10:00:00Z" }), NOW)).toBe(true);
    expect(isUpcoming(edition({ from: "2026-05-12T12:00:00Z", to: "2026-05-12T13:00:00Z" }), NOW)).toBe(true);
  });

  it("calls an edition that ended earlier today upcoming, not past (it ends today)", () => {
    const morning = edition({ from: "2026-05-12T07:00:00Z", to: "2026-05-12T08:00:00Z" });
    expect(isUpcoming(morning, NOW)).toBe(true);
    expect(isPast(morning, NOW)).toBe(false);
  });

  it("uses the Dutch day: 23:30 Dutch time yesterday is past, 00:30 Dutch time today is not", () => {
    // 11 May 23:30 in the Netherlands = 21:30 UTC; 12 May 00:30 = 11 May 22:30 UTC.
    expect(isPast(edition({ from: "2026-05-11T20:00:00Z", to: "2026-05-11T21:30:00Z" }), NOW)).toBe(true);
    expect(isPast(edition({ from: "2026-05-11T22:00:00Z", to: "2026-05-11T22:30:00Z" }), NOW)).toBe(false);
  });

  it("calls an edition past when it ended before today", () => {
    const old = edition({ from: "2026-05-01T08:00:00Z", to: "2026-05-01T10:00:00Z" });
    expect(isPast(old, NOW)).toBe(true);
    expect(isUpcoming(old, NOW)).toBe(false);
  });

  it("calls an edition without a date neither upcoming nor past", () => {
    const undated = edition();
    expect(isUpcoming(undated, NOW)).toBe(false);
    expect(isPast(undated, NOW)).toBe(false);
  });

  it("sorts upcoming editions by start ascending and past editions by start descending", () => {
    const a = edition({ from: "2026-06-01T08:00:00Z" });
    const b = edition({ from: "2026-05-20T08:00:00Z" });
    const c = edition({ from: "2026-04-01T08:00:00Z" });
    const d = edition({ from: "2026-03-01T08:00:00Z" });
    const all = [d, a, c, b, edition()];
    expect(upcomingEditions(all, NOW)).toEqual([b, a]);
    expect(pastEditions(all, NOW)).toEqual([c, d]);
  });

  it("keeps only activities with an upcoming edition", () => {
    const upcoming = activity({ editions: [edition({ from: "2026-05-20T08:00:00Z" })] });
    const over = activity({ editions: [edition({ from: "2026-05-01T08:00:00Z" })] });
    const undated = activity({ editions: [edition()] });
    const none = activity({ editions: [] });
    expect(withUpcomingEditions([upcoming, over, undated, none], NOW)).toEqual([upcoming]);
  });

  it("lists everything in the overview except activities that are over", () => {
    expect(isListed(activity({ editions: [edition({ from: "2026-05-01T08:00:00Z" })] }), NOW)).toBe(false);
    expect(isListed(activity({ editions: [edition({ from: "2026-05-01T08:00:00Z" }), edition()] }), NOW)).toBe(true);
    expect(isListed(activity({ editions: [] }), NOW)).toBe(true);
  });

  it("sorts by the earliest upcoming start, with 3000-01-01 for activities without one", () => {
    expect(new Date(NO_DATE_SORT_KEY).toISOString()).toBe("3000-01-01T00:00:00.000Z");
    const two = activity({
      editions: [
        edition({ from: "2026-06-01T08:00:00Z" }),
        edition({ from: "2026-05-20T08:00:00Z" }),
        edition({ from: "2026-04-20T08:00:00Z" }),
      ],
    });
    expect(sortKeyOf(two, NOW)).toBe(Date.parse("2026-05-20T08:00:00Z"));
    expect(sortKeyOf(activity({ editions: [edition()] }), NOW)).toBe(NO_DATE_SORT_KEY);
  });
});
