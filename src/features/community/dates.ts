/**
 * Dates of conversations and reactions in Dutch ("12 maart 2026 om 14:05"), always in Dutch time
 * (Europe/Amsterdam), so the server-rendered HTML and the browser's first render are the same
 * wherever either runs.
 */
import { dutchDay, dutchDayAndTime } from "../../domain/dutch-dates";

function valid(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "12 maart 2026". */
export function formatDay(value: string | null | undefined): string | null {
  const date = valid(value);
  return date ? dutchDay(date.getTime()) : null;
}

/** "12 maart 2026 om 14:05". */
export function formatDateTime(value: string | null | undefined): string | null {
  const date = valid(value);
  return date ? dutchDayAndTime(date.getTime()) : null;
}
