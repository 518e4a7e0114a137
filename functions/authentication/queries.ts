/** SQL of the authentication area beyond the shared profile queries. */
import { pgErrorOf, serviceRole, UNIQUE_VIOLATION, withTransaction, type Db } from "../_shared/db";
import { Invalid } from "../_shared/errors";
import type { ProfileRow } from "../_shared/profiles/queries";

/** True while an invited account has not chosen its username and password (public.profiles.setup_pending). */
export async function isSetupPending(db: Db, userId: string): Promise<boolean> {
  return withTransaction(db, serviceRole, async (tx) => {
    const [row] = await tx<{ setupPending: boolean }[]>`select setup_pending from public.profiles where id = ${userId}`;
    return row?.setupPending ?? false;
  });
}

/**
 * Sets the username (as service_role: the callers check the password or the session first); with
 * finishSetup it also ends an invited account's setup_pending. A username taken at the same moment
 * by someone else answers the spec's username.taken text.
 */
export async function updateUsername(
  db: Db,
  userId: string,
  username: string,
  field = "Username",
  options: { finishSetup?: boolean } = {},
): Promise<ProfileRow> {
  try {
    return await withTransaction(db, serviceRole, async (tx) => {
      const [row] = await tx<ProfileRow[]>`
        update public.profiles
        set username = ${username},
            setup_pending = case when ${options.finishSetup ?? false} then false else setup_pending end
        where id = ${userId}
        returning id, username, role, is_volunteer`;
      if (!row) throw new Error(`user ${userId} has no profile`);
      return row;
    });
  } catch (error) {
    const { code, constraint } = pgErrorOf(error);
    if (code === UNIQUE_VIOLATION && constraint === "profiles_username_lower_key") {
      throw new Invalid({ [field]: ["auth:username.taken"] });
    }
    throw error;
  }
}
