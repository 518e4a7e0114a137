/** Members as the people calls answer them, for the people component tests. */
import type { MemberCard, MemberProfile } from "../domain/people";

export const ANNELIES_ID = "00000000-0000-4000-8000-000000000003";

export const memberCard = (over: Partial<MemberCard> = {}): MemberCard => ({
  Id: ANNELIES_ID,
  Username: "Annelies",
  MemberSince: "2025-03-10T10:00:00.000Z",
  PhotoUrl: null,
  Gender: 2,
  AgeRange: 4,
  RelationWithRheumatism: 70509,
  Forms: [71001],
  Interests: ["bewegen"],
  IsModerator: false,
  IsConversationLeader: true,
  IsVolunteer: false,
  Public: true,
  DistanceBand: null,
  ...over,
});

export const memberProfile = (over: Partial<MemberProfile> = {}): MemberProfile => ({
  ...memberCard(),
  Biography: "Ik wandel graag.",
  Phase: null,
  ContactStatus: "none",
  RecentConversations: [],
  ...over,
});
