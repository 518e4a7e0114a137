/**
 * SQL of reactions. Every query runs in the caller's transaction, so the RLS policies of
 * 20261122200000_community_groups_conversations.sql apply. A hidden reaction's body is kept apart
 * (public.hidden_reaction_bodies) and only read for moderators.
 */
import type { Queryable } from "../../_shared/db";
import type { AuthorRow } from "../queries";

export type ReactionRow = AuthorRow & {
  id: number;
  conversationId: number;
  createdAt: Date;
  modifiedAt: Date | null;
  quotedReactionId: number;
  visible: boolean;
  body: unknown;
  quoteId: number | null;
  quoteBody: unknown;
  quoteAuthorId: string | null;
  quoteUsername: string | null;
};

function reactionSelect(sql: Queryable, groupId: number, moderator: boolean) {
  const body = moderator
    ? sql`coalesce(r.body, (select h.body from public.hidden_reaction_bodies h where h.reaction_id = r.id))`
    : sql`r.body`;
  return sql`
    select r.id, r.conversation_id, r.created_at, r.modified_at, coalesce(r.quoted_reaction_id, 0) as quoted_reaction_id, r.visible,
      ${body} as body,
      r.author_id, a.username as author_username, a.created_at as author_created_at,
      a.is_platform_moderator as author_platform_moderator, a.photo_path as author_photo_path,
      exists (select 1 from public.group_moderators gm where gm.group_id = ${groupId} and gm.user_id = r.author_id) as author_group_moderator,
      q.id as quote_id, q.body as quote_body, q.author_id as quote_author_id, qa.username as quote_username
    from public.conversation_reactions r
    left join public.community_authors a on a.id = r.author_id
    left join public.conversation_reactions q on q.id = r.quoted_reaction_id and q.visible
    left join public.community_authors qa on qa.id = q.author_id`;
}

/** One page of reactions, oldest first. `moderator`: hidden bodies are included. */
export async function listReactions(
  sql: Queryable,
  conversation: { id: number; groupId: number },
  moderator: boolean,
  page: { limit: number; offset: number },
): Promise<ReactionRow[]> {
  return sql<ReactionRow[]>`
    ${reactionSelect(sql, conversation.groupId, moderator)}
    where r.conversation_id = ${conversation.id}
    order by r.created_at, r.id
    limit ${page.limit} offset ${page.offset}`;
}

export async function countReactions(sql: Queryable, conversationId: number): Promise<number> {
  const [row] = await sql<{ total: number }[]>`
    select count(*)::int as total from public.conversation_reactions where conversation_id = ${conversationId}`;
  return row?.total ?? 0;
}

export async function findReactionView(
  sql: Queryable,
  id: number,
  groupId: number,
  moderator: boolean,
): Promise<ReactionRow | null> {
  const [row] = await sql<ReactionRow[]>`
    ${reactionSelect(sql, groupId, moderator)}
    where r.id = ${id}`;
  return row ?? null;
}

export type ReactionStateRow = { id: number; conversationId: number; authorId: string | null; visible: boolean };

export async function findReactionState(sql: Queryable, id: number): Promise<ReactionStateRow | null> {
  const [row] = await sql<ReactionStateRow[]>`
    select id, conversation_id, author_id, visible from public.conversation_reactions where id = ${id}`;
  return row ?? null;
}

export async function insertReaction(
  sql: Queryable,
  row: { conversationId: number; authorId: string; body: unknown; quotedReactionId: number | null },
): Promise<number> {
  const [inserted] = await sql<{ id: number }[]>`
    insert into public.conversation_reactions (conversation_id, author_id, body, quoted_reaction_id)
    values (${row.conversationId}, ${row.authorId}, ${sql.json(row.body as never)}, ${row.quotedReactionId})
    returning id`;
  return inserted!.id;
}

export async function updateReactionBody(sql: Queryable, id: number, body: unknown): Promise<boolean> {
  const rows = await sql`
    update public.conversation_reactions set body = ${sql.json(body as never)}, modified_at = now()
    where id = ${id}
    returning id`;
  return rows.length > 0;
}

export async function deleteReaction(sql: Queryable, id: number): Promise<boolean> {
  const rows = await sql`delete from public.conversation_reactions where id = ${id} returning id`;
  return rows.length > 0;
}

/** Whether the reaction has an open report (public.reaction_has_open_flag: the author may ask, not read the reports). */
export async function hasOpenFlag(sql: Queryable, reactionId: number): Promise<boolean> {
  const [row] = await sql<{ open: boolean }[]>`select public.reaction_has_open_flag(${reactionId}) as open`;
  return row?.open ?? false;
}
