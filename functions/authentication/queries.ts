/** SQL of the authentication area beyond the shared profile queries. */
import { pgErrorOf, serviceRole, UNIQUE_VIOLATION, withTransaction, type Db } from "../_shared/db";
import { Invalid } from "../_shared/errors";
import type { ProfileRow } from "../_shared/profiles/queries";

/**
 * Sets the username (as service_role: the callers check the password first). A username taken at
 * the same moment by someone else answers the spec's username.taken text.
 */
export async function updateUsername(db: Db, userId: string, username: string, field = "Username"): Promise<ProfileRow> {
  try {
    return await withTransaction(db, serviceRole, async (tx) => {
      const [row] = await tx<ProfileRow[]>`
        update public.profiles set username = ${username} where id = ${userId}
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
