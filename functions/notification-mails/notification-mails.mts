/**
 * Scheduled function (every 5 minutes on Netlify; no HTTP path): the mail worker. Sends the mail
 * outbox (the mails requests queued) and the queued notification mails, within RUN_BUDGET_MS of
 * Netlify's 30 s (run.ts). Under `npm start` scripts/start.mts runs the same worker every minute
 * and promptly after a request queued a mail.
 */
import type { Config } from "@netlify/functions";
import { createAuthProvider } from "../_shared/auth";
import { getConfig, requireDatabaseUrl } from "../_shared/config";
import { createDb } from "../_shared/db";
import { log, observe } from "../_shared/log";
import { createMailer } from "../_shared/mail/mailer";
import { runMailWorker } from "./run";

export default observe("notification-mails", async function sendNotificationMails(): Promise<Response> {
  const config = getConfig();
  const db = createDb(requireDatabaseUrl(config));
  try {
    const report = await runMailWorker({ db, auth: createAuthProvider(db), mailer: createMailer(config), config });
    log.info("mail worker", { outbox: report.outbox, notifications: report.notifications });
    return new Response(null, { status: 204 });
  } finally {
    await db.end({ timeout: 5 });
  }
});

export const config: Config = { schedule: "*/5 * * * *" };
