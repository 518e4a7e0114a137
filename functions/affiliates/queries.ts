/** SQL of /affiliates: partner organisations and the consents of one participant. */
import type { Queryable } from "../_shared/db";

export type AffiliateRow = { id: number; name: string; description: string; url: string };

/** Active partner organisations in their display order (RLS shows only active ones). */
export async function findActiveAffiliates(sql: Queryable): Promise<AffiliateRow[]> {
  return sql<AffiliateRow[]>`
    select id, name, description, url
    from public.affiliates
    where active
    order by sort_order, name`;
}

export async function findConsentedAffiliateIds(sql: Queryable, userId: string): Promise<number[]> {
  const rows = await sql<{ affiliateId: number }[]>`
    select c.affiliate_id
    from public.affiliate_consents c join public.affiliates a on a.id = c.affiliate_id
    where c.user_id = ${userId} and a.active
    order by c.affiliate_id`;
  return rows.map((row) => row.affiliateId);
}

/** Makes `ids` the complete set of consents: withdrawn ones are deleted, new ones added. */
export async function replaceConsents(sql: Queryable, userId: string, ids: number[]): Promise<void> {
  const list = sql.json(ids);
  await sql`
    delete from public.affiliate_consents
    where user_id = ${userId}
      and affiliate_id not in (select value::int from jsonb_array_elements_text(${list}))`;
  if (ids.length === 0) return;
  await sql`
    insert into public.affiliate_consents (user_id, affiliate_id)
    select ${userId}, value::int from jsonb_array_elements_text(${list})
    on conflict (user_id, affiliate_id) do nothing`;
}
