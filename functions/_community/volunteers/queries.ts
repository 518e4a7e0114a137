/** SQL of the volunteer area (parameterised postgres.js; RLS applies as the caller). */
import type { Queryable, Tx } from "../../_shared/db";
import { OPPORTUNITY_STATUSES, type OpportunityStatus } from "../../../src/domain/volunteers";
import { intArray } from "../../_shared/db";

/** A text[] literal of known statuses (postgres.js sends arrays as text without type lookups). */
const statusArray = (statuses: OpportunityStatus[]) =>
  `{${statuses.filter((s) => OPPORTUNITY_STATUSES.includes(s)).join(",")}}`;

export type LookupRow = { id: number; name: string };
export type AbilityRow = LookupRow & { categoryId: number };

export type VolunteerRow = {
  hasOwnTransport: boolean | null;
  isTravellingByPublicTransport: boolean | null;
  isAbleToTravelIndependently: boolean | null;
  birthYear: number | null;
  region: number | null;
  notifyNewOpportunities: boolean;
  completedAt: Date | null;
  abilityIds: number[];
  interestIds: number[];
  formIds: number[];
};

export type OpportunityRow = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  description: string;
  location: string;
  region: number | null;
  startsOn: string | null;
  endsOn: string | null;
  status: OpportunityStatus;
  organisation: string | null;
  openedAt: Date;
  abilities: LookupRow[];
  isInterested: boolean;
};

// Lookups -----------------------------------------------------------------------------------------

export const abilityCategories = (sql: Queryable) =>
  sql<LookupRow[]>`select id, name from public.volunteer_ability_categories order by sort, id`;
export const abilities = (sql: Queryable) =>
  sql<AbilityRow[]>`select id, name, category_id from public.volunteer_abilities order by sort, id`;
export const interests = (sql: Queryable) =>
  sql<LookupRow[]>`select id, name from public.volunteer_interests order by sort, id`;
export const forms = (sql: Queryable) =>
  sql<LookupRow[]>`select id, name from public.volunteer_forms order by sort, id`;

export type ChoiceKind = "abilities" | "interests" | "forms";
const CHOICES = {
  abilities: { table: "volunteer_ability_choices", column: "ability_id", lookup: "volunteer_abilities" },
  interests: { table: "volunteer_interest_choices", column: "interest_id", lookup: "volunteer_interests" },
  forms: { table: "volunteer_form_choices", column: "form_id", lookup: "volunteer_forms" },
} as const;

/** How many of `ids` exist in the lookup of `kind`. */
export async function countKnown(sql: Queryable, kind: ChoiceKind, ids: number[]): Promise<number> {
  const [row] = await sql<
    { n: number }[]
  >`select count(*)::int as n from ${sql("public." + CHOICES[kind].lookup)} where id = any(${intArray(ids)}::int[])`;
  return row?.n ?? 0;
}

export async function chosen(sql: Queryable, kind: ChoiceKind, profileId: string): Promise<LookupRow[]> {
  const { table, column, lookup } = CHOICES[kind];
  return sql<LookupRow[]>`
    select l.id, l.name from ${sql("public." + table)} c join ${sql("public." + lookup)} l on l.id = c.${sql(column)}
    where c.profile_id = ${profileId} order by l.sort, l.id`;
}

export async function replaceChoices(tx: Tx, kind: ChoiceKind, profileId: string, ids: number[]): Promise<void> {
  const { table, column } = CHOICES[kind];
  await tx`delete from ${tx("public." + table)} where profile_id = ${profileId}`;
  await tx`insert into ${tx("public." + table)} (profile_id, ${tx(column)}) select ${profileId}, unnest(${intArray(ids)}::int[])`;
}

// The volunteer -----------------------------------------------------------------------------------

export async function findVolunteer(sql: Queryable, profileId: string): Promise<VolunteerRow | null> {
  const [row] = await sql<VolunteerRow[]>`
    select v.has_own_transport, v.is_travelling_by_public_transport, v.is_able_to_travel_independently, v.birth_year,
           v.region, v.notify_new_opportunities, v.completed_at,
           coalesce((select json_agg(ability_id order by ability_id) from public.volunteer_ability_choices where profile_id = v.profile_id), '[]'::json) as ability_ids,
           coalesce((select json_agg(interest_id order by interest_id) from public.volunteer_interest_choices where profile_id = v.profile_id), '[]'::json) as interest_ids,
           coalesce((select json_agg(form_id order by form_id) from public.volunteer_form_choices where profile_id = v.profile_id), '[]'::json) as form_ids
    from public.volunteers v where v.profile_id = ${profileId}`;
  return row ?? null;
}

export async function ensureVolunteer(tx: Tx, profileId: string): Promise<void> {
  await tx`insert into public.volunteers (profile_id) values (${profileId}) on conflict (profile_id) do nothing`;
}

export async function saveInfo(
  tx: Tx,
  profileId: string,
  info: {
    hasOwnTransport: boolean;
    isTravellingByPublicTransport: boolean;
    isAbleToTravelIndependently: boolean;
    birthYear: number;
    region: number | null;
  },
): Promise<void> {
  await tx`
    insert into public.volunteers (profile_id, has_own_transport, is_travelling_by_public_transport, is_able_to_travel_independently, birth_year, region)
    values (${profileId}, ${info.hasOwnTransport}, ${info.isTravellingByPublicTransport}, ${info.isAbleToTravelIndependently}, ${info.birthYear}, ${info.region})
    on conflict (profile_id) do update set
      has_own_transport = excluded.has_own_transport,
      is_travelling_by_public_transport = excluded.is_travelling_by_public_transport,
      is_able_to_travel_independently = excluded.is_able_to_travel_independently,
      birth_year = excluded.birth_year,
      region = excluded.region`;
}

export async function setNotification(tx: Tx, profileId: string, on: boolean): Promise<boolean> {
  const rows =
    await tx`update public.volunteers set notify_new_opportunities = ${on} where profile_id = ${profileId} returning 1`;
  return rows.length > 0;
}

/** As service_role: profiles.is_volunteer and role are not granted to participants. */
export async function markCompleted(tx: Tx, profileId: string): Promise<void> {
  await tx`update public.volunteers set completed_at = coalesce(completed_at, now()) where profile_id = ${profileId}`;
  await tx`update public.profiles set is_volunteer = true, role = 'volunteer' where id = ${profileId}`;
}

// Opportunities -----------------------------------------------------------------------------------

export type OpportunityFilter = {
  abilityId?: number | undefined;
  region?: number | undefined;
  statuses: OpportunityStatus[];
  interestedOnly?: boolean;
  slug?: string;
  id?: number;
};

/** Opportunities the caller may see (RLS), newest first, with the caller's interest. */
export async function listOpportunities(
  sql: Queryable,
  profileId: string,
  filter: OpportunityFilter,
): Promise<OpportunityRow[]> {
  return sql<OpportunityRow[]>`
    select o.id, o.slug, o.title, o.summary, o.description, o.location, o.region, o.starts_on::text as starts_on,
           o.ends_on::text as ends_on, o.status, o.organisation, o.opened_at,
           coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name) order by a.sort, a.id)
                     from public.opportunity_abilities oa join public.volunteer_abilities a on a.id = oa.ability_id
                     where oa.opportunity_id = o.id), '[]'::json) as abilities,
           exists (select 1 from public.opportunity_interests i where i.opportunity_id = o.id and i.profile_id = ${profileId}) as is_interested
    from public.opportunities o
    where o.status = any(${statusArray(filter.statuses)}::text[])
      and (${filter.region ?? null}::int is null or o.region = ${filter.region ?? null}::int)
      and (${filter.abilityId ?? null}::int is null or exists (
        select 1 from public.opportunity_abilities oa where oa.opportunity_id = o.id and oa.ability_id = ${filter.abilityId ?? null}::int))
      and (${filter.interestedOnly ?? false}::boolean = false or exists (
        select 1 from public.opportunity_interests i where i.opportunity_id = o.id and i.profile_id = ${profileId}))
      and (${filter.slug ?? null}::text is null or o.slug = ${filter.slug ?? null}::text)
      and (${filter.id ?? null}::int is null or o.id = ${filter.id ?? null}::int)
    order by (o.status = 'open') desc, o.opened_at desc, o.id desc`;
}

export type InterestedRow = { profileId: string; username: string; createdAt: Date; reaction: string | null };

export async function interestedIn(sql: Queryable, opportunityId: number): Promise<InterestedRow[]> {
  return sql<InterestedRow[]>`
    select i.profile_id, p.username, i.created_at, r.body as reaction
    from public.opportunity_interests i join public.profiles p on p.id = i.profile_id
    left join public.opportunity_reactions r on r.opportunity_id = i.opportunity_id and r.profile_id = i.profile_id
    where i.opportunity_id = ${opportunityId} order by i.created_at`;
}

// Reactions to a question (decision 415) ------------------------------------------------------------

export type ReactionRow = { body: string; createdAt: Date; updatedAt: Date };

export async function findReaction(
  sql: Queryable,
  opportunityId: number,
  profileId: string,
): Promise<ReactionRow | null> {
  const [row] = await sql<ReactionRow[]>`
    select body, created_at, updated_at from public.opportunity_reactions
    where opportunity_id = ${opportunityId} and profile_id = ${profileId}`;
  return row ?? null;
}

/** The volunteer's reaction (a new text replaces the old one; the terms accepted now). */
export async function saveReaction(
  tx: Tx,
  opportunityId: number,
  profileId: string,
  body: string,
): Promise<ReactionRow> {
  const [row] = await tx<ReactionRow[]>`
    insert into public.opportunity_reactions (opportunity_id, profile_id, body, accepted_terms_at)
    values (${opportunityId}, ${profileId}, ${body}, now())
    on conflict (opportunity_id, profile_id) do update set body = excluded.body, accepted_terms_at = excluded.accepted_terms_at
    returning body, created_at, updated_at`;
  return row!;
}

export async function removeReaction(tx: Tx, opportunityId: number, profileId: string): Promise<void> {
  await tx`delete from public.opportunity_reactions where opportunity_id = ${opportunityId} and profile_id = ${profileId}`;
}

export async function addInterest(tx: Tx, opportunityId: number, profileId: string): Promise<void> {
  await tx`insert into public.opportunity_interests (opportunity_id, profile_id) values (${opportunityId}, ${profileId}) on conflict do nothing`;
}

export async function removeInterest(tx: Tx, opportunityId: number, profileId: string): Promise<void> {
  await tx`delete from public.opportunity_interests where opportunity_id = ${opportunityId} and profile_id = ${profileId}`;
}
