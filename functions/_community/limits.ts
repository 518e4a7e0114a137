/**
 * The posting and reporting rate limits of the community: reactions and new conversations share the
 * posting limits (stricter for accounts younger than NEW_ACCOUNT_DAYS); new conversations and
 * reports also have their own. Editing one's own post has its own limit, the same for every account
 * (fixing a typo is not posting more; issue 23). Reactions (of conversations and stories) count
 * inside their own transaction (`limitPostingWithin`), other posts in a transaction just before
 * theirs (`limitPosting`); either way a try the limit refuses is not counted, so waiting is enough.
 */
import { asUser, withTransaction, type Db, type Tx } from "../_shared/db";
import { isDomainError, type DomainError } from "../_shared/errors";
import {
  consumeRateLimits,
  countRateLimitHits,
  countRateLimitHitsFor,
  windowStartOf,
  type LimitReached,
  type RatePolicy,
} from "../_shared/rate-limit";
import { dutchTime } from "../../src/domain/dutch-dates";
import { translate } from "../../src/i18n/translate";
import { asServiceRoleWithin } from "../_shared/caller";
import type { CommunityDeps } from "./deps";
import { PostingRateLimited } from "./errors";
import { findOwnCreatedAt } from "./queries";

/** Accounts younger than this post under the stricter limits. */
export const NEW_ACCOUNT_DAYS = 3;
const MINUTE = 60;
const HOUR = 3600;

export const POSTING_LIMITS = {
  established: [
    { bucket: "community-post:user", limit: 10, windowSeconds: 5 * MINUTE },
    { bucket: "community-post-hour:user", limit: 60, windowSeconds: HOUR },
  ],
  newcomer: [
    { bucket: "community-post:user", limit: 3, windowSeconds: 5 * MINUTE },
    { bucket: "community-post-hour:user", limit: 12, windowSeconds: HOUR },
  ],
  /** Edits of one's own conversations, reactions and stories, whatever the account's age. */
  edit: [
    { bucket: "community-edit:user", limit: 20, windowSeconds: 5 * MINUTE },
    { bucket: "community-edit-hour:user", limit: 120, windowSeconds: HOUR },
  ],
  conversationEstablished: { bucket: "community-conversation:user", limit: 6, windowSeconds: HOUR },
  conversationNewcomer: { bucket: "community-conversation:user", limit: 2, windowSeconds: HOUR },
  flag: { bucket: "community-flag:user", limit: 20, windowSeconds: HOUR },
  messageEstablished: { bucket: "inbox-message:user", limit: 120, windowSeconds: HOUR },
  messageNewcomer: { bucket: "inbox-message:user", limit: 30, windowSeconds: HOUR },
} as const satisfies Record<string, RatePolicy | readonly RatePolicy[]>;

/**
 * Different centres a member (or a visitor's IP) may search the members directory from by distance
 * per day (UTC), counted in coarse cells: enough for home, work and family, too few to triangulate
 * anyone (decision 321).
 */
export const DISTANCE_CENTRES_PER_DAY = {
  bucket: "people-distance-centre",
  limit: 5,
  windowSeconds: 24 * HOUR,
} as const satisfies RatePolicy;

/** Answers in the e-learning player: far above anyone who reads the questions (decision 198). */
export const LEARNING_LIMITS = [
  { bucket: "learning-attempt:user", limit: 20, windowSeconds: MINUTE },
  { bucket: "learning-attempt-hour:user", limit: 300, windowSeconds: HOUR },
] as const satisfies readonly RatePolicy[];

export type PostingKind = "reaction" | "conversation" | "edit";

/** A RateLimited of rate-limit.ts (checked by code: module copies may differ under npm start). */
function isRateLimited(error: unknown): error is DomainError & { retryAfterSeconds: number } {
  return (
    isDomainError(error) &&
    error.status === 429 &&
    typeof (error as { retryAfterSeconds?: unknown }).retryAfterSeconds === "number"
  );
}

/** True when an account created at `created` (unknown: true) is younger than NEW_ACCOUNT_DAYS. */
export function isNewcomer(created: Date | null, nowMs: number = Date.now()): boolean {
  if (!created) return true;
  return nowMs - created.getTime() < NEW_ACCOUNT_DAYS * 24 * 3600 * 1000;
}

/** True when the account was created less than NEW_ACCOUNT_DAYS ago. */
export async function isNewAccount(db: Db, userId: string, nowMs: number = Date.now()): Promise<boolean> {
  return isNewcomer(await withTransaction(db, asUser(userId), (tx) => findOwnCreatedAt(tx, userId)), nowMs);
}

/** Counts one post (an edit: one edit) in a transaction of its own; 429 with the posting text when over a limit, and then the try is not counted. */
export async function limitPosting(
  deps: CommunityDeps,
  userId: string,
  kind: PostingKind,
  nowMs: number = Date.now(),
): Promise<void> {
  await withTransaction(deps.db, asUser(userId), (tx) => limitPostingWithin(tx, deps, userId, kind, nowMs));
}

/**
 * Counts one post (an edit: one edit) inside the post's transaction `tx`, which runs as the caller
 * `userId` (and still does afterwards): the account's age as the caller, the hits as service_role.
 * Over a limit: 429 with the posting text (for new accounts: which limit, and from when they can
 * post again, newcomerLimitReached); the
 * caller's transaction then rolls back with the hits, so a refused try is not counted.
 */
export async function limitPostingWithin(
  tx: Tx,
  deps: Pick<CommunityDeps, "secret">,
  userId: string,
  kind: PostingKind,
  nowMs: number = Date.now(),
): Promise<void> {
  let policies: RatePolicy[] = [...POSTING_LIMITS.edit];
  let newcomer = false;
  if (kind !== "edit") {
    newcomer = isNewcomer(await findOwnCreatedAt(tx, userId), nowMs);
    policies = [...(newcomer ? POSTING_LIMITS.newcomer : POSTING_LIMITS.established)];
    if (kind === "conversation")
      policies.push(newcomer ? POSTING_LIMITS.conversationNewcomer : POSTING_LIMITS.conversationEstablished);
  }
  const checks = policies.map((policy) => ({ policy, subject: userId }));
  const reached = await asServiceRoleWithin(tx, asUser(userId), () =>
    countRateLimitHitsFor(tx, deps.secret, checks, nowMs),
  );
  if (!reached) return;
  if (!newcomer) throw new PostingRateLimited(reached.retryAfterSeconds, "conversations:posting.rateLimited");
  throw newcomerLimitReached(reached, nowMs);
}

/**
 * A new account's refusal says which limit it reached and when posting works again (issue 37):
 * "… hoogstens 3 berichten per 5 minuten plaatsen. Vanaf 14:05 uur kun je weer iets plaatsen."
 */
export function newcomerLimitReached({ policy, retryAfterSeconds }: LimitReached, nowMs: number): PostingRateLimited {
  const starts = policy.bucket === POSTING_LIMITS.conversationNewcomer.bucket;
  const error = new PostingRateLimited(
    retryAfterSeconds,
    starts ? "conversations:posting.rateLimitedNewStart" : "conversations:posting.rateLimitedNew",
  );
  const windowEnd = windowStartOf(nowMs, policy.windowSeconds).getTime() + policy.windowSeconds * 1000;
  const window =
    policy.windowSeconds === HOUR
      ? translate("conversations", "posting.window.hour")
      : translate("conversations", "posting.window.minutes", { count: policy.windowSeconds / MINUTE });
  error.messageVars = { days: NEW_ACCOUNT_DAYS, limit: policy.limit, window, time: dutchTime(windowEnd) };
  return error;
}

export async function limitFlagging(deps: CommunityDeps, userId: string, nowMs: number = Date.now()): Promise<void> {
  try {
    await consumeRateLimits(deps.db, deps.secret, [{ policy: POSTING_LIMITS.flag, subject: userId }], nowMs);
  } catch (error) {
    if (isRateLimited(error)) throw new PostingRateLimited(error.retryAfterSeconds, "conversations:flag.rateLimited");
    throw error;
  }
}

/**
 * Direct messages an hour (fewer for new accounts), counted inside the sending transaction `tx`
 * (running as service_role at this point), so a send is one transaction; 429 with the inbox's
 * text. Over the limit the transaction rolls back, hit included: refused sends cost nothing.
 */
export async function limitMessagingWithin(
  tx: Tx,
  secret: string,
  userId: string,
  created: Date | null,
  nowMs: number = Date.now(),
): Promise<void> {
  const newcomer = isNewcomer(created, nowMs);
  const policy = newcomer ? POSTING_LIMITS.messageNewcomer : POSTING_LIMITS.messageEstablished;
  const retryAfter = await countRateLimitHits(tx, secret, [{ policy, subject: userId }], nowMs);
  if (retryAfter > 0)
    throw new PostingRateLimited(retryAfter, newcomer ? "inbox:message.rateLimitedNew" : "inbox:message.rateLimited");
}

/**
 * Attempts at e-learning questions, counted inside the attempt's transaction `tx` (as service_role
 * at this point); 429 with the player's text. A refused attempt rolls back with its hit.
 */
export async function limitAttemptsWithin(
  tx: Tx,
  secret: string,
  userId: string,
  nowMs: number = Date.now(),
): Promise<void> {
  const retryAfter = await countRateLimitHits(
    tx,
    secret,
    LEARNING_LIMITS.map((policy) => ({ policy, subject: userId })),
    nowMs,
  );
  if (retryAfter > 0) throw new PostingRateLimited(retryAfter, "elearning:player.rateLimited");
}
