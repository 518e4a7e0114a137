/** SQL over public.profiles, shared by the areas that read or change the current user's profile. */
import { pgErrorOf, serviceRole, UNIQUE_VIOLATION, withTransaction, type Db, type Queryable } from "../db";
import { Invalid } from "../errors";
import type { TextSize } from "../../../src/domain/text-size";

export type ProfileRow = {
  id: string;
  username: string;
  role: string;
  isVolunteer: boolean;
  /** When the account was made (GET /CustomUser's MemberSince: the first-steps welcome of new members). */
  createdAt: Date;
  /** The member's text size (GET /CustomUser's TextSize), null until chosen. */
  textSize: TextSize | null;
};

export async function findProfileById(sql: Queryable, id: string): Promise<ProfileRow | null> {
  const [row] = await sql<ProfileRow[]>`
    select id, username, role, is_volunteer, created_at, text_size
    from public.profiles
    where id = ${id}`;
  return row ?? null;
}

/** Case-insensitive, as the unique index profiles_username_lower_key. */
export async function findProfileByUsername(sql: Queryable, username: string): Promise<ProfileRow | null> {
  const [row] = await sql<ProfileRow[]>`
    select id, username, role, is_volunteer, created_at, text_size
    from public.profiles
    where lower(username) = lower(${username})`;
  return row ?? null;
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
