/**
 * Stories (spec 000 §7 "Stories (blogs)"): blogs (one per participant), stories with the visibility
 * rules (visitors read published public ones; a participants-only story answers a visitor 403),
 * writing and editing (only the author; moderators unpublish: docs/decisions/140) and the
 * notification of followers (new story). Reactions, reports, likes and follows: engagement.ts;
 * the shared read rules and errors: access.ts. Every call is one transaction as the caller (RLS
 * applies); a refused post changes nothing.
 */
import { translate } from "../../../src/i18n/translate";
import { storyImagesOf } from "../../../src/domain/rich-text/story-image";
import {
  LATEST_STORIES,
  storyPaths,
  type BlogPostListItem,
  type BlogPostSummary,
  type BlogPostView,
  type BlogView,
  type Page,
  type ReactionListItem,
} from "../../../src/domain/stories";
import type { Tx } from "../../_shared/db";
import { Forbidden, Invalid } from "../../_shared/errors";
import { findOwnUsername } from "../queries";
import { asCaller, asServiceRoleWithin, identityOf, requireParticipant, type Caller } from "../../_shared/caller";
import type { CommunityDeps } from "../deps";
import { limitPosting } from "../limits";
import { descriptionOf } from "../excerpts";
import { slugify } from "../slugs";
import { reactionsPageWithin } from "./engagement";
import { presentBlog, presentPost, presentPostListItem, presentPostSummary } from "./presenters";
import {
  clampPageSize,
  hiddenStoryDelete,
  hiddenStoryEdit,
  listPage,
  readableBlog,
  readablePost,
  safeSlug,
  storyNotFound,
  urlsOf,
  withFreeSlug,
  type BlogInput,
  type Ref,
  type StoriesByIdsInput,
  type StoryInput,
} from "./access";
import * as q from "./queries";

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
  const id = await withFreeSlug(tx, "blogs", safeSlug(username, "blog"), (slug) =>
    q.insertBlog(tx, { ownerId: userId, slug, title }),
  );
  return readableBlog(tx, { id });
}

/** POST /CustomUser/Blog and POST /CustomUser/Blog/BlogPost: the caller's blog, started when missing. */
export async function startBlog(deps: CommunityDeps, caller: Caller): Promise<BlogView> {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => presentBlog(await ensureBlog(tx, userId), userId, urlsOf(deps)));
}

/** PUT /CustomBlog/{Id}: only the owner changes the title and description. */
export async function editBlog(
  deps: CommunityDeps,
  caller: Caller,
  blogId: number,
  input: BlogInput,
): Promise<BlogView> {
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
export async function listStories(
  deps: CommunityDeps,
  caller: Caller,
  options: { pageIndex: number; pageSize?: number; following: boolean },
): Promise<Page<BlogPostListItem>> {
  const followerId = options.following ? requireParticipant(caller) : undefined;
  return asCaller(deps, caller, (tx) =>
    listPage(tx, deps, { publicOnly: !caller.userId, followerId }, options.pageIndex, clampPageSize(options.pageSize)),
  );
}

export async function latestStories(deps: CommunityDeps, caller: Caller): Promise<BlogPostListItem[]> {
  return asCaller(deps, caller, async (tx) =>
    (await q.listPosts(tx, { publicOnly: !caller.userId }, { limit: LATEST_STORIES, offset: 0 })).map((row) =>
      presentPostListItem(row, urlsOf(deps)),
    ),
  );
}

/** GET /CustomBlog/{slug-or-id} and BlogTeaser/{id}. */
export async function getBlog(deps: CommunityDeps, caller: Caller, ref: Ref): Promise<BlogView> {
  return asCaller(deps, caller, async (tx) => presentBlog(await readableBlog(tx, ref), caller.userId, urlsOf(deps)));
}

/** GET /CustomBlog/{id}/Blog_BlogPosts: a blog's stories, newest first (the owner also sees drafts). */
export async function blogStories(
  deps: CommunityDeps,
  caller: Caller,
  blogRef: Ref,
  pageIndex: number,
  pageSize?: number,
): Promise<Page<BlogPostListItem>> {
  return asCaller(deps, caller, async (tx) => {
    const blog = await readableBlog(tx, blogRef);
    const own = caller.userId !== null && blog.authorId === caller.userId;
    return listPage(
      tx,
      deps,
      { publicOnly: !caller.userId, blogId: blog.id, includeDrafts: own },
      pageIndex,
      clampPageSize(pageSize),
    );
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
  return asCaller(deps, caller, async (tx) =>
    presentPostSummary(await readablePost(tx, caller, { id: postId }), urlsOf(deps)),
  );
}

/** A story by its id alone (content blocks, /ontmoet-elkaar/verhalen/{id}). */
export async function getStory(deps: CommunityDeps, caller: Caller, postRef: Ref): Promise<BlogPostView> {
  return asCaller(deps, caller, async (tx) =>
    presentPost(await readablePost(tx, caller, postRef), caller.userId, urlsOf(deps)),
  );
}

/** GET /CustomBlog/{blog}/Blog_BlogPosts/{post}: a story of that blog (404 under another blog). */
export async function blogStory(
  deps: CommunityDeps,
  caller: Caller,
  blogRef: Ref,
  postRef: Ref,
): Promise<BlogPostView> {
  return asCaller(deps, caller, async (tx) => {
    const row = await readablePost(tx, caller, postRef);
    if ("id" in blogRef ? row.blogId !== blogRef.id : row.blogSlug !== blogRef.slug) throw storyNotFound();
    return presentPost(row, caller.userId, urlsOf(deps));
  });
}

/**
 * A story's page on a full page load (functions/story-page): the story and, when it is published
 * and not hidden, the first page of its reactions, in one transaction as the caller.
 */
export async function blogStoryPage(
  deps: CommunityDeps,
  caller: Caller,
  blogRef: Ref,
  postRef: Ref,
): Promise<{ story: BlogPostView; reactions: Page<ReactionListItem> | null }> {
  return asCaller(deps, caller, async (tx) => {
    const row = await readablePost(tx, caller, postRef);
    if ("id" in blogRef ? row.blogId !== blogRef.id : row.blogSlug !== blogRef.slug) throw storyNotFound();
    const reactions = row.published && !row.hidden ? await reactionsPageWithin(tx, deps, caller, row.id, 0) : null;
    return { story: presentPost(row, caller.userId, urlsOf(deps)), reactions };
  });
}

/** POST /CustomBlog/by-list-of-ids: in the order asked; what the caller cannot read is left out. */
export async function storiesByIds(
  deps: CommunityDeps,
  caller: Caller,
  input: StoriesByIdsInput,
): Promise<{ BlogPosts: BlogPostSummary[]; Blogs: BlogView[] }> {
  return asCaller(deps, caller, async (tx) => {
    const posts = new Map((await q.listPostsByIds(tx, input.BlogPostIds)).map((row) => [row.id, row]));
    const blogs = new Map((await q.listBlogsByIds(tx, input.BlogIds)).map((row) => [row.id, row]));
    return {
      BlogPosts: input.BlogPostIds.flatMap((id) =>
        posts.has(id) ? [presentPostSummary(posts.get(id)!, urlsOf(deps))] : [],
      ),
      Blogs: input.BlogIds.flatMap((id) =>
        blogs.has(id) ? [presentBlog(blogs.get(id)!, caller.userId, urlsOf(deps))] : [],
      ),
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
    let announce: boolean;
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
      if (current.hidden) throw hiddenStoryEdit();
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
        q.notifyBlogFollowers(tx, blog.id, userId, {
          kind: "blog.post",
          body,
          link: storyPaths.post(row.blogSlug, row.slug),
        }),
      );
    }
    return presentPost(row, userId, urlsOf(deps));
  });
}

/** DELETE /CustomBlog/BlogPost{slug}: only the author, and not while a moderator has hidden the story. */
export async function deleteStory(deps: CommunityDeps, caller: Caller, ref: Ref): Promise<void> {
  const userId = requireParticipant(caller);
  await asCaller(deps, caller, async (tx) => {
    const row = await q.findPost(tx, ref);
    if (!row) throw storyNotFound();
    if (row.authorId !== userId) throw new Forbidden("stories:story.notOwn");
    if (row.hidden) throw hiddenStoryDelete();
    // Reactions with an open report stay for the moderators (the database detaches them).
    await q.deletePost(tx, row.id);
  });
}
