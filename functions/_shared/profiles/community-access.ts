/**
 * Community access (spec 001 §5, §6): a participant is an approved community member when they
 * accepted the terms and house rules (at registration, or later for an invited account; every
 * existing member), or when a moderator approved their request for access (public.role_requests).
 * GET /CustomUser/AccessRoles answers it as Community: "Approved" or "None"; liking an activity
 * needs it.
 */
import type { Queryable } from "../db";

export type CommunityAccess = "Approved" | "None";

/** Run as the participant (RLS: own profile row, own role requests). */
export async function findCommunityAccess(tx: Queryable, userId: string): Promise<CommunityAccess> {
  const [row] = await tx<{ approved: boolean }[]>`
    select accepted_terms_at is not null
        or exists (select 1 from public.role_requests r where r.user_id = p.id and r.role = 'community' and r.status = 'approved') as approved
    from public.profiles p where p.id = ${userId}`;
  return row?.approved ? "Approved" : "None";
}
