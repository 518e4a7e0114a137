/**
 * Typed calls of the activity guide (spec 001 §7 "Guide and user", the postcode look-up, the
 * submission). The only place the guide calls fetch.
 */
import type { ActivitySubmissionBody, SubmissionAnswer } from "../../domain/activities/submission";
import type { GetQueryAnswer, ODataActivity } from "../../domain/activities/types";
import { apiRequest } from "../http";

const QUERY = "query=PhysicalActivity";

/** All published activities with their published editions. */
export async function getActivities(signal?: AbortSignal): Promise<ODataActivity[]> {
  return (await apiRequest<GetQueryAnswer>(`/OData/GetQuery?${QUERY}`, { signal })).value ?? [];
}

/** One published activity by slug, or null (unpublished, removed, unknown). */
export async function getActivityBySlug(slug: string, signal?: AbortSignal): Promise<ODataActivity | null> {
  const answer = await apiRequest<GetQueryAnswer>(`/OData/GetQuery?${QUERY}&slug=${encodeURIComponent(slug)}`, { signal });
  return answer.value?.[0] ?? null;
}

export function lookUpPostcode(postcode: string, houseNumber: string): Promise<{ Lat: number; Long: number }> {
  return apiRequest(`/postcodenl/${encodeURIComponent(postcode)}/${encodeURIComponent(houseNumber)}`);
}

export async function getProfileTerms(userId: string): Promise<number[]> {
  const answer = await apiRequest<{ Terms?: Array<{ TermNumber: number }> }>(`/profiles/terms/${encodeURIComponent(userId)}`);
  return (answer.Terms ?? []).map((term) => term.TermNumber);
}

export async function getCommunityAccess(userId: string): Promise<boolean> {
  const answer = await apiRequest<{ Community?: string }>(`/CustomUser/AccessRoles/${encodeURIComponent(userId)}`);
  return answer.Community === "Approved";
}

export function getLiked(activityId: string): Promise<boolean> {
  return apiRequest<boolean>(`/gids/activity/${encodeURIComponent(activityId)}/likes`);
}

export function getNumberOfLikes(activityId: string): Promise<number> {
  return apiRequest<number>(`/gids/activity/${encodeURIComponent(activityId)}/number_of_likes`);
}

export type LikeState = { Liked: boolean; NumberOfLikes: number };

export function setLiked(activityId: string, liked: boolean): Promise<LikeState> {
  return apiRequest<LikeState>(`/gids/activity/${encodeURIComponent(activityId)}/${liked ? "like" : "dislike"}`, { method: "POST" });
}

export function submitActivity(body: ActivitySubmissionBody): Promise<SubmissionAnswer> {
  return apiRequest<SubmissionAnswer>("/gids/activities", { method: "POST", body });
}
