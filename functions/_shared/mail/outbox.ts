/**
 * The mail outbox (docs/decisions/330-mail-outbox.md). A request never talks to SMTP: its mails
 * are queued in app_private.outbox_mails (createOutboxMailer, or queuePasswordReset for
 * ForgotPassword) and the request answers at once. The worker (deliverOutbox, run by the scheduled
 * function notification-mails and, under `npm start`, promptly after a mail was queued) leases
 * them and sends them: at least once, a failed send again after 1, 2, 4, 8 and 16 minutes, then
 * given up. Payloads are sealed under APP_SECRET (crypto.ts sealText).
 */
import type { AuthProvider } from "../auth";
import type { AppConfig } from "../config";
import { openSealed, sealText } from "../crypto";
import { serviceRole, withTransaction, type Db, type Tx } from "../db";
import { log } from "../log";
import { findProfileById } from "../profiles/queries";
import type { Mailer, MailMessage } from "./mailer";
import {
  finishOutboxMails,
  insertOutboxMail,
  leaseOutboxMails,
  releaseOutboxMails,
  replaceOutboxMail,
  retryOutboxMailLater,
  type OutboxKind,
  type OutboxRow,
} from "./queries";
import { passwordResetMail } from "./templates/account";

/** Emitted on `process` once a mail is queued, so a local runner in the same process can send it at once (scripts/start.mts). */
export const MAIL_QUEUED_EVENT = "reumanl:mail-queued";
/** Rows one lease takes. */
export const OUTBOX_BATCH_SIZE = 20;
/** Longer than a run may take (Netlify stops a scheduled function after 30 s; the worker stops leasing after 20 s). */
export const OUTBOX_LEASE_SECONDS = 120;
/** After the last of these, a mail is given up. */
export const OUTBOX_MAX_ATTEMPTS = 6;
const RETRY_BASE_SECONDS = 60;
const SEAL_PURPOSE = "outbox-mail";

/** Seconds until a mail that failed on attempt `attempts` is tried again: 60, 120, 240, 480, 960. */
export function retryDelaySeconds(attempts: number): number {
  return RETRY_BASE_SECONDS * 2 ** Math.max(0, attempts - 1);
}

type Payloads = { mail: MailMessage; "password-reset": { email: string } };

async function queueIn<K extends OutboxKind>(tx: Tx, appSecret: string, kind: K, payload: Payloads[K]): Promise<void> {
  await insertOutboxMail(tx, kind, sealText(appSecret, SEAL_PURPOSE, JSON.stringify(payload)));
  (process as NodeJS.EventEmitter).emit(MAIL_QUEUED_EVENT);
}

/**
 * The mailer of the requests; nothing it does talks to SMTP. `sendIn(tx, mail)` queues the mail in
 * the caller's transaction, with the data the mail is about (a deletion link with its request, the
 * editors' mail with the submission, feedback with its row): the mail is queued exactly when that
 * data is stored. `send(mail)` queues it in a transaction of its own, for mails whose data is not
 * in this database (the auth provider's tokens: GoTrue in production) or that have none (sharing).
 */
export type OutboxMailer = Mailer & { sendIn(tx: Tx, message: MailMessage): Promise<void> };

export function createOutboxMailer(db: Db, config: Pick<AppConfig, "appSecret">): OutboxMailer {
  return {
    send: (message) => withTransaction(db, serviceRole, (tx) => queueIn(tx, config.appSecret, "mail", message)),
    sendIn: (tx, message) => queueIn(tx, config.appSecret, "mail", message),
  };
}

/**
 * Queues a password reset for `email`, known or not: the worker looks the address up, makes the
 * token and mails it only to a usable account. The request does the same work for every address.
 */
export function queuePasswordReset(db: Db, config: Pick<AppConfig, "appSecret">, email: string): Promise<void> {
  return withTransaction(db, serviceRole, (tx) => queueIn(tx, config.appSecret, "password-reset", { email }));
}

export type OutboxDeps = {
  db: Db;
  auth: Pick<AuthProvider, "requestPasswordReset">;
  /** The SMTP mailer (mailer.ts createMailer). */
  mailer: Mailer;
  config: Pick<AppConfig, "appSecret" | "siteUrl" | "siteName">;
};

export type OutboxReport = { sent: number; dropped: number; failed: number; released: number };

function open<K extends OutboxKind>(deps: OutboxDeps, row: OutboxRow): Payloads[K] | null {
  const text = openSealed(deps.config.appSecret, SEAL_PURPOSE, row.payload);
  return text === null ? null : (JSON.parse(text) as Payloads[K]);
}

/**
 * The mail a leased row stands for, or null when there is nothing to send: a password reset for an
 * address without a usable account, or a payload sealed under another APP_SECRET. A reset's token
 * is made once: the row becomes its mail (still leased), so a retry mails the same link.
 */
async function mailOf(deps: OutboxDeps, row: OutboxRow): Promise<MailMessage | null> {
  if (row.kind === "mail") return open<"mail">(deps, row);
  const job = open<"password-reset">(deps, row);
  if (!job) return null;
  const result = await deps.auth.requestPasswordReset(job.email);
  if (!result.ok) return null;
  const profile = await withTransaction(deps.db, serviceRole, (tx) => findProfileById(tx, result.userId));
  const mail = passwordResetMail({
    siteUrl: deps.config.siteUrl,
    siteName: deps.config.siteName,
    email: job.email,
    token: result.token,
    username: profile?.username,
  });
  await withTransaction(deps.db, serviceRole, (tx) =>
    replaceOutboxMail(tx, row.id, "mail", sealText(deps.config.appSecret, SEAL_PURPOSE, JSON.stringify(mail))),
  );
  return mail;
}

const finish = (deps: OutboxDeps, ids: string[]) =>
  withTransaction(deps.db, serviceRole, (tx) => finishOutboxMails(tx, ids));

async function deliverRow(deps: OutboxDeps, mailer: Mailer, row: OutboxRow, report: OutboxReport): Promise<void> {
  try {
    const mail = await mailOf(deps, row);
    if (mail) await mailer.send(mail);
    if (mail) report.sent += 1;
    else report.dropped += 1;
    await finish(deps, [row.id]);
  } catch (error) {
    report.failed += 1;
    const reason = error instanceof Error ? error.message : String(error);
    if (row.attempts < OUTBOX_MAX_ATTEMPTS) {
      const delay = retryDelaySeconds(row.attempts);
      log.warn("outbox mail not sent, tried again later", {
        attempt: row.attempts,
        of: OUTBOX_MAX_ATTEMPTS,
        againInSeconds: delay,
        reason,
      });
      await withTransaction(deps.db, serviceRole, (tx) => retryOutboxMailLater(tx, row.id, delay));
    } else {
      log.error("outbox mail given up", undefined, { attempts: row.attempts, reason });
      await finish(deps, [row.id]);
    }
  }
}

/**
 * Sends the due mails of the outbox, batch after batch, over one SMTP connection per batch. Leases
 * no new batch once `until` (a time in ms) has passed, and tries no further mail of a batch then:
 * those are released, due again at once for the next run.
 */
export async function deliverOutbox(
  deps: OutboxDeps,
  options: { until?: number; batchSize?: number } = {},
): Promise<OutboxReport> {
  const until = options.until ?? Number.POSITIVE_INFINITY;
  const batchSize = options.batchSize ?? OUTBOX_BATCH_SIZE;
  const report: OutboxReport = { sent: 0, dropped: 0, failed: 0, released: 0 };
  while (Date.now() < until) {
    const leased = await withTransaction(deps.db, serviceRole, (tx) =>
      leaseOutboxMails(tx, batchSize, OUTBOX_LEASE_SECONDS),
    );
    if (leased.length === 0) break;
    const mailer = deps.mailer.batch?.() ?? deps.mailer;
    try {
      for (const [index, row] of leased.entries()) {
        if (Date.now() >= until) {
          const rest = leased.slice(index).map((left) => left.id);
          await withTransaction(deps.db, serviceRole, (tx) => releaseOutboxMails(tx, rest));
          report.released += rest.length;
          break;
        }
        await deliverRow(deps, mailer, row, report);
      }
    } finally {
      if (mailer !== deps.mailer) mailer.close?.();
    }
    // Failed rows went back with a later time: a short batch means nothing more is due now.
    if (leased.length < batchSize) break;
  }
  return report;
}
