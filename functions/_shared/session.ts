/**
 * Login sessions. The browser holds a random 32-byte token in the cookie `__Host-rnl_session` (http.ts:
 * HttpOnly, Secure, SameSite=Lax, Path=/); app_private.sessions holds only its SHA-256. A session ends after
 * 7 days without use (sliding) and at the latest 30 days after login, or at logout.
 */
import { randomToken, sha256Hex, TOKEN_PATTERN } from "./crypto";
import { serviceRole, withTransaction, type Db } from "./db";

export const SESSION_IDLE_SECONDS = 7 * 24 * 3600;
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 3600;
/** last_seen_at and the idle expiry move at most this often, to spare writes. */
const TOUCH_AFTER_SECONDS = 5 * 60;

export type SessionUser = { id: string };
export type CreatedSession = { token: string; maxAgeSeconds: number; expiresAt: Date };

export async function createSession(db: Db, userId: string, nowMs: number = Date.now()): Promise<CreatedSession> {
  const token = randomToken(32);
  const idle = new Date(nowMs + SESSION_IDLE_SECONDS * 1000);
  const absolute = new Date(nowMs + SESSION_ABSOLUTE_SECONDS * 1000);
  await withTransaction(db, serviceRole, async (tx) => {
    await tx`
      delete from app_private.sessions
      where user_id = ${userId} and (idle_expires_at <= now() or absolute_expires_at <= now())`;
    await tx`
      insert into app_private.sessions (token_hash, user_id, idle_expires_at, absolute_expires_at)
      values (${sha256Hex(token)}, ${userId}, ${idle}, ${absolute})`;
  });
  return { token, maxAgeSeconds: SESSION_ABSOLUTE_SECONDS, expiresAt: absolute };
}

/** The user of a live session, or null (unknown, expired or malformed token). */
export async function resolveSession(db: Db, token: string | undefined): Promise<SessionUser | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const hash = sha256Hex(token);
  return withTransaction(db, serviceRole, async (tx) => {
    const [row] = await tx<{ id: string; userId: string; stale: boolean }[]>`
      select s.id, s.user_id, s.last_seen_at < now() - make_interval(secs => ${TOUCH_AFTER_SECONDS}) as stale
      from app_private.sessions s
      where s.token_hash = ${hash} and s.idle_expires_at > now() and s.absolute_expires_at > now()`;
    if (!row) return null;
    if (row.stale) {
      await tx`
        update app_private.sessions
        set last_seen_at = now(),
            idle_expires_at = least(now() + make_interval(secs => ${SESSION_IDLE_SECONDS}), absolute_expires_at)
        where id = ${row.id}`;
    }
    return { id: row.userId };
  });
}

/** Ends the session of `token` (nothing happens for an unknown token). */
export async function destroySession(db: Db, token: string | undefined): Promise<void> {
  if (!token || !TOKEN_PATTERN.test(token)) return;
  await withTransaction(db, serviceRole, async (tx) => {
    await tx`delete from app_private.sessions where token_hash = ${sha256Hex(token)}`;
  });
}

/** Ends every session of a user (after a password change or account deletion). */
export async function destroyUserSessions(db: Db, userId: string): Promise<void> {
  await withTransaction(db, serviceRole, async (tx) => {
    await tx`delete from app_private.sessions where user_id = ${userId}`;
  });
}
