/**
 * `npm run notification-mails`: sends the mails that are due now (the outbox of mails requests
 * queued, then the notification mails and the daily or weekly digests whose period has passed),
 * what the scheduled function functions/notification-mails does every 5 minutes. Without
 * DATABASE_URL it uses the site `npm start` runs (its mail catcher).
 */
import { createAuthProvider } from "../functions/_shared/auth";
import { getConfig } from "../functions/_shared/config";
import { createDb } from "../functions/_shared/db";
import { createMailer } from "../functions/_shared/mail/mailer";
import { runMailWorker } from "../functions/notification-mails/run";
import { runningSiteEnv } from "./invite";

async function main(): Promise<void> {
  const env = runningSiteEnv();
  const config = getConfig(env);
  const db = createDb(config.databaseUrl);
  try {
    const { outbox, notifications } = await runMailWorker({
      db,
      auth: createAuthProvider(db, env),
      mailer: createMailer(config),
      config,
    });
    console.log(
      `wachtrij: verstuurd ${outbox.sent}, mislukt ${outbox.failed}, niet nodig ${outbox.dropped}, voor de volgende keer ${outbox.released}`,
    );
    console.log(
      `meldingen: verstuurd ${notifications.sent}, overgeslagen ${notifications.skipped}, mislukt ${notifications.failed}`,
    );
  } finally {
    await db.end({ timeout: 5 });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
