/**
 * One run of the mail worker (the scheduled function notification-mails, `npm run
 * notification-mails` and the `npm start` timer): first the outbox (mails a person is waiting for:
 * verification, password reset, ...), then the notification mails and digests. Netlify stops a
 * scheduled function after 30 s: after RUN_BUDGET_MS nothing new is leased or tried, and what a run
 * leaves is due at once for the next (docs/decisions/330-mail-outbox.md).
 */
import { deliverOutbox, type OutboxDeps, type OutboxReport } from "../_shared/mail/outbox";
import { BATCH_SIZE, deliverAllNotificationMails, type DeliveryReport, type NotificationMailDeps } from "./service";

export const RUN_BUDGET_MS = 20_000;

export type MailWorkerDeps = NotificationMailDeps & OutboxDeps;

export type MailWorkerReport = { outbox: OutboxReport; notifications: DeliveryReport };

export async function runMailWorker(deps: MailWorkerDeps, budgetMs = RUN_BUDGET_MS): Promise<MailWorkerReport> {
  const until = Date.now() + budgetMs;
  const outbox = await deliverOutbox(deps, { until });
  const notifications = await deliverAllNotificationMails(deps, BATCH_SIZE, { until });
  return { outbox, notifications };
}

/** One log line of a run. */
export function describeRun(report: MailWorkerReport): string {
  const { outbox, notifications } = report;
  return (
    `outbox: ${outbox.sent} sent, ${outbox.failed} failed, ${outbox.dropped} not needed, ${outbox.released} left for the next run; ` +
    `notifications: ${notifications.sent} sent, ${notifications.skipped} skipped, ${notifications.failed} failed`
  );
}
