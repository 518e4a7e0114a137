/**
 * Sends the queued notification mails (the queue fills by trigger when a notification is made for
 * someone with e-mail notifications on, not paused). Each person chooses (profiles.email_frequency)
 * a mail per notification immediately, or a daily or weekly digest listing everything since the
 * last (docs/decisions/182-notification-mail-digest.md).
 *
 * Rows are leased in one short transaction and mailed outside it (PGlite has one connection, and
 * SMTP can be slow), over one SMTP connection per batch; a row is deleted only after its mail went
 * out (or will never go), so a run killed mid-batch loses nothing and a mail goes out at least once.
 * A notification is not mailed when the person has read it on the site meanwhile, turned e-mail
 * off, pauses, has no confirmed address, or when the news is too old. A failed send is tried again
 * later, MAX_ATTEMPTS times.
 */
import type { AuthProvider } from "../_shared/auth";
import type { AppConfig } from "../_shared/config";
import { serviceRole, withTransaction, type Db } from "../_shared/db";
import type { Mailer, MailMessage } from "../_shared/mail/mailer";
import { digestMail, notificationMail } from "../_shared/mail/templates/notification";
import {
  DIGEST_DAYS,
  finishMail,
  leaseDueDigests,
  leaseDueMails,
  releaseLeasedMails,
  retryMailLater,
  type QueuedMail,
} from "./queries";
import { log } from "../_shared/log";

/** The address comes from the auth provider (GoTrue's admin API on Supabase), never from auth.users directly. */
export type NotificationMailDeps = {
  db: Db;
  auth: Pick<AuthProvider, "getUser">;
  mailer: Mailer;
  config: Pick<AppConfig, "siteUrl" | "siteName">;
};

export const BATCH_SIZE = 100;
/** People whose digest one batch sends. */
export const DIGEST_BATCH_PEOPLE = 25;
export const MAX_ATTEMPTS = 5;
/** News older than this is not mailed immediately any more (a digest allows its period on top). */
export const MAX_AGE_HOURS = 48;
const RETRY_SECONDS = 15 * 60;
/** Longer than a scheduled run may take (Netlify stops a function after 30 s; 10 minutes is ample). */
export const LEASE_SECONDS = 10 * 60;

export type DeliveryReport = { sent: number; skipped: number; failed: number };

/** A run's deadline (ms since the epoch): after it nothing new is leased or tried. */
type Until = { until?: number };

function maxAgeHours(mail: QueuedMail): number {
  return mail.emailFrequency === "immediately" ? MAX_AGE_HOURS : MAX_AGE_HOURS + DIGEST_DAYS[mail.emailFrequency] * 24;
}

function worthSending(mail: QueuedMail, nowMs: number): boolean {
  const paused = mail.pausedUntil !== null && mail.pausedUntil.getTime() > nowMs;
  return (
    mail.readAt === null &&
    mail.emailNotifications &&
    !paused &&
    nowMs - mail.createdAt.getTime() < maxAgeHours(mail) * 3600_000
  );
}

/** One mail for `mails` (one notification, or a person's digest); the rows leave the queue when done. */
type Outgoing = { mails: QueuedMail[]; compose: (email: string) => MailMessage };

async function deliver(
  deps: NotificationMailDeps,
  mailer: Mailer,
  outgoing: Outgoing[],
  report: DeliveryReport,
  { until = Infinity }: Until,
): Promise<void> {
  const done = (mails: QueuedMail[]) =>
    withTransaction(deps.db, serviceRole, (tx) =>
      finishMail(
        tx,
        mails.map((mail) => mail.notificationId),
      ),
    );
  for (const [index, { mails, compose }] of outgoing.entries()) {
    if (Date.now() >= until) {
      // The run's time is up: what is left goes back, due at once for the next run.
      const rest = outgoing.slice(index).flatMap((left) => left.mails.map((mail) => mail.notificationId));
      await withTransaction(deps.db, serviceRole, (tx) => releaseLeasedMails(tx, rest));
      return;
    }
    const attempts = Math.max(...mails.map((mail) => mail.attempts));
    try {
      const account = await deps.auth.getUser(mails[0]!.userId);
      if (!account?.emailConfirmed || !account.email) {
        report.skipped += mails.length;
        await done(mails);
        continue;
      }
      await mailer.send(compose(account.email));
      report.sent += 1;
      await done(mails);
    } catch (error) {
      report.failed += 1;
      log.error("notification mail not sent", error, { attempt: attempts });
      if (attempts < MAX_ATTEMPTS) {
        const ids = mails.map((mail) => mail.notificationId);
        await withTransaction(deps.db, serviceRole, (tx) => retryMailLater(tx, ids, RETRY_SECONDS * attempts));
      } else {
        await done(mails);
      }
    }
  }
}

/** Splits leased rows into what is worth a mail and what leaves the queue unsent. */
async function dropStale(
  deps: NotificationMailDeps,
  leased: QueuedMail[],
  report: DeliveryReport,
  nowMs: number,
): Promise<QueuedMail[]> {
  const stale = leased.filter((mail) => !worthSending(mail, nowMs));
  if (stale.length > 0) {
    await withTransaction(deps.db, serviceRole, (tx) =>
      finishMail(
        tx,
        stale.map((mail) => mail.notificationId),
      ),
    );
    report.skipped += stale.length;
  }
  return leased.filter((mail) => worthSending(mail, nowMs));
}

function byPerson(mails: QueuedMail[]): QueuedMail[][] {
  const people = new Map<string, QueuedMail[]>();
  for (const mail of mails) people.set(mail.userId, [...(people.get(mail.userId) ?? []), mail]);
  return [...people.values()];
}

/**
 * One batch: up to `batchSize` immediate mails and the digests of up to DIGEST_BATCH_PEOPLE people.
 * `more` says whether a batch was full (call again).
 */
async function deliverBatch(
  deps: NotificationMailDeps,
  batchSize: number,
  until: Until = {},
): Promise<DeliveryReport & { more: boolean }> {
  const report: DeliveryReport = { sent: 0, skipped: 0, failed: 0 };
  const [single, digests] = await withTransaction(deps.db, serviceRole, async (tx) => [
    await leaseDueMails(tx, batchSize, LEASE_SECONDS),
    await leaseDueDigests(tx, DIGEST_BATCH_PEOPLE, LEASE_SECONDS),
  ]);
  const people = byPerson(digests);
  const more = single.length === batchSize || people.length === DIGEST_BATCH_PEOPLE;
  if (single.length + digests.length === 0) return { ...report, more };
  const now = Date.now();
  const site = { siteUrl: deps.config.siteUrl, siteName: deps.config.siteName };
  const outgoing: Outgoing[] = [
    ...(await dropStale(deps, single, report, now)).map((mail) => ({
      mails: [mail],
      compose: (email: string) =>
        notificationMail({
          ...site,
          email,
          username: mail.username,
          kind: mail.kind,
          link: mail.link,
          actorUsername: mail.actorUsername,
        }),
    })),
    ...byPerson(await dropStale(deps, digests, report, now)).map((mails) => ({
      mails,
      compose: (email: string) =>
        digestMail({
          ...site,
          email,
          username: mails[0]!.username,
          frequency: mails[0]!.emailFrequency === "weekly" ? "weekly" : "daily",
          items: mails,
        }),
    })),
  ];
  const mailer = deps.mailer.batch?.() ?? deps.mailer;
  try {
    await deliver(deps, mailer, outgoing, report, until);
  } finally {
    if (mailer !== deps.mailer) mailer.close?.();
  }
  return { ...report, more };
}

/** One batch of due mails and digests. */
export async function deliverNotificationMails(
  deps: NotificationMailDeps,
  batchSize = BATCH_SIZE,
): Promise<DeliveryReport> {
  const { sent, skipped, failed } = await deliverBatch(deps, batchSize);
  return { sent, skipped, failed };
}

/**
 * Everything that is due, batch after batch (the scheduled function and the npm start timer);
 * with `until`, no batch is leased and no mail tried after that moment (functions/notification-mails/run.ts).
 */
export async function deliverAllNotificationMails(
  deps: NotificationMailDeps,
  batchSize = BATCH_SIZE,
  { until = Infinity }: Until = {},
): Promise<DeliveryReport> {
  const total: DeliveryReport = { sent: 0, skipped: 0, failed: 0 };
  while (Date.now() < until) {
    const report = await deliverBatch(deps, batchSize, { until });
    total.sent += report.sent;
    total.skipped += report.skipped;
    total.failed += report.failed;
    // Failed rows went back with a later time, so the loop cannot take them again now.
    if (!report.more) return total;
  }
  return total;
}
