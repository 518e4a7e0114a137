/** SQL of a participant's own notifications (RLS: own rows only); raising them for others is raiseNotifications in ../queries.ts. */
import type { Queryable } from "../../_shared/db";

export type NotificationRow = {
  id: string;
  kind: string;
  body: string;
  link: string | null;
  createdAt: Date;
  readAt: Date | null;
};

export const NOTIFICATIONS_SHOWN = 50;

export async function findNotificationsOf(
  sql: Queryable,
  userId: string,
  limit: number = NOTIFICATIONS_SHOWN,
): Promise<NotificationRow[]> {
  return sql<NotificationRow[]>`
    select id, kind, body, link, created_at, read_at
    from public.notifications
    where user_id = ${userId}
    order by created_at desc, id
    limit ${limit}`;
}

export async function markNotificationsRead(sql: Queryable, userId: string): Promise<number> {
  const rows = await sql`
    update public.notifications set read_at = now()
    where user_id = ${userId} and read_at is null
    returning id`;
  return rows.length;
}
