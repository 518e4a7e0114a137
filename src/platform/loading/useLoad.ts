/**
 * The one shared load hook (spec 001 §4 "Generic async load states", §9): unloaded, loading,
 * loaded, connection-error, unauthorized, failed. A request that fails (the network, or a 5xx
 * answer) becomes connection-error and is tried again after a wait — at most 10 attempts in all,
 * 10 s apart; after the last one the state is failed (status 500). A 401/403 answer gives
 * unauthorized (no retry); any other 4xx gives failed at once, with the server's error (its Dutch
 * message and field errors). `retry()` starts again from the first
 * attempt at once (the notice's "Opnieuw proberen"). Features load their data through this hook
 * instead of keeping their own loading state (docs/decisions/241-load-states.md).
 *
 * A page that was rendered with its data already (the build, or a server-rendered page) passes it as
 * `initial`: the state starts loaded, so the first render equals that HTML, and the first load is
 * skipped — unless `refresh` asks to read it again, in which case a failure keeps the data shown
 * (the page stays as it was rendered; no notice, no retries). `setData` and `update` change loaded
 * data after a change the page made itself.
 *
 * It reads a failure's status as src/platform/http.ts's ApiError carries it, without importing the
 * fetch helper: an island that loads its calls on demand (a bookmark, a story block, the account
 * menu's blog link) uses this hook without taking the helper into its first chunk.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import type { ApiError } from "../http";

export const MAX_ATTEMPTS = 10;
export const RETRY_INTERVAL_MS = 10_000;

export type LoadState<T> =
  | { status: "unloaded" }
  | { status: "loading"; attempt: number }
  | { status: "loaded"; data: T }
  | { status: "connection-error"; attempt: number; nextAttemptAt: number }
  | { status: "unauthorized"; statusCode: 401 | 403; error: ApiError }
  | { status: "failed"; statusCode: number; error?: ApiError };

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/** An ApiError (a refusal or failure the fetch helper described), told by its shape. */
function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof Error &&
    typeof (error as Partial<ApiError>).status === "number" &&
    typeof (error as Partial<ApiError>).code === "string"
  );
}

/** A failure worth trying again: no answer (status 0) or a server error. */
function isConnectionError(error: unknown): boolean {
  return !isApiError(error) || error.status === 0 || error.status >= 500;
}

/**
 * Loads with `load(signal)` when `enabled` (default true) and whenever `key` changes. `load` may
 * change identity freely: the latest one is used.
 */
export interface LoadOptions<T> {
  /** Load again whenever this changes. */
  key?: unknown;
  /** False: do not load (state unloaded). */
  enabled?: boolean;
  /** The data the page was rendered with: the state starts loaded with it. */
  initial?: T;
  /** With `initial`: read it again once the page runs (a failure keeps `initial`). */
  refresh?: boolean;
}

export interface Load<T> {
  state: LoadState<T>;
  /** Starts again from the first attempt at once. */
  retry: () => void;
  /** Replaces the data (a change the page made itself). */
  setData: (data: T) => void;
  /** Changes loaded data in place (nothing when not loaded). */
  update: (change: (data: T) => T) => void;
}

export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, options: LoadOptions<T> = {}): Load<T> {
  const { key, enabled = true, refresh = false } = options;
  const hasInitial = options.initial !== undefined;
  const [state, setState] = useState<LoadState<T>>(() =>
    hasInitial
      ? { status: "loaded", data: options.initial as T }
      : ({ status: enabled ? "loading" : "unloaded", attempt: 1 } as LoadState<T>),
  );
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  // The first run with `initial` skips the load (or refreshes quietly); later keys load as usual.
  const initialRun = useRef(hasInitial);

  useEffect(() => {
    const quiet = initialRun.current;
    initialRun.current = false;
    if (quiet && !refresh) return undefined;
    if (!enabled) {
      setState({ status: "unloaded" });
      return undefined;
    }
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = (n: number) => {
      if (!quiet) setState({ status: "loading", attempt: n });
      loadRef.current(controller.signal).then(
        (data) => {
          // A transition: React renders what the data brings in slices of a few milliseconds, so a
          // long list never holds the page's main thread in one piece (issue 24).
          if (!controller.signal.aborted) startTransition(() => setState({ status: "loaded", data }));
        },
        (error: unknown) => {
          if (controller.signal.aborted || isAbort(error) || quiet) return;
          if (isApiError(error) && (error.status === 401 || error.status === 403))
            return setState({ status: "unauthorized", statusCode: error.status as 401 | 403, error });
          if (!isConnectionError(error))
            return setState({ status: "failed", statusCode: (error as ApiError).status, error: error as ApiError });
          if (n >= MAX_ATTEMPTS) return setState({ status: "failed", statusCode: 500 });
          setState({ status: "connection-error", attempt: n, nextAttemptAt: Date.now() + RETRY_INTERVAL_MS });
          timer = setTimeout(() => attempt(n + 1), RETRY_INTERVAL_MS);
        },
      );
    };
    attempt(1);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `refresh` only matters for the first run
  }, [enabled, key, round]);

  const retry = useCallback(() => setRound((n) => n + 1), []);
  const setData = useCallback((data: T) => setState({ status: "loaded", data }), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setState((current) => (current.status === "loaded" ? { status: "loaded", data: change(current.data) } : current)),
    [],
  );
  return { state, retry, setData, update };
}
