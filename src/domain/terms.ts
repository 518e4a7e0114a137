/**
 * Term names as the reader sees them. Spec 000 §9: term 55253 is relabelled "Opties" wherever a
 * term list shows it (group terms, the lookup vocabularies, profile and activity terms), whatever
 * name the vocabulary holds.
 */
export const RELABELLED_TERMS: Readonly<Record<number, string>> = { 55253: "Opties" };

export function termName(termNumber: number, name: string): string {
  return RELABELLED_TERMS[termNumber] ?? name;
}
