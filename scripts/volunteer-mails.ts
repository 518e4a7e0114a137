/**
 * `npm run volunteer-mails`: runs the monthly opportunity mail now (what the scheduled function
 * functions/volunteer-mails does on the first days of each month). Running it again this month sends
 * nothing twice. Without DATABASE_URL it uses the site `npm start` runs (its mail catcher).
 */
import { createAuthProvider } from "../functions/_shared/auth";
import { getConfig } from "../functions/_shared/config";
import { createDb } from "../functions/_shared/db";
import { createMailer } from "../functions/_shared/mail/mailer";
import { sendMonthlyVolunteerMails } from "../functions/volunteer-mails/service";
import { runningSiteEnv } from "./invite";

async function main(): Promise<void> {
  const env = runningSiteEnv();
  const config = getConfig(env);
  const db = createDb(config.databaseUrl);
  try {
    const report = await sendMonthlyVolunteerMails({
      db,
      auth: createAuthProvider(db, env),
      mailer: createMailer(config),
      config,
    });
    console.log(
      `verstuurd: ${report.sent}, niets nieuws: ${report.nothingNew}, overgeslagen: ${report.skipped}, mislukt: ${report.failed}`,
    );
  } finally {
    await db.end({ timeout: 5 });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
