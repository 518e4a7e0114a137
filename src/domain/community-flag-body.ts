/**
 * The body of a report (spec 000 §7) and the id rule of the community's bodies, apart from
 * community-bodies.ts: that module checks rich text against the editor's schema and so loads
 * Tiptap, which the report dialog (on every conversation and story page) does not need.
 */
import { z } from "zod";
import { FLAG_REASON_MAX } from "./community";
import { withoutDirectionControls } from "./text-direction";

/** A positive whole number; `message` is the message key when it is not. */
export const id = (message: string) =>
  z.number({ error: message }).int({ error: message }).positive({ error: message });

/**
 * POST /conversation-flag/{conversationId}: reports the conversation, or one of its reactions when
 * ReactionId is given, with an optional reason for the moderators.
 */
export const flagBodySchema = z.object({
  ReactionId: id("reaction.invalid").optional(),
  Reason: withoutDirectionControls(z.string().max(FLAG_REASON_MAX, { error: "flag.reasonTooLong" }))
    .optional()
    .transform((value) => (value ?? "").replace(/\r\n?/g, "\n").trim()),
});
export type FlagBody = z.input<typeof flagBodySchema>;
