/**
 * SQL of the moderation of stories: the open reports of story reactions (public.blog_post_flags),
 * resolving them, and hiding or showing a reaction through public.moderate_blog_reaction
 * (20261124110000_story_moderation.sql). Run as the caller: RLS lets platform moderators read and
 * resolve reports; the function checks the moderator again.
 */
import type { Queryable } from "../../_shared/db";

export async function isPlatformModerator(sql: Queryable): Promise<boolean> {
  const [row] = await sql<{ moderator: boolean }[]>`select public.is_platform_moderator() as moderator`;
  return row?.moderator ?? false;
}

export type StoryFlagRow = { id: number; reactionId: number; resolvedAt: Date | null };

export async function findStoryFlag(sql: Queryable, id: number): Promise<StoryFlagRow | null> {
  const [row] = await sql<
    StoryFlagRow[]
  >`select id, reaction_id, resolved_at from public.blog_post_flags where id = ${id}`;
  return row ?? null;
}

/** postId null: the story was deleted while the reaction had an open report (kept for the moderators). */
export type ReactionStateRow = { id: number; postId: number | null; visible: boolean; hiddenReason: string | null };

export async function findReactionState(sql: Queryable, id: number): Promise<ReactionStateRow | null> {
  const [row] = await sql<
    ReactionStateRow[]
  >`select id, post_id, visible, hidden_reason from public.blog_post_reactions where id = ${id}`;
  return row ?? null;
}

export async function setStoryReactionVisible(sql: Queryable, reactionId: number, visible: boolean): Promise<boolean> {
  const [row] = await sql<{ done: boolean }[]>`select public.moderate_blog_reaction(${reactionId}, ${visible}) as done`;
  return row?.done ?? false;
}

/** Deletes a reaction kept from a deleted story once the moderators dismissed its reports (as service_role). */
export async function deleteDetachedReaction(sql: Queryable, id: number): Promise<boolean> {
  return (
    (await sql`delete from public.blog_post_reactions where id = ${id} and post_id is null returning id`).length > 0
  );
}

/** Resolves every open report of the reaction; answers how many. */
export async function resolveStoryFlags(
  sql: Queryable,
  reactionId: number,
  resolution: "hide" | "dismiss",
  moderatorId: string,
): Promise<number> {
  const rows = await sql`
    update public.blog_post_flags set resolved_at = now(), resolved_by = ${moderatorId}, resolution = ${resolution}
    where reaction_id = ${reactionId} and resolved_at is null
    returning id`;
  return rows.length;
}

export type StoryQueueRow = {
  flagId: number;
  createdAt: Date;
  reason: string;
  /** Null when the story was deleted (the reaction is kept). */
  postId: number | null;
  postSlug: string | null;
  postTitle: string | null;
  postHidden: boolean | null;
  blogSlug: string | null;
  reporterId: string | null;
  reporterUsername: string | null;
  reporterCreatedAt: Date | null;
  reporterPlatformModerator: boolean | null;
  reporterPhotoPath: string | null;
  reactionId: number;
  reactionBody: unknown;
  reactionVisible: boolean;
  reactionAuthorId: string | null;
  reactionAuthorUsername: string | null;
  reactionAuthorCreatedAt: Date | null;
  reactionAuthorPlatformModerator: boolean | null;
  reactionAuthorPhotoPath: string | null;
  /** The reaction's place among its story's reactions, oldest first, from 1 (its page). */
  reactionPosition: number;
  reportCount: number;
  reportedTitle: string | null;
  reportedBody: unknown;
};

/** Open reports of story reactions, oldest first (RLS: only platform moderators read them all). */
export async function listStoryQueue(
  sql: Queryable,
  page: { limit: number; offset: number },
): Promise<StoryQueueRow[]> {
  return sql<StoryQueueRow[]>`
    select f.id as flag_id, f.created_at, f.reason, f.reported_title, f.reported_body, p.id as post_id, p.slug as post_slug, p.title as post_title, p.hidden as post_hidden,
           b.slug as blog_slug,
           f.reporter_id, ra.username as reporter_username, ra.created_at as reporter_created_at,
           ra.is_platform_moderator as reporter_platform_moderator, ra.photo_path as reporter_photo_path,
           r.id as reaction_id, r.body as reaction_body, r.visible as reaction_visible,
           r.author_id as reaction_author_id, rau.username as reaction_author_username, rau.created_at as reaction_author_created_at,
           rau.is_platform_moderator as reaction_author_platform_moderator, rau.photo_path as reaction_author_photo_path,
           (select count(*) from public.blog_post_reactions o
             where o.post_id = r.post_id and (o.created_at, o.id) <= (r.created_at, r.id))::int as reaction_position,
           (select count(distinct o.reporter_id) from public.blog_post_flags o where o.resolved_at is null and o.reaction_id = f.reaction_id)::int as report_count
    from public.blog_post_flags f
    join public.blog_post_reactions r on r.id = f.reaction_id
    left join public.blog_posts p on p.id = r.post_id
    left join public.blogs b on b.id = p.blog_id
    left join public.community_authors ra on ra.id = f.reporter_id
    left join public.community_authors rau on rau.id = r.author_id
    where f.resolved_at is null
    order by f.created_at, f.id
    limit ${page.limit} offset ${page.offset}`;
}

export async function countStoryQueue(sql: Queryable): Promise<number> {
  const [row] = await sql<
    { total: number }[]
  >`select count(*)::int as total from public.blog_post_flags where resolved_at is null`;
  return row?.total ?? 0;
}
