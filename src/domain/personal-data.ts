/**
 * Personal data in a text someone is about to send (phone numbers, e-mail addresses, addresses,
 * BSN): the form warns before sending, it does not refuse (people may choose to share).
 */
export type PersonalDataKind = "phone" | "email" | "address" | "bsn";

const PATTERNS: readonly [PersonalDataKind, RegExp][] = [
  ["email", /[^\s@]+@[^\s@]+\.[a-z]{2,}/i],
  // 06-12345678, 06 1234 5678, +31 6 12345678, 0201234567, 020-1234567
  ["phone", /(?:\+31[\s-]?|\b0)(?:6[\s-]?\d{2}[\s-]?\d{2}[\s-]?\d{2}[\s-]?\d{2}|[1-9]\d{1,2}[\s-]?\d{6,7})\b/],
  // a Dutch postcode, or a street name followed by a house number ("Dorpsstraat 12")
  [
    "address",
    /\b[1-9]\d{3}\s?[A-Z]{2}\b|\b[A-Za-zÀ-ÿ]+(?:straat|laan|weg|plein|gracht|kade|singel|dijk|hof|steeg)\s+\d{1,5}\b/i,
  ],
];

/** Nine digits (also written 1234.56.782) that pass the BSN 11-test. */
const BSN_CANDIDATE = /\b\d{4}\.?\d{2}\.?\d{3}\b|\b\d{3}[\s.]?\d{3}[\s.]?\d{3}\b/g;

/** The 11-test of a burgerservicenummer: 9·d1 + 8·d2 + … + 2·d8 − 1·d9 is a multiple of 11 (and not 0). */
export function passesBsnElevenTest(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += (9 - i) * Number(digits[i]);
  sum -= Number(digits[8]);
  return sum !== 0 && sum % 11 === 0;
}

function containsBsn(text: string): boolean {
  return [...text.matchAll(BSN_CANDIDATE)].some((match) => passesBsnElevenTest(match[0].replace(/\D/g, "")));
}

/**
 * The kinds of personal data the text seems to contain, in a fixed order: the one detector of the
 * contact request, the message, the reaction and the conversation forms.
 */
export function personalDataIn(text: string): PersonalDataKind[] {
  const kinds = PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([kind]) => kind);
  return containsBsn(text) ? [...kinds, "bsn"] : kinds;
}
