/**
 * Relation to rheumatism (spec 001 §3.3): term numbers 70509–70516, with the full Dutch label and a
 * short label. 70509–70511 count as personally close to the condition. 70516 is what the profile
 * shows when the person gave no consent to store health data (spec 000 §5).
 * The same rows are in the database (public.terms, vocabulary relationship_with).
 */
export type RelationTerm = { id: number; label: string; short: string; close: boolean };

export const RELATIONS: readonly RelationTerm[] = [
  { id: 70509, label: "Ik heb zelf reuma", short: "Zelf reuma", close: true },
  { id: 70510, label: "Mijn partner heeft reuma", short: "Partner", close: true },
  { id: 70511, label: "Mijn kind heeft reuma (ik ben ouder)", short: "Ouder", close: true },
  { id: 70512, label: "Iemand in mijn omgeving heeft reuma", short: "Omgeving", close: false },
  {
    id: 70513,
    label: "Ik heb met reuma te maken via werk of vrijwilligerswerk",
    short: "Werk of vrijwilliger",
    close: false,
  },
  { id: 70514, label: "Ik had vroeger reuma", short: "Vroeger", close: false },
  { id: 70515, label: "Ik ben niet direct betrokken", short: "Niet direct betrokken", close: false },
  { id: 70516, label: "Dit wil ik niet delen", short: "Niet gedeeld", close: false },
];

export const RELATION_NOT_SHARED = 70516;
export const RELATION_IDS: readonly number[] = RELATIONS.map((r) => r.id);

export function relationById(id: number | null | undefined): RelationTerm | undefined {
  return RELATIONS.find((r) => r.id === id);
}

/** Ids 70509–70511: the person has the condition or lives closely with it. */
export function isPersonallyClose(id: number | null | undefined): boolean {
  return relationById(id)?.close ?? false;
}
