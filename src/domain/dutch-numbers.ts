/** Numbers and lists as Dutch readers write them. */

/** 4.000 (a point between thousands). */
export function dutchNumber(value: number): string {
  return new Intl.NumberFormat("nl-NL").format(value);
}

/** "a", "a en b", "a, b en c" (`and` is the word for "en"). */
export function dutchList(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${and} ${items[items.length - 1]}`;
}
