/**
 * Login sessions. The browser holds a random 32-byte token in the cookie `__Host-rnl_session` (http.ts:
 * HttpOnly, Secure, SameSite=Lax, Path=/); app_private.sessions holds only its SHA-256. Per ASVS 4.0
 * L2 3.3.2 a session ends after 30 minutes without use (sliding) and at the latest 12 hours after
 * login; a member who ticks "Blijf ingelogd" gets 7 days and 30 days instead (decision 320). Logout,
 * a new password and account deletion end it at once.
 */
import { randomToken, sha256Hex, TOKEN_PATTERN } from "./crypto";
import { serviceRole, withTransaction, type Db } from "./db";

export type SessionLengths = { idleSeconds: number; absoluteSeconds: number };

/** Without "Blijf ingelogd" (ASVS 4.0 L2 3.3.2: 30 minutes idle, 12 hours). */
export const SESSION_DEFAULT: SessionLengths = { idleSeconds: 30 * 60, absoluteSeconds: 12 * 3600 };
/** With "Blijf ingelogd", a choice the member makes at login (decision 320). */
export const SESSION_STAY_LOGGED_IN: SessionLengths = { idleSeconds: 7 * 24 * 3600, absoluteSeconds: 30 * 24 * 3600 };

/** last_seen_at and the idle expiry move at most this often, to spare writes (a 30-minute idle expiry: 29–30 minutes after the last use). */
const TOUCH_AFTER_SECONDS = 60;

export type SessionUser = { id: string };
/** `maxAgeSeconds` null: a cookie that ends with the browser (no "Blijf ingelogd"). */
export type CreatedSession = { token: string; maxAgeSeconds: number | null; expiresAt: Date };

export function sessionLengths(stayLoggedIn: boolean): SessionLengths {
  return stayLoggedIn ? SESSION_STAY_LOGGED_IN : SESSION_DEFAULT;
}

export async function createSession(
  db: Db,
  userId: string,
  options: { stayLoggedIn?: boolean; nowMs?: number } = {},
): Promise<CreatedSession> {
  const stayLoggedIn = options.stayLoggedIn ?? false;
  const nowMs = options.nowMs ?? Date.now();
  const lengths = sessionLengths(stayLoggedIn);
  const token = randomToken(32);
  const idle = new Date(nowMs + lengths.idleSeconds * 1000);
  const absolute = new Date(nowMs + lengths.absoluteSeconds * 1000);
  await withTransaction(db, serviceRole, async (tx) => {
    await tx`
      delete from app_private.sessions
      where user_id = ${userId} and (idle_expires_at <= now() or absolute_expires_at <= now())`;
    await tx`
      insert into app_private.sessions (token_hash, user_id, idle_expires_at, absolute_expires_at, stay_logged_in)
      values (${sha256Hex(token)}, ${userId}, ${idle}, ${absolute}, ${stayLoggedIn})`;
  });
  return { token, maxAgeSeconds: stayLoggedIn ? lengths.absoluteSeconds : null, expiresAt: absolute };
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
            idle_expires_at = least(
              now() + make_interval(secs => case when stay_logged_in then ${SESSION_STAY_LOGGED_IN.idleSeconds}::int else ${SESSION_DEFAULT.idleSeconds}::int end),
              absolute_expires_at)
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
