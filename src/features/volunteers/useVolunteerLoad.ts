/** Loads volunteer-area data once; 401 and 403 become their own states (the page offers login or sign-up). */
import { ApiError } from "../http";
import { useLoadState } from "../useLoadState";

export type LoadState<T> =
  | { status: "loading" }
  | { status: "anonymous" }
  | { status: "notVolunteer" }
  | { status: "notFound" }
  | { status: "failed" }
  | { status: "ready"; data: T };

export function stateOfError<T>(error: unknown): LoadState<T> {
  if (error instanceof ApiError && error.status === 401) return { status: "anonymous" };
  if (error instanceof ApiError && error.status === 403) return { status: "notVolunteer" };
  if (error instanceof ApiError && error.status === 404) return { status: "notFound" };
  return { status: "failed" };
}

export function useVolunteerLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): [LoadState<T>, (data: T) => void] {
  return useLoadState(load, deps, stateOfError<T>);
}
