/** Gender codes of spec 000 §3: 1 man, 2 vrouw, 0 niet bekend (see docs/decisions/020-profile-and-consent.md). */
export const GENDERS = [
  { code: 0, label: "Niet bekend" },
  { code: 1, label: "Man" },
  { code: 2, label: "Vrouw" },
] as const;

export type GenderCode = (typeof GENDERS)[number]["code"];
export const GENDER_CODES: readonly GenderCode[] = GENDERS.map((g) => g.code);

export function genderLabel(code: number): string | null {
  return GENDERS.find((g) => g.code === code)?.label ?? null;
}
