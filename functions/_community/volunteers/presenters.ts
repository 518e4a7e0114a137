/** What leaves the server of the volunteer area: never a raw row. */
import {
  provinceName,
  type AbilityCategory,
  type ExpertReaction,
  type Lookup,
  type OpportunityListItem,
  type OpportunityView,
  type VolunteerStep,
  type VolunteerView,
} from "../../../src/domain/volunteers";
import type { AbilityRow, InterestedRow, LookupRow, OpportunityRow, ReactionRow, VolunteerRow } from "./queries";

export const presentLookup = (row: LookupRow): Lookup => ({ Id: row.id, Name: row.name });

export function presentCategories(categories: LookupRow[], abilities: AbilityRow[]): AbilityCategory[] {
  return categories.map((category) => ({
    ...presentLookup(category),
    Abilities: abilities.filter((ability) => ability.categoryId === category.id).map(presentLookup),
  }));
}

/** The first step still to do: a closed tab resumes there. */
export function stepOf(row: VolunteerRow | null): VolunteerStep {
  if (!row) return "info";
  if (row.completedAt) return "completed";
  const infoDone =
    row.hasOwnTransport !== null &&
    row.isTravellingByPublicTransport !== null &&
    row.isAbleToTravelIndependently !== null &&
    row.birthYear !== null;
  if (!infoDone) return "info";
  if (row.abilityIds.length === 0) return "abilities";
  if (row.interestIds.length === 0) return "interests";
  return "forms";
}

export function presentVolunteer(
  row: VolunteerRow | null,
  flags: { isVolunteer: boolean; isOrganiser: boolean },
): VolunteerView {
  return {
    IsVolunteer: flags.isVolunteer,
    Step: flags.isVolunteer ? "completed" : stepOf(row),
    HasOwnTransport: row?.hasOwnTransport ?? null,
    IsTravellingByPublicTransport: row?.isTravellingByPublicTransport ?? null,
    IsAbleToTravelIndependently: row?.isAbleToTravelIndependently ?? null,
    BirthYear: row?.birthYear ?? null,
    Region: row?.region ?? null,
    AbilityIds: row?.abilityIds ?? [],
    InterestIds: row?.interestIds ?? [],
    FormsOfreumaIds: row?.formIds ?? [],
    NewOpportunities: row?.notifyNewOpportunities ?? true,
    IsOrganiser: flags.isOrganiser,
  };
}

export function presentOpportunity(row: OpportunityRow): OpportunityListItem {
  return {
    Id: row.id,
    Slug: row.slug,
    Title: row.title,
    Summary: row.summary,
    Location: row.location,
    Region: row.region,
    RegionName: provinceName(row.region),
    StartDate: row.startsOn,
    EndDate: row.endsOn,
    Status: row.status,
    Organisation: row.organisation,
    Abilities: row.abilities.map(presentLookup),
    IsInterested: row.isInterested,
  };
}

export function presentReaction(row: ReactionRow): ExpertReaction {
  return { Text: row.body, Created: row.createdAt.toISOString(), Modified: row.updatedAt.toISOString() };
}

export function presentOpportunityDetail(
  row: OpportunityRow,
  interested: InterestedRow[] | null,
  reaction: ReactionRow | null,
): OpportunityView {
  return {
    ...presentOpportunity(row),
    Description: row.description,
    MyReaction: reaction ? presentReaction(reaction) : null,
    Interested: interested
      ? interested.map((person) => ({
          Id: person.profileId,
          Username: person.username,
          Since: person.createdAt.toISOString(),
          Reaction: person.reaction,
        }))
      : null,
  };
}
