/**
 * The own profile, loaded once per page (GET /customprofile) and shared by the account sidebar
 * and the profile form; a change (saved form, new photo) reaches every user of the hook.
 */
import { useEffect, useState } from "react";
import type { ProfileView } from "../../domain/profile";
import { getProfile } from "./api";

export type OwnProfile = { status: "loading" } | { status: "failed" } | { status: "ready"; profile: ProfileView };

let current: OwnProfile = { status: "loading" };
let pending: Promise<void> | null = null;
const listeners = new Set<(state: OwnProfile) => void>();

function publish(next: OwnProfile): void {
  current = next;
  for (const listener of listeners) listener(next);
}

/** Shares a newer profile (after a save or a photo change) with every component. */
export function setOwnProfile(profile: ProfileView): void {
  publish({ status: "ready", profile });
}

/** Forgets the cached profile (tests). */
export function forgetOwnProfile(): void {
  current = { status: "loading" };
  pending = null;
}

export function useOwnProfile(enabled = true): OwnProfile {
  const [state, setState] = useState<OwnProfile>(current);
  useEffect(() => {
    if (!enabled) return undefined;
    listeners.add(setState);
    setState(current);
    pending ??= getProfile().then(
      (profile) => publish({ status: "ready", profile }),
      () => publish({ status: "failed" }),
    );
    return () => {
      listeners.delete(setState);
    };
  }, [enabled]);
  return state;
}
