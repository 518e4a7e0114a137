/**
 * The reader's text sizes (A, A+, A++: docs/decisions/442-text-size.md). Apart from the account's
 * schemas (src/domain/account.ts) so that the menu's control, on every page, carries no zod.
 */
export const TEXT_SIZES = ["normaal", "groter", "grootst"] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

/** `value` as a text size; "normaal" for anything else (a cookie's or an attribute's text). */
export function asTextSize(value: string | null | undefined): TextSize {
  return value === "groter" || value === "grootst" ? value : "normaal";
}
