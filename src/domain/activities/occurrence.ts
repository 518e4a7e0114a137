/**
 * Recommendations (spec 001 §5): an activity's occurrence is the share of its terms that the user
 * has too. Activities with an occurrence above zero are kept, sorted by occurrence descending.
 */
import type { Activity } from "./types";

export function occurrenceOf(activityTerms: readonly number[], userTerms: ReadonlySet<number>): number {
  if (activityTerms.length === 0) return 0;
  let matches = 0;
  for (const term of activityTerms) if (userTerms.has(term)) matches += 1;
  return matches / activityTerms.length;
}

/**
 * The recommended activities: each with its occurrence set, those above zero, highest first
 * (ties keep the order they came in, i.e. by date).
 */
export function recommend<A extends Pick<Activity, "terms" | "occurrences">>(
  activities: readonly A[],
  userTerms: readonly number[],
): A[] {
  const mine = new Set(userTerms);
  return activities
    .map((activity) => ({
      ...activity,
      occurrences: occurrenceOf(
        activity.terms.map((t) => t.termNumber),
        mine,
      ),
    }))
    .filter((activity) => activity.occurrences > 0)
    .sort((a, b) => b.occurrences - a.occurrences);
}
