/**
 * Request bodies of the groups and conversations calls (spec 000 §7), shared by the forms and the
 * functions. Messages are keys of the `conversations` namespace. Rich text (the conversation's
 * text, reactions) is Tiptap JSON checked against the editor's schema; the 4,000-character limit
 * counts the text, not the markup.
 */
import { z } from "zod";
import { CONVERSATION_TITLE_MAX, REACTION_MAX } from "./limits";
import { VISIBILITIES } from "./community";
import { id } from "./community-flag-body";
import { checkRichText } from "./rich-text/schema";
import { withoutDirectionControls } from "./text-direction";
import type { RichTextDoc } from "./rich-text/text";

/** A rich-text document of at most `max` characters of text; `prefix` picks the messages. */
export function richTextBody(prefix: "body" | "reaction" | "message", max: number = REACTION_MAX) {
  return z.unknown().transform((value, ctx): RichTextDoc => {
    const result = checkRichText(value);
    if (!result.ok) {
      ctx.addIssue({ code: "custom", message: result.reason === "empty" ? `${prefix}.required` : `${prefix}.invalid` });
      return z.NEVER;
    }
    if (result.length > max) {
      ctx.addIssue({ code: "custom", message: `${prefix}.tooLong` });
      return z.NEVER;
    }
    return result.doc;
  });
}

/** A title (conversations, stories, blogs): spaces collapsed, 1 to 130 characters, no direction controls. */
export const titleSchema = z
  .string({ error: "title.required" })
  .transform((value) => value.replace(/\s+/g, " ").trim())
  .pipe(
    withoutDirectionControls(
      z.string().min(1, { error: "title.required" }).max(CONVERSATION_TITLE_MAX, { error: "title.tooLong" }),
    ),
  );

/** POST /conversations/{groupId}: Description is the conversation's text (rich text). */
export const newConversationBodySchema = z.object({
  Title: titleSchema,
  Description: richTextBody("body"),
  Visibility: z.enum(VISIBILITIES, { error: "visibility.invalid" }),
  GroupTermIds: z
    .array(id("terms.invalid"), { error: "terms.invalid" })
    .max(20, { error: "terms.invalid" })
    .default([]),
  FollowConversation: z.boolean({ error: "follow.invalid" }).default(true),
});
export type NewConversationBody = z.input<typeof newConversationBodySchema>;

/** POST /conversations: edits the caller's own conversation. */
export const editConversationBodySchema = z.object({
  Id: id("conversation.invalid"),
  Title: titleSchema,
  Body: richTextBody("body"),
});
export type EditConversationBody = z.input<typeof editConversationBodySchema>;

/** POST /conversations/{id}/reactions: QuoteReactionId 0 (or absent) means no quote. */
export const newReactionBodySchema = z.object({
  Body: richTextBody("reaction"),
  QuoteReactionId: z
    .number({ error: "quote.invalid" })
    .int({ error: "quote.invalid" })
    .min(0, { error: "quote.invalid" })
    .default(0),
  FollowConversation: z.boolean({ error: "follow.invalid" }).default(false),
});
export type NewReactionBody = z.input<typeof newReactionBodySchema>;

/** POST /conversations/reaction: edits the caller's own reaction. */
export const editReactionBodySchema = z.object({
  Id: id("reaction.invalid"),
  ConversationId: id("conversation.invalid"),
  Body: richTextBody("reaction"),
});
export type EditReactionBody = z.input<typeof editReactionBodySchema>;

/** The text of an edited reaction, a conversation's or a story's (the one edit form checks it). */
export const reactionTextBodySchema = z.object({ Body: richTextBody("reaction") });

/** DELETE /conversations/reaction: deletes the caller's own reaction. */
export const deleteReactionBodySchema = z.object({
  Id: id("reaction.invalid"),
  ConversationId: id("conversation.invalid"),
});
export type DeleteReactionBody = z.input<typeof deleteReactionBodySchema>;

/** POST /conversation-flag/{conversationId}: in its own module, which the report dialog loads without Tiptap. */
export { flagBodySchema, type FlagBody } from "./community-flag-body";

/** POST /api/v1/moderation/conversations/{id}: what a moderator changes (all optional). */
export const moderateConversationBodySchema = z.object({
  Sticky: z.boolean({ error: "moderation.invalid" }).optional(),
  Closed: z.boolean({ error: "moderation.invalid" }).optional(),
  Hidden: z.boolean({ error: "moderation.invalid" }).optional(),
  GroupId: id("moderation.invalid").optional(),
});
export type ModerateConversationBody = z.input<typeof moderateConversationBodySchema>;

/** POST /api/v1/moderation/flags/{flagId}: "hide" hides the reported item, "dismiss" keeps it. */
export const resolveFlagBodySchema = z.object({
  Action: z.enum(["hide", "dismiss"], { error: "moderation.invalid" }),
});
export type ResolveFlagBody = z.input<typeof resolveFlagBodySchema>;

/** POST /api/v1/moderation/reactions/{id}: a moderator hides (true) or shows (false) a reaction. */
export const moderateReactionBodySchema = z.object({
  Hidden: z.boolean({ error: "moderation.invalid" }),
});
export type ModerateReactionBody = z.input<typeof moderateReactionBodySchema>;
