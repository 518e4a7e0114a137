/**
 * POST /api/v1/gids/activities: an organiser submits an activity with its editions
 * (/activiteit-aanmelden, spec 000 §2). The same schema checks the form before sending and the
 * body in the function. Messages are keys of the `activities` namespace ("submit.errors.x").
 *
 * Texts are plain text here (textareas); the function stores them as rich-text documents
 * (plainTextToRichText, checked with the editor's schema). Dates and times are Dutch wall-clock
 * time. Venue facts are checkboxes: ticked is "yes", not ticked is "not told" (null).
 */
import { z } from "zod";
import { POSTCODE_PATTERN, normalisePostcode } from "../postcode";
import { dutchDayStart, parseDayKey, startOfDutchDay } from "./time";
import { withoutDirectionControls } from "../text-direction";
import { TOPIC_TERM_NUMBERS } from "./topics";
import { ACTIVITY_TYPES } from "./types";

export const SUBMISSION_LIMITS = {
  organizationName: 200,
  contactName: 100,
  title: 130,
  description: 300,
  signUpText: 4000,
  practicalInformation: 2000,
  locationLabel: 200,
  street: 150,
  city: 100,
  url: 500,
  editions: 10,
} as const;

const E = (key: string) => `submit.errors.${key}`;

const text = (key: string, max: number, required = true) =>
  z
    .string({ error: E(`${key}.required`) })
    .trim()
    .min(required ? 1 : 0, { error: E(`${key}.required`) })
    .max(max, { error: E(`${key}.tooLong`) });

/** A web address: http(s)://…, or a bare domain such as www.example.nl/aanmelden. */
export const WEB_ADDRESS =
  /^(https?:\/\/)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+(:\d{1,5})?(\/[^\s]*)?$/i;

const optionalUrl = (key: string) =>
  z
    .string({ error: E(`${key}.invalid`) })
    .trim()
    .max(SUBMISSION_LIMITS.url, { error: E(`${key}.invalid`) })
    .refine((value) => value === "" || WEB_ADDRESS.test(value), { error: E(`${key}.invalid`) })
    .optional()
    .default("");

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const editionSchema = z
  .object({
    Date: z
      .string({ error: E("date.required") })
      .refine((value) => parseDayKey(value) !== null, { error: E("date.required") }),
    EndDate: z
      .string()
      .optional()
      .default("")
      .refine((value) => value === "" || parseDayKey(value) !== null, { error: E("endDate.invalid") }),
    StartTime: z.string({ error: E("startTime.required") }).regex(TIME, { error: E("startTime.required") }),
    EndTime: z.string({ error: E("endTime.required") }).regex(TIME, { error: E("endTime.required") }),
    LocationLabel: withoutDirectionControls(text("location", SUBMISSION_LIMITS.locationLabel)),
    Street: text("street", SUBMISSION_LIMITS.street),
    HouseNumber: z
      .string({ error: E("houseNumber.invalid") })
      .trim()
      .regex(/^[1-9][0-9]{0,4}$/, { error: E("houseNumber.invalid") }),
    Postcode: z
      .string({ error: E("postcode.invalid") })
      .transform(normalisePostcode)
      .refine((value) => POSTCODE_PATTERN.test(value), { error: E("postcode.invalid") }),
    City: text("city", SUBMISSION_LIMITS.city),
    SignupURL: optionalUrl("signupUrl"),
    StepFreeAccess: z.boolean().optional().default(false),
    Seating: z.boolean().optional().default(false),
    AccessibleToilet: z.boolean().optional().default(false),
    Parking: z.boolean().optional().default(false),
  })
  .superRefine((edition, ctx) => {
    const start = dutchDayStart(edition.Date);
    if (start !== null && start < startOfDutchDay(Date.now()))
      ctx.addIssue({ code: "custom", path: ["Date"], message: E("date.past") });
    const end = edition.EndDate || edition.Date;
    if (edition.EndDate && end < edition.Date)
      ctx.addIssue({ code: "custom", path: ["EndDate"], message: E("endDate.beforeStart") });
    if (
      end === edition.Date &&
      TIME.test(edition.StartTime) &&
      TIME.test(edition.EndTime) &&
      edition.EndTime < edition.StartTime
    ) {
      ctx.addIssue({ code: "custom", path: ["EndTime"], message: E("endTime.beforeStart") });
    }
  });

export const activitySubmissionSchema = z.object({
  OrganizationName: withoutDirectionControls(text("organizationName", SUBMISSION_LIMITS.organizationName)),
  OrganizationUrl: optionalUrl("organizationUrl"),
  ContactName: withoutDirectionControls(text("contactName", SUBMISSION_LIMITS.contactName)),
  ContactEmail: z
    .string({ error: E("contactEmail.required") })
    .trim()
    .min(1, { error: E("contactEmail.required") })
    .max(254, { error: E("contactEmail.invalid") })
    .pipe(z.email({ error: E("contactEmail.invalid") })),
  Title: withoutDirectionControls(text("title", SUBMISSION_LIMITS.title)),
  PhysicalActivityType: z.enum(ACTIVITY_TYPES, { error: E("type.required") }),
  Description: text("description", SUBMISSION_LIMITS.description),
  SignupText: text("signupText", SUBMISSION_LIMITS.signUpText),
  PracticalInformation: text("practicalInformation", SUBMISSION_LIMITS.practicalInformation, false)
    .optional()
    .default(""),
  Terms: z
    .array(z.number({ error: E("terms.required") }), { error: E("terms.required") })
    .min(1, { error: E("terms.required") })
    .max(TOPIC_TERM_NUMBERS.length, { error: E("terms.required") })
    .refine((terms) => terms.every((term) => TOPIC_TERM_NUMBERS.includes(term)), { error: E("terms.required") })
    .transform((terms) => [...new Set(terms)]),
  OnlineAlternative: z.boolean().optional().default(false),
  Exertion: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: E("exertion.required") }),
  Editions: z
    .array(editionSchema, { error: E("editions.required") })
    .min(1, { error: E("editions.required") })
    .max(SUBMISSION_LIMITS.editions, { error: E("editions.tooMany") }),
});

export type ActivitySubmissionBody = z.input<typeof activitySubmissionSchema>;
export type ActivitySubmission = z.output<typeof activitySubmissionSchema>;
export type EditionSubmission = ActivitySubmission["Editions"][number];

/** What the call answers: the stored activity's id and slug, and that it waits for an editor. */
export interface SubmissionAnswer {
  Id: string;
  Slug: string;
  IsPublished: false;
}

/** A lower-case slug from a title: "Wandelen in 't Park!" -> "wandelen-in-t-park". */
export function slugify(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
  return slug || "activiteit";
}
