/**
 * Dutch alphabetical order without Intl: in the browser the first Intl.Collator (or localeCompare)
 * of a page costs about 20 ms of main-thread CPU (ICU starting up; performance log, "Intl at page
 * load"), which the guide paid while it indexed its activities. Letters are compared without
 * accents and case, numbers by their value ("Les 2" before "Les 10"), spaces and other signs before
 * digits and letters: Intl.Collator("nl-NL", { sensitivity: "base", numeric: true }) for titles of
 * letters, digits, spaces and hyphens (a unit test compares the two).
 */
const MARKS = /\p{M}/gu;

/** The text as it is compared: accents and case dropped. */
export function dutchSortKey(text: string): string {
  return text.normalize("NFD").replace(MARKS, "").toLowerCase();
}

const isDigit = (code: number) => code >= 48 && code <= 57;
/** Signs first (in code order), then digits, then letters. */
const rank = (code: number) =>
  isDigit(code) ? 1_000_000 + code : /\p{L}/u.test(String.fromCharCode(code)) ? 2_000_000 + code : code;

/** Compares two sort keys (dutchSortKey): negative, zero (the same at base level) or positive. */
export function compareSortKeys(a: string, b: string): number {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(j);
    if (isDigit(x) && isDigit(y)) {
      let endA = i;
      let endB = j;
      while (endA < a.length && isDigit(a.charCodeAt(endA))) endA++;
      while (endB < b.length && isDigit(b.charCodeAt(endB))) endB++;
      const difference = Number(a.slice(i, endA)) - Number(b.slice(j, endB));
      if (difference !== 0) return difference;
      i = endA;
      j = endB;
      continue;
    }
    if (x !== y) return rank(x) - rank(y);
    i++;
    j++;
  }
  return a.length - i - (b.length - j);
}

/** Dutch order of two texts, as Intl.Collator("nl-NL", { sensitivity: "base", numeric: true }). */
export function compareDutch(a: string, b: string): number {
  return compareSortKeys(dutchSortKey(a), dutchSortKey(b));
}
