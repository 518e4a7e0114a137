/** The current user (GET /CustomUser), read under the user's own identity so RLS applies. */
import { asUser, withTransaction, type Db } from "../_shared/db";
import { Unauthorized } from "../_shared/errors";
import { findProfileById, type ProfileRow } from "../_shared/profiles/queries";
import type { SessionUser } from "../_shared/session";

export async function currentUser(db: Db, user: SessionUser): Promise<ProfileRow> {
  const profile = await withTransaction(db, asUser(user.id), (tx) => findProfileById(tx, user.id));
  if (!profile) throw new Unauthorized();
  return profile;
}
