/**
 * An empty text is refused in one wording everywhere ("Schrijf eerst je …", issue 37): a reaction in
 * a conversation or on a story, a message, a story and a conversation, each through its own shared
 * schema and namespace, as the functions answer them.
 */
import type { z } from "zod";
import { translate } from "../i18n/translate";
import type { Namespace } from "../i18n/resources";
import { newConversationBodySchema, newReactionBodySchema } from "./community-bodies";
import { fieldErrorsOf } from "./field-errors";
import { messageBodySchema } from "./inbox";
import { plainTextToRichText } from "./rich-text/text";
import { storyBodySchema, storyReactionBodySchema } from "./stories/bodies";

const empty = plainTextToRichText("   ");

function refusal(schema: z.ZodType, ns: Namespace, body: Record<string, unknown>, field: string): string | undefined {
  const parsed = schema.safeParse(body);
  if (parsed.success) return undefined;
  const key = fieldErrorsOf(parsed.error)[field]?.[0];
  return key === undefined ? undefined : translate(ns, key);
}

describe("an empty text", () => {
  it('is refused as "Schrijf eerst je …" in every form that takes one', () => {
    expect(refusal(newReactionBodySchema, "conversations", { Body: empty }, "Body")).toBe("Schrijf eerst je reactie.");
    expect(refusal(storyReactionBodySchema, "stories", { Body: empty }, "Body")).toBe("Schrijf eerst je reactie.");
    expect(refusal(messageBodySchema, "inbox", { Body: empty }, "Body")).toBe("Schrijf eerst je bericht.");
    expect(refusal(storyBodySchema, "stories", { Title: "Titel", Body: empty, Visibility: "public" }, "Body")).toBe(
      "Schrijf eerst je verhaal.",
    );
    expect(
      refusal(
        newConversationBodySchema,
        "conversations",
        { Title: "Titel", Description: empty, Visibility: "public" },
        "Description",
      ),
    ).toBe("Schrijf eerst de tekst van je gesprek.");
  });
});
