import { fieldErrorsOf } from "./field-errors";
import { visibleModified } from "./community";
import { newConversationBodySchema, newReactionBodySchema } from "./community-bodies";
import { plainTextToRichText } from "./rich-text/text";
import { translate } from "../i18n/translate";

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrorsOf(result.error as Parameters<typeof fieldErrorsOf>[0]);

describe("conversation bodies", () => {
  const valid = {
    Title: "Moe na het werk",
    Description: plainTextToRichText("Hoe gaan jullie daarmee om?"),
    Visibility: "public" as const,
  };

  it("accepts a conversation and defaults terms and follow", () => {
    const parsed = newConversationBodySchema.parse(valid);
    expect(parsed.GroupTermIds).toEqual([]);
    expect(parsed.FollowConversation).toBe(true);
  });

  it("refuses a 131-character title with the spec's text, and accepts 130", () => {
    const errors = errorsOf(newConversationBodySchema.safeParse({ ...valid, Title: "a".repeat(131) }));
    expect(errors.Title?.map((key) => translate("conversations", key))).toEqual([
      "De titel mag niet langer zijn dan 130 tekens.",
    ]);
    expect(newConversationBodySchema.safeParse({ ...valid, Title: "a".repeat(130) }).success).toBe(true);
  });

  it("refuses a 4,001-character reaction with the spec's text, and accepts 4,000", () => {
    const errors = errorsOf(newReactionBodySchema.safeParse({ Body: plainTextToRichText("x".repeat(4001)) }));
    expect(errors.Body?.map((key) => translate("conversations", key))).toEqual([
      "Deze reactie is te lang. Gebruik niet meer dan 4.000 tekens",
    ]);
    expect(newReactionBodySchema.safeParse({ Body: plainTextToRichText("x".repeat(4000)) }).success).toBe(true);
  });

  it("refuses an empty reaction, HTML instead of a document, and an unknown visibility", () => {
    expect(errorsOf(newReactionBodySchema.safeParse({ Body: plainTextToRichText("  ") })).Body).toEqual([
      "reaction.required",
    ]);
    expect(errorsOf(newReactionBodySchema.safeParse({ Body: "<p>hoi</p>" })).Body).toEqual(["reaction.invalid"]);
    expect(errorsOf(newConversationBodySchema.safeParse({ ...valid, Visibility: "secret" })).Visibility).toEqual([
      "visibility.invalid",
    ]);
  });
});

describe("the Modified-date rule", () => {
  const created = "2026-03-01T10:00:00.000Z";
  it("hides a missing date, year 1 and a change within 15 minutes", () => {
    expect(visibleModified(created, null)).toBeNull();
    expect(visibleModified(created, "0001-01-01T00:00:00Z")).toBeNull();
    expect(visibleModified(created, "2026-03-01T10:14:59.000Z")).toBeNull();
  });
  it("shows a change of 15 minutes or later", () => {
    expect(visibleModified(created, "2026-03-01T10:15:00.000Z")).toBe("2026-03-01T10:15:00.000Z");
  });
});
