/**
 * The wizard's answers and step in the address (spec 001 §5: choose 2 goals, at least 1 reason and
 * 1 of 3 intensities; five questions), so a result can be shared and survives a reload:
 * `/keuzehulp?step=3&goals=strength,balance&reasons=at_home` and
 * `/keuzehulp/uitslag?goals=...&reasons=...&intensity=moderate&device=android&budget=free`.
 * Parsing is forgiving (unknown values are left out, never an error); the rules are checked per
 * step and give an i18n key of the `appguide` namespace.
 */
import {
  GOALS_TO_PICK,
  MIN_REASONS,
  isBudget,
  isGoal,
  isIntensity,
  isPlatform,
  isReason,
  type Budget,
  type Goal,
  type Intensity,
  type Platform,
  type Reason,
} from "./options";
import { commaList, unique } from "../url-lists";

export interface Answers {
  goals: Goal[];
  reasons: Reason[];
  intensity: Intensity | null;
  device: Platform | null;
  budget: Budget | null;
}

export const STEPS = ["goals", "reasons", "intensity", "device", "budget"] as const;
export type Step = (typeof STEPS)[number];
export const STEP_COUNT = STEPS.length;

export const EMPTY_ANSWERS: Answers = { goals: [], reasons: [], intensity: null, device: null, budget: null };

export function parseAnswers(search: string | URLSearchParams): Answers {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  return {
    // More than two goals cannot be chosen; an edited address keeps the first two.
    goals: unique(commaList(params.get("goals")).filter(isGoal)).slice(0, GOALS_TO_PICK),
    reasons: unique(commaList(params.get("reasons")).filter(isReason)),
    intensity: isIntensity(params.get("intensity")) ? (params.get("intensity") as Intensity) : null,
    device: isPlatform(params.get("device")) ? (params.get("device") as Platform) : null,
    budget: isBudget(params.get("budget")) ? (params.get("budget") as Budget) : null,
  };
}

/** "?step=2&goals=a,b" ("" when nothing is set); the step is left out for the first one. */
export function serializeAnswers(answers: Answers, step?: number): string {
  const params = new URLSearchParams();
  if (step !== undefined && step > 1) params.set("step", String(step));
  if (answers.goals.length) params.set("goals", answers.goals.join(","));
  if (answers.reasons.length) params.set("reasons", answers.reasons.join(","));
  if (answers.intensity) params.set("intensity", answers.intensity);
  if (answers.device) params.set("device", answers.device);
  if (answers.budget) params.set("budget", answers.budget);
  const text = params.toString().replace(/%2C/g, ",");
  return text ? `?${text}` : "";
}

/** The error key of one step's answer, or null when it may be left. */
export function stepError(step: Step, answers: Answers): string | null {
  switch (step) {
    case "goals":
      return answers.goals.length === GOALS_TO_PICK
        ? null
        : answers.goals.length === 0
          ? "errors.goals.none"
          : "errors.goals.one";
    case "reasons":
      return answers.reasons.length >= MIN_REASONS ? null : "errors.reasons.required";
    case "intensity":
      return answers.intensity ? null : "errors.intensity.required";
    case "device":
      return answers.device ? null : "errors.device.required";
    case "budget":
      return answers.budget ? null : "errors.budget.required";
  }
}

/** The first step (1-based) whose answer is missing, or null when all five are answered. */
export function firstIncompleteStep(answers: Answers): number | null {
  const index = STEPS.findIndex((step) => stepError(step, answers) !== null);
  return index < 0 ? null : index + 1;
}

export function isComplete(answers: Answers): boolean {
  return firstIncompleteStep(answers) === null;
}

/**
 * The step to show for an address: the asked step (1–5), but never beyond the first unanswered
 * one, so an edited or half-shared address cannot skip a question.
 */
export function stepFromSearch(search: string | URLSearchParams, answers: Answers = parseAnswers(search)): number {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const raw = params.get("step");
  const asked = raw !== null && /^[1-5]$/.test(raw) ? Number(raw) : 1;
  return Math.min(asked, firstIncompleteStep(answers) ?? STEP_COUNT);
}

/**
 * Ticks or unticks a goal. A third goal is refused: the answers stay as they were and the result
 * says why ("errors.goals.tooMany").
 */
export function toggleGoal(answers: Answers, goal: Goal, checked: boolean): { answers: Answers; error: string | null } {
  if (!checked) return { answers: { ...answers, goals: answers.goals.filter((g) => g !== goal) }, error: null };
  if (answers.goals.includes(goal)) return { answers, error: null };
  if (answers.goals.length >= GOALS_TO_PICK) return { answers, error: "errors.goals.tooMany" };
  return { answers: { ...answers, goals: [...answers.goals, goal] }, error: null };
}

export function toggleReason(answers: Answers, reason: Reason, checked: boolean): Answers {
  const rest = answers.reasons.filter((r) => r !== reason);
  return { ...answers, reasons: checked ? [...rest, reason] : rest };
}
