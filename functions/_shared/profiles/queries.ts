/** SQL over public.profiles, shared by the areas that read the current user's profile. */
import type { Queryable } from "../db";

export type ProfileRow = {
  id: string;
  username: string;
  role: string;
  isVolunteer: boolean;
};

export async function findProfileById(sql: Queryable, id: string): Promise<ProfileRow | null> {
  const [row] = await sql<ProfileRow[]>`
    select id, username, role, is_volunteer
    from public.profiles
    where id = ${id}`;
  return row ?? null;
}

/** Case-insensitive, as the unique index profiles_username_lower_key. */
export async function findProfileByUsername(sql: Queryable, username: string): Promise<ProfileRow | null> {
  const [row] = await sql<ProfileRow[]>`
    select id, username, role, is_volunteer
    from public.profiles
    where lower(username) = lower(${username})`;
  return row ?? null;
}
