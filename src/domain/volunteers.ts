/**
 * Volunteer experts (ervaringsdeskundigen, spec 000 §3, §4, §5, §7): request bodies shared by the
 * sign-up steps and functions/volunteer, the sign-up steps and the answer shapes. Messages are keys
 * of the `volunteers` namespace.
 */
import { z } from "zod";
import { REACTION_MAX } from "./limits";

/** Spec 000 §4: info, abilities, interests, forms, then completed. */
export const VOLUNTEER_STEPS = ["info", "abilities", "interests", "forms", "completed"] as const;
export type VolunteerStep = (typeof VOLUNTEER_STEPS)[number];

export const OPPORTUNITY_STATUSES = ["open", "closed", "inactive"] as const;
export type OpportunityStatus = (typeof OPPORTUNITY_STATUSES)[number];

/** Spec 000 §3 province codes 1 to 13. */
export const PROVINCES: readonly string[] = [
  "Drenthe",
  "Flevoland",
  "Friesland",
  "Gelderland",
  "Groningen",
  "Limburg",
  "Noord-Brabant",
  "Noord-Holland",
  "Overijssel",
  "Utrecht",
  "Zeeland",
  "Zuid-Holland",
  "Buiten Nederland",
];
export function provinceName(code: number | null | undefined): string | null {
  return code && code >= 1 && code <= PROVINCES.length ? PROVINCES[code - 1]! : null;
}

const answered = (field: string) => z.boolean({ error: `info.${field}.required` });

export const BIRTH_YEAR_MIN = 1900;
/** Volunteers are 16 or older (spec 000 §9). */
export function birthYearMax(now: Date = new Date()): number {
  return now.getFullYear() - 16;
}

/** POST /Volunteer/SetVolunteerInfo: all four questions answered (spec 000 §5); region optional. */
export const volunteerInfoSchema = z.object({
  hasOwnTransport: answered("hasOwnTransport"),
  isTravellingByPublicTransport: answered("isTravellingByPublicTransport"),
  isAbleToTravelIndependently: answered("isAbleToTravelIndependently"),
  birthYear: z
    .number({ error: "info.birthYear.required" })
    .int({ error: "info.birthYear.invalid" })
    .min(BIRTH_YEAR_MIN, { error: "info.birthYear.invalid" })
    .refine((year) => year <= birthYearMax(), { error: "info.birthYear.invalid" }),
  region: z
    .number({ error: "info.region.invalid" })
    .int({ error: "info.region.invalid" })
    .min(1, { error: "info.region.invalid" })
    .max(13, { error: "info.region.invalid" })
    .nullable()
    .optional(),
});
export type VolunteerInfoBody = z.infer<typeof volunteerInfoSchema>;

const idList = (key: string) =>
  z
    .array(
      z
        .number({ error: `${key}.invalid` })
        .int({ error: `${key}.invalid` })
        .positive({ error: `${key}.invalid` }),
      { error: `${key}.required` },
    )
    .min(1, { error: `${key}.required` })
    .max(50, { error: `${key}.invalid` })
    .transform((ids) => [...new Set(ids)]);

export const abilitiesSchema = z.object({ abilityIds: idList("abilities") });
export const interestsSchema = z.object({ interestIds: idList("interests") });
export const formsSchema = z.object({ formsOfreumaIds: idList("forms") });

/** PUT /Volunteer/ChangeVolunteerNotification. */
export const volunteerNotificationSchema = z.object({
  NewOpportunities: z.boolean({ error: "notification.invalid" }),
});

/**
 * POST /Volunteer/React/{opportunityId}: the expert reaction form (spec 000 §5: text and an
 * accepted-terms checkbox; decision 415). Plain text, as long as a reaction may be.
 */
export const expertReactionSchema = z.object({
  Text: z
    .string({ error: "reaction.required" })
    .trim()
    .min(1, { error: "reaction.required" })
    .max(REACTION_MAX, { error: "reaction.tooLong" }),
  AcceptedTerms: z.literal(true, { error: "reaction.terms" }),
});
export type ExpertReactionBody = z.input<typeof expertReactionSchema>;

// Answers -------------------------------------------------------------------------------------------

export type Lookup = { Id: number; Name: string };
export type AbilityCategory = Lookup & { Abilities: Lookup[] };

export type VolunteerView = {
  IsVolunteer: boolean;
  Step: VolunteerStep;
  HasOwnTransport: boolean | null;
  IsTravellingByPublicTransport: boolean | null;
  IsAbleToTravelIndependently: boolean | null;
  BirthYear: number | null;
  Region: number | null;
  AbilityIds: number[];
  InterestIds: number[];
  FormsOfreumaIds: number[];
  NewOpportunities: boolean;
  IsOrganiser: boolean;
};

export type OpportunityListItem = {
  Id: number;
  Slug: string;
  Title: string;
  Summary: string;
  Location: string;
  Region: number | null;
  RegionName: string | null;
  StartDate: string | null;
  EndDate: string | null;
  Status: OpportunityStatus;
  Organisation: string | null;
  Abilities: Lookup[];
  IsInterested: boolean;
};

/** The caller's own reaction to a question (POST /Volunteer/React/{id} answers it). */
export type ExpertReaction = { Text: string; Created: string; Modified: string };

export type OpportunityView = OpportunityListItem & {
  Description: string;
  /** The caller's reaction to this question, if any. */
  MyReaction: ExpertReaction | null;
  /** Only for organisers, with each one's reaction (null without one); null for everyone else. */
  Interested: Array<{ Id: string; Username: string; Since: string; Reaction: string | null }> | null;
};

/** GET /drupal/content/volunteer-news and /volunteer-pages (spec 000 §7). */
export type VolunteerContentItem = {
  Title: string;
  PublicationDate: string | null;
  Information: string | null;
  Slug: string;
};
export type VolunteerContentBlock = { __typename: string; id: string; [field: string]: unknown };
export type VolunteerContentDetail = VolunteerContentItem & { Blocks: VolunteerContentBlock[] };
