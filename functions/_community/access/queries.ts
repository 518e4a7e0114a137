/** SQL of community-access requests (public.role_requests; RLS: own rows, moderators all). */
import type { Queryable } from "../../_shared/db";

export type RoleRequestRow = {
  id: number;
  userId: string;
  username: string | null;
  status: "pending" | "approved" | "denied";
  motivation: string;
  createdAt: Date;
  decidedAt: Date | null;
};

const SELECT = (sql: Queryable) => sql`
  select r.id, r.user_id, a.username, r.status, r.motivation, r.created_at, r.decided_at
  from public.role_requests r left join public.community_authors a on a.id = r.user_id`;

export async function findLatestRequest(sql: Queryable, userId: string): Promise<RoleRequestRow | null> {
  const [row] = await sql<
    RoleRequestRow[]
  >`${SELECT(sql)} where r.user_id = ${userId} order by r.created_at desc, r.id desc limit 1`;
  return row ?? null;
}

export async function insertRequest(sql: Queryable, userId: string, motivation: string): Promise<void> {
  await sql`insert into public.role_requests (user_id, motivation) values (${userId}, ${motivation})`;
}

export async function findPendingRequests(sql: Queryable, limit: number): Promise<RoleRequestRow[]> {
  return sql<RoleRequestRow[]>`${SELECT(sql)} where r.status = 'pending' order by r.created_at, r.id limit ${limit}`;
}

export async function decideRequest(
  sql: Queryable,
  id: number,
  status: "approved" | "denied",
  moderatorId: string,
): Promise<number> {
  const rows = await sql`
    update public.role_requests set status = ${status}, decided_at = now(), decided_by = ${moderatorId}
    where id = ${id} and status = 'pending' returning id`;
  return rows.length;
}
