/**
 * Who may use the volunteer area, checked on the server (spec 001 §6): a completed volunteer
 * (profiles.is_volunteer) or an organiser (staff, public.volunteer_organisers).
 */
import type { Tx } from "../../_shared/db";
import { Forbidden } from "../../_shared/errors";
import { asCaller, requireParticipant, type Caller } from "../../_shared/caller";
import type { CommunityDeps } from "../deps";

export type VolunteerAccess = { userId: string; isVolunteer: boolean; isOrganiser: boolean };

export async function accessOf(tx: Tx, userId: string): Promise<VolunteerAccess> {
  const [row] = await tx<{ isVolunteer: boolean; isOrganiser: boolean }[]>`
    select coalesce((select is_volunteer from public.profiles where id = ${userId}), false) as is_volunteer,
           public.is_volunteer_organiser() as is_organiser`;
  return { userId, isVolunteer: row?.isVolunteer ?? false, isOrganiser: row?.isOrganiser ?? false };
}

/** 401 for visitors, 403 for participants who are neither volunteer nor organiser. */
export function assertVolunteerArea(access: VolunteerAccess): void {
  if (!access.isVolunteer && !access.isOrganiser) throw new Forbidden("volunteers:errors.volunteersOnly");
}

/** The caller's access, or 401/403 (see assertVolunteerArea). */
export async function requireVolunteerArea(deps: Pick<CommunityDeps, "db">, caller: Caller): Promise<VolunteerAccess> {
  const userId = requireParticipant(caller);
  const access = await asCaller(deps, caller, (tx) => accessOf(tx, userId));
  assertVolunteerArea(access);
  return access;
}
