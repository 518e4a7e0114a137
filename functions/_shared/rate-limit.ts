/**
 * Fixed-window rate limits kept in app_private.rate_limits. A subject (an e-mail address or a
 * client IP) is stored only as an HMAC. Hits are committed before the guarded work runs, so
 * failed attempts count; over the limit the call answers 429 with errors:rateLimited.
 *
 * The windows are short, so a real person who mistypes a few times is never locked out long.
 */
import { hmacBase64Url } from "./crypto";
import { serviceRole, withTransaction, type Db, type Queryable, type Tx } from "./db";
import { RateLimited } from "./errors";

export type RatePolicy = { bucket: string; limit: number; windowSeconds: number };

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const RATE_POLICIES = {
  /**
   * Wrong passwords from one IP stop that IP only (the owner elsewhere can still log in); the
   * per-address ceiling stops guessing spread over many IPs (docs/decisions/111).
   */
  loginPerEmailAndIp: { bucket: "login:email-ip", limit: 10, windowSeconds: 15 * MINUTE },
  loginPerEmail: { bucket: "login:email", limit: 50, windowSeconds: 15 * MINUTE },
  /**
   * A known device (device.ts: a browser where this address logged in before) counts on its own,
   * instead of the two limits above: strangers' wrong passwords never lock it out.
   */
  loginPerDevice: { bucket: "login:device", limit: 10, windowSeconds: 15 * MINUTE },
  loginPerIp: { bucket: "login:ip", limit: 50, windowSeconds: 15 * MINUTE },
  registerPerEmail: { bucket: "register:email", limit: 5, windowSeconds: HOUR },
  /** Tight enough that nobody tests a list of addresses for accounts (docs/decisions/110). */
  registerPerIp: { bucket: "register:ip", limit: 10, windowSeconds: HOUR },
  resendPerEmail: { bucket: "resend:email", limit: 3, windowSeconds: 15 * MINUTE },
  resendPerIp: { bucket: "resend:ip", limit: 10, windowSeconds: HOUR },
  activatePerIp: { bucket: "activate:ip", limit: 30, windowSeconds: 15 * MINUTE },
  forgotPerEmail: { bucket: "forgot:email", limit: 3, windowSeconds: 15 * MINUTE },
  forgotPerIp: { bucket: "forgot:ip", limit: 20, windowSeconds: HOUR },
  /**
   * Per address and IP, not per address: the mailed token (32 random bytes) cannot be guessed, and a
   * limit per address would let strangers block the reset that lifts a login lock-out (decision 111).
   */
  resetPerEmailAndIp: { bucket: "reset:email-ip", limit: 10, windowSeconds: 15 * MINUTE },
  resetPerIp: { bucket: "reset:ip", limit: 30, windowSeconds: 15 * MINUTE },
  /** Settings calls that check the current password (change e-mail, password, username, set password). */
  accountPasswordPerUser: { bucket: "account-password:user", limit: 10, windowSeconds: 15 * MINUTE },
  accountPasswordPerIp: { bucket: "account-password:ip", limit: 50, windowSeconds: 15 * MINUTE },
  emailChangePerUser: { bucket: "email-change:user", limit: 5, windowSeconds: HOUR },
  emailChangePerNewEmail: { bucket: "email-change:email", limit: 3, windowSeconds: HOUR },
  confirmEmailChangePerIp: { bucket: "email-change-confirm:ip", limit: 30, windowSeconds: 15 * MINUTE },
} as const satisfies Record<string, RatePolicy>;

/** `hits`: how many hits this call counts (default 1), e.g. the number of mails it sends. */
export type RateCheck = { policy: RatePolicy; subject: string; hits?: number };

/** Start of the window that `nowMs` falls in. */
export function windowStartOf(nowMs: number, windowSeconds: number): Date {
  const size = windowSeconds * 1000;
  return new Date(Math.floor(nowMs / size) * size);
}

/** Seconds until the window that `nowMs` falls in ends (at least 1). */
export function secondsUntilWindowEnds(nowMs: number, windowSeconds: number): number {
  const size = windowSeconds * 1000;
  const end = Math.floor(nowMs / size) * size + size;
  return Math.max(1, Math.ceil((end - nowMs) / 1000));
}

/** The n-th hit of a window is allowed while n <= limit. */
export function isOverLimit(hits: number, limit: number): boolean {
  return hits > limit;
}

/** What is stored for a subject: an HMAC, so the table holds no e-mail addresses or IPs. */
export function subjectKey(secret: string, bucket: string, subject: string): string {
  return hmacBase64Url(secret, `rate-limit.v1:${bucket}:${subject.trim().toLowerCase()}`);
}

/** The limit a call went over: the policy whose window ends last, and the seconds until it does. */
export type LimitReached = { policy: RatePolicy; retryAfterSeconds: number };

/**
 * Counts one hit for every check inside `tx` (which must run as service_role) and answers the
 * seconds until the latest window that is over its limit ends (0: none is). For callers that count
 * in their own transaction (one transaction per call); their hits commit with it.
 */
export async function countRateLimitHits(
  tx: Tx,
  secret: string,
  checks: RateCheck[],
  nowMs: number = Date.now(),
): Promise<number> {
  return (await countRateLimitHitsFor(tx, secret, checks, nowMs))?.retryAfterSeconds ?? 0;
}

/** countRateLimitHits, answering which limit was reached (null: none), for texts that name it. */
export async function countRateLimitHitsFor(
  tx: Tx,
  secret: string,
  checks: RateCheck[],
  nowMs: number = Date.now(),
): Promise<LimitReached | null> {
  let reached: LimitReached | null = null;
  for (const { policy, subject, hits = 1 } of checks) {
    const key = subjectKey(secret, policy.bucket, subject);
    const start = windowStartOf(nowMs, policy.windowSeconds);
    const [row] = await tx<{ hits: number }[]>`
      with earlier as (
        delete from app_private.rate_limits
        where bucket = ${policy.bucket} and subject = ${key} and window_start < ${start}
      )
      insert into app_private.rate_limits (bucket, subject, window_start, hits)
      values (${policy.bucket}, ${key}, ${start}, ${hits})
      on conflict (bucket, subject, window_start) do update set hits = app_private.rate_limits.hits + ${hits}
      returning hits`;
    if (isOverLimit(row?.hits ?? 0, policy.limit)) {
      const retryAfterSeconds = secondsUntilWindowEnds(nowMs, policy.windowSeconds);
      if (!reached || retryAfterSeconds > reached.retryAfterSeconds) reached = { policy, retryAfterSeconds };
    }
  }
  // Now and then, forget windows of subjects that never came back.
  if (Math.random() < 0.02) {
    await tx`delete from app_private.rate_limits where window_start < ${new Date(nowMs - 2 * 24 * 3600 * 1000)}`;
  }
  return reached;
}

/**
 * A limit on how many different values (say search centres) `subject` may use per window of
 * `policy`: a value already used in this window is free; a new one counts one, and is refused when
 * the subject already used `policy.limit` values (then nothing is stored). Subject and value are
 * stored as HMACs only (the seen values in the bucket `<bucket>:seen`); the conditional increment
 * keeps the limit under concurrent calls. The statement, for a transaction that runs as
 * service_role; `distinctValueRefusal` reads its row.
 */
export function distinctValueStatement(
  tx: Queryable,
  secret: string,
  policy: RatePolicy,
  subject: string,
  value: string,
  nowMs: number = Date.now(),
) {
  const start = windowStartOf(nowMs, policy.windowSeconds);
  const seenBucket = `${policy.bucket}:seen`;
  const seenKey = subjectKey(secret, seenBucket, `${subject}\n${value}`);
  const countKey = subjectKey(secret, policy.bucket, subject);
  return tx<DistinctValueRow[]>`
    with seen as (
      select 1 from app_private.rate_limits where bucket = ${seenBucket} and subject = ${seenKey} and window_start = ${start}
    ), counted as (
      insert into app_private.rate_limits as r (bucket, subject, window_start, hits)
      select ${policy.bucket}, ${countKey}, ${start}, 1 where not exists (select 1 from seen)
      on conflict (bucket, subject, window_start) do update set hits = r.hits + 1 where r.hits < ${policy.limit}
      returning hits
    ), marked as (
      insert into app_private.rate_limits (bucket, subject, window_start, hits)
      select ${seenBucket}, ${seenKey}, ${start}, 1 from counted
      on conflict (bucket, subject, window_start) do nothing
    )
    select exists (select 1 from seen) as seen, (select count(*) from counted)::int as counted`;
}

export type DistinctValueRow = { seen: boolean; counted: number };

/** 0 when the value was free or counted, else the seconds until the window ends. */
export function distinctValueRefusal(
  row: DistinctValueRow | undefined,
  policy: RatePolicy,
  nowMs: number = Date.now(),
): number {
  return row?.seen || row?.counted ? 0 : secondsUntilWindowEnds(nowMs, policy.windowSeconds);
}

/** Forgets the hits of these subjects in every window (a password reset lifts a login lock-out). */
export async function forgetRateLimits(db: Db, secret: string, checks: Omit<RateCheck, "hits">[]): Promise<void> {
  await withTransaction(db, serviceRole, async (tx) => {
    for (const { policy, subject } of checks) {
      await tx`delete from app_private.rate_limits where bucket = ${policy.bucket} and subject = ${subjectKey(secret, policy.bucket, subject)}`;
    }
  });
}

/**
 * Counts one hit for every check (in one transaction) and throws RateLimited when any is over its
 * limit. The hits are committed either way.
 */
export async function consumeRateLimits(
  db: Db,
  secret: string,
  checks: RateCheck[],
  nowMs: number = Date.now(),
): Promise<void> {
  const over = await withTransaction(db, serviceRole, (tx) => countRateLimitHits(tx, secret, checks, nowMs));
  if (over > 0) throw new RateLimited(over);
}
