/**
 * Dutch time for the guide: "today", date keys and wall-clock times in Europe/Amsterdam, the same
 * on the build server (UTC), the functions and the browser (the clock itself: ../dutch-dates.ts).
 */
import { dutchOffset, dutchParts } from "../dutch-dates";

/** The moment of a Dutch wall-clock time (month 1–12). */
export function dutchTimeToUtc(year: number, month: number, day: number, hour = 0, minute = 0): number {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const first = guess - dutchOffset(guess);
  const second = guess - dutchOffset(first);
  return second;
}

/** "2026-05-12": the Dutch calendar day of a moment. */
export function dutchDayKey(ms: number): string {
  const p = dutchParts(ms);
  return `${p.year}-${String(p.month).padStart(2, "0")}-${String(p.day).padStart(2, "0")}`;
}

/** Midnight (start) of the Dutch calendar day that `ms` falls in. */
export function startOfDutchDay(ms: number): number {
  const p = dutchParts(ms);
  return dutchTimeToUtc(p.year, p.month, p.day);
}

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A valid "YYYY-MM-DD" as [year, month, day], or null. */
export function parseDayKey(value: string | null | undefined): [number, number, number] | null {
  const match = DAY_KEY.exec(value ?? "");
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return [year, month, day];
}

/** Start of a Dutch day given as "YYYY-MM-DD", or null when it is not a real date. */
export function dutchDayStart(value: string | null | undefined): number | null {
  const parts = parseDayKey(value);
  return parts ? dutchTimeToUtc(parts[0], parts[1], parts[2]) : null;
}

/** Start of the Dutch day after the day given as "YYYY-MM-DD", or null. */
export function dutchDayEnd(value: string | null | undefined): number | null {
  const parts = parseDayKey(value);
  if (!parts) return null;
  const next = new Date(Date.UTC(parts[0], parts[1] - 1, parts[2] + 1));
  return dutchTimeToUtc(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
}
