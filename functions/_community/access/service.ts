/**
 * Community access (spec 001 §6, §2.1 /account/toegang-aanvragen): a participant without access
 * (an invited account that has not accepted the terms) asks for it; a platform moderator approves or
 * denies it from the moderation queue. GET /CustomUser/AccessRoles answers Community "Approved" for
 * members who accepted the terms (every existing member) or whose request was approved.
 */
import { findCommunityAccess } from "../../_shared/profiles/community-access";
import { Conflict, NotFound } from "../../_shared/errors";
import { asCaller, requireParticipant, type Caller } from "../../_shared/caller";
import type { CommunityDeps } from "../deps";
import { notModerator } from "../errors";
import { decideRequest, findLatestRequest, findPendingRequests, insertRequest, type RoleRequestRow } from "./queries";

export type AccessRequestView = {
  Id: number;
  UserId: string;
  Username: string;
  Status: RoleRequestRow["status"];
  Motivation: string;
  Created: string;
  Decided: string | null;
};
export type MyAccessView = { Community: "Approved" | "None"; Request: AccessRequestView | null };

function present(row: RoleRequestRow): AccessRequestView {
  return {
    Id: row.id,
    UserId: row.userId,
    Username: row.username ?? "",
    Status: row.status,
    Motivation: row.motivation,
    Created: row.createdAt.toISOString(),
    Decided: row.decidedAt?.toISOString() ?? null,
  };
}

export async function myAccess(deps: CommunityDeps, caller: Caller): Promise<MyAccessView> {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => {
    const latest = await findLatestRequest(tx, userId);
    return { Community: await findCommunityAccess(tx, userId), Request: latest ? present(latest) : null };
  });
}

/** POST /profiles/access-request {Motivation} */
export async function requestAccess(deps: CommunityDeps, caller: Caller, motivation: string): Promise<MyAccessView> {
  const userId = requireParticipant(caller);
  await asCaller(deps, caller, async (tx) => {
    if ((await findCommunityAccess(tx, userId)) === "Approved")
      throw new Conflict("AlreadyApproved", "people:access.alreadyApproved");
    if ((await findLatestRequest(tx, userId))?.status === "pending")
      throw new Conflict("AlreadyPending", "people:access.alreadyPending");
    await insertRequest(tx, userId, motivation);
  });
  return myAccess(deps, caller);
}

async function requireModerator(deps: CommunityDeps, caller: Caller): Promise<string> {
  const userId = requireParticipant(caller);
  const ok = await asCaller(
    deps,
    caller,
    async (tx) => (await tx<{ ok: boolean }[]>`select public.is_platform_moderator() as ok`)[0]?.ok ?? false,
  );
  if (!ok) throw notModerator();
  return userId;
}

/** The moderation queue's open requests (platform moderators only). */
export async function pendingAccessRequests(deps: CommunityDeps, caller: Caller): Promise<AccessRequestView[]> {
  await requireModerator(deps, caller);
  return (await asCaller(deps, caller, (tx) => findPendingRequests(tx, 100))).map(present);
}

export async function decideAccessRequest(
  deps: CommunityDeps,
  caller: Caller,
  id: number,
  approve: boolean,
): Promise<void> {
  const moderatorId = await requireModerator(deps, caller);
  const changed = await asCaller(deps, caller, (tx) =>
    decideRequest(tx, id, approve ? "approved" : "denied", moderatorId),
  );
  if (changed !== 1) throw new NotFound({ code: "AccessRequestNotFound", messageKey: "people:access.notFound" });
}
