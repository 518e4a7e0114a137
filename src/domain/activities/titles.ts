/**
 * The title above the list (spec 001 §2.3): "N activiteiten in de gids" (singular when 1); in
 * recommended mode "Er zijn N activiteiten die we jou aanbevelen", "Er is 1 activiteit ...", and
 * "geen" when none. Answers the key of the `activities` namespace and its count.
 */
import type { GuideMode } from "./query";

export function listTitleKey(mode: GuideMode, count: number): string {
  if (mode === "suggestedActivities") {
    if (count === 0) return "list.titleRecommendedNone";
    return count === 1 ? "list.titleRecommendedOne" : "list.titleRecommendedOther";
  }
  return count === 1 ? "list.titleOne" : "list.titleOther";
}
