import {
  dutchDay,
  dutchDayAndTime,
  dutchMonthYear,
  dutchOffset,
  dutchParts,
  dutchTime,
  dutchWeekdayDay,
} from "./dutch-dates";

const intl = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("nl-NL", { timeZone: "Europe/Amsterdam", ...options });
const DAY = intl({ day: "numeric", month: "long", year: "numeric" });
const WEEKDAY_DAY = intl({ weekday: "long", day: "numeric", month: "long", year: "numeric" });
const MONTH_YEAR = intl({ month: "long", year: "numeric" });
const TIME = intl({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const DAY_AND_TIME = intl({ day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit" });

/** Moments around every switch to and from summer time from 1990 to 2040, and spread over those years. */
function moments(): number[] {
  const out: number[] = [];
  for (let year = 1990; year <= 2040; year++) {
    for (const month of [2, 9]) {
      const last = new Date(Date.UTC(year, month + 1, 0));
      const switchAt = Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
      for (const delta of [-3_600_001, -60_000, -1, 0, 1, 60_000, 3_599_999, 3_600_000, 86_400_000])
        out.push(switchAt + delta);
    }
    // Around the turn of the year and the last day of each month, in Dutch and in UTC.
    out.push(
      Date.UTC(year, 0, 1, 0, 0),
      Date.UTC(year, 0, 1, 23, 30),
      Date.UTC(year - 1, 11, 31, 22, 59, 59),
      Date.UTC(year - 1, 11, 31, 23, 0),
    );
  }
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < 3000; i++)
    out.push(Math.floor(Date.UTC(1990, 0, 1) + random() * (Date.UTC(2040, 0, 1) - Date.UTC(1990, 0, 1))));
  return out;
}

describe("Dutch dates without Intl", () => {
  const all = moments();

  it("gives every format exactly as Intl's nl-NL on the Dutch clock", () => {
    for (const ms of all) {
      const date = new Date(ms);
      expect([ms, dutchDay(ms)]).toEqual([ms, DAY.format(date)]);
      expect([ms, dutchWeekdayDay(ms)]).toEqual([ms, WEEKDAY_DAY.format(date)]);
      expect([ms, dutchMonthYear(ms)]).toEqual([ms, MONTH_YEAR.format(date)]);
      expect([ms, dutchTime(ms)]).toEqual([ms, TIME.format(date)]);
      expect([ms, dutchDayAndTime(ms)]).toEqual([ms, DAY_AND_TIME.format(date)]);
    }
  });

  it("switches to summer time at 02:00 and back at 03:00 Dutch time", () => {
    expect(dutchTime(Date.UTC(2026, 2, 29, 0, 59))).toBe("01:59");
    expect(dutchTime(Date.UTC(2026, 2, 29, 1, 0))).toBe("03:00");
    expect(dutchTime(Date.UTC(2026, 9, 25, 0, 59))).toBe("02:59");
    expect(dutchTime(Date.UTC(2026, 9, 25, 1, 0))).toBe("02:00");
    expect(dutchOffset(Date.UTC(2026, 6, 1))).toBe(2 * 3_600_000);
    expect(dutchOffset(Date.UTC(2026, 0, 1))).toBe(3_600_000);
  });

  it("puts a late UTC evening on the next Dutch day", () => {
    expect(dutchParts(Date.UTC(2026, 11, 31, 23, 30))).toMatchObject({
      year: 2027,
      month: 1,
      day: 1,
      hour: 0,
      minute: 30,
      weekday: 5,
    });
    expect(dutchDay(Date.UTC(2026, 11, 31, 23, 30))).toBe("1 januari 2027");
  });
});
