/**
 * SQL of blogs, stories, their reactions, likes, follows and reports. Every query runs in the
 * caller's transaction, so the RLS policies of 20261124020000_stories.sql apply; the explicit
 * conditions (published, not hidden, public for visitors) are there for the indexes and for
 * clarity, not as the only fence. Authors come from the view public.community_authors.
 */
import type { Queryable } from "../../_shared/db";
import type { Visibility } from "../../../src/domain/community";
import { raiseNotifications, type AuthorRow } from "../queries";
import type { ReactionRow } from "../reactions/queries";
import { intArray } from "../../_shared/db";

export type BlogRow = AuthorRow & {
  id: number;
  slug: string;
  title: string;
  description: string;
  imagePath: string | null;
  followerCount: number;
  createdAt: Date;
  modifiedAt: Date | null;
  postCount: number;
};

export type PostRow = AuthorRow & {
  id: number;
  slug: string;
  title: string;
  description: string;
  visibility: Visibility;
  published: boolean;
  hidden: boolean;
  createdAt: Date;
  modifiedAt: Date | null;
  lastActivityAt: Date;
  reactionCount: number;
  likeCount: number;
  blogId: number;
  blogSlug: string;
  blogTitle: string;
  firstImage: { path?: unknown; alt?: unknown } | null;
};

export type PostDetailRow = PostRow & { body: unknown };

const authorColumns = (sql: Queryable) => sql`
  b.owner_id as author_id, a.username as author_username, a.created_at as author_created_at,
  a.is_platform_moderator as author_platform_moderator, a.photo_path as author_photo_path, false as author_group_moderator`;

// Blogs -----------------------------------------------------------------------------------------

export async function findBlog(
  sql: Queryable,
  ref: { id: number } | { slug: string } | { ownerId: string },
): Promise<BlogRow | null> {
  const where =
    "id" in ref ? sql`b.id = ${ref.id}` : "slug" in ref ? sql`b.slug = ${ref.slug}` : sql`b.owner_id = ${ref.ownerId}`;
  const [row] = await sql<BlogRow[]>`
    select b.id, b.slug, b.title, b.description, b.image_path, b.follower_count, b.created_at, b.modified_at,
      (select count(*)::int from public.blog_posts p where p.blog_id = b.id and p.published and not p.hidden) as post_count,
      ${authorColumns(sql)}
    from public.blogs b left join public.community_authors a on a.id = b.owner_id
    where ${where}`;
  return row ?? null;
}

export type BlogStatsRow = { slug: string | null; posts: number; followers: number };

/**
 * A member's blog as their profile counts it: the slug, the published, shown stories the caller may
 * read (RLS: a visitor only public ones of a public profile) and the followers; null without a blog.
 */
export async function findBlogStats(sql: Queryable, ownerId: string): Promise<BlogStatsRow | null> {
  const [row] = await sql<BlogStatsRow[]>`
    select b.slug, b.follower_count as followers,
      (select count(*)::int from public.blog_posts p where p.blog_id = b.id and p.published and not p.hidden) as posts
    from public.blogs b where b.owner_id = ${ownerId}`;
  return row ?? null;
}

export async function listBlogsByIds(sql: Queryable, ids: number[]): Promise<BlogRow[]> {
  if (ids.length === 0) return [];
  return sql<BlogRow[]>`
    select b.id, b.slug, b.title, b.description, b.image_path, b.follower_count, b.created_at, b.modified_at,
      (select count(*)::int from public.blog_posts p where p.blog_id = b.id and p.published and not p.hidden) as post_count,
      ${authorColumns(sql)}
    from public.blogs b left join public.community_authors a on a.id = b.owner_id
    where b.id = any(${intArray(ids)}::int[])`;
}

export async function findSlugsLike(sql: Queryable, table: "blogs" | "blog_posts", base: string): Promise<string[]> {
  const pattern = `${base.replace(/[\\%_]/g, "\\$&")}-%`;
  const rows =
    table === "blogs"
      ? await sql<{ slug: string }[]>`select slug from public.blogs where slug = ${base} or slug like ${pattern}`
      : await sql<{ slug: string }[]>`select slug from public.blog_posts where slug = ${base} or slug like ${pattern}`;
  return rows.map((row) => row.slug);
}

/** Inserts the blog; null when the slug is taken (the caller tries the next one). */
export async function insertBlog(
  sql: Queryable,
  blog: { ownerId: string; slug: string; title: string },
): Promise<number | null> {
  const [row] = await sql<{ id: number }[]>`
    insert into public.blogs (owner_id, slug, title) values (${blog.ownerId}, ${blog.slug}, ${blog.title})
    on conflict (slug) do nothing returning id`;
  return row?.id ?? null;
}

export async function updateBlog(
  sql: Queryable,
  id: number,
  blog: { title: string; description: string },
): Promise<boolean> {
  const rows =
    await sql`update public.blogs set title = ${blog.title}, description = ${blog.description}, modified_at = now() where id = ${id} returning id`;
  return rows.length > 0;
}

// Stories ---------------------------------------------------------------------------------------

function postColumns(sql: Queryable) {
  return sql`
    p.id, p.slug, p.title, p.description, p.visibility, p.published, p.hidden, p.created_at, p.modified_at,
    p.last_activity_at, p.reaction_count, p.like_count, p.blog_id, b.slug as blog_slug, b.title as blog_title,
    jsonb_path_query_first(p.body, 'strict $.**?(@.type == "storyImage").attrs') as first_image,
    ${authorColumns(sql)}`;
}

const postSource = (sql: Queryable) => sql`public.blog_posts p
  join public.blogs b on b.id = p.blog_id
  left join public.community_authors a on a.id = b.owner_id`;

export async function findPost(sql: Queryable, ref: { id: number } | { slug: string }): Promise<PostDetailRow | null> {
  const where = "id" in ref ? sql`p.id = ${ref.id}` : sql`p.slug = ${ref.slug}`;
  const [row] = await sql<PostDetailRow[]>`select ${postColumns(sql)}, p.body from ${postSource(sql)} where ${where}`;
  return row ?? null;
}

/**
 * Whether a story exists at all, and how (looked up as service_role, only to tell 403 from 404). The
 * visibility is the one visitors get: participants-only too when the owner's profile is not public.
 */
export async function findPostAccess(
  sql: Queryable,
  ref: { id: number } | { slug: string },
): Promise<{ visibility: Visibility; published: boolean; hidden: boolean } | null> {
  const where = "id" in ref ? sql`p.id = ${ref.id}` : sql`p.slug = ${ref.slug}`;
  const [row] = await sql<{ visibility: Visibility; published: boolean; hidden: boolean }[]>`
    select case when p.visibility = 'public' and public.is_public_blog(p.blog_id) then 'public' else 'participants' end as visibility,
      p.published, p.hidden
    from public.blog_posts p where ${where}`;
  return row ?? null;
}

export type PostFilter = { publicOnly: boolean; followerId?: string; blogId?: number; includeDrafts?: boolean };

function filterOf(sql: Queryable, filter: PostFilter) {
  return sql`
    ${filter.includeDrafts ? sql`true` : sql`p.published and not p.hidden`}
    ${filter.publicOnly ? sql`and p.visibility = 'public' and public.is_public_blog(p.blog_id)` : sql``}
    ${filter.blogId !== undefined ? sql`and p.blog_id = ${filter.blogId}` : sql``}
    ${filter.followerId ? sql`and p.blog_id in (select f.blog_id from public.blog_follows f where f.user_id = ${filter.followerId})` : sql``}`;
}

/** Newest activity first (a blog's page: newest first by creation). */
export async function listPosts(
  sql: Queryable,
  filter: PostFilter,
  page: { limit: number; offset: number },
): Promise<PostRow[]> {
  const order =
    filter.blogId !== undefined ? sql`p.created_at desc, p.id desc` : sql`p.last_activity_at desc, p.id desc`;
  return sql<PostRow[]>`
    select ${postColumns(sql)} from ${postSource(sql)}
    where ${filterOf(sql, filter)}
    order by ${order} limit ${page.limit} offset ${page.offset}`;
}

export async function countPosts(sql: Queryable, filter: PostFilter): Promise<number> {
  const [row] = await sql<
    { total: number }[]
  >`select count(*)::int as total from public.blog_posts p where ${filterOf(sql, filter)}`;
  return row?.total ?? 0;
}

export async function listPostsByIds(sql: Queryable, ids: number[]): Promise<PostRow[]> {
  if (ids.length === 0) return [];
  return sql<
    PostRow[]
  >`select ${postColumns(sql)} from ${postSource(sql)} where p.id = any(${intArray(ids)}::int[]) and p.published and not p.hidden`;
}

export type PostText = {
  slug: string;
  title: string;
  description: string;
  body: unknown;
  visibility: Visibility;
  published: boolean;
};

/** Inserts the story; null when the slug is taken. */
export async function insertPost(sql: Queryable, blogId: number, post: PostText): Promise<number | null> {
  const [row] = await sql<{ id: number }[]>`
    insert into public.blog_posts (blog_id, slug, title, description, body, visibility, published, published_at)
    values (${blogId}, ${post.slug}, ${post.title}, ${post.description}, ${sql.json(post.body as never)}, ${post.visibility}, ${post.published},
            ${post.published ? sql`now()` : null})
    on conflict (slug) do nothing returning id`;
  return row?.id ?? null;
}

export async function updatePost(sql: Queryable, id: number, post: PostText, firstPublication: boolean): Promise<void> {
  await sql`
    update public.blog_posts set slug = ${post.slug}, title = ${post.title}, description = ${post.description},
      body = ${sql.json(post.body as never)}, visibility = ${post.visibility}, published = ${post.published},
      published_at = ${firstPublication ? sql`now()` : sql`published_at`}, modified_at = now()
    where id = ${id}`;
}

export async function isSlugTaken(sql: Queryable, slug: string, exceptId: number): Promise<boolean> {
  const rows = await sql`select 1 from public.blog_posts where slug = ${slug} and id <> ${exceptId}`;
  return rows.length > 0;
}

export async function deletePost(sql: Queryable, id: number): Promise<boolean> {
  return (await sql`delete from public.blog_posts where id = ${id} returning id`).length > 0;
}

export async function setPostHidden(
  sql: Queryable,
  id: number,
  hidden: boolean,
  moderatorId: string,
): Promise<boolean> {
  const rows = await sql`
    update public.blog_posts set hidden = ${hidden}, hidden_at = ${hidden ? sql`now()` : null}, hidden_by = ${hidden ? moderatorId : null}
    where id = ${id} returning id`;
  return rows.length > 0;
}

// Reactions -------------------------------------------------------------------------------------

/** postId null: kept from a deleted story for the moderators (readable by its author and moderators only). */
export type StoryReactionRow = Omit<ReactionRow, "conversationId"> & { postId: number | null };

function reactionSelect(sql: Queryable) {
  return sql`
    select r.id, r.post_id, r.created_at, r.modified_at, coalesce(r.quoted_reaction_id, 0) as quoted_reaction_id, r.visible,
      case when r.visible or r.author_id = (select auth.uid()) or (select public.is_platform_moderator()) then r.body end as body,
      r.author_id, a.username as author_username, a.created_at as author_created_at,
      a.is_platform_moderator as author_platform_moderator, a.photo_path as author_photo_path, false as author_group_moderator,
      q.id as quote_id, q.body as quote_body, q.author_id as quote_author_id, qa.username as quote_username
    from public.blog_post_reactions r
    left join public.community_authors a on a.id = r.author_id
    left join public.blog_post_reactions q on q.id = r.quoted_reaction_id and q.visible
    left join public.community_authors qa on qa.id = q.author_id`;
}

export async function listStoryReactions(
  sql: Queryable,
  postId: number,
  page: { limit: number; offset: number },
): Promise<StoryReactionRow[]> {
  return sql<
    StoryReactionRow[]
  >`${reactionSelect(sql)} where r.post_id = ${postId} order by r.created_at, r.id limit ${page.limit} offset ${page.offset}`;
}

export async function countStoryReactions(sql: Queryable, postId: number): Promise<number> {
  const [row] = await sql<
    { total: number }[]
  >`select count(*)::int as total from public.blog_post_reactions r where r.post_id = ${postId}`;
  return row?.total ?? 0;
}

export async function findStoryReaction(sql: Queryable, id: number): Promise<StoryReactionRow | null> {
  const [row] = await sql<StoryReactionRow[]>`${reactionSelect(sql)} where r.id = ${id}`;
  return row ?? null;
}

export async function insertStoryReaction(
  sql: Queryable,
  reaction: { postId: number; authorId: string; body: unknown; quotedReactionId: number | null },
): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    insert into public.blog_post_reactions (post_id, author_id, body, quoted_reaction_id)
    values (${reaction.postId}, ${reaction.authorId}, ${sql.json(reaction.body as never)}, ${reaction.quotedReactionId})
    returning id`;
  return row!.id;
}

export async function updateStoryReaction(sql: Queryable, id: number, body: unknown): Promise<boolean> {
  return (
    (
      await sql`update public.blog_post_reactions set body = ${sql.json(body as never)}, modified_at = now() where id = ${id} returning id`
    ).length > 0
  );
}

export async function deleteStoryReaction(sql: Queryable, id: number): Promise<boolean> {
  return (await sql`delete from public.blog_post_reactions where id = ${id} returning id`).length > 0;
}

/** The reaction has an open report (yes or no only: public.blog_reaction_has_open_flag). */
export async function hasOpenStoryReactionFlag(sql: Queryable, id: number): Promise<boolean> {
  const [row] = await sql<{ open: boolean }[]>`select public.blog_reaction_has_open_flag(${id}) as open`;
  return row?.open ?? false;
}

/** A new report; false when the caller has an open report of this reaction already. */
export async function insertStoryFlag(
  sql: Queryable,
  flag: { postId: number; reactionId: number; reporterId: string; reason: string },
): Promise<boolean> {
  const rows = await sql`
    insert into public.blog_post_flags (post_id, reaction_id, reporter_id, reason)
    values (${flag.postId}, ${flag.reactionId}, ${flag.reporterId}, ${flag.reason})
    on conflict (reporter_id, reaction_id) where resolved_at is null do nothing returning id`;
  return rows.length > 0;
}

// Likes and follows -----------------------------------------------------------------------------

export async function isLiking(sql: Queryable, userId: string, postId: number): Promise<boolean> {
  return (await sql`select 1 from public.blog_post_likes where user_id = ${userId} and post_id = ${postId}`).length > 0;
}

export async function setLike(sql: Queryable, userId: string, postId: number, on: boolean): Promise<void> {
  if (on)
    await sql`insert into public.blog_post_likes (user_id, post_id) values (${userId}, ${postId}) on conflict do nothing`;
  else await sql`delete from public.blog_post_likes where user_id = ${userId} and post_id = ${postId}`;
}

export async function isFollowing(sql: Queryable, userId: string, blogId: number): Promise<boolean> {
  return (await sql`select 1 from public.blog_follows where user_id = ${userId} and blog_id = ${blogId}`).length > 0;
}

export async function setFollow(sql: Queryable, userId: string, blogId: number, on: boolean): Promise<void> {
  if (on)
    await sql`insert into public.blog_follows (user_id, blog_id) values (${userId}, ${blogId}) on conflict do nothing`;
  else await sql`delete from public.blog_follows where user_id = ${userId} and blog_id = ${blogId}`;
}

// Notifications (as service_role, in the post's transaction) -----------------------------------

export type Notice = { kind: string; body: string; link: string };

export async function notifyBlogFollowers(
  sql: Queryable,
  blogId: number,
  authorId: string,
  notice: Notice,
): Promise<number> {
  const rows = await sql`
    insert into public.notifications (user_id, kind, body, link, actor_id)
    select f.user_id, ${notice.kind}, ${notice.body}, ${notice.link}, ${authorId}
    from public.blog_follows f where f.blog_id = ${blogId} and f.user_id <> ${authorId}
    returning id`;
  return rows.length;
}

/** The story's author, of a new reaction (one unread at a time, raised again by each new reaction). */
export async function notifyStoryAuthor(
  sql: Queryable,
  ownerId: string,
  actorId: string,
  notice: Notice,
): Promise<number> {
  return raiseNotifications(sql, [ownerId], actorId, notice);
}
