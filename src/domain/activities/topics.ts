/**
 * Topic terms: the ten topic categories (the profile's interests, src/domain/lookups/interests.ts)
 * as terms with a TermNumber (72001–72010, stored in public.terms with vocabulary "topics"), so that
 * activities and profiles share one set of terms for recommendations.
 */
import { INTERESTS } from "../lookups/interests";

export const TOPIC_TERM_BASE = 72001;

export type TopicTerm = { termNumber: number; interestId: string; name: string };

export const TOPIC_TERMS: readonly TopicTerm[] = INTERESTS.map((interest, index) => ({
  termNumber: TOPIC_TERM_BASE + index,
  interestId: interest.id,
  name: interest.label,
}));

export const TOPIC_TERM_NUMBERS: readonly number[] = TOPIC_TERMS.map((term) => term.termNumber);

/** The term numbers of a profile: its forms of rheumatism (71001–71037) and its interests as topics. */
export function profileTermNumbers(forms: readonly number[], interests: readonly string[]): number[] {
  const topics = TOPIC_TERMS.filter((term) => interests.includes(term.interestId)).map((term) => term.termNumber);
  return [...new Set([...forms, ...topics])];
}
