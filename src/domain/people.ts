/**
 * People (spec 000 §3 "Profile filter", "Contact link", §7 "Members and contacts", §9): the filter
 * body of POST /profiles/filter and /profiles/count, the contact request body, the constants of
 * the directory and what the calls answer. Messages are keys of the `people` namespace.
 */
import { z } from "zod";
import { DIAGNOSIS_IDS, GENDER_CODES, INTEREST_IDS, RELATION_IDS } from "./lookups";
import { REACTION_MAX } from "./limits";
import { normalisePostcode, POSTCODE_PATTERN, HOUSE_NUMBER_MAX } from "./profile";
import { AGE_RANGE_IDS, DISTANCES_KM, nameSearchProblem, PAUSE_WEEKS, type DistanceBandKm } from "./people-options";

export * from "./people-options";

/** Contact requests a day (established accounts / accounts younger than NEW_ACCOUNT_DAYS). */
export const CONTACT_REQUESTS_PER_DAY = 10;
export const CONTACT_REQUESTS_PER_DAY_NEW = 3;

const ids = <T extends number>(allowed: readonly T[] | readonly number[], key: string, max: number) =>
  z
    .array(
      z.number({ error: key }).refine((id) => (allowed as readonly number[]).includes(id), { error: key }),
      { error: key },
    )
    .max(max, { error: key })
    .optional()
    .default([])
    .transform((list) => [...new Set(list)]);

const distanceSchema = z
  .object({
    Postcode: z
      .string({ error: "filter.postcode" })
      .transform(normalisePostcode)
      .refine((value) => value === "" || POSTCODE_PATTERN.test(value), { error: "filter.postcode" })
      .optional()
      .default(""),
    HouseNumber: z
      .number({ error: "filter.houseNumber" })
      .int({ error: "filter.houseNumber" })
      .min(1, { error: "filter.houseNumber" })
      .max(HOUSE_NUMBER_MAX, { error: "filter.houseNumber" })
      .nullable()
      .optional()
      .default(null),
    Range: z
      .number({ error: "filter.range" })
      .refine((km) => (DISTANCES_KM as readonly number[]).includes(km), { error: "filter.range" })
      .optional()
      .default(0),
  })
  .nullable()
  .optional()
  .default(null);

/** POST /profiles/filter and /profiles/count (spec 000 §3 "Profile filter"). */
export const profileFilterSchema = z.object({
  /** Relation to rheumatism (term numbers 70509–70515): health data, consent only. */
  Roles: ids(RELATION_IDS, "filter.roles", RELATION_IDS.length),
  Genders: ids(GENDER_CODES, "filter.genders", GENDER_CODES.length),
  AgeRanges: ids(AGE_RANGE_IDS, "filter.ageRanges", AGE_RANGE_IDS.length),
  Interests: z
    .array(z.enum(INTEREST_IDS), { error: "filter.interests" })
    .max(INTEREST_IDS.length, { error: "filter.interests" })
    .optional()
    .default([])
    .transform((list) => [...new Set(list)]),
  Forms: ids(DIAGNOSIS_IDS, "filter.forms", DIAGNOSIS_IDS.length),
  Distance: distanceSchema,
});
export type ProfileFilterBody = z.input<typeof profileFilterSchema>;
export type ProfileFilter = z.output<typeof profileFilterSchema>;

/** GET /profiles/searchbyusername?username: the start of a username (the form checks the same rule). */
export const nameSearchSchema = z.object({
  username: z
    .string()
    .optional()
    .default("")
    .superRefine((name, ctx) => {
      const problem = nameSearchProblem(name);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .transform((name) => name.trim()),
});

/** POST /CustomContactlink {ContactUserId, Message} */
export const contactRequestSchema = z.object({
  ContactUserId: z.string({ error: "request.user" }).uuid({ error: "request.user" }),
  Message: z
    .string({ error: "request.messageRequired" })
    .trim()
    .min(1, { error: "request.messageRequired" })
    .max(REACTION_MAX, { error: "request.messageTooLong" }),
});
export type ContactRequestBody = z.input<typeof contactRequestSchema>;

/** POST /CustomContactlink/block/{id} {Kind} */
export const blockSchema = z.object({
  Kind: z.enum(["block", "mute"], { error: "block.kind" }).optional().default("block"),
});

/** PUT /profiles/pause {Weeks} */
export const pauseSchema = z.object({
  Weeks: z
    .number({ error: "pause.weeks" })
    .refine((w) => (PAUSE_WEEKS as readonly number[]).includes(w), { error: "pause.weeks" }),
});

/** POST /CustomUser/RoleRequest {Motivation} (community access, spec 001 §6) */
export const roleRequestSchema = z.object({
  Motivation: z
    .string({ error: "access.motivationTooLong" })
    .trim()
    .max(2000, { error: "access.motivationTooLong" })
    .optional()
    .default(""),
});

// Answers ------------------------------------------------------------------------------------------

/** The contact status between the caller and another member, as the caller may know it. */
/**
 * "pending" is also what the requester sees of a denied request (a denial is silent); "denied" is
 * shown only to the member who denied.
 */
export type ContactStatus = "none" | "pending" | "incoming" | "accepted" | "denied" | "self";

/** One member in the directory (only what the member shows, spec 000 §1, §5). */
export interface MemberCard {
  Id: string;
  Username: string;
  MemberSince: string;
  PhotoUrl: string | null;
  Gender: 0 | 1 | 2;
  AgeRange: number | null;
  /** Relation and forms only with consent (empty otherwise). */
  RelationWithRheumatism: number | null;
  Forms: number[];
  Interests: string[];
  IsModerator: boolean;
  IsConversationLeader: boolean;
  IsVolunteer: boolean;
  Public: boolean;
  /** With a distance filter: the band the member lies in from the search centre (5 = under 5 km, 10 = 5 to 10 km, …); else null. */
  DistanceBand: DistanceBandKm | null;
}

export interface MemberProfile extends MemberCard {
  Biography: string;
  Phase: string | null;
  ContactStatus: ContactStatus;
  RecentConversations: { Id: number; Title: string; Path: string; Created: string }[];
}

export interface ContactItem {
  UserId: string;
  Username: string;
  PhotoUrl: string | null;
  Status: "accepted" | "incoming" | "pending";
  Message: string | null;
  Seen: boolean;
  Created: string;
}

/** GET /profiles/profile/blogstats/{id}: BlogPosts counts the stories the caller may read. */
export interface BlogStats {
  Blogs: number;
  BlogPosts: number;
  Followers: number;
  /** The member's blog (its page lists their stories), null without one. */
  BlogSlug: string | null;
}

export interface PauseView {
  PausedUntil: string | null;
}
