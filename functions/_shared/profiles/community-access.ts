/**
 * Community access (spec 001 §5, §6): a participant is an approved community member when their
 * profile exists and they accepted the terms and house rules (at registration, or later for an
 * invited account). GET /CustomUser/AccessRoles answers it as Community: "Approved" or "None";
 * liking an activity needs it.
 */
import type { Queryable } from "../db";

export type CommunityAccess = "Approved" | "None";

/** Run as the participant (RLS: own profile row). */
export async function findCommunityAccess(tx: Queryable, userId: string): Promise<CommunityAccess> {
  const [row] = await tx<{ approved: boolean }[]>`
    select accepted_terms_at is not null as approved from public.profiles where id = ${userId}`;
  return row?.approved ? "Approved" : "None";
}
