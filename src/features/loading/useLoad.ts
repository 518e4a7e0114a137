/**
 * The one shared load hook (spec 001 §4 "Generic async load states", §9): unloaded, loading,
 * loaded, connection-error, unauthorized, failed. A request that fails (the network, or a 5xx
 * answer) becomes connection-error and is tried again after a wait — at most 10 attempts in all,
 * 10 s apart; after the last one the state is failed (status 500). A 401/403 answer gives
 * unauthorized (no retry); any other 4xx gives failed at once. `retry()` starts again from the first
 * attempt at once (the notice's "Opnieuw proberen"). Features load their data through this hook
 * instead of keeping their own loading state (docs/decisions/241-load-states.md).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../http";

export const MAX_ATTEMPTS = 10;
export const RETRY_INTERVAL_MS = 10_000;

export type LoadState<T> =
  | { status: "unloaded" }
  | { status: "loading"; attempt: number }
  | { status: "loaded"; data: T }
  | { status: "connection-error"; attempt: number; nextAttemptAt: number }
  | { status: "unauthorized" }
  | { status: "failed"; statusCode: number };

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/** A failure worth trying again: no answer (status 0) or a server error. */
function isConnectionError(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

/**
 * Loads with `load(signal)` when `enabled` (default true) and whenever `key` changes. `load` may
 * change identity freely: the latest one is used.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, options: { key?: unknown; enabled?: boolean } = {}): { state: LoadState<T>; retry: () => void } {
  const { key, enabled = true } = options;
  const [state, setState] = useState<LoadState<T>>({ status: enabled ? "loading" : "unloaded", attempt: 1 } as LoadState<T>);
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (!enabled) {
      setState({ status: "unloaded" });
      return;
    }
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = (n: number) => {
      setState({ status: "loading", attempt: n });
      loadRef.current(controller.signal).then(
        (data) => {
          if (!controller.signal.aborted) setState({ status: "loaded", data });
        },
        (error: unknown) => {
          if (controller.signal.aborted || isAbort(error)) return;
          if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return setState({ status: "unauthorized" });
          if (!isConnectionError(error)) return setState({ status: "failed", statusCode: (error as ApiError).status });
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
  }, [enabled, key, round]);

  const retry = useCallback(() => setRound((n) => n + 1), []);
  return { state, retry };
}
