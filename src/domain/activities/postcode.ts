/**
 * The Dutch postcode rule of the guide (spec 001 §5): four digits (first not 0), optional space,
 * two letters not starting with SA, SD or SS; input upper-cased with spaces removed. The same rule
 * as the profile's (src/domain/profile.ts; postcode.test.ts checks they agree), kept here without
 * importing that module, so the guide's and the members directory's pages do not load zod.
 */
export const POSTCODE_PATTERN = /^[1-9][0-9]{3}(?!SA|SD|SS)[A-Z]{2}$/;

export function normalisePostcode(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

export function isDutchPostcode(value: string): boolean {
  return POSTCODE_PATTERN.test(normalisePostcode(value));
}

/** House numbers without suffix (spec 000 §5): 1–99999. */
export function isHouseNumber(value: string): boolean {
  return /^[1-9][0-9]{0,4}$/.test(value.trim());
}

/** "1234AB" shown as "1234 AB". */
export function formatPostcode(postcode: string): string {
  const value = normalisePostcode(postcode);
  return /^\d{4}[A-Z]{2}$/.test(value) ? `${value.slice(0, 4)} ${value.slice(4)}` : value;
}
