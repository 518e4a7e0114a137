/**
 * Who calls the community back end, and what its services need: the caller (a participant or a
 * visitor), the services' dependencies, the database identity of the caller's transactions and the
 * photo address of an author.
 */
import { claimsOf, anonymous, asUser, serviceRole, withTransaction, type Db, type Identity, type Tx } from "../_shared/db";
import { Unauthorized } from "../_shared/errors";
import { BUCKETS, type Storage } from "../_shared/storage";

/** A logged-in participant (userId) or a visitor (userId null). */
export type Caller = { userId: string | null };
export const visitor: Caller = { userId: null };
export function participant(userId: string): Caller {
  return { userId };
}

export type CommunityDeps = {
  db: Db;
  /** HMAC key of the rate-limit rows (APP_SECRET). */
  secret: string;
  /** Makes photo URLs; without it PhotoUrl is null. */
  storage?: Pick<Storage, "publicUrl">;
};

export function identityOf(caller: Caller): Identity {
  return caller.userId ? asUser(caller.userId) : anonymous;
}

export function photoUrlOf(deps: Pick<CommunityDeps, "storage">, path: string | null): string | null {
  if (!path || !deps.storage) return null;
  try {
    return deps.storage.publicUrl(BUCKETS.avatars, path);
  } catch {
    return null;
  }
}

/** The caller's transaction (RLS applies as anon or authenticated). */
export function asCaller<T>(deps: Pick<CommunityDeps, "db">, caller: Caller, fn: (tx: Tx) => Promise<T>): Promise<T> {
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
 * transaction as the post, and to tell a 403 from a 404; see docs/decisions.md.
 */
export async function asServiceRoleWithin<T>(tx: Tx, back: Identity, fn: () => Promise<T>): Promise<T> {
  await tx`select set_config('role', 'service_role', true), set_config('request.jwt.claims', ${JSON.stringify(claimsOf(serviceRole))}, true)`;
  const value = await fn();
  await tx`select set_config('role', ${back.role}, true), set_config('request.jwt.claims', ${JSON.stringify(claimsOf(back))}, true)`;
  return value;
}
