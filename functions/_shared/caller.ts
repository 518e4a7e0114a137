/**
 * The one caller model of every function (decision 380): who calls, as services see it. A route
 * gets it once per request as `c.var.caller` (http-db.ts: `withCaller`, or `callerApp` /
 * `communityApp`), and a service takes it as `(deps, caller, input)`: a participant (userId) or a
 * visitor (userId null). A service that needs a participant calls `requireParticipant` (401 for
 * visitors); routes that are for participants only put `participantsOnly` in front (401 before the
 * body is read, a stale session cookie cleared), and their services take a `Participant`.
 */
import { claimsOf, anonymous, asUser, serviceRole, withTransaction, type Db, type Identity, type Tx } from "./db";
import { Unauthorized } from "./errors";
import { resolveSession } from "./session";

/** A logged-in participant (userId) or a visitor (userId null). */
export type Caller = { userId: string | null };
/** A caller known to be logged in (behind `participantsOnly`, or after `requireParticipant`). */
export type Participant = { userId: string };
/** A caller with where the request came from, for rate limits that count visitors too. */
export type RequestCaller = Caller & {
  ip: string;
  /** The browser's anti-forgery cookie (or, without it, the address). */
  browserSession: string;
};

export const visitor: Caller = { userId: null };
export function participant(userId: string): Participant {
  return { userId };
}

/** The participant of a live session token, or a visitor (unknown, expired or no token). */
export async function callerOfSession(db: Db, token: string | undefined): Promise<Caller> {
  const user = await resolveSession(db, token);
  return user ? participant(user.id) : visitor;
}

export function identityOf(caller: Caller): Identity {
  return caller.userId ? asUser(caller.userId) : anonymous;
}

/** The caller's transaction (RLS applies as anon or authenticated). */
export function asCaller<T>(deps: { db: Db }, caller: Caller, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return withTransaction(deps.db, identityOf(caller), fn);
}

/** 401 for visitors. */
export function requireParticipant(caller: Caller): string {
  if (!caller.userId) throw new Unauthorized();
  return caller.userId;
}

/**
 * Runs `fn` as service_role inside the caller's transaction, then switches back. Used only to
 * write notifications for other participants (whose rows the caller may not touch) in the same
 * transaction as the post, and to tell a 403 from a 404.
 */
export async function asServiceRoleWithin<T>(tx: Tx, back: Identity, fn: () => Promise<T>): Promise<T> {
  await tx`select set_config('role', 'service_role', true), set_config('request.jwt.claims', ${JSON.stringify(claimsOf(serviceRole))}, true)`;
  const value = await fn();
  await tx`select set_config('role', ${back.role}, true), set_config('request.jwt.claims', ${JSON.stringify(claimsOf(back))}, true)`;
  return value;
}
