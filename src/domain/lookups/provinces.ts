/** The province codes of spec 000 §3 (1 to 13, in the spec's order). */
export const PROVINCES = [
  { code: 1, label: "Drenthe" },
  { code: 2, label: "Flevoland" },
  { code: 3, label: "Friesland" },
  { code: 4, label: "Gelderland" },
  { code: 5, label: "Groningen" },
  { code: 6, label: "Limburg" },
  { code: 7, label: "Noord-Brabant" },
  { code: 8, label: "Noord-Holland" },
  { code: 9, label: "Overijssel" },
  { code: 10, label: "Utrecht" },
  { code: 11, label: "Zeeland" },
  { code: 12, label: "Zuid-Holland" },
  { code: 13, label: "Buiten Nederland" },
] as const;

export type ProvinceCode = (typeof PROVINCES)[number]["code"];

export function provinceLabel(code: number): string | null {
  return PROVINCES.find((p) => p.code === code)?.label ?? null;
}
