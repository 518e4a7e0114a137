/**
 * Scheduled function (every 5 minutes on Netlify; no HTTP path): sends the queued notification
 * mails. Under `npm start` a timer in scripts/start.mts calls the same service every minute.
 */
import type { Config } from "@netlify/functions";
import { createAuthProvider } from "../_shared/auth";
import { getConfig, requireDatabaseUrl } from "../_shared/config";
import { createDb } from "../_shared/db";
import { createMailer } from "../_shared/mail/mailer";
import { deliverAllNotificationMails } from "./service";

export default async function sendNotificationMails(): Promise<Response> {
  const config = getConfig();
  const db = createDb(requireDatabaseUrl(config));
  try {
    const report = await deliverAllNotificationMails({ db, auth: createAuthProvider(db), mailer: createMailer(config), config });
    console.info(`[notification-mails] sent ${report.sent}, skipped ${report.skipped}, failed ${report.failed}`);
    return new Response(null, { status: 204 });
  } finally {
    await db.end({ timeout: 5 });
  }
}

export const config: Config = { schedule: "*/5 * * * *" };
