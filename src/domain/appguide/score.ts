/**
 * The app guide's recommendation (spec 001 §2.8, §9: the top 3 apps), a pure function of the
 * apps and the five answers. docs/decisions/150-app-guide-score.md explains the weights.
 *
 * 1. Device and budget are conditions: an app that does not run on the chosen device, or costs
 *    more than the chosen budget, is never recommended.
 * 2. The others add points: 3 per chosen goal the app serves (at most 6), 2 per chosen reason it
 *    serves, 3 when it offers the chosen intensity (1 when it offers the one next to it), and 1
 *    when the app is in Dutch.
 * 3. Apps that serve none of the chosen goals and reasons are left out. Equal scores: the app with more accessibility
 *    features first, then by name (Dutch collation), so the order never depends on the input order.
 */
import { compareDutch } from "../dutch-order";
import type { Answers } from "./answers";
import {
  BUDGETS,
  INTENSITIES,
  PRICES,
  TOP_APPS,
  type Accessibility,
  type AppLanguage,
  type Budget,
  type Goal,
  type Intensity,
  type Platform,
  type Price,
  type Reason,
} from "./options";

/** What the score needs of an app (the detail and overview pages show more). */
export interface ScoredAppInput {
  slug: string;
  name: string;
  platforms: readonly Platform[];
  price: Price;
  languages: readonly AppLanguage[];
  goals: readonly Goal[];
  intensities: readonly Intensity[];
  reasons: readonly Reason[];
  accessibility: readonly Accessibility[];
}

export const WEIGHTS = { goal: 3, reason: 2, intensityExact: 3, intensityNear: 1, dutch: 1 } as const;

export type IntensityMatch = "exact" | "near" | "none";

export interface Recommendation<A extends ScoredAppInput = ScoredAppInput> {
  app: A;
  score: number;
  /** Why it fits: the chosen goals and reasons it serves, how its intensity matches, its language. */
  goals: Goal[];
  reasons: Reason[];
  intensity: IntensityMatch;
  dutch: boolean;
}

export function fitsBudget(price: Price, budget: Budget): boolean {
  return PRICES.indexOf(price) <= BUDGETS.indexOf(budget);
}

export function intensityMatch(offered: readonly Intensity[], chosen: Intensity): IntensityMatch {
  if (offered.includes(chosen)) return "exact";
  const at = INTENSITIES.indexOf(chosen);
  return offered.some((level) => Math.abs(INTENSITIES.indexOf(level) - at) === 1) ? "near" : "none";
}

/** The score of one app, or null when it does not meet the device or budget condition. */
export function scoreApp<A extends ScoredAppInput>(app: A, answers: Answers): Recommendation<A> | null {
  if (answers.device && !app.platforms.includes(answers.device)) return null;
  if (answers.budget && !fitsBudget(app.price, answers.budget)) return null;
  const goals = answers.goals.filter((goal) => app.goals.includes(goal));
  const reasons = answers.reasons.filter((reason) => app.reasons.includes(reason));
  const intensity = answers.intensity ? intensityMatch(app.intensities, answers.intensity) : "none";
  const dutch = app.languages.includes("nl");
  const score =
    goals.length * WEIGHTS.goal +
    reasons.length * WEIGHTS.reason +
    (intensity === "exact" ? WEIGHTS.intensityExact : intensity === "near" ? WEIGHTS.intensityNear : 0) +
    (dutch ? WEIGHTS.dutch : 0);
  return { app, score, goals, reasons, intensity, dutch };
}

/** The best `limit` apps (3 by default), best first; fewer when fewer apps fit. */
export function recommendApps<A extends ScoredAppInput>(
  apps: readonly A[],
  answers: Answers,
  limit: number = TOP_APPS,
): Recommendation<A>[] {
  return apps
    .map((app) => scoreApp(app, answers))
    .filter((r): r is Recommendation<A> => r !== null && r.goals.length + r.reasons.length > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.app.accessibility.length - a.app.accessibility.length ||
        compareDutch(a.app.name, b.app.name),
    )
    .slice(0, Math.max(0, limit));
}
