/**
 * Fixed-window rate limits kept in app_private.rate_limits. A subject (an e-mail address or a
 * client IP) is stored only as an HMAC. Hits are committed before the guarded work runs, so
 * failed attempts count; over the limit the call answers 429 with errors:rateLimited.
 *
 * The windows are short, so a real person who mistypes a few times is never locked out long.
 */
import { hmacBase64Url } from "./crypto";
import { serviceRole, withTransaction, type Db, type Tx } from "./db";
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
  loginPerIp: { bucket: "login:ip", limit: 50, windowSeconds: 15 * MINUTE },
  registerPerEmail: { bucket: "register:email", limit: 5, windowSeconds: HOUR },
  /** Tight enough that nobody tests a list of addresses for accounts (docs/decisions/110). */
  registerPerIp: { bucket: "register:ip", limit: 10, windowSeconds: HOUR },
  resendPerEmail: { bucket: "resend:email", limit: 3, windowSeconds: 15 * MINUTE },
  resendPerIp: { bucket: "resend:ip", limit: 10, windowSeconds: HOUR },
  activatePerIp: { bucket: "activate:ip", limit: 30, windowSeconds: 15 * MINUTE },
  forgotPerEmail: { bucket: "forgot:email", limit: 3, windowSeconds: 15 * MINUTE },
  forgotPerIp: { bucket: "forgot:ip", limit: 20, windowSeconds: HOUR },
  resetPerEmail: { bucket: "reset:email", limit: 10, windowSeconds: 15 * MINUTE },
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

/**
 * Counts one hit for every check inside `tx` (which must run as service_role) and answers the
 * seconds until the latest window that is over its limit ends (0: none is). For callers that count
 * in their own transaction (one transaction per call); their hits commit with it.
 */
export async function countRateLimitHits(tx: Tx, secret: string, checks: RateCheck[], nowMs: number = Date.now()): Promise<number> {
  let retryAfter = 0;
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
      retryAfter = Math.max(retryAfter, secondsUntilWindowEnds(nowMs, policy.windowSeconds));
    }
  }
  // Now and then, forget windows of subjects that never came back.
  if (Math.random() < 0.02) {
    await tx`delete from app_private.rate_limits where window_start < ${new Date(nowMs - 2 * 24 * 3600 * 1000)}`;
  }
  return retryAfter;
}

/**
 * Counts one hit for every check (in one transaction) and throws RateLimited when any is over its
 * limit. The hits are committed either way.
 */
export async function consumeRateLimits(db: Db, secret: string, checks: RateCheck[], nowMs: number = Date.now()): Promise<void> {
  const over = await withTransaction(db, serviceRole, (tx) => countRateLimitHits(tx, secret, checks, nowMs));
  if (over > 0) throw new RateLimited(over);
}
