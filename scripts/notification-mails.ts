/**
 * `npm run notification-mails`: sends the notification mails that are due now (single mails and the
 * daily or weekly digests whose period has passed), what the scheduled function
 * functions/notification-mails does every 5 minutes. Without DATABASE_URL it uses the site
 * `npm start` runs (its mail catcher).
 */
import { createAuthProvider } from "../functions/_shared/auth";
import { getConfig } from "../functions/_shared/config";
import { createDb } from "../functions/_shared/db";
import { createMailer } from "../functions/_shared/mail/mailer";
import { deliverAllNotificationMails } from "../functions/notification-mails/service";
import { runningSiteEnv } from "./invite";

async function main(): Promise<void> {
  const env = runningSiteEnv();
  const config = getConfig(env);
  const db = createDb(config.databaseUrl);
  try {
    const report = await deliverAllNotificationMails({ db, auth: createAuthProvider(db, env), mailer: createMailer(config), config });
    console.log(`verstuurd: ${report.sent}, overgeslagen: ${report.skipped}, mislukt: ${report.failed}`);
  } finally {
    await db.end({ timeout: 5 });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
