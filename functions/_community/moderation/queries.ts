/**
 * SQL of reports and moderation. Run as the caller: the policies let a participant add reports and
 * read their own, and let moderators read and resolve the reports of their groups, change their
 * conversations and (through public.moderate_reaction) hide or show reactions.
 */
import type { Queryable } from "../../_shared/db";

/** The caller moderates anything at all (platform, or at least one group). */
export async function isAnyModerator(sql: Queryable): Promise<boolean> {
  const [row] = await sql<{ moderator: boolean }[]>`
    select public.is_platform_moderator()
        or exists (select 1 from public.group_moderators where user_id = (select auth.uid())) as moderator`;
  return row?.moderator ?? false;
}

/** The caller is a platform moderator. */
export async function isPlatformModerator(sql: Queryable): Promise<boolean> {
  const [row] = await sql<{ moderator: boolean }[]>`select public.is_platform_moderator() as moderator`;
  return row?.moderator ?? false;
}

/** Adds the report unless the reporter has an open one for the same item (then false). */
export async function insertFlag(
  sql: Queryable,
  flag: { conversationId: number; reactionId: number | null; reporterId: string; reason: string },
): Promise<boolean> {
  const rows = await sql`
    insert into public.conversation_flags (conversation_id, reaction_id, reporter_id, reason)
    values (${flag.conversationId}, ${flag.reactionId}, ${flag.reporterId}, ${flag.reason})
    on conflict (reporter_id, conversation_id, coalesce(reaction_id, 0)) where resolved_at is null do nothing
    returning id`;
  return rows.length > 0;
}

export type FlagStateRow = {
  id: number;
  conversationId: number;
  reactionId: number | null;
  resolvedAt: Date | null;
  groupId: number;
};

export async function findFlag(sql: Queryable, id: number): Promise<FlagStateRow | null> {
  const [row] = await sql<FlagStateRow[]>`
    select f.id, f.conversation_id, f.reaction_id, f.resolved_at, c.group_id
    from public.conversation_flags f join public.conversations c on c.id = f.conversation_id
    where f.id = ${id}`;
  return row ?? null;
}

/** Resolves every open report of one item (the conversation itself when reactionId is null). */
export async function resolveFlagsOfItem(
  sql: Queryable,
  item: { conversationId: number; reactionId: number | null },
  resolution: "hide" | "dismiss",
  moderatorId: string,
): Promise<number> {
  const rows = await sql`
    update public.conversation_flags
    set resolved_at = now(), resolved_by = ${moderatorId}, resolution = ${resolution}
    where resolved_at is null and conversation_id = ${item.conversationId} and reaction_id is not distinct from ${item.reactionId}::int
    returning id`;
  return rows.length;
}

export async function setReactionVisible(sql: Queryable, reactionId: number, visible: boolean): Promise<boolean> {
  const [row] = await sql<{ done: boolean }[]>`select public.moderate_reaction(${reactionId}, ${visible}) as done`;
  return row?.done ?? false;
}

export type ReactionModerationRow = {
  id: number;
  conversationId: number;
  visible: boolean;
  hiddenReason: string | null;
  groupId: number;
};

export async function findReactionForModeration(sql: Queryable, id: number): Promise<ReactionModerationRow | null> {
  const [row] = await sql<ReactionModerationRow[]>`
    select r.id, r.conversation_id, r.visible, r.hidden_reason, c.group_id
    from public.conversation_reactions r join public.conversations c on c.id = r.conversation_id
    where r.id = ${id}`;
  return row ?? null;
}

export type ConversationModeration = { sticky?: boolean; closed?: boolean; hidden?: boolean; groupId?: number };

export async function updateConversationModeration(
  sql: Queryable,
  id: number,
  change: ConversationModeration,
  moderatorId: string,
): Promise<boolean> {
  const rows = await sql`
    update public.conversations
    set sticky = coalesce(${change.sticky ?? null}::boolean, sticky),
        closed = coalesce(${change.closed ?? null}::boolean, closed),
        hidden = coalesce(${change.hidden ?? null}::boolean, hidden),
        hidden_at = case when ${change.hidden ?? null}::boolean is null then hidden_at when ${change.hidden ?? null}::boolean then coalesce(hidden_at, now()) else null end,
        hidden_by = case when ${change.hidden ?? null}::boolean is null then hidden_by when ${change.hidden ?? null}::boolean then coalesce(hidden_by, ${moderatorId}::uuid) else null end,
        group_id = coalesce(${change.groupId ?? null}::int, group_id)
    where id = ${id}
    returning id`;
  return rows.length > 0;
}

/** The queue row: the report, its conversation, the reporter and the reported reaction with authors. */
export type QueueRow = {
  flagId: number;
  createdAt: Date;
  reason: string;
  conversationId: number;
  conversationSlug: string;
  conversationTitle: string;
  groupSlug: string;
  groupId: number;
  reporterId: string | null;
  reporterUsername: string | null;
  reporterCreatedAt: Date | null;
  reporterPlatformModerator: boolean | null;
  reporterGroupModerator: boolean;
  reporterPhotoPath: string | null;
  reactionId: number | null;
  reactionBody: unknown;
  reactionVisible: boolean | null;
  reactionAuthorId: string | null;
  reactionAuthorUsername: string | null;
  reactionAuthorCreatedAt: Date | null;
  reactionAuthorPlatformModerator: boolean | null;
  reactionAuthorGroupModerator: boolean;
  reactionAuthorPhotoPath: string | null;
  /** The reported reaction's place among its conversation's reactions, oldest first, from 1 (its page). */
  reactionPosition: number;
  reportCount: number;
  /** What was reported, copied when the report was made (null for reports from before the copies). */
  reportedTitle: string | null;
  reportedBody: unknown;
  /** The conversation's own text now (compared with the copy when the conversation was reported). */
  conversationBody: unknown;
};

/** Open reports the caller moderates, oldest first. */
export async function listQueue(sql: Queryable, page: { limit: number; offset: number }): Promise<QueueRow[]> {
  return sql<QueueRow[]>`
    select f.id as flag_id, f.created_at, f.reason, f.conversation_id, c.slug as conversation_slug, c.title as conversation_title,
           g.slug as group_slug, c.group_id, f.reported_title, f.reported_body, case when f.reaction_id is null then c.body end as conversation_body,
           f.reporter_id, ra.username as reporter_username, ra.created_at as reporter_created_at,
           ra.is_platform_moderator as reporter_platform_moderator, ra.photo_path as reporter_photo_path,
           exists (select 1 from public.group_moderators gm where gm.group_id = c.group_id and gm.user_id = f.reporter_id) as reporter_group_moderator,
           f.reaction_id, coalesce(r.body, (select h.body from public.hidden_reaction_bodies h where h.reaction_id = r.id)) as reaction_body,
           r.visible as reaction_visible, r.author_id as reaction_author_id, rau.username as reaction_author_username,
           rau.created_at as reaction_author_created_at, rau.is_platform_moderator as reaction_author_platform_moderator,
           rau.photo_path as reaction_author_photo_path,
           exists (select 1 from public.group_moderators gm where gm.group_id = c.group_id and gm.user_id = r.author_id) as reaction_author_group_moderator,
           (select count(*) from public.conversation_reactions p
             where p.conversation_id = r.conversation_id and (p.created_at, p.id) <= (r.created_at, r.id))::int as reaction_position,
           (select count(distinct o.reporter_id) from public.conversation_flags o
             where o.resolved_at is null and o.conversation_id = f.conversation_id and o.reaction_id is not distinct from f.reaction_id)::int as report_count
    from public.conversation_flags f
    join public.conversations c on c.id = f.conversation_id
    join public.groups g on g.id = c.group_id
    left join public.community_authors ra on ra.id = f.reporter_id
    left join public.conversation_reactions r on r.id = f.reaction_id
    left join public.community_authors rau on rau.id = r.author_id
    where f.resolved_at is null and public.moderates_group(c.group_id)
    order by f.created_at, f.id
    limit ${page.limit} offset ${page.offset}`;
}

export async function countQueue(sql: Queryable): Promise<number> {
  const [row] = await sql<{ total: number }[]>`
    select count(*)::int as total
    from public.conversation_flags f join public.conversations c on c.id = f.conversation_id
    where f.resolved_at is null and public.moderates_group(c.group_id)`;
  return row?.total ?? 0;
}

/** Who moderates the group: the platform moderators and the group's own (read as service_role). */
export async function findModeratorIdsOfGroup(sql: Queryable, groupId: number): Promise<string[]> {
  const rows = await sql<{ userId: string }[]>`
    select user_id from public.moderators
    union
    select user_id from public.group_moderators where group_id = ${groupId}`;
  return rows.map((row) => row.userId);
}
