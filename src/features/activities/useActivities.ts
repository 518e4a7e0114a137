/**
 * The published activities, loaded from the API once per page load (so the overview is always
 * fresh, whatever the last build), turned into the guide's model and indexed for filtering.
 */
import { useCallback, useEffect, useState } from "react";
import { indexActivities, termChoices, type IndexedActivity } from "../../domain/activities/filters";
import { toAnyActivity } from "../../domain/activities/model";
import type { Activity } from "../../domain/activities/types";
import { getActivities } from "./api";

export type ActivitiesState =
  | { status: "loading" }
  | { status: "failed" }
  | { status: "loaded"; now: number; activities: Activity[]; index: IndexedActivity[]; terms: Array<{ termNumber: number; name: string }> };

export function prepareActivities(activities: Activity[], now: number): Extract<ActivitiesState, { status: "loaded" }> {
  return { status: "loaded", now, activities, index: indexActivities(activities, now), terms: termChoices(activities) };
}

export function useActivities(): { state: ActivitiesState; retry: () => void } {
  const [state, setState] = useState<ActivitiesState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    getActivities(controller.signal).then(
      (rows) => setState(prepareActivities(rows.map(toAnyActivity), Date.now())),
      (error: unknown) => {
        if (!controller.signal.aborted && !(error instanceof DOMException && error.name === "AbortError")) setState({ status: "failed" });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
