/** Loads one answer of the e-learning API; 401 and 404 are states of their own (login, not found). */
import { useLoadState, type LoadProblem } from "../../platform/loading/useLoadState";

export type Loaded<T> =
  | { status: "loading" }
  | { status: "anonymous" }
  | { status: "notFound"; message: string | null }
  | LoadProblem
  | { status: "ready"; data: T };

function stateOfError(statusCode: number, message: string | null): Loaded<never> | null {
  if (statusCode === 401) return { status: "anonymous" };
  if (statusCode === 404) return { status: "notFound", message };
  return null;
}

export function useLearningLoad<T>(load: () => Promise<T>, key: string): Loaded<T> {
  return useLoadState(load, [key], stateOfError)[0];
}
