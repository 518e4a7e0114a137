/** SQL of the profiles area. */
import type { Queryable } from "../_shared/db";

export async function isModerator(sql: Queryable, userId: string): Promise<boolean> {
  const [row] = await sql<
    { found: boolean }[]
  >`select exists (select 1 from public.moderators where user_id = ${userId}) as found`;
  return row?.found ?? false;
}
