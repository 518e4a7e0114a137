/** SQL about the calling participant that every community aggregate needs (RLS: own profile row). */
import type { Queryable } from "../_shared/db";

/** The caller's own username. */
export async function findOwnUsername(sql: Queryable, userId: string): Promise<string | null> {
  const [row] = await sql<{ username: string }[]>`select username from public.profiles where id = ${userId}`;
  return row?.username ?? null;
}

/** When the caller's account was made (null without a profile). */
export async function findOwnCreatedAt(sql: Queryable, userId: string): Promise<Date | null> {
  const [row] = await sql<{ createdAt: Date }[]>`select created_at from public.profiles where id = ${userId}`;
  return row?.createdAt ?? null;
}
