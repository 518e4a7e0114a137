/** What the browser learns about the logged-in user (login answer and GET /CustomUser): no more. */
import type { TextSize } from "../../../src/domain/text-size";
import { RELATION_NOT_SHARED } from "../../../src/domain/lookups";
import type { ProfileView } from "../../../src/domain/profile";
import type { AccountProfileRow, ProfileDetailsRow } from "./details-queries";
import type { ProfileRow } from "./queries";

export type SessionUserView = { Id: string; Username: string; IsVolunteer: boolean };

export function presentSessionUser(profile: Pick<ProfileRow, "id" | "username" | "isVolunteer">): SessionUserView {
  return { Id: profile.id, Username: profile.username, IsVolunteer: profile.isVolunteer };
}

/**
 * GET /CustomUser: the session user, whether they moderate anything (the account menu's
 * "Meldingen"), since when they are a member (the homepage welcomes a new member with first steps)
 * and the text size they chose (the page takes it on: decision 442).
 */
export function presentCurrentUser(
  profile: Pick<ProfileRow, "id" | "username" | "isVolunteer" | "createdAt" | "textSize"> & { isModerator: boolean },
): SessionUserView & { IsModerator: boolean; MemberSince: string; TextSize: TextSize | null } {
  return {
    ...presentSessionUser(profile),
    IsModerator: profile.isModerator,
    MemberSince: profile.createdAt.toISOString(),
    TextSize: profile.textSize,
  };
}

// The own profile (GET /customprofile) -----------------------------------------------------------

/**
 * The owner's own profile. Without consent the health fields are empty and the relation is
 * 70516 ("Dit wil ik niet delen"). Coordinates and storage paths never leave the server.
 */
export function presentOwnProfile(
  account: AccountProfileRow,
  details: ProfileDetailsRow | null,
  photoUrl: string | null,
): ProfileView {
  const consent = Boolean(details?.consentGivenAt);
  return {
    Id: account.id,
    Username: account.username,
    MemberSince: account.createdAt.toISOString(),
    IsVolunteer: account.isVolunteer,
    PhotoUrl: photoUrl,
    Gender: (details?.gender ?? 0) as 0 | 1 | 2,
    BirthYear: details?.birthYear ?? null,
    Biography: details?.biography ?? "",
    Postcode: details?.postcode ?? "",
    HouseNumber: details?.houseNumber ?? null,
    GaveConsent: consent,
    RelationWithRheumatism: consent && details?.relationTerm ? details.relationTerm : RELATION_NOT_SHARED,
    Forms: consent ? (details?.forms ?? []) : [],
    Phase: consent ? (details?.phase ?? null) : null,
    Interests: details?.interests ?? [],
    FindableByDistance: details?.findableByDistance ?? false,
  };
}
