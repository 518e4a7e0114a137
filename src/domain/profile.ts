/**
 * The profile (spec 000 §2 "Profile", §5, §7 "Profile"): request bodies shared by the profile form
 * and the customprofile / delete-user functions. Messages are keys of the `profile` namespace.
 */
import { z } from "zod";
import { MINIMUM_AGE } from "./limits";
import { DIAGNOSIS_IDS, INTEREST_IDS, PHASE_IDS, RELATION_IDS } from "./lookups";
import { normalisePostcode, POSTCODE_PATTERN } from "./postcode";

export const BIOGRAPHY_MAX = 2000;
export const BIRTH_YEAR_MIN = 1900;
export const HOUSE_NUMBER_MAX = 99999;
/** Photos: at most 4 MB as uploaded; stored as a 360×360 JPEG without metadata. */
export const PHOTO_MAX_BYTES = 4 * 1024 * 1024;
export const PHOTO_SIZE = 360;
export const CONSENT_LOCATION_MAX = 100;

/** The Dutch postcode rule (spec 001 §5) lives without zod in postcode.ts; the profile's schema uses it. */
export { isDutchPostcode, normalisePostcode, POSTCODE_PATTERN } from "./postcode";

/** Birth years a participant may give: 16 years or older (registration rule), not before 1900. */
export function birthYearMax(now: Date = new Date()): number {
  return now.getFullYear() - MINIMUM_AGE;
}

const genderSchema = z.union([z.literal(0), z.literal(1), z.literal(2)], { error: "gender.invalid" });

/** PUT /api/v1/customprofile */
export const profileBodySchema = z
  .object({
    Gender: genderSchema.optional().default(0),
    BirthYear: z
      .number({ error: "birthYear.invalid" })
      .int({ error: "birthYear.invalid" })
      .min(BIRTH_YEAR_MIN, { error: "birthYear.tooEarly" })
      .refine((year) => year <= birthYearMax(), { error: "birthYear.tooYoung" })
      .nullable()
      .optional()
      .default(null),
    Biography: z
      .string({ error: "biography.tooLong" })
      .trim()
      .max(BIOGRAPHY_MAX, { error: "biography.tooLong" })
      .optional()
      .default(""),
    Postcode: z
      .string({ error: "postcode.invalid" })
      .transform(normalisePostcode)
      .refine((value) => value === "" || POSTCODE_PATTERN.test(value), { error: "postcode.invalid" })
      .optional()
      .default(""),
    HouseNumber: z
      .number({ error: "houseNumber.invalid" })
      .int({ error: "houseNumber.invalid" })
      .min(1, { error: "houseNumber.invalid" })
      .max(HOUSE_NUMBER_MAX, { error: "houseNumber.invalid" })
      .nullable()
      .optional()
      .default(null),
    RelationWithRheumatism: z
      .number({ error: "relation.invalid" })
      .refine((id) => RELATION_IDS.includes(id), { error: "relation.invalid" })
      .nullable()
      .optional()
      .default(null),
    Forms: z
      .array(
        z.number().refine((id) => DIAGNOSIS_IDS.includes(id)),
        { error: "forms.invalid" },
      )
      .max(DIAGNOSIS_IDS.length, { error: "forms.invalid" })
      .optional()
      .default([])
      .transform((ids) => [...new Set(ids)]),
    Phase: z.enum(PHASE_IDS, { error: "phase.invalid" }).nullable().optional().default(null),
    Interests: z
      .array(z.enum(INTEREST_IDS), { error: "interests.invalid" })
      .max(INTEREST_IDS.length, { error: "interests.invalid" })
      .optional()
      .default([])
      .transform((ids) => [...new Set(ids)]),
    /** "Vindbaar op afstand": found by the members directory's distance filter (off unless chosen; decision 321). */
    FindableByDistance: z.boolean({ error: "findableByDistance.invalid" }).optional().default(false),
  })
  .superRefine((body, ctx) => {
    if (body.Postcode && body.HouseNumber === null)
      ctx.addIssue({ code: "custom", path: ["HouseNumber"], message: "houseNumber.required" });
    if (!body.Postcode && body.HouseNumber !== null)
      ctx.addIssue({ code: "custom", path: ["Postcode"], message: "postcode.required" });
  });
export type ProfileBody = z.input<typeof profileBodySchema>;
export type ProfileInput = z.output<typeof profileBodySchema>;

/**
 * PUT /api/v1/customprofile takes the fields to change: an omitted field keeps its stored value
 * (so `{}` changes nothing), `null` or "" empties it. The server merges the change into the stored
 * profile and checks the result with profileBodySchema (the rules then see the whole profile).
 */
export const profileChangeBodySchema = z.object(
  Object.fromEntries(Object.keys(profileBodySchema.shape).map((field) => [field, z.unknown().optional()])) as {
    [K in keyof ProfileBody]-?: z.ZodOptional<z.ZodUnknown>;
  },
);
export type ProfileChangeBody = Partial<Record<keyof ProfileBody, unknown>>;

/** POST /api/v1/customprofile/add-consent: where the consent was given (a page or form name). */
export const consentBodySchema = z.object({
  location: z
    .string({ error: "consent.location" })
    .trim()
    .min(1, { error: "consent.location" })
    .max(CONSENT_LOCATION_MAX, { error: "consent.location" }),
});

/** POST /api/v1/delete-user/request */
export const deleteRequestBodySchema = z.object({
  Password: z
    .string({ error: "delete.passwordRequired" })
    .min(1, { error: "delete.passwordRequired" })
    .max(200, { error: "delete.wrongPassword" }),
});
export type DeleteRequestBody = z.input<typeof deleteRequestBodySchema>;

/** POST /api/v1/delete-user/confirm (the token of the mailed link) */
export const deleteConfirmBodySchema = z.object({
  Token: z
    .string({ error: "delete.linkInvalid" })
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: "delete.linkInvalid" }),
});
export type DeleteConfirmBody = z.input<typeof deleteConfirmBodySchema>;

/** What GET /api/v1/customprofile answers. */
export interface ProfileView {
  Id: string;
  Username: string;
  MemberSince: string;
  IsVolunteer: boolean;
  PhotoUrl: string | null;
  Gender: 0 | 1 | 2;
  BirthYear: number | null;
  Biography: string;
  Postcode: string;
  HouseNumber: number | null;
  GaveConsent: boolean;
  /** 70516 ("Dit wil ik niet delen") without consent or when not chosen. */
  RelationWithRheumatism: number;
  Forms: number[];
  Phase: string | null;
  Interests: string[];
  /** Found by the directory's distance filter, in a coarse cell only (decision 321). */
  FindableByDistance: boolean;
}

/** A term of the custom_term calls. */
export interface TermView {
  TermNumber: number;
  Name: string;
}
