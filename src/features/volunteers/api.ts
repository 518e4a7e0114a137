/** Typed calls of the volunteer area (spec 000 §7): the only place here that calls the API. */
import type {
  AbilityCategory,
  ExpertReaction,
  ExpertReactionBody,
  Lookup,
  OpportunityListItem,
  OpportunityView,
  VolunteerContentDetail,
  VolunteerContentItem,
  VolunteerInfoBody,
  VolunteerView,
} from "../../domain/volunteers";
import { apiRequest } from "../../platform/http";

export type ContentKind = "news" | "pages";
const CONTENT_PATH: Record<ContentKind, string> = { news: "volunteer-news", pages: "volunteer-pages" };

export const getVolunteer = () => apiRequest<VolunteerView>("/Volunteer");
/** Spec 000 §7: an empty list on failure. */
export const getOpportunities = () => apiRequest<OpportunityListItem[]>("/Volunteer/GetOpportunities");
export const getInterestedOpportunities = () =>
  apiRequest<OpportunityListItem[]>("/Volunteer/GetInterestedOpportunities");

export function getAllOpportunities(filter: {
  abilityId?: number | null;
  region?: number | null;
}): Promise<OpportunityListItem[]> {
  const query = new URLSearchParams();
  if (filter.abilityId) query.set("abilityId", String(filter.abilityId));
  if (filter.region) query.set("region", String(filter.region));
  const suffix = query.toString();
  return apiRequest<OpportunityListItem[]>(`/Opportunity${suffix ? `?${suffix}` : ""}`);
}

export const getOpportunity = (slug: string) =>
  apiRequest<OpportunityView>(`/Opportunity/ervaringsdeskundigen/${encodeURIComponent(slug)}`);
export const addInterest = (id: number) =>
  apiRequest<OpportunityListItem>(`/Volunteer/AddInterest/${id}`, { method: "POST" });
export const removeInterest = (id: number) =>
  apiRequest<OpportunityListItem>(`/Volunteer/RemoveInterest/${id}`, { method: "POST" });
/** POST /Volunteer/React/{id}: the expert reaction form (decision 415); answers the question with the caller's reaction. */
export const reactToQuestion = (id: number, body: ExpertReactionBody) =>
  apiRequest<OpportunityListItem & { MyReaction: ExpertReaction }>(`/Volunteer/React/${id}`, { method: "POST", body });
export const changeVolunteerNotification = (on: boolean) =>
  apiRequest<void>("/Volunteer/ChangeVolunteerNotification", { method: "PUT", body: { NewOpportunities: on } });

export const getAbilityCategories = () => apiRequest<AbilityCategory[]>("/AbilityCategory");
export const getInterests = () => apiRequest<Lookup[]>("/Interest");
export const getForms = () => apiRequest<Lookup[]>("/FormOfreuma");

export const setVolunteerInfo = (body: VolunteerInfoBody) =>
  apiRequest<VolunteerView>("/Volunteer/SetVolunteerInfo", { method: "POST", body });
export const setAbilities = (abilityIds: number[]) =>
  apiRequest<VolunteerView>("/Volunteer/SetAbilities", { method: "POST", body: { abilityIds } });
export const setInterests = (interestIds: number[]) =>
  apiRequest<VolunteerView>("/Volunteer/SetInterests", { method: "POST", body: { interestIds } });
export const setForms = (formsOfreumaIds: number[]) =>
  apiRequest<VolunteerView>("/Volunteer/SetFormsOfreuma", { method: "POST", body: { formsOfreumaIds } });
export const completeRegistration = () =>
  apiRequest<VolunteerView>("/Volunteer/CompletedRegistration", { method: "POST" });

export const getVolunteerContent = (kind: ContentKind) =>
  apiRequest<VolunteerContentItem[]>(`/drupal/content/${CONTENT_PATH[kind]}`);
export const getVolunteerContentItem = (kind: ContentKind, slug: string) =>
  apiRequest<VolunteerContentDetail>(`/drupal/content/${CONTENT_PATH[kind]}/${encodeURIComponent(slug)}`);

/** GET /Volunteer/GetAbilities, GetInterests, GetFormsOfreuma: the volunteer's own choices. */
export const getMyChoices = (
  path: "/Volunteer/GetAbilities" | "/Volunteer/GetInterests" | "/Volunteer/GetFormsOfreuma",
) => apiRequest<Lookup[]>(path);
