/** SQL of account deletion (run as service_role: the person may not be logged in at confirm). */
import type { Queryable } from "../_shared/db";

export async function replaceDeletionRequest(
  sql: Queryable,
  userId: string,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await sql`delete from app_private.deletion_requests where user_id = ${userId}`;
  await sql`insert into app_private.deletion_requests (token_hash, user_id, expires_at) values (${tokenHash}, ${userId}, ${expiresAt})`;
}

/** The user of a live request, locked; expired requests are removed on the way. */
export async function takeDeletionRequest(sql: Queryable, tokenHash: string): Promise<string | null> {
  await sql`delete from app_private.deletion_requests where expires_at <= now()`;
  const [row] = await sql<{ userId: string }[]>`
    select user_id from app_private.deletion_requests where token_hash = ${tokenHash} for update`;
  return row?.userId ?? null;
}

export async function findPhotoPath(sql: Queryable, userId: string): Promise<string | null> {
  const [row] = await sql<
    { photoPath: string | null }[]
  >`select photo_path from public.profile_details where user_id = ${userId}`;
  return row?.photoPath ?? null;
}

/**
 * Removes the person's rows in public (the auth user and its cascades go through the AuthProvider),
 * and their name from the notifications of others, which start with it ("Anna heeft gereageerd …"):
 * `anonymousStart` takes its place.
 */
export async function deletePersonalRows(sql: Queryable, userId: string, anonymousStart: string): Promise<void> {
  await sql`
    update public.notifications n
    set body = ${anonymousStart} || substr(n.body, char_length(p.username) + 1), actor_id = null
    from public.profiles p
    where p.id = ${userId} and n.actor_id = ${userId} and starts_with(n.body, p.username)`;
  await sql`update public.notifications set actor_id = null where actor_id = ${userId}`;
  await sql`delete from public.profile_details where user_id = ${userId}`;
  await sql`delete from public.moderators where user_id = ${userId}`;
  await sql`delete from app_private.sessions where user_id = ${userId}`;
  await sql`delete from app_private.deletion_requests where user_id = ${userId}`;
}
