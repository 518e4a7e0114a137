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
  ["address", /\b[1-9]\d{3}\s?[A-Z]{2}\b|\b[A-Za-zÀ-ÿ]+(?:straat|laan|weg|plein|gracht|kade|singel|dijk|hof|steeg)\s+\d{1,5}\b/i],
  ["bsn", /\b\d{9}\b|\b\d{4}\.\d{2}\.\d{3}\b/],
];

/** The kinds of personal data the text seems to contain, in a fixed order. */
export function personalDataIn(text: string): PersonalDataKind[] {
  return PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([kind]) => kind);
}
