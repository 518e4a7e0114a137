/**
 * SQL of conversations, their terms, follows and likes, and the notifications of their followers.
 * Every query runs in the caller's transaction, so the RLS policies of 20261122200000_community_groups_conversations.sql apply; the explicit
 * conditions (public only for visitors, not hidden in lists) are there for the indexes and for
 * clarity, not as the only fence. Authors come from the view public.community_authors.
 */
import { intArray, type Queryable } from "../../_shared/db";
import type { Visibility } from "../../../src/domain/community";
import type { TermRow } from "../groups/queries";
import { raiseNotifications, type AuthorRow, type Notice } from "../queries";

export type ConversationRow = AuthorRow & {
  id: number;
  slug: string;
  title: string;
  description: string;
  visibility: Visibility;
  sticky: boolean;
  closed: boolean;
  hidden: boolean;
  createdAt: Date;
  modifiedAt: Date | null;
  lastActivityAt: Date;
  reactionCount: number;
  likeCount: number;
  groupId: number;
  groupSlug: string;
  groupTitle: string;
};

export type ConversationDetailRow = ConversationRow & { body: unknown };

function conversationColumns(sql: Queryable) {
  return sql`
    c.id, c.slug, c.title, c.description, c.visibility, c.sticky, c.closed, c.hidden, c.created_at, c.modified_at,
    c.last_activity_at, c.reaction_count, c.like_count, c.group_id, g.slug as group_slug, g.title as group_title,
    c.author_id, a.username as author_username, a.created_at as author_created_at,
    a.is_platform_moderator as author_platform_moderator, a.photo_path as author_photo_path,
    exists (select 1 from public.group_moderators gm where gm.group_id = c.group_id and gm.user_id = c.author_id) as author_group_moderator`;
}

function conversationSource(sql: Queryable) {
  return sql`public.conversations c
    join public.groups g on g.id = c.group_id
    left join public.community_authors a on a.id = c.author_id`;
}

// One conversation ------------------------------------------------------------------------------

export async function findConversation(
  sql: Queryable,
  ref: { id: number } | { slug: string },
): Promise<ConversationDetailRow | null> {
  const where = "id" in ref ? sql`c.id = ${ref.id}` : sql`c.slug = ${ref.slug}`;
  const [row] = await sql<ConversationDetailRow[]>`
    select ${conversationColumns(sql)}, c.body
    from ${conversationSource(sql)}
    where ${where}`;
  return row ?? null;
}

/** The minimal facts of a conversation (run as service_role): tells a 403 from a 404. */
export type ConversationAccessRow = {
  id: number;
  visibility: Visibility;
  hidden: boolean;
  groupVisible: boolean;
  groupId: number;
  authorId: string | null;
};

export async function findConversationAccess(
  sql: Queryable,
  ref: { id: number } | { slug: string },
): Promise<ConversationAccessRow | null> {
  const where = "id" in ref ? sql`c.id = ${ref.id}` : sql`c.slug = ${ref.slug}`;
  const [row] = await sql<ConversationAccessRow[]>`
    select c.id, c.visibility, c.hidden, g.visible as group_visible, c.group_id, c.author_id
    from public.conversations c join public.groups g on g.id = c.group_id
    where ${where}`;
  return row ?? null;
}

/** A conversation's lock-free facts for writing (closed, group, author), as the caller sees it. */
export type ConversationStateRow = {
  id: number;
  groupId: number;
  closed: boolean;
  hidden: boolean;
  authorId: string | null;
  slug: string;
  title: string;
  groupSlug: string;
};

export async function findConversationState(sql: Queryable, id: number): Promise<ConversationStateRow | null> {
  const [row] = await sql<ConversationStateRow[]>`
    select c.id, c.group_id, c.closed, c.hidden, c.author_id, c.slug, c.title, g.slug as group_slug
    from public.conversations c join public.groups g on g.id = c.group_id
    where c.id = ${id}`;
  return row ?? null;
}

// Lists -----------------------------------------------------------------------------------------

export type ListFilter = {
  publicOnly: boolean;
  groupId?: number;
  /** Any of these terms (TermIds of the group). */
  termIds?: number[];
  /** Only conversations this participant follows. */
  followerId?: string;
};

function listWhere(sql: Queryable, filter: ListFilter) {
  return sql`
    not c.hidden
    ${filter.publicOnly ? sql`and c.visibility = 'public'` : sql``}
    ${filter.groupId !== undefined ? sql`and c.group_id = ${filter.groupId}` : sql``}
    ${
      filter.termIds !== undefined
        ? sql`and exists (select 1 from public.conversation_terms ct where ct.conversation_id = c.id and ct.term_id = any(${intArray(filter.termIds)}::int[]))`
        : sql``
    }
    ${
      filter.followerId !== undefined
        ? sql`and exists (select 1 from public.conversation_follows f where f.conversation_id = c.id and f.user_id = ${filter.followerId})`
        : sql``
    }`;
}

/** Group page order: sticky first, then the latest activity. Other lists: the latest activity. */
export async function listConversations(
  sql: Queryable,
  filter: ListFilter,
  page: { limit: number; offset: number },
  order: "group" | "activity",
): Promise<ConversationRow[]> {
  const orderBy =
    order === "group"
      ? sql`c.sticky desc, c.last_activity_at desc, c.id desc`
      : sql`c.last_activity_at desc, c.id desc`;
  return sql<ConversationRow[]>`
    select ${conversationColumns(sql)}
    from ${conversationSource(sql)}
    where ${listWhere(sql, filter)} and g.visible
    order by ${orderBy}
    limit ${page.limit} offset ${page.offset}`;
}

export async function countConversations(sql: Queryable, filter: ListFilter): Promise<number> {
  const [row] = await sql<{ total: number }[]>`
    select count(*)::int as total
    from public.conversations c
    where ${listWhere(sql, filter)} and c.group_id in (select g.id from public.groups g where g.visible)`;
  return row?.total ?? 0;
}

export async function listConversationsByIds(sql: Queryable, ids: number[]): Promise<ConversationRow[]> {
  if (ids.length === 0) return [];
  return sql<ConversationRow[]>`
    select ${conversationColumns(sql)}
    from ${conversationSource(sql)}
    where c.id = any(${intArray(ids)}::int[]) and not c.hidden and g.visible`;
}

/** Other readable conversations of the group: sharing a term with `conversationId` first, then the latest activity. */
export async function listRelatedConversations(
  sql: Queryable,
  conversationId: number,
  groupId: number,
  publicOnly: boolean,
  limit: number,
): Promise<ConversationRow[]> {
  return sql<ConversationRow[]>`
    select ${conversationColumns(sql)}
    from ${conversationSource(sql)}
    where not c.hidden and g.visible and c.group_id = ${groupId} and c.id <> ${conversationId}
      ${publicOnly ? sql`and c.visibility = 'public'` : sql``}
    order by exists (
        select 1 from public.conversation_terms mine join public.conversation_terms theirs on theirs.term_id = mine.term_id
        where mine.conversation_id = ${conversationId} and theirs.conversation_id = c.id
      ) desc, c.last_activity_at desc, c.id desc
    limit ${limit}`;
}

// Writing conversations -------------------------------------------------------------------------

/** Taken slugs equal to `base` or of the form `base-<n>` (those the caller can see). */
export async function findSlugsLike(sql: Queryable, base: string): Promise<string[]> {
  const rows = await sql<{ slug: string }[]>`
    select slug from public.conversations where slug = ${base} or slug like ${`${base}-%`}`;
  return rows.map((row) => row.slug);
}

export type NewConversation = {
  groupId: number;
  authorId: string;
  slug: string;
  title: string;
  body: unknown;
  description: string;
  visibility: Visibility;
};

/** Inserts unless the slug is taken (then null: try the next slug). */
export async function insertConversation(sql: Queryable, row: NewConversation): Promise<number | null> {
  const [inserted] = await sql<{ id: number }[]>`
    insert into public.conversations (group_id, author_id, slug, title, body, description, visibility)
    values (${row.groupId}, ${row.authorId}, ${row.slug}, ${row.title}, ${sql.json(row.body as never)}, ${row.description}, ${row.visibility})
    on conflict (slug) do nothing
    returning id`;
  return inserted?.id ?? null;
}

export async function insertConversationTerms(
  sql: Queryable,
  conversationId: number,
  termIds: number[],
): Promise<void> {
  if (termIds.length === 0) return;
  await sql`
    insert into public.conversation_terms (conversation_id, term_id)
    select ${conversationId}, t from unnest(${intArray(termIds)}::int[]) as t
    on conflict do nothing`;
}

export async function updateConversationText(
  sql: Queryable,
  id: number,
  text: { title: string; body: unknown; description: string },
): Promise<boolean> {
  const rows = await sql`
    update public.conversations
    set title = ${text.title}, body = ${sql.json(text.body as never)}, description = ${text.description}, modified_at = now()
    where id = ${id}
    returning id`;
  return rows.length > 0;
}

/** The conversation itself has an open report (yes or no only: public.conversation_has_open_flag). */
export async function hasOpenConversationFlag(sql: Queryable, id: number): Promise<boolean> {
  const [row] = await sql<{ open: boolean }[]>`select public.conversation_has_open_flag(${id}) as open`;
  return row?.open ?? false;
}

// Terms -----------------------------------------------------------------------------------------

export async function findTermsOfConversation(sql: Queryable, conversationId: number): Promise<TermRow[]> {
  return sql<TermRow[]>`
    select t.id, t.term_number, t.name
    from public.conversation_terms ct join public.group_terms t on t.id = ct.term_id
    where ct.conversation_id = ${conversationId}
    order by t.weight, t.name, t.id`;
}

// Follows and likes -----------------------------------------------------------------------------

export async function isFollowingConversation(
  sql: Queryable,
  userId: string,
  conversationId: number,
): Promise<boolean> {
  const [row] = await sql<{ found: boolean }[]>`
    select exists (select 1 from public.conversation_follows where user_id = ${userId} and conversation_id = ${conversationId}) as found`;
  return row?.found ?? false;
}

export async function followConversation(sql: Queryable, userId: string, conversationId: number): Promise<void> {
  await sql`
    insert into public.conversation_follows (user_id, conversation_id) values (${userId}, ${conversationId})
    on conflict do nothing`;
}

export async function unfollowConversation(sql: Queryable, userId: string, conversationId: number): Promise<void> {
  await sql`delete from public.conversation_follows where user_id = ${userId} and conversation_id = ${conversationId}`;
}

export async function isLiking(sql: Queryable, userId: string, conversationId: number): Promise<boolean> {
  const [row] = await sql<{ found: boolean }[]>`
    select exists (select 1 from public.conversation_likes where user_id = ${userId} and conversation_id = ${conversationId}) as found`;
  return row?.found ?? false;
}

export async function like(sql: Queryable, userId: string, conversationId: number): Promise<void> {
  await sql`
    insert into public.conversation_likes (user_id, conversation_id) values (${userId}, ${conversationId})
    on conflict do nothing`;
}

export async function unlike(sql: Queryable, userId: string, conversationId: number): Promise<void> {
  await sql`delete from public.conversation_likes where user_id = ${userId} and conversation_id = ${conversationId}`;
}

// Notifications (run as service_role inside the post's transaction) ------------------------------

/**
 * One notification for every follower of the conversation but the author; a follower who still has
 * an unread notification with the same link gets no second one.
 */
export async function notifyConversationFollowers(
  sql: Queryable,
  conversationId: number,
  authorId: string,
  notice: Notice,
): Promise<number> {
  const followers = await sql<
    { userId: string }[]
  >`select user_id from public.conversation_follows where conversation_id = ${conversationId}`;
  return raiseNotifications(
    sql,
    followers.map((f) => f.userId),
    authorId,
    notice,
  );
}
