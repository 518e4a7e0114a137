/**
 * The own profile, read once per page (GET /customprofile) through the shared load hook and shared
 * by the account sidebar and the profile form: both users of the hook get the one request's
 * answer, and a change (a saved form, a new photo: `setOwnProfile`) reaches every one of them.
 */
import { useEffect } from "react";
import type { ProfileView } from "../../domain/profile";
import { useLoad, type Load } from "../../platform/loading/useLoad";
import { getProfile } from "./api";

let latest: ProfileView | null = null;
let pending: Promise<ProfileView> | null = null;
const listeners = new Set<(profile: ProfileView) => void>();

/** The one request of this page load (asked again only after it failed). */
function ownProfile(): Promise<ProfileView> {
  if (latest) return Promise.resolve(latest);
  pending ??= getProfile().then(
    (profile) => (latest = profile),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** Shares a newer profile (after a save or a photo change) with every component. */
export function setOwnProfile(profile: ProfileView): void {
  latest = profile;
  for (const listener of listeners) listener(profile);
}

/** Forgets the cached profile (tests). */
export function forgetOwnProfile(): void {
  latest = null;
  pending = null;
}

export function useOwnProfile(enabled = true): Load<ProfileView> {
  // A profile this page load already read is shown at once (a client-side navigation within the account area).
  const load = useLoad(ownProfile, { enabled, initial: latest ?? undefined });
  const { setData } = load;
  useEffect(() => {
    listeners.add(setData);
    return () => void listeners.delete(setData);
  }, [setData]);
  return load;
}
