/**
 * Typed calls of the activity guide (spec 001 §7 "Guide and user", the postcode look-up, the
 * submission). The only place the guide calls fetch.
 */
import type { ActivitySubmissionBody, SubmissionAnswer } from "../../domain/activities/submission";
import type {
  AnyODataActivity,
  GetOnlineQueryAnswer,
  GetQueryAnswer,
  ODataActivity,
  ODataOnlineActivity,
} from "../../domain/activities/types";
import { apiRequest } from "../../platform/http";

const QUERY = "query=PhysicalActivity";
const ONLINE_QUERY = "query=OnlineActivity";

/** All published activities, physical and online (two entity sets, asked at once), with their published editions. */
export async function getActivities(signal?: AbortSignal): Promise<AnyODataActivity[]> {
  const [physical, online] = await Promise.all([
    apiRequest<GetQueryAnswer>(`/OData/GetQuery?${QUERY}`, { signal }),
    apiRequest<GetOnlineQueryAnswer>(`/OData/GetQuery?${ONLINE_QUERY}`, { signal }),
  ]);
  return [...(physical.value ?? []), ...(online.value ?? [])];
}

/** One published activity (physical, else online) by slug, or null (unpublished, removed, unknown). */
export async function getActivityBySlug(slug: string, signal?: AbortSignal): Promise<AnyODataActivity | null> {
  const physical = await apiRequest<GetQueryAnswer>(`/OData/GetQuery?${QUERY}&slug=${encodeURIComponent(slug)}`, {
    signal,
  });
  if (physical.value?.[0]) return physical.value[0] as ODataActivity;
  const online = await apiRequest<GetOnlineQueryAnswer>(
    `/OData/GetQuery?${ONLINE_QUERY}&slug=${encodeURIComponent(slug)}`,
    { signal },
  );
  return (online.value?.[0] as ODataOnlineActivity | undefined) ?? null;
}

export type InterestState = { Interested: boolean };

export function getInterest(activityId: string): Promise<InterestState> {
  return apiRequest<InterestState>(`/gids/online-activity/${encodeURIComponent(activityId)}/interest`);
}

export function setInterest(activityId: string, interested: boolean): Promise<InterestState> {
  return apiRequest<InterestState>(
    `/gids/online-activity/${encodeURIComponent(activityId)}/${interested ? "interest" : "no-interest"}`,
    { method: "POST" },
  );
}

export function getInterestedUsers(activityId: string): Promise<Array<{ Username: string; Since: string }>> {
  return apiRequest(`/gids/online-activity/${encodeURIComponent(activityId)}/interested`);
}

export function lookUpPostcode(postcode: string, houseNumber: string): Promise<{ Lat: number; Long: number }> {
  return apiRequest(`/postcodenl/${encodeURIComponent(postcode)}/${encodeURIComponent(houseNumber)}`);
}

export async function getProfileTerms(userId: string): Promise<number[]> {
  const answer = await apiRequest<{ Terms?: Array<{ TermNumber: number }> }>(
    `/profiles/terms/${encodeURIComponent(userId)}`,
  );
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
  return apiRequest<LikeState>(`/gids/activity/${encodeURIComponent(activityId)}/${liked ? "like" : "dislike"}`, {
    method: "POST",
  });
}

export function submitActivity(body: ActivitySubmissionBody): Promise<SubmissionAnswer> {
  return apiRequest<SubmissionAnswer>("/gids/activities", { method: "POST", body });
}
