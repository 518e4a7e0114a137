/**
 * Reader features of the library (spec 000 §5, §7 "Search and sharing"; spec 001 §3.1 Library send,
 * §3.4 ArticleBookmark): request bodies shared by the islands and the functions. Messages are i18n
 * keys of the `reader` namespace (src/i18n/locales/nl/reader.json).
 */
import { z } from "zod";
import { SHARE_MAX_RECIPIENTS } from "./limits";
import { DIRECTION_CONTROL_MESSAGE, hasDirectionControl, withoutDirectionControls } from "./text-direction";

export const SENDER_NAME_MAX = 60;
export const SHARE_MESSAGE_MAX = 1000;
export const FEEDBACK_MAX = 4000;
export const BOOKMARK_TITLE_MAX = 300;
export const BOOKMARK_DESCRIPTION_MAX = 1000;

/** The content types that can be shared: POST /api/v1/library/send{contentType}. */
export const SHARE_CONTENT_TYPES = ["article", "news", "dossier", "contentpage"] as const;
export type ShareContentType = (typeof SHARE_CONTENT_TYPES)[number];

/** Where pages of each content type live on this site (the shared link must point there). */
const PATH_PREFIXES: Record<ShareContentType, readonly string[]> = {
  article: ["/over-reuma/", "/leven-met-reuma/"],
  news: ["/nieuws/"],
  dossier: ["/over-reuma/", "/leven-met-reuma/"],
  contentpage: ["/"],
};

/** A same-site page path: lower-case slug segments, no query, no dots, no protocol, no "//". */
export const SITE_PATH_PATTERN = /^(\/[a-z0-9]+(?:-[a-z0-9]+)*)+\/?$/;

export function isShareablePath(contentType: ShareContentType, path: string): boolean {
  if (!SITE_PATH_PATTERN.test(path) || path.length > 300) return false;
  return PATH_PREFIXES[contentType].some((prefix) => path.startsWith(prefix) && path.length > prefix.length);
}

export function isShareContentType(value: string): value is ShareContentType {
  return (SHARE_CONTENT_TYPES as readonly string[]).includes(value);
}

/** A Drupal uuid or a numeric node id. */
export const ITEM_ID_PATTERN = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9]{1,10})$/i;

const EMAIL = z.email();

/** "a@x.nl, b@y.nl" -> ["a@x.nl", "b@y.nl"] (trimmed, empty parts dropped, lower case, no doubles). */
export function splitEmailList(list: string): string[] {
  const seen = new Set<string>();
  for (const part of list.split(/[,;\n]/)) {
    const address = part.trim().toLowerCase();
    if (address) seen.add(address);
  }
  return [...seen];
}

const itemIdSchema = z
  .string({ error: "share.itemInvalid" })
  .trim()
  .regex(ITEM_ID_PATTERN, { error: "share.itemInvalid" });
const pathSchema = z.string({ error: "share.itemInvalid" }).trim().max(300, { error: "share.itemInvalid" });

/** POST /api/v1/library/send{contentType}: { SenderName, EmailList, Message?, ItemId, Path } */
export const shareBodySchema = z.object({
  SenderName: z
    .string({ error: "share.senderRequired" })
    .trim()
    .min(1, { error: "share.senderRequired" })
    .max(SENDER_NAME_MAX, { error: "share.senderTooLong" })
    // eslint-disable-next-line no-control-regex -- a sender name with control characters is refused on purpose
    .regex(/^[^\u0000-\u001F\u007F<>]*$/, { error: "share.senderInvalid" })
    .refine((value) => !hasDirectionControl(value), { error: DIRECTION_CONTROL_MESSAGE }),
  EmailList: z
    .string({ error: "share.emailsRequired" })
    .max(SHARE_MAX_RECIPIENTS * 260, { error: "share.tooManyEmails" })
    .transform((value, ctx) => {
      const addresses = splitEmailList(value);
      if (addresses.length === 0) {
        ctx.addIssue({ code: "custom", message: "share.emailsRequired" });
        return z.NEVER;
      }
      if (addresses.length > SHARE_MAX_RECIPIENTS) {
        ctx.addIssue({ code: "custom", message: "share.tooManyEmails" });
        return z.NEVER;
      }
      if (addresses.some((address) => address.length > 254 || !EMAIL.safeParse(address).success)) {
        ctx.addIssue({ code: "custom", message: "share.emailInvalid" });
        return z.NEVER;
      }
      return addresses;
    }),
  Message: z
    .string()
    .max(SHARE_MESSAGE_MAX, { error: "share.messageTooLong" })
    .optional()
    .nullable()
    .transform((value) => (value ?? "").replace(/\r\n?/g, "\n").trim()),
  ItemId: itemIdSchema,
  Path: pathSchema,
});
export type ShareBody = z.input<typeof shareBodySchema>;
export type ShareInput = z.output<typeof shareBodySchema>;

/** POST /api/v1/library/feedback: { ItemId, Path, Feedback } */
export const feedbackBodySchema = z.object({
  ItemId: itemIdSchema,
  Path: pathSchema.regex(SITE_PATH_PATTERN, { error: "share.itemInvalid" }),
  Feedback: z
    .string({ error: "feedback.required" })
    .trim()
    .min(1, { error: "feedback.required" })
    .max(FEEDBACK_MAX, { error: "feedback.tooLong" }),
});
export type FeedbackBody = z.input<typeof feedbackBodySchema>;

/** POST /api/v1/bookmarks: { DrupalId, Slug, Title, Description } (ArticleBookmark, spec 001 §3.4) */
export const bookmarkBodySchema = z.object({
  DrupalId: z.string({ error: "bookmarks.invalid" }).trim().regex(ITEM_ID_PATTERN, { error: "bookmarks.invalid" }),
  Slug: z
    .string({ error: "bookmarks.invalid" })
    .trim()
    .max(300, { error: "bookmarks.invalid" })
    .refine((slug) => isShareablePath("article", slug), { error: "bookmarks.invalid" }),
  Title: withoutDirectionControls(
    z
      .string({ error: "bookmarks.invalid" })
      .trim()
      .min(1, { error: "bookmarks.invalid" })
      .max(BOOKMARK_TITLE_MAX, { error: "bookmarks.invalid" }),
  ),
  Description: z
    .string()
    .max(BOOKMARK_DESCRIPTION_MAX, { error: "bookmarks.invalid" })
    .optional()
    .nullable()
    .transform((value) => (value ?? "").trim()),
});
export type BookmarkBody = z.input<typeof bookmarkBodySchema>;

/** What GET /api/v1/bookmarks answers per saved article. */
export interface BookmarkView {
  DrupalId: string;
  Slug: string;
  Title: string;
  Description: string;
  CreatedDate: string;
}
