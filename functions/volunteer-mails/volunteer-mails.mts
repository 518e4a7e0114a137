/**
 * Scheduled function (no HTTP path): the monthly e-mail of new opportunities to volunteers. It runs
 * on each of the first seven days of the month; the first run sends, the later ones only retry what
 * failed (the month's claim makes every run after that a no-op). Locally: `npm run volunteer-mails`.
 */
import type { Config } from "@netlify/functions";
import { createAuthProvider } from "../_shared/auth";
import { getConfig, requireDatabaseUrl } from "../_shared/config";
import { createDb } from "../_shared/db";
import { log, observe } from "../_shared/log";
import { createMailer } from "../_shared/mail/mailer";
import { sendMonthlyVolunteerMails } from "./service";

export default observe("volunteer-mails", async function sendVolunteerMails(): Promise<Response> {
  const config = getConfig();
  const db = createDb(requireDatabaseUrl(config));
  try {
    const report = await sendMonthlyVolunteerMails({
      db,
      auth: createAuthProvider(db),
      mailer: createMailer(config),
      config,
    });
    log.info("volunteer mails", {
      sent: report.sent,
      nothingNew: report.nothingNew,
      skipped: report.skipped,
      failed: report.failed,
    });
    return new Response(null, { status: 204 });
  } finally {
    await db.end({ timeout: 5 });
  }
});

export const config: Config = { schedule: "0 7 1-7 * *" };
