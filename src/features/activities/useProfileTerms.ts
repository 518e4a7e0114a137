/**
 * The logged-in participant's profile terms, for recommendations (spec 001 §4: loaded once, when
 * the recommended mode is first needed: unloaded, loading, loaded).
 */
import { useEffect, useState } from "react";
import { getProfileTerms } from "./api";

export type ProfileTermsState = { status: "unloaded" } | { status: "loading" } | { status: "loaded"; terms: number[] } | { status: "failed" };

export function useProfileTerms(userId: string | null): ProfileTermsState {
  const [state, setState] = useState<{ userId: string; value: ProfileTermsState } | null>(null);

  useEffect(() => {
    if (!userId || state?.userId === userId) return;
    setState({ userId, value: { status: "loading" } });
    getProfileTerms(userId).then(
      (terms) => setState({ userId, value: { status: "loaded", terms } }),
      () => setState({ userId, value: { status: "failed" } }),
    );
  }, [userId, state?.userId]);

  if (!userId || state?.userId !== userId) return { status: "unloaded" };
  return state.value;
}
