/** Loads one answer of the e-learning API; 401 and 404 are states of their own (login, not found). */
import { ApiError } from "../http";
import { useLoadState } from "../useLoadState";

export type Loaded<T> = { status: "loading" } | { status: "anonymous" } | { status: "notFound"; message: string | null } | { status: "failed" } | { status: "ready"; data: T };

function stateOfError(error: unknown): Loaded<never> {
  if (error instanceof ApiError && error.status === 401) return { status: "anonymous" };
  if (error instanceof ApiError && error.status === 404) return { status: "notFound", message: error.message || null };
  return { status: "failed" };
}

export function useLearningLoad<T>(load: () => Promise<T>, key: string): Loaded<T> {
  return useLoadState(load, [key], stateOfError)[0];
}
