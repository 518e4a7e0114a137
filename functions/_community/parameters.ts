/** The integer path and query parameters of the community calls, read strictly (ids) or leniently (pages). */

/** A non-negative integer query parameter; anything else is `fallback`. */
export function pageParameter(value: string | undefined, fallback = 0, max = 100_000): number {
  if (value === undefined || !/^\s*[0-9]{1,9}\s*$/.test(value)) return fallback;
  return Math.min(Number(value), max);
}

/** A positive integer id from a path or query, or null. */
export function idParameter(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** Repeated (and comma-separated) integer ids of a query: ?ids=1&ids=2,3; malformed ones are dropped. */
export function idList(values: readonly string[] | undefined, max: number): number[] {
  const ids: number[] = [];
  for (const value of values ?? []) {
    for (const part of value.split(",")) {
      const id = idParameter(part.trim());
      if (id !== null && !ids.includes(id)) ids.push(id);
      if (ids.length >= max) return ids;
    }
  }
  return ids;
}
