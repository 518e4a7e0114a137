/**
 * A feature's own load states on top of the shared load hook (`loading/useLoad`, spec 001 §4, §9):
 * "loading", then "ready" with the data; a 401/403 or another 4xx becomes the state that
 * `errorState` makes of its status (login, not a volunteer, not found), or "failed"; a connection
 * error is retried by the hook (10 × 10 s) and shown as "connection-error". Both problem states
 * carry the hook's state and `retry`, for the Dutch notice (`LoadNotice`). The setter replaces the
 * data (e.g. after a change the page made).
 */
import { useLoad, type LoadState } from "./useLoad";

export type Ready<T> = { status: "loading" } | { status: "ready"; data: T };
export type LoadProblem = { status: "connection-error" | "failed"; load: LoadState<unknown>; retry: () => void };

export function useLoadState<T, E extends { status: string }>(
  load: () => Promise<T>,
  deps: readonly unknown[],
  errorState: (statusCode: number, message: string | null) => E | null,
): [Ready<T> | E | LoadProblem, (data: T) => void] {
  const { state, retry, setData } = useLoad(load, { key: JSON.stringify(deps) });
  switch (state.status) {
    case "loaded":
      return [{ status: "ready", data: state.data }, setData];
    case "unauthorized":
      return [errorState(state.statusCode, null) ?? { status: "failed", load: state, retry }, setData];
    case "failed":
      return [
        errorState(state.statusCode, state.error?.message || null) ?? { status: "failed", load: state, retry },
        setData,
      ];
    case "connection-error":
      return [{ status: "connection-error", load: state, retry }, setData];
    default:
      return [{ status: "loading" }, setData];
  }
}
