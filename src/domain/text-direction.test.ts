import { translate } from "../i18n/translate";
import { activitySubmissionSchema } from "./activities/submission";
import { editConversationBodySchema, newConversationBodySchema } from "./community-bodies";
import { flagBodySchema } from "./community-flag-body";
import { fieldErrorsOf } from "./field-errors";
import { bookmarkBodySchema, shareBodySchema } from "./library";
import { plainTextToRichText } from "./rich-text/text";
import { blogBodySchema, storyBodySchema, storyFlagBodySchema } from "./stories/bodies";
import { DIRECTION_CONTROL_MESSAGE, hasDirectionControl } from "./text-direction";
import type { z } from "zod";

const TEXT =
  "Dit veld bevat een onzichtbaar teken dat de leesrichting van de tekst verandert. Typ de tekst opnieuw in plaats van hem te plakken.";
// Every Unicode Bidi_Control: the isolates, embeddings, overrides, their ends, and the three marks.
const CONTROLS = [
  "\u061C",
  "\u200E",
  "\u200F",
  "\u202A",
  "\u202B",
  "\u202C",
  "\u202D",
  "\u202E",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
];
const doc = plainTextToRichText("Een tekst.");

function errorsOf(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const parsed = schema.safeParse(value);
  return parsed.success ? {} : fieldErrorsOf(parsed.error, "path");
}

const activity = {
  OrganizationName: "Club",
  ContactName: "Petra",
  ContactEmail: "petra@example.org",
  Title: "Wandelen",
  PhysicalActivityType: "Move",
  Description: "Rustig wandelen.",
  SignupText: "Meld je aan.",
  Terms: [72003],
  Exertion: 1,
  Editions: [
    {
      Date: "2999-01-01",
      StartTime: "10:00",
      EndTime: "12:00",
      LocationLabel: "Park",
      Street: "Laan",
      HouseNumber: "1",
      Postcode: "3511 lx",
      City: "Utrecht",
    },
  ],
};

/** [what, schema, a valid body, the field (path) that gets the text]. */
const FIELDS: [string, z.ZodType, Record<string, unknown>, string][] = [
  [
    "a new conversation's title",
    newConversationBodySchema,
    { Title: "Gesprek", Description: doc, Visibility: "public" },
    "Title",
  ],
  ["an edited conversation's title", editConversationBodySchema, { Id: 1, Title: "Gesprek", Body: doc }, "Title"],
  ["a story's title", storyBodySchema, { Title: "Verhaal", Body: doc, Visibility: "public" }, "Title"],
  ["a blog's title", blogBodySchema, { Title: "Blog" }, "Title"],
  ["a report's reason", flagBodySchema, { Reason: "Reclame" }, "Reason"],
  ["a story reaction report's reason", storyFlagBodySchema, { Reason: "Reclame" }, "Reason"],
  [
    "a sharer's name",
    shareBodySchema,
    { SenderName: "Anna", EmailList: "a@example.org", ItemId: "12", Path: "/over-reuma/artritis/" },
    "SenderName",
  ],
  [
    "a bookmark's title",
    bookmarkBodySchema,
    { DrupalId: "12", Slug: "/over-reuma/artritis/", Title: "Artritis" },
    "Title",
  ],
  ["an activity's title", activitySubmissionSchema, activity, "Title"],
  ["an organisation's name", activitySubmissionSchema, activity, "OrganizationName"],
  ["a contact's name", activitySubmissionSchema, activity, "ContactName"],
];

describe("direction controls (issue 35 row 16)", () => {
  it("finds every Unicode Bidi_Control, and nothing in ordinary Dutch, Arabic or Hebrew text", () => {
    for (const control of CONTROLS) expect(hasDirectionControl(`abc${control}def`)).toBe(true);
    expect(hasDirectionControl("Ééns per week naar de fysiotherapeut, 's ochtends – ‘rustig’ aan… 😊")).toBe(false);
    expect(hasDirectionControl("مرحبا שלום")).toBe(false);
  });

  it("has one Dutch text for every form", () => {
    expect(translate("conversations", DIRECTION_CONTROL_MESSAGE)).toBe(TEXT);
  });

  it.each(FIELDS)("refuses them in %s, at that field", (_what, schema, valid, field) => {
    expect(errorsOf(schema, valid)).toEqual({});
    for (const control of ["\u202E", "\u2066", "\u200F"]) {
      const body = { ...valid, [field]: `Nette ${control}tekst` };
      expect(errorsOf(schema, body)[field]).toEqual([DIRECTION_CONTROL_MESSAGE]);
    }
  });

  it("refuses them in the name of an activity's place, at that edition's field", () => {
    const body = { ...activity, Editions: [{ ...activity.Editions[0], LocationLabel: "Park\u202Eetsaw" }] };
    expect(errorsOf(activitySubmissionSchema, body)["Editions.0.LocationLabel"]).toEqual([DIRECTION_CONTROL_MESSAGE]);
  });
});
