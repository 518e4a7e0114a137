/**
 * Stories (blogs), spec 000 §2, §4, §7 "Stories (blogs)", §9; spec 001 §3.4: the answer shapes of
 * /api/v1/CustomBlog and /api/v1/CustomUser/Blog, the constants and the site paths. Request bodies
 * are in ./bodies.ts; the story image node of the editor in ../rich-text/story-image.ts.
 */
import type { AuthorView, Page, ReactionListItem, ReportedCopy, Visibility } from "../community";
import type { RichTextDoc } from "../rich-text/text";

export type { Page, ReactionListItem, Visibility };

/** Page size of the stories overview and of a blog's posts (spec 000 §9). */
export const STORIES_PAGE_SIZE = 10;
/** Reactions shown per page under a story. */
export const STORY_REACTIONS_PAGE_SIZE = 25;
/** GET /CustomBlog/BlogPosts/Latest. */
export const LATEST_STORIES = 3;
export const BLOG_TITLE_MAX = 130;
export const BLOG_DESCRIPTION_MAX = 1000;
export const STORY_DESCRIPTION_MAX = 300;
/** A story's text is longer than a reaction's. */
export const STORY_BODY_MAX = 20_000;
export const STORY_IMAGES_MAX = 12;
/** POST /CustomBlog/postimage: at most 4 MB, stored at these widths (srcset). */
export const STORY_IMAGE_MAX_BYTES = 4 * 1024 * 1024;
export const STORY_IMAGE_WIDTHS = [480, 960, 1440] as const;
export const STORY_IMAGE_ALT_MAX = 300;

/** A blog (spec 001 §3.4 Blog: CreatedDate, Title, Description, ImgHref). */
export interface BlogView {
  Id: number;
  Slug: string;
  Title: string;
  Description: string;
  ImgHref: string | null;
  Created: string;
  Modified: string | null;
  FollowerCount: number;
  /** Stories the caller can read. */
  PostCount: number;
  Owner: AuthorView;
  IsOwn: boolean;
}

export interface BlogRef {
  Id: number;
  Slug: string;
  Title: string;
}

/** A story as lists and teasers show it. */
export interface BlogPostSummary {
  Id: number;
  Slug: string;
  Title: string;
  Description: string;
  Visibility: Visibility;
  /** False: a draft only its author sees. */
  Published: boolean;
  Created: string;
  Modified: string | null;
  ReactionCount: number;
  TotalLikes: number;
  /** The first image of the story (960 px wide), with its alt text. */
  Image: { Src: string; Srcset: string; Alt: string } | null;
  Blog: BlogRef;
  Author: AuthorView;
}

/** GET /CustomBlog items ("Items, each with LastActivity"). */
export interface BlogPostListItem {
  BlogPost: BlogPostSummary;
  LastActivity: string;
}

/** GET /CustomBlog/{id}/Blog_BlogPosts/{id}. */
export interface BlogPostView extends BlogPostSummary {
  Body: RichTextDoc;
  /** Unpublished by a moderator: only the author and moderators get it. */
  Hidden: boolean;
  IsOwn: boolean;
}

/** POST /CustomBlog/postimage. */
export interface StoryImageUpload {
  Path: string;
  Src: string;
  Srcset: string;
}

/** POST /CustomUser/Blog/BlogPost: a new, empty draft in the caller's blog (made when missing). */
export interface NewDraftAnswer {
  Blog: BlogView;
  BlogPost: BlogPostView;
}

/**
 * One open report of a story reaction in the moderators' queue
 * (GET /api/v1/moderation/stories/queue; docs/decisions/142-story-moderation-queue.md).
 */
export interface StoryFlagQueueItem {
  FlagId: number;
  Created: string;
  Reason: string;
  Reporter: AuthorView;
  /** The story; null when its author deleted it (the reported reaction is kept for the moderators). */
  Story: { Id: number; Slug: string; Title: string; BlogSlug: string; Hidden: boolean } | null;
  /** Position: its place among the story's reactions, oldest first, from 1 (the page that holds it). */
  Reaction: { Id: number; Body: RichTextDoc | null; Hidden: boolean; Author: AuthorView; Position: number };
  /** Open reports of the same reaction by different participants. */
  ReportCount: number;
  /** The story's title and the reaction as they were when reported (decision 310). */
  Reported: ReportedCopy;
}

export type StoriesPage = Page<BlogPostListItem>;
export type StoryReactions = Page<ReactionListItem>;

/** Site paths (spec 001 §2.1/§2.2: blogs, blogs/nieuw, blogs/{slug}, blogs/{blogId}/{id}). */
export const storyPaths = {
  overview: () => "/ontmoet-elkaar/verhalen/",
  followed: () => "/ontmoet-elkaar/verhalen/?tab=gevolgd",
  write: () => "/ontmoet-elkaar/verhalen/nieuw/",
  edit: (postId: number) => `/ontmoet-elkaar/verhalen/nieuw/?verhaal=${postId}`,
  blog: (blogSlug: string) => `/ontmoet-elkaar/verhalen/${blogSlug}/`,
  post: (blogSlug: string, postSlug: string) => `/ontmoet-elkaar/verhalen/${blogSlug}/${postSlug}/`,
  /** A story by its id alone (the content blocks); the page shows it under its own address. */
  postById: (postId: number | string) => `/ontmoet-elkaar/verhalen/${postId}/`,
};
