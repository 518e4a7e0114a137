/**
 * Dates and times in Dutch, on the Dutch clock (Europe/Amsterdam), the same on the build server
 * (UTC), the functions and the browser, without Intl: in the browser the first Intl object of a
 * page costs 20–40 ms of main-thread CPU (ICU starting up; performance log, "Intl at page load"),
 * which community pages paid while they hydrated. The clock follows the EU rule in force since
 * 1996 (summer time from the last Sunday of March, 01:00 UTC, to the last Sunday of October, 01:00
 * UTC); earlier moments go through Intl. The words come from locales/nl/dates.json. A unit test
 * compares every format with Intl's nl-NL over many moments.
 */
import dates from "../i18n/locales/nl/dates.json";
import { textsOf } from "../i18n/texts";

export const DUTCH_TIME_ZONE = "Europe/Amsterdam";

const t = textsOf({ dates });
const HOUR = 3_600_000;

/** Wall-clock parts of a moment in the Netherlands (month 1–12, weekday 0 = Sunday). */
export type DutchParts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
};

/** 01:00 UTC on the last Sunday of a month (0-based), when EU summer time starts or ends. */
function lastSunday(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
}

let legacy: Intl.DateTimeFormat | undefined;

/** Milliseconds the Dutch clock is ahead of UTC at `ms` (1 or 2 hours). */
export function dutchOffset(ms: number): number {
  const year = new Date(ms).getUTCFullYear();
  if (year >= 1996) return ms >= lastSunday(year, 2) && ms < lastSunday(year, 9) ? 2 * HOUR : HOUR;
  legacy ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: DUTCH_TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });
  const p: Record<string, number> = {};
  for (const part of legacy.formatToParts(new Date(ms))) if (part.type !== "literal") p[part.type] = Number(part.value);
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - Math.floor(ms / 1000) * 1000;
}

export function dutchParts(ms: number): DutchParts {
  const d = new Date(ms + dutchOffset(ms));
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    weekday: d.getUTCDay(),
  };
}

const words = (p: DutchParts) => ({
  day: p.day,
  month: t(`months.${p.month}`),
  year: p.year,
  weekday: t(`weekdays.${p.weekday}`),
});
const twoDigits = (value: number) => String(value).padStart(2, "0");

/** "24 november 2026". */
export function dutchDay(ms: number): string {
  return t("day", words(dutchParts(ms)));
}

/** "dinsdag 24 november 2026". */
export function dutchWeekdayDay(ms: number): string {
  return t("weekdayDay", words(dutchParts(ms)));
}

/** "november 2026". */
export function dutchMonthYear(ms: number): string {
  return t("monthYear", words(dutchParts(ms)));
}

/** "09:15". */
export function dutchTime(ms: number): string {
  const p = dutchParts(ms);
  return `${twoDigits(p.hour)}:${twoDigits(p.minute)}`;
}

/** "24 november 2026 om 09:15". */
export function dutchDayAndTime(ms: number): string {
  return t("at", { date: dutchDay(ms), time: dutchTime(ms) });
}

/** The month name alone ("mei"), for ranges within one year. */
export function dutchMonthName(month: number): string {
  return t(`months.${month}`);
}
