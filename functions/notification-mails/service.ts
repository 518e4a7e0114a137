/**
 * Sends the queued notification mails (the queue fills by trigger when a notification is made for
 * someone with e-mail notifications on). Rows are leased in one short transaction and mailed outside
 * it (PGlite has one connection, and SMTP can be slow), over one SMTP connection per batch; a row is
 * deleted only after its mail went out (or will never go), so a run killed mid-batch loses nothing
 * and a mail goes out at least once. A mail is not sent when the person has
 * read the notification on the site meanwhile, turned e-mail off, has no confirmed address, or
 * when the news is older than MAX_AGE_HOURS. A failed send is tried again later, MAX_ATTEMPTS times.
 */
import type { AuthProvider } from "../_shared/auth";
import type { AppConfig } from "../_shared/config";
import { serviceRole, withTransaction, type Db } from "../_shared/db";
import type { Mailer } from "../_shared/mail/mailer";
import { notificationMail } from "../_shared/mail/templates/notification";
import { finishMail, leaseDueMails, retryMailLater, type QueuedMail } from "./queries";

/** The address comes from the auth provider (GoTrue's admin API on Supabase), never from auth.users directly. */
export type NotificationMailDeps = { db: Db; auth: Pick<AuthProvider, "getUser">; mailer: Mailer; config: Pick<AppConfig, "siteUrl" | "siteName"> };

export const BATCH_SIZE = 100;
export const MAX_ATTEMPTS = 5;
export const MAX_AGE_HOURS = 48;
const RETRY_SECONDS = 15 * 60;
/** Longer than a scheduled run may take (Netlify stops a function after 30 s; 10 minutes is ample). */
export const LEASE_SECONDS = 10 * 60;

export type DeliveryReport = { sent: number; skipped: number; failed: number };

function worthSending(mail: QueuedMail, nowMs: number): boolean {
  return mail.readAt === null && mail.emailNotifications && nowMs - mail.createdAt.getTime() < MAX_AGE_HOURS * 3600_000;
}

/** One batch of due mails; call again while `sent + skipped + failed` equals the batch size. */
export async function deliverNotificationMails(deps: NotificationMailDeps, batchSize = BATCH_SIZE): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, skipped: 0, failed: 0 };
  const due = await withTransaction(deps.db, serviceRole, (tx) => leaseDueMails(tx, batchSize, LEASE_SECONDS));
  if (due.length === 0) return report;
  const done = (mail: QueuedMail) => withTransaction(deps.db, serviceRole, (tx) => finishMail(tx, mail.notificationId));
  const now = Date.now();
  const mailer = deps.mailer.batch?.() ?? deps.mailer;
  try {
    for (const mail of due) {
      if (!worthSending(mail, now)) {
        report.skipped += 1;
        await done(mail);
        continue;
      }
      try {
        const account = await deps.auth.getUser(mail.userId);
        if (!account?.emailConfirmed || !account.email) {
          report.skipped += 1;
          await done(mail);
          continue;
        }
        await mailer.send(
          notificationMail({ siteUrl: deps.config.siteUrl, siteName: deps.config.siteName, email: account.email, username: mail.username, kind: mail.kind, link: mail.link }),
        );
        report.sent += 1;
        await done(mail);
      } catch (error) {
        report.failed += 1;
        console.error(`[notification-mails] not sent (attempt ${mail.attempts})`, error instanceof Error ? error.message : error);
        if (mail.attempts < MAX_ATTEMPTS) {
          await withTransaction(deps.db, serviceRole, (tx) => retryMailLater(tx, mail.notificationId, RETRY_SECONDS * mail.attempts));
        } else {
          await done(mail);
        }
      }
    }
  } finally {
    if (mailer !== deps.mailer) mailer.close?.();
  }
  return report;
}

/** Everything that is due, batch after batch (the scheduled function and the npm start timer). */
export async function deliverAllNotificationMails(deps: NotificationMailDeps, batchSize = BATCH_SIZE): Promise<DeliveryReport> {
  const total: DeliveryReport = { sent: 0, skipped: 0, failed: 0 };
  for (;;) {
    const report = await deliverNotificationMails(deps, batchSize);
    total.sent += report.sent;
    total.skipped += report.skipped;
    total.failed += report.failed;
    // Failed rows went back with a later time, so the loop cannot take them again now.
    if (report.sent + report.skipped + report.failed < batchSize) return total;
  }
}
