/**
 * What the directory and profile pages show of a member: the fields of the directory view only.
 * Health fields exist only with consent (the database refuses them otherwise) and "Dit wil ik niet
 * delen" shows as nothing; the birth year leaves only as an age range; postcode, house number and
 * coordinates never leave the server; a distance leaves only as a band of a distance filter.
 */
import { RELATION_NOT_SHARED } from "../../../src/domain/lookups";
import { ageRangeOf, type ContactStatus, type MemberCard, type MemberProfile } from "../../../src/domain/people";
import { forumPaths } from "../../../src/domain/community";
import { distanceBandOf } from "./grid";
import type { MemberRow, RecentConversationRow } from "./queries";

export function presentMemberCard(
  row: MemberRow,
  photoUrl: string | null,
  year: number = new Date().getFullYear(),
): MemberCard {
  return {
    Id: row.id,
    Username: row.username,
    MemberSince: row.createdAt.toISOString(),
    PhotoUrl: photoUrl,
    Gender: (row.gender === 1 || row.gender === 2 ? row.gender : 0) as 0 | 1 | 2,
    AgeRange: ageRangeOf(row.birthYear, year),
    RelationWithRheumatism: row.relationTerm && row.relationTerm !== RELATION_NOT_SHARED ? row.relationTerm : null,
    Forms: row.forms ?? [],
    Interests: row.interests ?? [],
    IsModerator: row.isModerator,
    IsConversationLeader: row.isLeader,
    IsVolunteer: row.isVolunteer,
    Public: row.profilePublic,
    DistanceBand: distanceBandOf(row.chord),
  };
}

export function presentMemberProfile(
  row: MemberRow,
  photoUrl: string | null,
  status: ContactStatus,
  recent: RecentConversationRow[],
): MemberProfile {
  return {
    ...presentMemberCard(row, photoUrl),
    Biography: row.biography,
    Phase: row.phase,
    ContactStatus: status,
    RecentConversations: recent.map((c) => ({
      Id: c.id,
      Title: c.title,
      Path: forumPaths.conversation(c.groupSlug, c.slug),
      Created: c.createdAt.toISOString(),
    })),
  };
}
