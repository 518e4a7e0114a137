/**
 * The visitors' newsletter by double opt-in (issue 38, decision 390).
 *
 * subscribe: counts the rate limits and queues a confirmation link to the address in the mail
 * outbox (sent by the mail worker, retried; decision 330). The same answer after the same work for
 * every address (an account's, a subscriber's, a stranger's), and nothing is stored but the limits'
 * HMAC counters and the sealed outbox row: the address travels in the signed link.
 * confirm: the link's token, checked; only then is the address stored.
 */
import type { AppConfig } from "../_shared/config";
import { serviceRole, withTransaction, type Db } from "../_shared/db";
import { Invalid } from "../_shared/errors";
import type { OutboxMailer } from "../_shared/mail/outbox";
import { consumeRateLimits, type RatePolicy } from "../_shared/rate-limit";
import { confirmMail } from "./mail";
import { insertSubscriber } from "./queries";
import { readConfirmToken, signConfirmToken } from "./token";

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const NEWSLETTER_RATE_POLICIES = {
  /** A mailbox gets at most 3 confirmation mails an hour, whoever asks. */
  subscribePerEmail: { bucket: "newsletter:email", limit: 3, windowSeconds: HOUR },
  subscribePerIp: { bucket: "newsletter:ip", limit: 10, windowSeconds: HOUR },
  confirmPerIp: { bucket: "newsletter-confirm:ip", limit: 30, windowSeconds: 15 * MINUTE },
} as const satisfies Record<string, RatePolicy>;

export type NewsletterDeps = { db: Db; mailer: OutboxMailer; config: AppConfig };

/** Queues the confirmation mail: every address answers alike and as fast, and no request waits for SMTP. */
export async function subscribe(deps: NewsletterDeps, input: { Email: string }, ip: string): Promise<void> {
  await consumeRateLimits(deps.db, deps.config.appSecret, [
    { policy: NEWSLETTER_RATE_POLICIES.subscribePerEmail, subject: input.Email },
    { policy: NEWSLETTER_RATE_POLICIES.subscribePerIp, subject: ip },
  ]);
  const token = signConfirmToken(deps.config.appSecret, input.Email);
  await deps.mailer.send(
    confirmMail({ to: input.Email, siteUrl: deps.config.siteUrl, siteName: deps.config.siteName, token }),
  );
}

/** Stores the address of a genuine, unexpired link (again: nothing changes). */
export async function confirm(deps: NewsletterDeps, input: { Token: string }, ip: string): Promise<void> {
  await consumeRateLimits(deps.db, deps.config.appSecret, [
    { policy: NEWSLETTER_RATE_POLICIES.confirmPerIp, subject: ip },
  ]);
  const checked = readConfirmToken(deps.config.appSecret, input.Token);
  if (!checked.ok) {
    const expired = checked.reason === "expired";
    throw new Invalid(
      { Token: [expired ? "newsletter:confirm.expired" : "newsletter:confirm.invalid"] },
      { code: expired ? "LinkExpired" : "LinkInvalid" },
    );
  }
  await withTransaction(deps.db, serviceRole, (tx) => insertSubscriber(tx, checked.email));
}
