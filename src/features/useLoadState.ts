/**
 * Loads one answer when the page opens (and again when `deps` change): "loading", then "ready"
 * with the data, or the state that `errorState` makes of the failure. An answer that arrives after
 * the page moved on is dropped. The setter replaces the data (e.g. after a change the page made).
 */
import { useEffect, useState } from "react";

export type Ready<T> = { status: "loading" } | { status: "ready"; data: T };

export function useLoadState<T, E extends { status: string }>(
  load: () => Promise<T>,
  deps: readonly unknown[],
  errorState: (error: unknown) => E,
): [Ready<T> | E, (data: T) => void] {
  const [state, setState] = useState<Ready<T> | E>({ status: "loading" });
  useEffect(() => {
    let live = true;
    setState({ status: "loading" });
    load().then(
      (data) => live && setState({ status: "ready", data }),
      (error: unknown) => live && setState(errorState(error)),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return [state, (data: T) => setState({ status: "ready", data })];
}
