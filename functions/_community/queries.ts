/**
 * What the community's query modules share: the author columns every contribution selects, the
 * notice of a notification, whether a member exists, the platform moderators, and SQL about the
 * calling participant (RLS: own profile row).
 */
import { uuidArray, type Queryable } from "../_shared/db";

/** The author columns every contribution query selects (see presentAuthor). */
export type AuthorRow = {
  authorId: string | null;
  authorUsername: string | null;
  authorCreatedAt: Date | null;
  authorPlatformModerator: boolean | null;
  authorGroupModerator: boolean;
  authorPhotoPath: string | null;
};

/** A notification to write for followers. */
export type Notice = { kind: string; body: string; link: string };

/**
 * Raises `notice` for each recipient but the actor (docs/decisions/233-notifications-raised.md):
 * a recipient with an unread notification of the same kind and page (the link without its
 * ?pagina=N and #reactie-N: a reaction's link names the reaction) gets that one brought up to date
 * (text, actor, link, time: it is the newest again and leads to the newest reaction); anyone else
 * gets a new one. Plain UPDATE and
 * INSERT on public.notifications, so its triggers (mail queue, unread counters) see every change.
 * Runs as service_role inside the post's transaction. Answers how many recipients were raised.
 */
export async function raiseNotifications(
  sql: Queryable,
  recipientIds: readonly string[],
  actorId: string | null,
  notice: Notice,
): Promise<number> {
  const ids = [...new Set(recipientIds)].filter((id) => id !== actorId);
  if (ids.length === 0) return 0;
  const [row] = await sql<{ raised: number }[]>`
    with recipient as (select unnest(${uuidArray(ids)}::uuid[]) as user_id),
    refreshed as (
      update public.notifications n
      set body = ${notice.body}, actor_id = ${actorId}, link = ${notice.link}, created_at = now()
      where n.user_id in (select user_id from recipient) and n.kind = ${notice.kind} and n.read_at is null
        and split_part(split_part(n.link, '#', 1), '?', 1) = split_part(split_part(${notice.link}::text, '#', 1), '?', 1)
      returning n.user_id
    ),
    added as (
      insert into public.notifications (user_id, kind, body, link, actor_id)
      select r.user_id, ${notice.kind}, ${notice.body}, ${notice.link}, ${actorId}
      from recipient r
      where not exists (select 1 from refreshed x where x.user_id = r.user_id)
      returning user_id
    )
    select ((select count(distinct user_id) from refreshed) + (select count(*) from added))::int as raised`;
  return row?.raised ?? 0;
}

/** The platform moderators (reports of stories are theirs; read as service_role). */
export async function findPlatformModeratorIds(sql: Queryable): Promise<string[]> {
  const rows = await sql<{ userId: string }[]>`select user_id from public.moderators`;
  return rows.map((row) => row.userId);
}

/** A member's profile exists, whether or not the caller may see it (public.member_exists). */
export async function memberExists(sql: Queryable, id: string): Promise<boolean> {
  const [row] = await sql<{ found: boolean }[]>`select public.member_exists(${id}) as found`;
  return row?.found ?? false;
}

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
