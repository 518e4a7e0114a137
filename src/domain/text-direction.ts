/**
 * Characters that change the direction in which text is shown (the Unicode property Bidi_Control:
 * U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069). Invisible themselves, they make a title,
 * a name or a report's reason read differently from what is stored ("gnp.exe" shown as "exe.png"),
 * which is how the moderators' queue could be spoofed (issue 35 row 16). Refused in titles, names
 * and reasons with a Dutch text at the field, by the shared schemas of src/domain, so the forms and
 * the functions agree (docs/decisions/312-contact-removal-and-text-direction.md). Rich text (the
 * editor's JSON) is not checked here: it is never shown in the queue's headings and lists.
 */
import type { z } from "zod";

export const DIRECTION_CONTROL = /\p{Bidi_Control}/u;

/** The message key of the refusal, in the `errors` namespace (one Dutch text for every form). */
export const DIRECTION_CONTROL_MESSAGE = "errors:directionControl";

export function hasDirectionControl(text: string): boolean {
  return DIRECTION_CONTROL.test(text);
}

/** `schema`, refusing any direction control with the shared Dutch text at the field. */
export function withoutDirectionControls<S extends z.ZodType<string, string>>(schema: S) {
  return schema.refine((value) => !hasDirectionControl(value), { error: DIRECTION_CONTROL_MESSAGE });
}
