/**
 * What leaves the server about blogs, stories and their reactions (src/domain/stories): never a
 * row as it is. Story images are stored by path and presented with their addresses (src at 960 px,
 * srcset of every width); a reaction has the shape of a conversation reaction, so the pages share
 * one reaction component.
 */
import { visibleModified, type AuthorView } from "../../../src/domain/community";
import { mapStoryImages, STORY_IMAGE_PATH } from "../../../src/domain/rich-text/story-image";
import { plainTextToRichText, readStoredRichText, type RichTextDoc } from "../../../src/domain/rich-text/text";
import {
  STORY_IMAGE_WIDTHS,
  type BlogPostListItem,
  type BlogPostSummary,
  type BlogPostView,
  type BlogView,
  type ReactionListItem,
} from "../../../src/domain/stories";
import { BUCKETS, type Storage } from "../../_shared/storage";
import { presentAuthor, type PhotoUrl } from "../presenters";
import { presentReaction } from "../reactions/presenters";
import type { BlogRow, PostDetailRow, PostRow, StoryReactionRow } from "./queries";

export type Urls = { photo: PhotoUrl; storage?: Pick<Storage, "publicUrl"> };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The stored file of one width of an uploaded image. */
export const storyImageFile = (path: string, width: number) => `${path}-${width}.jpg`;

export function storyImageUrls(
  storage: Pick<Storage, "publicUrl"> | undefined,
  path: string,
): { Src: string; Srcset: string } | null {
  if (!storage || !STORY_IMAGE_PATH.test(path)) return null;
  try {
    return {
      Src: storage.publicUrl(BUCKETS.storyImages, storyImageFile(path, 960)),
      Srcset: STORY_IMAGE_WIDTHS.map(
        (width) => `${storage.publicUrl(BUCKETS.storyImages, storyImageFile(path, width))} ${width}w`,
      ).join(", "),
    };
  } catch {
    return null;
  }
}

export function presentBlog(row: BlogRow, callerId: string | null, urls: Urls): BlogView {
  const created = row.createdAt.toISOString();
  const image = row.imagePath ? storyImageUrls(urls.storage, row.imagePath) : null;
  return {
    Id: row.id,
    Slug: row.slug,
    Title: row.title,
    Description: row.description,
    ImgHref: image?.Src ?? null,
    Created: created,
    Modified: visibleModified(created, iso(row.modifiedAt)),
    FollowerCount: row.followerCount,
    PostCount: row.postCount,
    Owner: presentAuthor(row, urls.photo),
    IsOwn: callerId !== null && row.authorId === callerId,
  };
}

export function presentPostSummary(row: PostRow, urls: Urls): BlogPostSummary {
  const created = row.createdAt.toISOString();
  const path = typeof row.firstImage?.path === "string" ? row.firstImage.path : null;
  const image = path ? storyImageUrls(urls.storage, path) : null;
  return {
    Id: row.id,
    Slug: row.slug,
    Title: row.title,
    Description: row.description,
    Visibility: row.visibility,
    Published: row.published,
    Created: created,
    Modified: visibleModified(created, iso(row.modifiedAt)),
    ReactionCount: row.reactionCount,
    TotalLikes: row.likeCount,
    Image: image ? { ...image, Alt: typeof row.firstImage?.alt === "string" ? row.firstImage.alt : "" } : null,
    Blog: { Id: row.blogId, Slug: row.blogSlug, Title: row.blogTitle },
    Author: presentAuthor(row, urls.photo) satisfies AuthorView,
  };
}

export function presentPostListItem(row: PostRow, urls: Urls): BlogPostListItem {
  return { BlogPost: presentPostSummary(row, urls), LastActivity: row.lastActivityAt.toISOString() };
}

/** The stored text with the addresses of its images (an unreadable one: an empty paragraph). */
export function presentStoryBody(stored: unknown, storage: Urls["storage"]): RichTextDoc {
  const doc = readStoredRichText(stored) ?? plainTextToRichText("");
  return mapStoryImages(doc, (attrs) => {
    const urls = typeof attrs.path === "string" ? storyImageUrls(storage, attrs.path) : null;
    return { path: attrs.path, alt: attrs.alt, src: urls?.Src ?? null, srcset: urls?.Srcset ?? null };
  }) as RichTextDoc;
}

export function presentPost(row: PostDetailRow, callerId: string | null, urls: Urls): BlogPostView {
  return {
    ...presentPostSummary(row, urls),
    Body: presentStoryBody(row.body, urls.storage),
    Hidden: row.hidden,
    IsOwn: callerId !== null && row.authorId === callerId,
  };
}

export function presentStoryReaction(row: StoryReactionRow, callerId: string | null, urls: Urls): ReactionListItem {
  // A reaction kept from a deleted story (postId null) is shown to its author and the moderators only.
  return presentReaction({ ...row, conversationId: row.postId ?? 0 }, callerId, urls.photo);
}
