/**
 * The own profile (spec 000 §2 "Profile", §5, §7 "Profile"): read and save, consent, photo.
 * Every call runs as the logged-in user (RLS: own row only). Health fields (relation, forms,
 * phase) are stored only while consent is given; withdrawing consent erases them. Interests are
 * topics of interest, not health data, and are stored without consent (docs/decisions/020-profile-and-consent.md).
 */
import type { z } from "zod";
import {
  profileBodySchema,
  type consentBodySchema,
  type ProfileChangeBody,
  type ProfileInput,
  type ProfileView,
} from "../../../src/domain/profile";
import { asUser, withTransaction, type Db } from "../db";
import { Invalid, Unauthorized } from "../errors";
import type { Geocoder } from "../geocoder";
import {
  clearConsent,
  ensureDetails,
  findAccountProfile,
  findDetails,
  setConsent,
  updateAbout,
  updateHealth,
} from "./details-queries";
import { presentOwnProfile } from "./presenter";
import type { Participant } from "../caller";
import { BUCKETS, type Storage } from "../storage";
import { parseOrInvalid } from "../validate";

export type ProfileDeps = { db: Db; storage: Storage; geocoder: Geocoder };

const NOT_RECOGNISED = { Postcode: ["profile:postcode.notRecognised"] };

export async function load(deps: Pick<ProfileDeps, "db" | "storage">, userId: string): Promise<ProfileView> {
  return withTransaction(deps.db, asUser(userId), async (tx) => {
    const account = await findAccountProfile(tx, userId);
    if (!account) throw new Unauthorized();
    const details = await findDetails(tx, userId);
    const photoUrl = details?.photoPath ? deps.storage.publicUrl(BUCKETS.avatars, details.photoPath) : null;
    return presentOwnProfile(account, details, photoUrl);
  });
}

export function getProfile(deps: Pick<ProfileDeps, "db" | "storage">, caller: Participant): Promise<ProfileView> {
  return load(deps, caller.userId);
}

/**
 * Saves a change of the profile: the fields sent replace the stored ones, the others keep their
 * values, and the whole result must pass profileBodySchema. The address must be known to the
 * geocoder; health fields need consent.
 */
export async function saveProfile(
  deps: ProfileDeps,
  caller: Participant,
  change: ProfileChangeBody,
): Promise<ProfileView> {
  const stored = await withTransaction(deps.db, asUser(caller.userId), (tx) => findDetails(tx, caller.userId));
  const sent = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
  const input: ProfileInput = parseOrInvalid(profileBodySchema, { ...storedBody(stored), ...sent }, "profile");
  let location: { lat: number; long: number } | null = null;
  if (input.Postcode && input.HouseNumber !== null) {
    // Outside the transaction: a slow geocoder never holds the database.
    location = await deps.geocoder.locate(input.Postcode, input.HouseNumber);
    if (!location) throw new Invalid(NOT_RECOGNISED, { code: "AddressNotRecognised" });
  }
  await withTransaction(deps.db, asUser(caller.userId), async (tx) => {
    await ensureDetails(tx, caller.userId);
    await updateAbout(tx, caller.userId, {
      gender: input.Gender,
      birthYear: input.BirthYear,
      biography: input.Biography,
      postcode: input.Postcode || null,
      houseNumber: input.Postcode ? input.HouseNumber : null,
      latitude: location?.lat ?? null,
      longitude: location?.long ?? null,
      interests: input.Interests,
      findableByDistance: input.FindableByDistance,
    });
    const details = await findDetails(tx, caller.userId);
    if (details?.consentGivenAt) {
      await updateHealth(tx, caller.userId, {
        relationTerm: input.RelationWithRheumatism,
        forms: input.Forms,
        phase: input.Phase,
      });
    }
  });
  return load(deps, caller.userId);
}

/** The stored profile as a body of PUT (health fields only while consent is given). */
function storedBody(details: Awaited<ReturnType<typeof findDetails>>): Record<string, unknown> {
  if (!details) return {};
  return {
    Gender: details.gender,
    BirthYear: details.birthYear,
    Biography: details.biography,
    Postcode: details.postcode ?? "",
    HouseNumber: details.houseNumber,
    RelationWithRheumatism: details.relationTerm,
    Forms: details.forms,
    Phase: details.phase,
    Interests: details.interests,
    FindableByDistance: details.findableByDistance,
  };
}

export async function gaveConsent(db: Db, caller: Participant): Promise<boolean> {
  return withTransaction(db, asUser(caller.userId), async (tx) =>
    Boolean((await findDetails(tx, caller.userId))?.consentGivenAt),
  );
}

export async function addConsent(
  db: Db,
  caller: Participant,
  input: z.output<typeof consentBodySchema>,
): Promise<void> {
  await withTransaction(db, asUser(caller.userId), async (tx) => {
    await ensureDetails(tx, caller.userId);
    await setConsent(tx, caller.userId, input.location);
  });
}

/** Withdraws consent; the health fields are erased in the same transaction. */
export async function deleteConsent(db: Db, caller: Participant): Promise<void> {
  await withTransaction(db, asUser(caller.userId), (tx) => clearConsent(tx, caller.userId));
}
