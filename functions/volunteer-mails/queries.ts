/**
 * SQL of the monthly opportunity mail (app_private.volunteer_monthly_mails), run as service_role.
 * A row per volunteer and month is the claim: inserted before the mail goes out, so a second run
 * (or a retry, or two runs at once) never mails the same person twice in a month.
 */
import { intArray, type Tx } from "../_shared/db";

export type ClaimedMail = {
  profileId: string;
  username: string;
  region: number | null;
  abilityIds: number[];
  opportunityIds: number[];
};

export type MailOpportunity = {
  id: number;
  slug: string;
  title: string;
  location: string;
  region: number | null;
  startsOn: string | null;
  abilityIds: number[];
};

/**
 * Claims up to `limit` volunteers who want the mail (completed sign-up, mail on) and have no row
 * for `period` yet, each with the open opportunities opened since their last sent mail (or in the
 * month before `now` for a first mail). Concurrent runs skip each other's rows (on conflict).
 */
export async function claimMonthlyMails(tx: Tx, period: string, now: Date, limit: number): Promise<ClaimedMail[]> {
  return tx<ClaimedMail[]>`
    with due as (
      select v.profile_id,
             coalesce((select max(m.claimed_at) from app_private.volunteer_monthly_mails m
                       where m.profile_id = v.profile_id and m.sent_at is not null),
                      ${now}::timestamptz - interval '1 month') as since
      from public.volunteers v
      join public.profiles p on p.id = v.profile_id
      where p.is_volunteer and v.completed_at is not null and v.notify_new_opportunities
        and not exists (select 1 from app_private.volunteer_monthly_mails m where m.profile_id = v.profile_id and m.period = ${period})
      order by v.profile_id
      limit ${limit}
    ),
    claimed as (
      insert into app_private.volunteer_monthly_mails (profile_id, period, opportunity_ids, claimed_at)
      select d.profile_id, ${period},
             array(select o.id from public.opportunities o
                   where o.status = 'open' and o.opened_at > d.since and o.opened_at <= ${now}::timestamptz
                   order by o.opened_at desc, o.id desc),
             ${now}::timestamptz
      from due d
      on conflict (profile_id, period) do nothing
      returning profile_id, opportunity_ids
    )
    select c.profile_id, p.username, v.region, to_json(c.opportunity_ids) as opportunity_ids,
           coalesce((select json_agg(a.ability_id order by a.ability_id) from public.volunteer_ability_choices a
                     where a.profile_id = c.profile_id), '[]'::json) as ability_ids
    from claimed c
    join public.profiles p on p.id = c.profile_id
    join public.volunteers v on v.profile_id = c.profile_id`;
}

export async function opportunitiesByIds(tx: Tx, ids: number[]): Promise<MailOpportunity[]> {
  if (ids.length === 0) return [];
  return tx<MailOpportunity[]>`
    select o.id, o.slug, o.title, o.location, o.region, o.starts_on::text as starts_on,
           coalesce((select json_agg(oa.ability_id order by oa.ability_id) from public.opportunity_abilities oa
                     where oa.opportunity_id = o.id), '[]'::json) as ability_ids
    from public.opportunities o
    where o.id = any(${intArray(ids)}::int[])
    order by o.opened_at desc, o.id desc`;
}

/** The mail went out: it counts as the last mail for the next month's list. */
export async function markSent(tx: Tx, profileId: string, period: string): Promise<void> {
  await tx`update app_private.volunteer_monthly_mails set sent_at = now() where profile_id = ${profileId} and period = ${period}`;
}

/** Sending failed: the claim goes, so a later run this month tries again. */
export async function releaseClaim(tx: Tx, profileId: string, period: string): Promise<void> {
  await tx`delete from app_private.volunteer_monthly_mails where profile_id = ${profileId} and period = ${period} and sent_at is null`;
}
