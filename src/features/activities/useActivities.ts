/**
 * The published activities, loaded from the API once per page load (so the overview is always
 * fresh, whatever the last build), turned into the guide's model and indexed for filtering. Loaded
 * through the shared load hook (spec 001 §4, §9: a connection error is retried every 10 s, at most
 * 10 attempts, with its notice and a manual retry; decision 241).
 */
import { indexActivities, termChoices, type IndexedActivity } from "../../domain/activities/filters";
import { toAnyActivity } from "../../domain/activities/model";
import type { Activity } from "../../domain/activities/types";
import { useLoad, type LoadState } from "../../platform/loading/useLoad";
import { getActivities } from "./api";

export type ActivitiesData = {
  now: number;
  activities: Activity[];
  index: IndexedActivity[];
  terms: Array<{ termNumber: number; name: string }>;
};
export type ActivitiesState = LoadState<ActivitiesData>;

export function prepareActivities(activities: Activity[], now: number): ActivitiesData {
  return { now, activities, index: indexActivities(activities, now), terms: termChoices(activities) };
}

async function loadActivities(signal: AbortSignal): Promise<ActivitiesData> {
  const rows = await getActivities(signal);
  return prepareActivities(rows.map(toAnyActivity), Date.now());
}

export function useActivities(): { state: ActivitiesState; retry: () => void } {
  return useLoad(loadActivities);
}
