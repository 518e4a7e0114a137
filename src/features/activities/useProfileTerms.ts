/**
 * The logged-in participant's profile terms, for recommendations (spec 001 §4: loaded once, when
 * the recommended mode is first needed: unloaded, loading, loaded), through the shared load hook.
 */
import { useRef } from "react";
import { useLoad, type LoadState } from "../../platform/loading/useLoad";
import { getProfileTerms } from "./api";

export function useProfileTerms(userId: string | null, needed: boolean): LoadState<number[]> {
  // Once asked for, the terms stay (switching the mode back and forth asks nothing again).
  const asked = useRef(false);
  if (needed && userId) asked.current = true;
  const { state } = useLoad(() => getProfileTerms(userId ?? ""), {
    key: userId,
    enabled: asked.current && userId !== null,
  });
  return needed ? state : { status: "unloaded" };
}
