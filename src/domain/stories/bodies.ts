/**
 * Request bodies of the stories calls (spec 000 §7 "Stories (blogs)"), shared by the forms and the
 * functions. Messages are keys of the `stories` namespace. A story's text is Tiptap JSON checked
 * against the editor's schema with the story image node; every image needs an alt text and must
 * be an upload of POST /CustomBlog/postimage (the service checks it is the author's own).
 */
import { z } from "zod";
import { FLAG_REASON_MAX, VISIBILITIES } from "../community";
import { reactionTextBodySchema, richTextBody, titleSchema } from "../community-bodies";
import { checkRichText } from "../rich-text/schema";
import { withoutDirectionControls } from "../text-direction";
import { mapStoryImages, STORY_IMAGE_PATH, storyExtensions, storyImagesOf } from "../rich-text/story-image";
import type { RichTextDoc } from "../rich-text/text";
import {
  BLOG_DESCRIPTION_MAX,
  STORY_BODY_MAX,
  STORY_DESCRIPTION_MAX,
  STORY_IMAGE_ALT_MAX,
  STORY_IMAGES_MAX,
} from "./index";

const id = (message: string) => z.number({ error: message }).int({ error: message }).positive({ error: message });

const plainText = (max: number, tooLong: string) =>
  z
    .string({ error: "description.invalid" })
    .max(max * 2, { error: tooLong })
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .pipe(z.string().max(max, { error: tooLong }));

/** A story's text: rich text with story images ({ path, alt } stored; src and srcset dropped). */
export const storyBody = z.unknown().transform((value, ctx): RichTextDoc => {
  const result = checkRichText(value, storyExtensions);
  if (!result.ok) {
    ctx.addIssue({ code: "custom", message: result.reason === "empty" ? "body.required" : "body.invalid" });
    return z.NEVER;
  }
  if (result.length > STORY_BODY_MAX) {
    ctx.addIssue({ code: "custom", message: "body.tooLong" });
    return z.NEVER;
  }
  const images = storyImagesOf(result.doc);
  if (images.length > STORY_IMAGES_MAX) {
    ctx.addIssue({ code: "custom", message: "image.tooMany" });
    return z.NEVER;
  }
  for (const image of images) {
    const path = image.attrs?.path;
    const alt = typeof image.attrs?.alt === "string" ? image.attrs.alt.trim() : "";
    if (typeof path !== "string" || !STORY_IMAGE_PATH.test(path)) {
      ctx.addIssue({ code: "custom", message: "image.invalid" });
      return z.NEVER;
    }
    if (!alt || alt.length > STORY_IMAGE_ALT_MAX) {
      ctx.addIssue({ code: "custom", message: alt ? "image.altTooLong" : "image.altRequired" });
      return z.NEVER;
    }
  }
  return mapStoryImages(result.doc, (attrs) => ({ path: attrs.path, alt: String(attrs.alt).trim() })) as RichTextDoc;
});

/** PUT /CustomBlog/{Id}: the blog's title and description. */
export const blogBodySchema = z.object({
  Title: titleSchema,
  Description: plainText(BLOG_DESCRIPTION_MAX, "description.tooLong").default(""),
});
export type BlogBody = z.input<typeof blogBodySchema>;

/**
 * PUT /CustomBlog/BlogPost/: Id of the caller's story (0 or absent: a new one in the caller's blog).
 * Description empty: an excerpt of the text. Slug: kept when absent or taken by another story.
 * Published false: saved as a draft.
 */
export const storyBodySchema = z.object({
  Id: z
    .number({ error: "story.invalid" })
    .int({ error: "story.invalid" })
    .min(0, { error: "story.invalid" })
    .default(0),
  Title: titleSchema,
  Description: plainText(STORY_DESCRIPTION_MAX, "description.tooLong").default(""),
  Body: storyBody,
  Visibility: z.enum(VISIBILITIES, { error: "visibility.invalid" }),
  Published: z.boolean({ error: "published.invalid" }).default(true),
  Slug: z.string({ error: "slug.invalid" }).max(200, { error: "slug.invalid" }).optional(),
});
export type StoryBody = z.input<typeof storyBodySchema>;

/** POST /CustomBlog/BlogPost/{id}/reactions: QuoteReactionId 0 (or absent) means no quote. */
export const storyReactionBodySchema = z.object({
  Body: richTextBody("reaction"),
  QuoteReactionId: z
    .number({ error: "quote.invalid" })
    .int({ error: "quote.invalid" })
    .min(0, { error: "quote.invalid" })
    .default(0),
});
export type StoryReactionBody = z.input<typeof storyReactionBodySchema>;

/** PUT /CustomBlog/BlogPost/{id}/reactions/{reactionId}: the author edits their reaction. */
export const editStoryReactionBodySchema = reactionTextBodySchema;
export type EditStoryReactionBody = z.input<typeof editStoryReactionBodySchema>;

/** POST /CustomBlog/by-list-of-ids: stories (BlogPostIds) and blogs (BlogIds) for the content blocks. */
export const storiesByIdsBodySchema = z.object({
  BlogPostIds: z.array(id("ids.invalid"), { error: "ids.invalid" }).max(50, { error: "ids.invalid" }).default([]),
  BlogIds: z.array(id("ids.invalid"), { error: "ids.invalid" }).max(50, { error: "ids.invalid" }).default([]),
});
export type StoriesByIdsBody = z.input<typeof storiesByIdsBodySchema>;

/** POST /blog-flag/{reactionId}: an optional reason for the moderators. */
export const storyFlagBodySchema = z.object({
  Reason: withoutDirectionControls(z.string().max(FLAG_REASON_MAX, { error: "flag.reasonTooLong" }))
    .optional()
    .transform((value) => (value ?? "").replace(/\r\n?/g, "\n").trim()),
});
export type StoryFlagBody = z.input<typeof storyFlagBodySchema>;
