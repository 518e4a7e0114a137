/** Dates as Dutch readers expect them: "20 januari 2025", in Dutch time, the same on server and client. */
export function formatDutchDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  return new Date(time).toLocaleDateString("nl-NL", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/Amsterdam",
  });
}

/** The later of several dates (e.g. last review date and last change), or null when none is valid. */
export function latestDate(...values: Array<string | null | undefined>): string | null {
  let best: { value: string; time: number } | null = null;
  for (const value of values) {
    if (!value) continue;
    const time = Date.parse(value);
    if (!Number.isNaN(time) && (!best || time > best.time)) best = { value, time };
  }
  return best?.value ?? null;
}
