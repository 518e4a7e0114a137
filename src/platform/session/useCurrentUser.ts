/**
 * The current session, asked once per page load (GET /CustomUser) and shared by every component
 * that uses the hook. Starts as "loading" on the server and on the first client render, so the
 * static HTML and hydration agree. The call's code (api.ts with the fetch helper) is its own chunk,
 * asked for only once the page has hydrated: the shell and the bookmark button need it for their
 * second render, never for the first (docs/decisions/007-islands-and-late-shell-parts.md).
 */
import { startTransition, useEffect, useState } from "react";
import type { SessionUser } from "./api";

export type CurrentUser = { status: "loading" } | { status: "anonymous" } | { status: "user"; user: SessionUser };

let pending: Promise<CurrentUser> | null = null;
const listeners = new Set<(state: CurrentUser) => void>();

function loadCurrentUser(): Promise<CurrentUser> {
  pending ??= import("./api")
    .then(({ getCurrentUser }) => getCurrentUser())
    .then(
      (user): CurrentUser => (user ? { status: "user", user } : { status: "anonymous" }),
      // The server could not be asked: offer logging in rather than nothing.
      (): CurrentUser => ({ status: "anonymous" }),
    );
  return pending;
}

/** Starts asking (the account corner does so before its own code is there). */
export function preloadCurrentUser(): void {
  void loadCurrentUser();
}

/** Forgets the cached answer (tests; after logging in or out without a page load). */
export function forgetCurrentUser(): void {
  pending = null;
}

/** A new username (saved in the account settings) reaches every user of the hook, the header too. */
export function renameCurrentUser(username: string): void {
  if (!pending) return;
  pending = pending.then((state): CurrentUser =>
    state.status === "user" ? { status: "user", user: { ...state.user, Username: username } } : state,
  );
  void pending.then((next) => {
    for (const listener of listeners) listener(next);
  });
}

export function useCurrentUser(): CurrentUser {
  const [state, setState] = useState<CurrentUser>({ status: "loading" });
  useEffect(() => {
    let live = true;
    listeners.add(setState);
    // A transition: what the session changes (a whole guide or list below the account corner)
    // renders in slices of a few ms instead of one long task (issue 24).
    void loadCurrentUser().then((next) => {
      if (live) startTransition(() => setState(next));
    });
    return () => {
      live = false;
      listeners.delete(setState);
    };
  }, []);
  return state;
}
