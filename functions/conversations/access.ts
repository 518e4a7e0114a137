/**
 * Who calls, and what the community services need: the caller (a participant or a visitor), the
 * database identity of the caller's transactions, the domain errors of this area and the posting
 * rate limits (stricter for accounts younger than NEW_ACCOUNT_DAYS).
 */
import { claimsOf, anonymous, asUser, serviceRole, withTransaction, type Db, type Identity, type Tx } from "../_shared/db";
import { Conflict, DomainError, Forbidden, isDomainError, NotFound, Unauthorized } from "../_shared/errors";
import { consumeRateLimits, type RatePolicy } from "../_shared/rate-limit";
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
 * transaction as the post; see docs/decisions/034-posting-limits-and-notifications.md.
 */
export async function asServiceRoleWithin<T>(tx: Tx, back: Identity, fn: () => Promise<T>): Promise<T> {
  await tx`select set_config('role', 'service_role', true), set_config('request.jwt.claims', ${JSON.stringify(claimsOf(serviceRole))}, true)`;
  const value = await fn();
  await tx`select set_config('role', ${back.role}, true), set_config('request.jwt.claims', ${JSON.stringify(claimsOf(back))}, true)`;
  return value;
}

// Errors ----------------------------------------------------------------------------------------

export const conversationNotFound = () => new NotFound({ code: "ConversationNotFound", messageKey: "conversations:conversation.invalid" });
export const groupNotFound = () => new NotFound({ code: "GroupNotFound", messageKey: "conversations:group.notFound" });
export const reactionNotFound = () => new NotFound({ code: "ReactionNotFound", messageKey: "conversations:reaction.notFound" });

/** 403 for a visitor on a participants-only conversation: the page shows the 403 page. */
export class ParticipantsOnly extends DomainError {
  readonly status = 403;
  constructor() {
    super("ParticipantsOnly", "conversations:conversation.participantsOnly");
  }
}

export const notModerator = () => new Forbidden("conversations:moderation.forbidden");
export const conversationClosed = () =>
  new Conflict("ConversationClosed", "conversations:conversation.closed", { Body: ["conversations:conversation.closed"] });

/** 429 of posting with its own Dutch text (and Retry-After). */
export class PostingRateLimited extends DomainError {
  readonly status = 429;
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number, messageKey: string) {
    super("RateLimited", messageKey);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
    this.headers["Retry-After"] = String(this.retryAfterSeconds);
  }
}

// Rate limits -----------------------------------------------------------------------------------

/** Accounts younger than this post under the stricter limits. */
export const NEW_ACCOUNT_DAYS = 3;
const MINUTE = 60;
const HOUR = 3600;

/** Reactions, new conversations and edits share the posting limits; new conversations also have their own. */
export const POSTING_LIMITS = {
  established: [
    { bucket: "community-post:user", limit: 10, windowSeconds: 5 * MINUTE },
    { bucket: "community-post-hour:user", limit: 60, windowSeconds: HOUR },
  ],
  newcomer: [
    { bucket: "community-post:user", limit: 3, windowSeconds: 5 * MINUTE },
    { bucket: "community-post-hour:user", limit: 12, windowSeconds: HOUR },
  ],
  conversationEstablished: { bucket: "community-conversation:user", limit: 6, windowSeconds: HOUR },
  conversationNewcomer: { bucket: "community-conversation:user", limit: 2, windowSeconds: HOUR },
  flag: { bucket: "community-flag:user", limit: 20, windowSeconds: HOUR },
} as const satisfies Record<string, RatePolicy | readonly RatePolicy[]>;

export type PostingKind = "reaction" | "conversation" | "edit";

/** A RateLimited of rate-limit.ts (checked by code: module copies may differ under npm start). */
function isRateLimited(error: unknown): error is DomainError & { retryAfterSeconds: number } {
  return isDomainError(error) && error.status === 429 && typeof (error as { retryAfterSeconds?: unknown }).retryAfterSeconds === "number";
}

/** True when the account was created less than NEW_ACCOUNT_DAYS ago. */
export async function isNewAccount(db: Db, userId: string, nowMs: number = Date.now()): Promise<boolean> {
  const created = await withTransaction(db, asUser(userId), async (tx) => {
    const [row] = await tx<{ createdAt: Date }[]>`select created_at from public.profiles where id = ${userId}`;
    return row?.createdAt ?? null;
  });
  if (!created) return true;
  return nowMs - created.getTime() < NEW_ACCOUNT_DAYS * 24 * 3600 * 1000;
}

/** Counts one post; 429 with the posting text when over a limit. Runs before the post's transaction. */
export async function limitPosting(deps: CommunityDeps, userId: string, kind: PostingKind, nowMs: number = Date.now()): Promise<void> {
  const newcomer = await isNewAccount(deps.db, userId, nowMs);
  const policies: RatePolicy[] = [...(newcomer ? POSTING_LIMITS.newcomer : POSTING_LIMITS.established)];
  if (kind === "conversation") policies.push(newcomer ? POSTING_LIMITS.conversationNewcomer : POSTING_LIMITS.conversationEstablished);
  try {
    await consumeRateLimits(deps.db, deps.secret, policies.map((policy) => ({ policy, subject: userId })), nowMs);
  } catch (error) {
    if (isRateLimited(error)) {
      throw new PostingRateLimited(error.retryAfterSeconds, newcomer ? "conversations:posting.rateLimitedNew" : "conversations:posting.rateLimited");
    }
    throw error;
  }
}

export async function limitFlagging(deps: CommunityDeps, userId: string, nowMs: number = Date.now()): Promise<void> {
  try {
    await consumeRateLimits(deps.db, deps.secret, [{ policy: POSTING_LIMITS.flag, subject: userId }], nowMs);
  } catch (error) {
    if (isRateLimited(error)) throw new PostingRateLimited(error.retryAfterSeconds, "conversations:flag.rateLimited");
    throw error;
  }
}
