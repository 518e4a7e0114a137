/**
 * SQL of groups, their terms, moderators and followers (RLS: visible groups for everyone,
 * invisible ones for their moderators).
 */
import type { Queryable } from "../../_shared/db";
import type { AuthorRow, Notice } from "../queries";

export type GroupRow = {
  id: number;
  slug: string;
  title: string;
  description: string;
  introduction: string;
  createdAt: Date;
  weight: number;
};

export type GroupListRow = GroupRow & { conversationCount: number; lastActivity: Date | null };

export type GroupStateRow = GroupRow & { visible: boolean };

export async function findGroup(sql: Queryable, ref: { id: number } | { slug: string }): Promise<GroupStateRow | null> {
  const where = "id" in ref ? sql`id = ${ref.id}` : sql`slug = ${ref.slug}`;
  const [row] = await sql<GroupStateRow[]>`
    select id, slug, title, description, introduction, created_at, weight, visible
    from public.groups where ${where}`;
  return row ?? null;
}

/** Visible groups with the number and latest activity of their conversations (public ones only for visitors). */
function groupListSelect(sql: Queryable, publicOnly: boolean) {
  return sql`
    select g.id, g.slug, g.title, g.description, g.introduction, g.created_at, g.weight,
           s.conversation_count, s.last_activity
    from public.groups g
    cross join lateral (
      select count(*)::int as conversation_count, max(c.last_activity_at) as last_activity
      from public.conversations c
      where c.group_id = g.id and not c.hidden ${publicOnly ? sql`and c.visibility = 'public'` : sql``}
    ) s
    where g.visible`;
}

/** Visible groups in overview order. */
export async function listGroups(
  sql: Queryable,
  publicOnly: boolean,
  page: { limit: number; offset: number },
): Promise<GroupListRow[]> {
  return sql<GroupListRow[]>`
    ${groupListSelect(sql, publicOnly)}
    order by g.weight, g.title, g.id
    limit ${page.limit} offset ${page.offset}`;
}

export async function countGroups(sql: Queryable): Promise<number> {
  const [row] = await sql<{ total: number }[]>`select count(*)::int as total from public.groups where visible`;
  return row?.total ?? 0;
}

/** Up to `limit` other visible groups: sharing a term name with `groupId` first, then overview order. */
export async function listRelatedGroups(
  sql: Queryable,
  groupId: number,
  publicOnly: boolean,
  limit: number,
): Promise<GroupListRow[]> {
  return sql<GroupListRow[]>`
    ${groupListSelect(sql, publicOnly)} and g.id <> ${groupId}
    order by (
        select count(*) from public.group_terms mine join public.group_terms theirs on lower(theirs.name) = lower(mine.name)
        where mine.group_id = ${groupId} and theirs.group_id = g.id
      ) desc, g.weight, g.title, g.id
    limit ${limit}`;
}

export async function findGroupModerators(sql: Queryable, groupId: number): Promise<AuthorRow[]> {
  return sql<AuthorRow[]>`
    select gm.user_id as author_id, a.username as author_username, a.created_at as author_created_at,
           a.is_platform_moderator as author_platform_moderator, a.photo_path as author_photo_path, true as author_group_moderator
    from public.group_moderators gm
    left join public.community_authors a on a.id = gm.user_id
    where gm.group_id = ${groupId}
    order by lower(a.username), gm.user_id`;
}

export async function isFollowingGroup(sql: Queryable, userId: string, groupId: number): Promise<boolean> {
  const [row] = await sql<{ found: boolean }[]>`
    select exists (select 1 from public.group_follows where user_id = ${userId} and group_id = ${groupId}) as found`;
  return row?.found ?? false;
}

export async function followGroup(sql: Queryable, userId: string, groupId: number): Promise<void> {
  await sql`insert into public.group_follows (user_id, group_id) values (${userId}, ${groupId}) on conflict do nothing`;
}

export async function unfollowGroup(sql: Queryable, userId: string, groupId: number): Promise<void> {
  await sql`delete from public.group_follows where user_id = ${userId} and group_id = ${groupId}`;
}

// Terms -----------------------------------------------------------------------------------------

export type TermRow = { id: number; termNumber: number; name: string };

export async function findTermsOfGroup(sql: Queryable, groupId: number): Promise<TermRow[]> {
  return sql<TermRow[]>`
    select t.id, t.term_number, t.name
    from public.group_terms t
    where t.group_id = ${groupId}
    order by t.weight, t.name, t.id`;
}

/** The caller moderates the group (a platform moderator or one of the group's moderators). */
export async function moderatesGroup(sql: Queryable, groupId: number): Promise<boolean> {
  const [row] = await sql<{ moderates: boolean }[]>`select public.moderates_group(${groupId}) as moderates`;
  return row?.moderates ?? false;
}

/** One notification for every follower of the group but the author (run as service_role inside the post's transaction). */
export async function notifyGroupFollowers(
  sql: Queryable,
  groupId: number,
  authorId: string,
  notice: Notice,
): Promise<number> {
  const rows = await sql`
    insert into public.notifications (user_id, kind, body, link, actor_id)
    select f.user_id, ${notice.kind}, ${notice.body}, ${notice.link}, ${authorId}
    from public.group_follows f
    where f.group_id = ${groupId} and f.user_id <> ${authorId}
    returning id`;
  return rows.length;
}
