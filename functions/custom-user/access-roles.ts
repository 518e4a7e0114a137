/**
 * GET /api/v1/CustomUser/AccessRoles/{userId} (spec 001 §5, §7): `{Community}` of the logged-in
 * participant, "Approved" (community access) or "None". Without a session the check fails with 400
 * (spec 001 §5); asking about someone else is 403 (their roles are not the caller's business).
 */
import { asUser, withTransaction, type Db } from "../_shared/db";
import { Forbidden, Invalid } from "../_shared/errors";
import { findCommunityAccess, type CommunityAccess } from "../_shared/profiles/community-access";
import type { Caller } from "../_shared/caller";

export type AccessRolesView = { Community: CommunityAccess };

export async function accessRolesOf(db: Db, caller: Caller, userId: string): Promise<AccessRolesView> {
  const own = caller.userId;
  if (!own) throw new Invalid({}, { code: "NotLoggedIn", messageKey: "errors:unauthorized" });
  if (userId.toLowerCase() !== own.toLowerCase()) throw new Forbidden();
  return { Community: await withTransaction(db, asUser(own), (tx) => findCommunityAccess(tx, own)) };
}
