/**
 * The Dutch postcode rule (spec 001 §5): four digits (first not 0), optional space, two letters not
 * starting with SA, SD or SS; input upper-cased with spaces removed. One rule for the profile's
 * schema (profile.ts re-exports it), the guide's location filter, the members directory and the
 * postcode lookup; a module without zod, so the guide's and the directory's pages load no schema
 * code.
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
