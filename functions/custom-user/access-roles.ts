/**
 * GET /api/v1/CustomUser/AccessRoles/{userId} (spec 001 §5, §7): `{Community}` of the logged-in
 * participant, "Approved" (community access) or "None". Without a session the check fails with 400
 * (spec 001 §5); asking about someone else is 403 (their roles are not the caller's business).
 */
import { asUser, withTransaction, type Db } from "../_shared/db";
import { Forbidden, Invalid } from "../_shared/errors";
import { findCommunityAccess, type CommunityAccess } from "../_shared/profiles/community-access";
import type { SessionUser } from "../_shared/session";

export type AccessRolesView = { Community: CommunityAccess };

export async function accessRolesOf(db: Db, user: SessionUser | null, userId: string): Promise<AccessRolesView> {
  if (!user) throw new Invalid({}, { code: "NotLoggedIn", messageKey: "errors:unauthorized" });
  if (userId.toLowerCase() !== user.id.toLowerCase()) throw new Forbidden();
  return { Community: await withTransaction(db, asUser(user.id), (tx) => findCommunityAccess(tx, user.id)) };
}
