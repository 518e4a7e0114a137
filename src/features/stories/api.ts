/**
 * Typed calls of the stories pages (spec 000 §7 "Stories (blogs)"): the only place in the stories
 * feature that calls the API. Answer shapes: src/domain/stories. A follow or like status of 401
 * counts as off (spec 000 §4); the own-blog fetch answers an empty list when it cannot be read.
 * Every other failure throws the ApiError of src/platform/http.ts, as in every feature's api.ts.
 */
import type { FlagAnswer } from "../../domain/community";
import type { NewReactionBody } from "../../domain/community-bodies";
import type { RichTextDoc } from "../../domain/rich-text/text";
import {
  STORIES_PAGE_SIZE,
  type BlogPostListItem,
  type BlogPostSummary,
  type BlogPostView,
  type BlogView,
  type Page,
  type ReactionListItem,
  type StoryFlagQueueItem,
  type StoryImageUpload,
} from "../../domain/stories";
import type { BlogBody, StoryBody } from "../../domain/stories/bodies";
import { ApiError, apiRequest } from "../../platform/http";

const enc = encodeURIComponent;

async function textBoolean(path: string, method: "GET" | "POST" = "GET"): Promise<boolean> {
  try {
    const answer = await apiRequest<unknown>(path, { method });
    return answer === true || answer === "true";
  } catch (error) {
    if (method === "GET" && error instanceof ApiError && (error.status === 401 || error.status === 403)) return false;
    throw error;
  }
}

// The overview ------------------------------------------------------------------------------------

export function getStories(pageIndex: number, following: boolean): Promise<Page<BlogPostListItem>> {
  return apiRequest<Page<BlogPostListItem>>(
    `/CustomBlog?page_index=${pageIndex}&page_size=${STORIES_PAGE_SIZE}&filter_by_following=${following}`,
  );
}

export function getStoriesByIds(ids: number[]): Promise<{ BlogPosts: BlogPostSummary[]; Blogs: BlogView[] }> {
  return apiRequest(`/CustomBlog/by-list-of-ids`, { method: "POST", body: { BlogPostIds: ids } });
}

export function getLatestStories(): Promise<BlogPostListItem[]> {
  return apiRequest<BlogPostListItem[]>("/CustomBlog/BlogPosts/Latest");
}

// Blogs -------------------------------------------------------------------------------------------

/** GET /CustomUser/Blog: the caller's blogs; an empty list when the answer cannot be read. */
export async function getOwnBlogs(): Promise<BlogView[]> {
  try {
    const answer = await apiRequest<unknown>("/CustomUser/Blog");
    return Array.isArray(answer) ? (answer as BlogView[]) : [];
  } catch {
    return [];
  }
}

export function startOwnBlog(): Promise<BlogView> {
  return apiRequest<BlogView>("/CustomUser/Blog", { method: "POST" });
}

export function getBlog(ref: string | number): Promise<BlogView> {
  return apiRequest<BlogView>(`/CustomBlog/${enc(String(ref))}`);
}

export function getBlogStories(ref: string | number, pageIndex: number): Promise<Page<BlogPostListItem>> {
  return apiRequest<Page<BlogPostListItem>>(
    `/CustomBlog/${enc(String(ref))}/Blog_BlogPosts?page_index=${pageIndex}&page_size=${STORIES_PAGE_SIZE}`,
  );
}

export function editBlog(id: number, body: BlogBody): Promise<BlogView> {
  return apiRequest<BlogView>(`/CustomBlog/${id}`, { method: "PUT", body });
}

export function getFollows(blogId: number): Promise<boolean> {
  return textBoolean(`/CustomBlog/${blogId}/follows`);
}

export function setFollow(blogId: number, on: boolean): Promise<boolean> {
  return textBoolean(`/CustomBlog/${blogId}/${on ? "follow" : "unfollow"}`, "POST");
}

// Stories -----------------------------------------------------------------------------------------

/** A story of a blog (slugs or ids); a story by its id alone when `blog` is null. */
export function getStory(blog: string | null, post: string): Promise<BlogPostView> {
  return apiRequest<BlogPostView>(
    blog === null ? `/CustomBlog/BlogPost/${enc(post)}` : `/CustomBlog/${enc(blog)}/Blog_BlogPosts/${enc(post)}`,
  );
}

export function saveStory(body: StoryBody): Promise<BlogPostView> {
  return apiRequest<BlogPostView>("/CustomBlog/BlogPost/", { method: "PUT", body });
}

export function deleteStory(slug: string): Promise<void> {
  return apiRequest<void>(`/CustomBlog/BlogPost${enc(slug)}`, { method: "DELETE" });
}

export function hideStory(id: number, hidden: boolean): Promise<BlogPostView> {
  return apiRequest<BlogPostView>(`/CustomBlog/BlogPost/${id}/hidden`, { method: "PUT", body: { Hidden: hidden } });
}

export function uploadStoryImage(file: File): Promise<StoryImageUpload> {
  const form = new FormData();
  form.append("image", file);
  return apiRequest<StoryImageUpload>("/CustomBlog/postimage", { method: "POST", body: form });
}

export function getLiked(postId: number): Promise<boolean> {
  return textBoolean(`/CustomBlog/BlogPost/${postId}/likes`);
}

/** like / dislike: the answer is the new state. */
export function setLiked(postId: number, on: boolean): Promise<boolean> {
  return textBoolean(`/CustomBlog/BlogPost/${postId}/${on ? "like" : "dislike"}`, "POST");
}

// Reactions ---------------------------------------------------------------------------------------

export function getStoryReactions(postId: number, pageIndex: number): Promise<Page<ReactionListItem>> {
  return apiRequest<Page<ReactionListItem>>(`/CustomBlog/BlogPost/${postId}/reactions?page_index=${pageIndex}`);
}

export function reactToStory(postId: number, body: NewReactionBody): Promise<ReactionListItem> {
  return apiRequest<ReactionListItem>(`/CustomBlog/BlogPost/${postId}/reactions`, {
    method: "POST",
    body: { Body: body.Body, QuoteReactionId: body.QuoteReactionId },
  });
}

/** PUT /CustomBlog/BlogPost/{id}/reactions/{reactionId}: the author's new text. */
export function editStoryReaction(postId: number, reactionId: number, body: RichTextDoc): Promise<ReactionListItem> {
  return apiRequest<ReactionListItem>(`/CustomBlog/BlogPost/${postId}/reactions/${reactionId}`, {
    method: "PUT",
    body: { Body: body },
  });
}

export function deleteStoryReaction(postId: number, reactionId: number): Promise<void> {
  return apiRequest<void>(`/CustomBlog/BlogPost/${postId}/reactions/${reactionId}`, { method: "DELETE" });
}

export function reportStoryReaction(reactionId: number, reason: string): Promise<FlagAnswer | undefined> {
  return apiRequest<FlagAnswer>(`/blog-flag/${reactionId}`, { method: "POST", body: { Reason: reason } });
}

// Moderation (platform moderators; docs/decisions/142) --------------------------------------------

export function getStoryModerationQueue(pageIndex: number): Promise<Page<StoryFlagQueueItem>> {
  return apiRequest<Page<StoryFlagQueueItem>>(`/moderation/stories/queue?page_index=${pageIndex}`);
}

export async function resolveStoryFlag(flagId: number, action: "hide" | "dismiss"): Promise<void> {
  await apiRequest<void>(`/moderation/stories/flags/${flagId}`, { method: "POST", body: { Action: action } });
}

export function moderateStoryReaction(reactionId: number, hidden: boolean): Promise<ReactionListItem> {
  return apiRequest<ReactionListItem>(`/moderation/stories/reactions/${reactionId}`, {
    method: "POST",
    body: { Hidden: hidden },
  });
}
