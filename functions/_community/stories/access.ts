/**
 * What every stories call shares: the input types, the domain errors, the page helpers and the
 * read rules of blogs and stories (a visitor on a participants-only story gets 403, anything else
 * unreadable 404). The calls themselves are in service.ts (blogs and stories) and engagement.ts
 * (reactions, reports, likes and follows).
 */
import type { z } from "zod";
import type {
  blogBodySchema,
  storiesByIdsBodySchema,
  storyBodySchema,
  storyFlagBodySchema,
  storyReactionBodySchema,
} from "../../../src/domain/stories/bodies";
import { STORIES_PAGE_SIZE, type BlogPostListItem, type Page } from "../../../src/domain/stories";
import type { Tx } from "../../_shared/db";
import { Conflict, DomainError, Forbidden, NotFound } from "../../_shared/errors";
import { asServiceRoleWithin, identityOf, type Caller } from "../../_shared/caller";
import { photoUrlOf, type CommunityDeps } from "../deps";
import { pageOf } from "../presenters";
import { highestSlugSuffix, slugCandidate, slugify } from "../slugs";
import { presentPostListItem, type Urls } from "./presenters";
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
export const reactionNotFound = () =>
  new NotFound({ code: "ReactionNotFound", messageKey: "stories:reaction.notFound" });
/** Moderation evidence stays (decision 310): a hidden or reported item keeps its text until a moderator decides. */
export const hiddenStoryEdit = () =>
  new Conflict("StoryHidden", "stories:story.hiddenEdit", { Body: ["stories:story.hiddenEdit"] });
export const hiddenStoryDelete = () => new Forbidden("stories:story.hiddenDelete");
export const reportedReactionEdit = () =>
  new Conflict("ReactionReported", "stories:reaction.reportedEdit", { Body: ["stories:reaction.reportedEdit"] });
export const hiddenReactionDelete = () => new Forbidden("stories:reaction.hiddenDelete");
export const reportedReactionDelete = () => new Conflict("ReactionReported", "stories:reaction.reportedDelete");

/** 403 for a visitor on a participants-only story: the page shows the 403 page. */
export class StoryParticipantsOnly extends DomainError {
  readonly status = 403;
  constructor() {
    super("ParticipantsOnly", "stories:story.participantsOnly");
  }
}

// Helpers ---------------------------------------------------------------------------------------

export function urlsOf(deps: CommunityDeps): Urls {
  return { photo: (path) => photoUrlOf(deps, path), storage: deps.storage };
}

export { pageOf };

export function clampPageSize(size: number | undefined): number {
  return Math.min(Math.max(size || STORIES_PAGE_SIZE, 1), MAX_PAGE_SIZE);
}

export type Ref = { id: number } | { slug: string };
/** "12" is an id, anything else a slug. */
export function refOf(value: string): Ref {
  return /^[0-9]{1,9}$/.test(value) ? { id: Number(value) } : { slug: value.toLowerCase() };
}

const SLUG_ATTEMPTS = 25;
export async function withFreeSlug(
  tx: Tx,
  table: "blogs" | "blog_posts",
  base: string,
  insert: (slug: string) => Promise<number | null>,
): Promise<number> {
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
export function safeSlug(title: string, fallback: string): string {
  const slug = slugify(title);
  if (slug === "gesprek") return fallback;
  return /^[0-9]+$/.test(slug) || slug === "nieuw" ? `${fallback}-${slug}` : slug;
}

export async function readableBlog(tx: Tx, ref: Ref | { ownerId: string }): Promise<q.BlogRow> {
  const blog = await q.findBlog(tx, ref);
  if (!blog) throw blogNotFound();
  return blog;
}

/** The story as the caller may read it: 403 for a visitor on a participants-only one, 404 otherwise. */
export async function readablePost(tx: Tx, caller: Caller, ref: Ref): Promise<q.PostDetailRow> {
  const row = await q.findPost(tx, ref);
  if (row) return row;
  if (!caller.userId) {
    const access = await asServiceRoleWithin(tx, identityOf(caller), () => q.findPostAccess(tx, ref));
    if (access && access.published && !access.hidden && access.visibility === "participants")
      throw new StoryParticipantsOnly();
  }
  throw storyNotFound();
}

/** A readable, published story to react to, like or report (404 for drafts and hidden ones). */
export async function livePost(tx: Tx, caller: Caller, id: number): Promise<q.PostDetailRow> {
  const row = await readablePost(tx, caller, { id });
  if (!row.published || row.hidden) throw storyNotFound();
  return row;
}

export async function listPage(
  tx: Tx,
  deps: CommunityDeps,
  filter: q.PostFilter,
  pageIndex: number,
  pageSize: number,
): Promise<Page<BlogPostListItem>> {
  const rows = await q.listPosts(tx, filter, { limit: pageSize, offset: pageIndex * pageSize });
  const total =
    rows.length < pageSize && (pageIndex === 0 || rows.length > 0)
      ? pageIndex * pageSize + rows.length
      : await q.countPosts(tx, filter);
  return pageOf(
    rows.map((row) => presentPostListItem(row, urlsOf(deps))),
    total,
    pageIndex,
    pageSize,
  );
}
