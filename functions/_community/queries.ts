/**
 * What the community's query modules share: the author columns every contribution selects, the
 * notice of a notification, and SQL about the calling participant (RLS: own profile row).
 */
import type { Queryable } from "../_shared/db";

/** The author columns every contribution query selects (see presentAuthor). */
export type AuthorRow = {
  authorId: string | null;
  authorUsername: string | null;
  authorCreatedAt: Date | null;
  authorPlatformModerator: boolean | null;
  authorGroupModerator: boolean;
  authorPhotoPath: string | null;
};

/** A notification to write for followers. */
export type Notice = { kind: string; body: string; link: string };

/** The caller's own username. */
export async function findOwnUsername(sql: Queryable, userId: string): Promise<string | null> {
  const [row] = await sql<{ username: string }[]>`select username from public.profiles where id = ${userId}`;
  return row?.username ?? null;
}

/** When the caller's account was made (null without a profile). */
export async function findOwnCreatedAt(sql: Queryable, userId: string): Promise<Date | null> {
  const [row] = await sql<{ createdAt: Date }[]>`select created_at from public.profiles where id = ${userId}`;
  return row?.createdAt ?? null;
}
