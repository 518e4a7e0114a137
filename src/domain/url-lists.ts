/** Lists in addresses: a comma-separated query value read into its items. */

/** The trimmed, non-empty items of a comma-separated value ("a, b,,c" -> a, b, c; null -> none). */
export const commaList = (value: string | null): string[] =>
  (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

/** The items without repeats, in their first order. */
export const unique = <T>(items: T[]): T[] => [...new Set(items)];
