/**
 * Stories (spec 000 §7 "Stories (blogs)"): blogs (one per participant), stories with the visibility
 * rules (visitors read published public ones; a participants-only story answers a visitor 403),
 * writing and editing (only the author; moderators unpublish: docs/decisions/140), reactions with
 * quotes, likes, follows of an author's blog, reports of reactions, and the notifications of
 * followers (new story) and authors (new reaction). Every call is one transaction as the caller
 * (RLS applies); a refused post changes nothing.
 */
import type { z } from "zod";
import type { FlagAnswer } from "../../../src/domain/community";
import { translate } from "../../../src/i18n/translate";
import type { blogBodySchema, storiesByIdsBodySchema, storyBodySchema, storyFlagBodySchema, storyReactionBodySchema } from "../../../src/domain/stories/bodies";
import { storyImagesOf } from "../../../src/domain/rich-text/story-image";
import {
  LATEST_STORIES,
  STORIES_PAGE_SIZE,
  STORY_REACTIONS_PAGE_SIZE,
  storyPaths,
  type BlogPostListItem,
  type BlogPostSummary,
  type BlogPostView,
  type BlogView,
  type Page,
  type ReactionListItem,
} from "../../../src/domain/stories";
import type { Tx } from "../../_shared/db";
import { DomainError, Forbidden, Invalid, NotFound } from "../../_shared/errors";
import { findOwnUsername } from "../queries";
import { asCaller, asServiceRoleWithin, identityOf, photoUrlOf, requireParticipant, type Caller, type CommunityDeps } from "../caller";
import { limitFlagging, limitPosting } from "../limits";
import { descriptionOf } from "../excerpts";
import { highestSlugSuffix, slugCandidate, slugify } from "../slugs";
import { presentBlog, presentPost, presentPostListItem, presentPostSummary, presentStoryReaction, type Urls } from "./presenters";
import * as q from "./queries";

export type StoryInput = z.output<typeof storyBodySchema>;
export type BlogInput = z.output<typeof blogBodySchema>;
export type StoryReactionInput = z.output<typeof storyReactionBodySchema>;
export type StoriesByIdsInput = z.output<typeof storiesByIdsBodySchema>;
export type StoryFlagInput = z.output<typeof storyFlagBodySchema>;

export const MAX_PAGE_SIZE = 50;

// Errors ----------------------------------------------------------------------------------------

export const blogNotFound = () => new NotFound({ code: "BlogNotFound", messageKey: "stories:blog.notFound" });
export const storyNotFound = () => new NotFound({ code: "BlogPostNotFound", messageKey: "stories:story.notFound" });
export const reactionNotFound = () => new NotFound({ code: "ReactionNotFound", messageKey: "stories:reaction.notFound" });

/** 403 for a visitor on a participants-only story: the page shows the 403 page. */
export class StoryParticipantsOnly extends DomainError {
  readonly status = 403;
  constructor() {
    super("ParticipantsOnly", "stories:story.participantsOnly");
  }
}

// Helpers ---------------------------------------------------------------------------------------

function urlsOf(deps: CommunityDeps): Urls {
  return { photo: (path) => photoUrlOf(deps, path), storage: deps.storage };
}

function pageOf<T>(items: T[], total: number, pageIndex: number, pageSize: number): Page<T> {
  return { Items: items, Total: total, PageIndex: pageIndex, PageSize: pageSize };
}

export function clampPageSize(size: number | undefined): number {
  return Math.min(Math.max(size || STORIES_PAGE_SIZE, 1), MAX_PAGE_SIZE);
}

type Ref = { id: number } | { slug: string };
/** "12" is an id, anything else a slug. */
export function refOf(value: string): Ref {
  return /^[0-9]{1,9}$/.test(value) ? { id: Number(value) } : { slug: value.toLowerCase() };
}

const SLUG_ATTEMPTS = 25;
async function withFreeSlug(tx: Tx, table: "blogs" | "blog_posts", base: string, insert: (slug: string) => Promise<number | null>): Promise<number> {
  let n = highestSlugSuffix(base, await q.findSlugsLike(tx, table, base)) + 1;
  for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt += 1, n += 1) {
    const id = await insert(slugCandidate(base, n));
    if (id !== null) return id;
  }
  const id = await insert(`${base}-${Date.now().toString(36)}`);
  if (id === null) throw new Error(`no free slug in ${table}`);
  return id;
}

/** Slugs never look like an id or a fixed page ("12", "nieuw"): those get a prefix. */
function safeSlug(title: string, fallback: string): string {
  const slug = slugify(title);
  if (slug === "gesprek") return fallback;
  return /^[0-9]+$/.test(slug) || slug === "nieuw" ? `${fallback}-${slug}` : slug;
}

async function readableBlog(tx: Tx, ref: Ref | { ownerId: string }): Promise<q.BlogRow> {
  const blog = await q.findBlog(tx, ref);
  if (!blog) throw blogNotFound();
  return blog;
}

/** The story as the caller may read it: 403 for a visitor on a participants-only one, 404 otherwise. */
async function readablePost(tx: Tx, caller: Caller, ref: Ref): Promise<q.PostDetailRow> {
  const row = await q.findPost(tx, ref);
  if (row) return row;
  if (!caller.userId) {
    const access = await asServiceRoleWithin(tx, identityOf(caller), () => q.findPostAccess(tx, ref));
    if (access && access.published && !access.hidden && access.visibility === "participants") throw new StoryParticipantsOnly();
  }
  throw storyNotFound();
}

/** A readable, published story to react to, like or report (404 for drafts and hidden ones). */
async function livePost(tx: Tx, caller: Caller, id: number): Promise<q.PostDetailRow> {
  const row = await readablePost(tx, caller, { id });
  if (!row.published || row.hidden) throw storyNotFound();
  return row;
}

async function listPage(tx: Tx, deps: CommunityDeps, filter: q.PostFilter, pageIndex: number, pageSize: number): Promise<Page<BlogPostListItem>> {
  const rows = await q.listPosts(tx, filter, { limit: pageSize, offset: pageIndex * pageSize });
  const total = rows.length < pageSize && (pageIndex === 0 || rows.length > 0) ? pageIndex * pageSize + rows.length : await q.countPosts(tx, filter);
  return pageOf(rows.map((row) => presentPostListItem(row, urlsOf(deps))), total, pageIndex, pageSize);
}

// The own blog (/CustomUser/Blog) ---------------------------------------------------------------

/** GET /CustomUser/Blog: the caller's blogs (at most one; an empty list when none). */
export async function ownBlogs(deps: CommunityDeps, caller: Caller): Promise<BlogView[]> {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => {
    const blog = await q.findBlog(tx, { ownerId: userId });
    return blog ? [presentBlog(blog, userId, urlsOf(deps))] : [];
  });
}

async function ensureBlog(tx: Tx, userId: string): Promise<q.BlogRow> {
  const existing = await q.findBlog(tx, { ownerId: userId });
  if (existing) return existing;
  const username = (await findOwnUsername(tx, userId)) ?? "";
  const title = translate("stories", "blog.defaultTitle", { username });
  const id = await withFreeSlug(tx, "blogs", safeSlug(username, "blog"), (slug) => q.insertBlog(tx, { ownerId: userId, slug, title }));
  return readableBlog(tx, { id });
}

/** POST /CustomUser/Blog and POST /CustomUser/Blog/BlogPost: the caller's blog, started when missing. */
export async function startBlog(deps: CommunityDeps, caller: Caller): Promise<BlogView> {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => presentBlog(await ensureBlog(tx, userId), userId, urlsOf(deps)));
}

/** PUT /CustomBlog/{Id}: only the owner changes the title and description. */
export async function editBlog(deps: CommunityDeps, caller: Caller, blogId: number, input: BlogInput): Promise<BlogView> {
  const userId = requireParticipant(caller);
  await limitPosting(deps, userId, "edit");
  return asCaller(deps, caller, async (tx) => {
    const blog = await readableBlog(tx, { id: blogId });
    if (blog.authorId !== userId) throw new Forbidden("stories:blog.notOwn");
    await q.updateBlog(tx, blogId, { title: input.Title, description: input.Description });
    return presentBlog(await readableBlog(tx, { id: blogId }), userId, urlsOf(deps));
  });
}

// Reading ---------------------------------------------------------------------------------------

export async function countStories(deps: CommunityDeps, caller: Caller): Promise<number> {
  return asCaller(deps, caller, (tx) => q.countPosts(tx, { publicOnly: !caller.userId }));
}

/** GET /CustomBlog: stories by latest activity; filter_by_following needs a session (401). */
export async function listStories(deps: CommunityDeps, caller: Caller, options: { pageIndex: number; pageSize?: number; following: boolean }): Promise<Page<BlogPostListItem>> {
  const followerId = options.following ? requireParticipant(caller) : undefined;
  return asCaller(deps, caller, (tx) => listPage(tx, deps, { publicOnly: !caller.userId, followerId }, options.pageIndex, clampPageSize(options.pageSize)));
}

export async function latestStories(deps: CommunityDeps, caller: Caller): Promise<BlogPostListItem[]> {
  return asCaller(deps, caller, async (tx) => (await q.listPosts(tx, { publicOnly: !caller.userId }, { limit: LATEST_STORIES, offset: 0 })).map((row) => presentPostListItem(row, urlsOf(deps))));
}

/** GET /CustomBlog/{slug-or-id} and BlogTeaser/{id}. */
export async function getBlog(deps: CommunityDeps, caller: Caller, ref: Ref): Promise<BlogView> {
  return asCaller(deps, caller, async (tx) => presentBlog(await readableBlog(tx, ref), caller.userId, urlsOf(deps)));
}

/** GET /CustomBlog/{id}/Blog_BlogPosts: a blog's stories, newest first (the owner also sees drafts). */
export async function blogStories(deps: CommunityDeps, caller: Caller, blogRef: Ref, pageIndex: number, pageSize?: number): Promise<Page<BlogPostListItem>> {
  return asCaller(deps, caller, async (tx) => {
    const blog = await readableBlog(tx, blogRef);
    const own = caller.userId !== null && blog.authorId === caller.userId;
    return listPage(tx, deps, { publicOnly: !caller.userId, blogId: blog.id, includeDrafts: own }, pageIndex, clampPageSize(pageSize));
  });
}

export async function blogStoryCount(deps: CommunityDeps, caller: Caller, blogId: number): Promise<number> {
  return asCaller(deps, caller, async (tx) => {
    const blog = await readableBlog(tx, { id: blogId });
    return q.countPosts(tx, { publicOnly: !caller.userId, blogId: blog.id });
  });
}

export async function blogSlug(deps: CommunityDeps, caller: Caller, blogId: number): Promise<string> {
  return asCaller(deps, caller, async (tx) => (await readableBlog(tx, { id: blogId })).slug);
}

export async function storySlug(deps: CommunityDeps, caller: Caller, postId: number): Promise<string> {
  return asCaller(deps, caller, async (tx) => (await readablePost(tx, caller, { id: postId })).slug);
}

/** GET /CustomBlog/BlogpostTeaser/{id}. */
export async function storyTeaser(deps: CommunityDeps, caller: Caller, postId: number): Promise<BlogPostSummary> {
  return asCaller(deps, caller, async (tx) => presentPostSummary(await readablePost(tx, caller, { id: postId }), urlsOf(deps)));
}

/** A story by its id alone (content blocks, /ontmoet-elkaar/verhalen/{id}). */
export async function getStory(deps: CommunityDeps, caller: Caller, postRef: Ref): Promise<BlogPostView> {
  return asCaller(deps, caller, async (tx) => presentPost(await readablePost(tx, caller, postRef), caller.userId, urlsOf(deps)));
}

/** GET /CustomBlog/{blog}/Blog_BlogPosts/{post}: a story of that blog (404 under another blog). */
export async function blogStory(deps: CommunityDeps, caller: Caller, blogRef: Ref, postRef: Ref): Promise<BlogPostView> {
  return asCaller(deps, caller, async (tx) => {
    const row = await readablePost(tx, caller, postRef);
    if ("id" in blogRef ? row.blogId !== blogRef.id : row.blogSlug !== blogRef.slug) throw storyNotFound();
    return presentPost(row, caller.userId, urlsOf(deps));
  });
}

/** POST /CustomBlog/by-list-of-ids: in the order asked; what the caller cannot read is left out. */
export async function storiesByIds(deps: CommunityDeps, caller: Caller, input: StoriesByIdsInput): Promise<{ BlogPosts: BlogPostSummary[]; Blogs: BlogView[] }> {
  return asCaller(deps, caller, async (tx) => {
    const posts = new Map((await q.listPostsByIds(tx, input.BlogPostIds)).map((row) => [row.id, row]));
    const blogs = new Map((await q.listBlogsByIds(tx, input.BlogIds)).map((row) => [row.id, row]));
    return {
      BlogPosts: input.BlogPostIds.flatMap((id) => (posts.has(id) ? [presentPostSummary(posts.get(id)!, urlsOf(deps))] : [])),
      Blogs: input.BlogIds.flatMap((id) => (blogs.has(id) ? [presentBlog(blogs.get(id)!, caller.userId, urlsOf(deps))] : [])),
    };
  });
}

// Writing stories -------------------------------------------------------------------------------

/** Images must be the author's own uploads ("<author id>/<token>"). */
function checkOwnImages(userId: string, body: StoryInput["Body"]): void {
  for (const image of storyImagesOf(body)) {
    if (!String(image.attrs?.path).startsWith(`${userId}/`)) throw new Invalid({ Body: ["stories:image.notOwn"] });
  }
}

/** PUT /CustomBlog/BlogPost/: a new story (Id 0) in the caller's blog, or an edit of the caller's own. */
export async function saveStory(deps: CommunityDeps, caller: Caller, input: StoryInput): Promise<BlogPostView> {
  const userId = requireParticipant(caller);
  checkOwnImages(userId, input.Body);
  await limitPosting(deps, userId, input.Id ? "edit" : "conversation");
  return asCaller(deps, caller, async (tx) => {
    const text = {
      title: input.Title,
      description: input.Description || descriptionOf(input.Body),
      body: input.Body,
      visibility: input.Visibility,
      published: input.Published,
    };
    let id = input.Id;
    let announce = false;
    let blog: q.BlogRow;
    if (!id) {
      blog = await ensureBlog(tx, userId);
      const wanted = input.Slug ? slugify(input.Slug) : "";
      const base = wanted && wanted !== "gesprek" ? safeSlug(wanted, "verhaal") : safeSlug(input.Title, "verhaal");
      id = await withFreeSlug(tx, "blog_posts", base, (slug) => q.insertPost(tx, blog.id, { ...text, slug }));
      announce = input.Published;
    } else {
      const current = await q.findPost(tx, { id });
      if (!current) throw storyNotFound();
      if (current.authorId !== userId) throw new Forbidden("stories:story.notOwn");
      blog = await readableBlog(tx, { id: current.blogId });
      const wanted = input.Slug ? safeSlug(slugify(input.Slug), "verhaal") : current.slug;
      const slug = wanted !== current.slug && !(await q.isSlugTaken(tx, wanted, id)) ? wanted : current.slug;
      announce = input.Published && !current.published && !current.hidden;
      await q.updatePost(tx, id, { ...text, slug }, announce);
    }
    const row = await q.findPost(tx, { id });
    if (!row) throw new Error("the story is not readable after saving");
    if (announce) {
      const username = (await findOwnUsername(tx, userId)) ?? "";
      const body = translate("stories", "notifications.newStory", { username, title: row.title });
      await asServiceRoleWithin(tx, identityOf(caller), () =>
        q.notifyBlogFollowers(tx, blog.id, userId, { kind: "blog.post", body, link: storyPaths.post(row.blogSlug, row.slug) }),
      );
    }
    return presentPost(row, userId, urlsOf(deps));
  });
}

/** DELETE /CustomBlog/BlogPost{slug}: only the author. */
export async function deleteStory(deps: CommunityDeps, caller: Caller, ref: Ref): Promise<void> {
  const userId = requireParticipant(caller);
  await asCaller(deps, caller, async (tx) => {
    const row = await q.findPost(tx, ref);
    if (!row) throw storyNotFound();
    if (row.authorId !== userId) throw new Forbidden("stories:story.notOwn");
    await q.deletePost(tx, row.id);
  });
}

/** PUT /CustomBlog/BlogPost/{id}/hidden: a platform moderator unpublishes (or publishes again) a story. */
export async function moderateStory(deps: CommunityDeps, caller: Caller, postId: number, hidden: boolean): Promise<BlogPostView> {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => {
    const [row] = await tx<{ moderator: boolean }[]>`select public.is_platform_moderator() as moderator`;
    if (!row?.moderator) throw new Forbidden("stories:moderation.forbidden");
    if (!(await q.setPostHidden(tx, postId, hidden, userId))) throw storyNotFound();
    const post = await q.findPost(tx, { id: postId });
    if (!post) throw storyNotFound();
    return presentPost(post, userId, urlsOf(deps));
  });
}

// Reactions -------------------------------------------------------------------------------------

export async function storyReactions(deps: CommunityDeps, caller: Caller, postId: number, pageIndex: number): Promise<Page<ReactionListItem>> {
  return asCaller(deps, caller, async (tx) => {
    await readablePost(tx, caller, { id: postId });
    const rows = await q.listStoryReactions(tx, postId, { limit: STORY_REACTIONS_PAGE_SIZE, offset: pageIndex * STORY_REACTIONS_PAGE_SIZE });
    const total = await q.countStoryReactions(tx, postId);
    return pageOf(rows.map((row) => presentStoryReaction(row, caller.userId, urlsOf(deps))), total, pageIndex, STORY_REACTIONS_PAGE_SIZE);
  });
}

export async function reactToStory(deps: CommunityDeps, caller: Caller, postId: number, input: StoryReactionInput): Promise<ReactionListItem> {
  const userId = requireParticipant(caller);
  await limitPosting(deps, userId, "reaction");
  return asCaller(deps, caller, async (tx) => {
    const post = await livePost(tx, caller, postId);
    let quoted: number | null = null;
    if (input.QuoteReactionId > 0) {
      const quote = await q.findStoryReaction(tx, input.QuoteReactionId);
      if (!quote || quote.postId !== postId || !quote.visible) throw new Invalid({ QuoteReactionId: ["stories:quote.invalid"] });
      quoted = quote.id;
    }
    const id = await q.insertStoryReaction(tx, { postId, authorId: userId, body: input.Body, quotedReactionId: quoted });
    if (post.authorId) {
      const username = (await findOwnUsername(tx, userId)) ?? "";
      const body = translate("stories", "notifications.newReaction", { username, title: post.title });
      const ownerId = post.authorId;
      await asServiceRoleWithin(tx, identityOf(caller), () =>
        q.notifyStoryAuthor(tx, ownerId, userId, { kind: "blog.reaction", body, link: storyPaths.post(post.blogSlug, post.slug) }),
      );
    }
    const row = await q.findStoryReaction(tx, id);
    if (!row) throw new Error("the new reaction is not readable");
    return presentStoryReaction(row, userId, urlsOf(deps));
  });
}

async function ownReaction(tx: Tx, userId: string, postId: number, reactionId: number): Promise<q.StoryReactionRow> {
  const reaction = await q.findStoryReaction(tx, reactionId);
  if (!reaction || reaction.postId !== postId) throw reactionNotFound();
  if (reaction.authorId !== userId) throw new Forbidden("stories:reaction.notOwn");
  return reaction;
}

export async function editStoryReaction(deps: CommunityDeps, caller: Caller, postId: number, reactionId: number, body: StoryReactionInput["Body"]): Promise<ReactionListItem> {
  const userId = requireParticipant(caller);
  await limitPosting(deps, userId, "edit");
  return asCaller(deps, caller, async (tx) => {
    await livePost(tx, caller, postId);
    const reaction = await ownReaction(tx, userId, postId, reactionId);
    if (!reaction.visible) throw new Forbidden("stories:reaction.hiddenEdit");
    await q.updateStoryReaction(tx, reactionId, body);
    const row = await q.findStoryReaction(tx, reactionId);
    if (!row) throw reactionNotFound();
    return presentStoryReaction(row, userId, urlsOf(deps));
  });
}

export async function deleteStoryReaction(deps: CommunityDeps, caller: Caller, postId: number, reactionId: number): Promise<void> {
  const userId = requireParticipant(caller);
  await asCaller(deps, caller, async (tx) => {
    await ownReaction(tx, userId, postId, reactionId);
    if (!(await q.deleteStoryReaction(tx, reactionId))) throw reactionNotFound();
  });
}

/** POST /blog-flag/{reactionId}: "Dank voor je melding."; three reporters hide the reaction. */
export async function reportStoryReaction(deps: CommunityDeps, caller: Caller, reactionId: number, input: StoryFlagInput): Promise<FlagAnswer> {
  const userId = requireParticipant(caller);
  await limitFlagging(deps, userId);
  return asCaller(deps, caller, async (tx) => {
    const reaction = await q.findStoryReaction(tx, reactionId);
    if (!reaction) throw reactionNotFound();
    if (reaction.authorId === userId) throw new Forbidden("stories:flag.own");
    const created = await q.insertStoryFlag(tx, { postId: reaction.postId, reactionId, reporterId: userId, reason: input.Reason });
    return { Message: translate("stories", "flag.thanks"), AlreadyReported: !created };
  });
}

// Likes and follows -----------------------------------------------------------------------------

export async function likeStatus(deps: CommunityDeps, caller: Caller, postId: number): Promise<boolean> {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => {
    await livePost(tx, caller, postId);
    return q.isLiking(tx, userId, postId);
  });
}

/** like / dislike / POST likes (toggle): answers the new state. */
export async function setLiking(deps: CommunityDeps, caller: Caller, postId: number, wanted: boolean | "toggle"): Promise<boolean> {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => {
    await livePost(tx, caller, postId);
    const on = wanted === "toggle" ? !(await q.isLiking(tx, userId, postId)) : wanted;
    await q.setLike(tx, userId, postId, on);
    return on;
  });
}

export async function followStatus(deps: CommunityDeps, caller: Caller, blogId: number): Promise<boolean> {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => {
    await readableBlog(tx, { id: blogId });
    return q.isFollowing(tx, userId, blogId);
  });
}

/** follow / unfollow: answers the new state; one's own blog cannot be followed (400). */
export async function setFollowing(deps: CommunityDeps, caller: Caller, blogId: number, on: boolean): Promise<boolean> {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => {
    const blog = await readableBlog(tx, { id: blogId });
    if (blog.authorId === userId) {
      if (on) throw new Invalid({ BlogId: ["stories:follow.own"] });
      return false;
    }
    await q.setFollow(tx, userId, blogId, on);
    return on;
  });
}
