/**
 * Whether React is hydrating the calling component from the build's HTML. React reads a store's
 * server snapshot exactly while it hydrates, also when it hydrates a Suspense boundary later than
 * the rest of the page, so this holds for each component on its own; the build itself (no
 * document) answers false. Afterwards React renders again with the client snapshot (false): keep
 * what the first render decided in useState when it must stay.
 */
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => typeof document !== "undefined",
  );
}
