/**
 * Dutch date and time texts of the guide (spec 001 §9: nl-NL, ranges collapse when on the same day
 * or in the same month), always in Dutch time:
 *
 *   same day      "zaterdag 12 mei 2026"
 *   same month    "12 – 14 mei 2026"
 *   same year     "30 mei – 2 juni 2026"
 *   otherwise     "30 december 2026 – 2 januari 2027"
 *   time          "10:00 – 12:00" (one time when start and end are equal)
 */
import { dutchMonthName, dutchParts, dutchTime, dutchWeekdayDay } from "../dutch-dates";

type DayParts = { day: number; month: string; year: number };

function dayParts(ms: number): DayParts {
  const p = dutchParts(ms);
  return { day: p.day, month: dutchMonthName(p.month), year: p.year };
}

export const RANGE_SEPARATOR = " – ";

export function formatDateRange(from: number, to: number): string {
  const a = dayParts(from);
  const b = dayParts(Math.max(from, to));
  if (a.year === b.year && a.month === b.month && a.day === b.day) return dutchWeekdayDay(from);
  if (a.year === b.year && a.month === b.month) return `${a.day}${RANGE_SEPARATOR}${b.day} ${b.month} ${b.year}`;
  if (a.year === b.year) return `${a.day} ${a.month}${RANGE_SEPARATOR}${b.day} ${b.month} ${b.year}`;
  return `${a.day} ${a.month} ${a.year}${RANGE_SEPARATOR}${b.day} ${b.month} ${b.year}`;
}

export function formatTime(ms: number): string {
  return dutchTime(ms);
}

export function formatTimeRange(from: number, to: number): string {
  const start = formatTime(from);
  const end = formatTime(Math.max(from, to));
  return start === end ? start : `${start}${RANGE_SEPARATOR}${end}`;
}

/** A machine-readable date for <time dateTime>: the ISO moment. */
export function isoOf(ms: number): string {
  return new Date(ms).toISOString();
}
