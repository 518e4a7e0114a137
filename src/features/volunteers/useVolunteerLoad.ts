/** Loads volunteer-area data once; 401 and 403 become their own states (the page offers login or sign-up). */
import { useLoadState, type LoadProblem } from "../../platform/loading/useLoadState";

export type LoadState<T> =
  | { status: "loading" }
  | { status: "anonymous" }
  | { status: "notVolunteer" }
  | { status: "notFound" }
  | LoadProblem
  | { status: "ready"; data: T };

export function stateOfError<T>(statusCode: number): LoadState<T> | null {
  if (statusCode === 401) return { status: "anonymous" };
  if (statusCode === 403) return { status: "notVolunteer" };
  if (statusCode === 404) return { status: "notFound" };
  return null;
}

export function useVolunteerLoad<T>(
  load: () => Promise<T>,
  deps: readonly unknown[],
): [LoadState<T>, (data: T) => void] {
  return useLoadState(load, deps, stateOfError<T>);
}
