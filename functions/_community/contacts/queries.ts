/**
 * SQL of contact links and blocks (run as the caller: RLS lets only the two parties read a link,
 * the requester insert, the receiver decide, and either remove an accepted contact).
 */
import type { Queryable } from "../../_shared/db";

export type LinkStatus = "requested" | "accepted" | "denied";

export type LinkRow = {
  id: number;
  requesterId: string;
  receiverId: string;
  status: LinkStatus;
  message: string;
  seenAt: Date | null;
  createdAt: Date;
  acceptedAt: Date | null;
};

export async function findLinkBetween(sql: Queryable, a: string, b: string): Promise<LinkRow | null> {
  const [row] = await sql<LinkRow[]>`
    select id, requester_id, receiver_id, status, message, seen_at, created_at, accepted_at
    from public.contact_links
    where least(requester_id, receiver_id) = least(${a}::uuid, ${b}::uuid)
      and greatest(requester_id, receiver_id) = greatest(${a}::uuid, ${b}::uuid)`;
  return row ?? null;
}

export async function insertRequest(
  sql: Queryable,
  requesterId: string,
  receiverId: string,
  message: string,
): Promise<void> {
  await sql`insert into public.contact_links (requester_id, receiver_id, message) values (${requesterId}, ${receiverId}, ${message})`;
}

export async function decide(sql: Queryable, linkId: number, status: "accepted" | "denied"): Promise<void> {
  await sql`
    update public.contact_links
    set status = ${status}, accepted_at = ${status === "accepted" ? sql`now()` : null}, seen_at = coalesce(seen_at, now())
    where id = ${linkId}`;
}

export async function markSeen(sql: Queryable, linkId: number): Promise<void> {
  await sql`update public.contact_links set seen_at = coalesce(seen_at, now()) where id = ${linkId}`;
}

export async function deleteLink(sql: Queryable, linkId: number): Promise<number> {
  const rows = await sql`delete from public.contact_links where id = ${linkId} returning id`;
  return rows.length;
}

export type ContactRow = {
  userId: string;
  username: string;
  photoPath: string | null;
  requesterId: string;
  status: LinkStatus;
  message: string;
  seenAt: Date | null;
  createdAt: Date;
};

/**
 * The caller's contacts and open requests: accepted links, incoming requests (not denied) and the
 * caller's own requests (a denied one still reads "pending" in the presenter). Newest first.
 */
export async function findContacts(
  sql: Queryable,
  userId: string,
  page: { index: number; size: number },
): Promise<ContactRow[]> {
  return sql<ContactRow[]>`
    select o.id as user_id, o.username, o.photo_path, l.requester_id, l.status, l.message, l.seen_at, l.created_at
    from public.contact_links l
    join public.member_directory o on o.id = case when l.requester_id = ${userId} then l.receiver_id else l.requester_id end
    where (l.requester_id = ${userId} or (l.receiver_id = ${userId} and l.status <> 'denied'))
    order by (l.status = 'requested' and l.receiver_id = ${userId}) desc, coalesce(l.accepted_at, l.created_at) desc, l.id desc
    limit ${page.size} offset ${page.index * page.size}`;
}

export async function countContacts(sql: Queryable, userId: string): Promise<number> {
  const [row] = await sql<{ total: number }[]>`
    select count(*)::int as total
    from public.contact_links l
    join public.member_directory o on o.id = case when l.requester_id = ${userId} then l.receiver_id else l.requester_id end
    where l.requester_id = ${userId} or (l.receiver_id = ${userId} and l.status <> 'denied')`;
  return row?.total ?? 0;
}

/** Incoming requests not yet seen (the account shell's flag). */
export async function countUnseenRequests(sql: Queryable, userId: string): Promise<number> {
  const [row] = await sql<{ total: number }[]>`
    select count(*)::int as total from public.contact_links
    where receiver_id = ${userId} and status = 'requested' and seen_at is null`;
  return row?.total ?? 0;
}

/** The member is in the caller's directory (public.member_directory leaves out paused, blocked and muted members). */
export async function inDirectory(sql: Queryable, id: string): Promise<boolean> {
  const [row] = await sql<
    { found: boolean }[]
  >`select exists (select 1 from public.member_directory m where m.id = ${id}) as found`;
  return row?.found ?? false;
}

// Blocks ---------------------------------------------------------------------------------------------

export async function blockedBetween(sql: Queryable, a: string, b: string): Promise<boolean> {
  const [row] = await sql<{ blocked: boolean }[]>`select public.blocked_between(${a}, ${b}) as blocked`;
  return row?.blocked ?? false;
}

export async function upsertBlock(
  sql: Queryable,
  userId: string,
  blockedId: string,
  kind: "block" | "mute",
): Promise<void> {
  await sql`
    insert into public.member_blocks (user_id, blocked_id, kind) values (${userId}, ${blockedId}, ${kind})
    on conflict (user_id, blocked_id) do update set kind = excluded.kind`;
}

export async function deleteBlock(sql: Queryable, userId: string, blockedId: string): Promise<void> {
  await sql`delete from public.member_blocks where user_id = ${userId} and blocked_id = ${blockedId}`;
}

export type BlockRow = { userId: string; username: string; kind: "block" | "mute"; createdAt: Date };

/** The caller's own blocks and mutes, with the names (the blocked are not in the caller's directory). */
export async function findBlocks(sql: Queryable, userId: string): Promise<BlockRow[]> {
  return sql<BlockRow[]>`
    select b.blocked_id as user_id, a.username, b.kind, b.created_at
    from public.member_blocks b
    left join public.community_authors a on a.id = b.blocked_id
    where b.user_id = ${userId}
    order by b.created_at desc`;
}
