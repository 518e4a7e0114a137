/**
 * `npm run invite -- naam@example.org [...]`: invites people to ReumaNL. Each address gets an
 * account without a password and a Dutch mail whose link (/account/activate?type=invite, 24 hours,
 * once) logs them in to choose a username and a password.
 *
 * Uses the configuration of the functions (DATABASE_URL, SMTP_URL, SITE_URL, and on Supabase
 * SUPABASE_URL with SUPABASE_SERVICE_ROLE_KEY). Without DATABASE_URL it uses the site that
 * `npm start` is running on its embedded defaults (.data/running.json, or DATA_DIR/running.json):
 * the mail then lands in that site's mail catcher (/api/dev/mails).
 * On Supabase the dashboard's "Invite user" does the same with supabase/templates/invite.html.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { inviteParticipant } from "../functions/authentication/service";
import { createAuthProvider } from "../functions/_shared/auth";
import { getConfig } from "../functions/_shared/config";
import { createDb } from "../functions/_shared/db";
import { isDomainError } from "../functions/_shared/errors";
import { createMailer } from "../functions/_shared/mail/mailer";
import { createOutboxMailer, deliverOutbox } from "../functions/_shared/mail/outbox";
import { emailSchema } from "../src/domain/auth";
import { translate } from "../src/i18n/translate";

const ROOT = path.resolve(__dirname, "..");

/** The environment of the embedded site `npm start` runs, when none is configured here. */
export function runningSiteEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  if (env.DATABASE_URL) return env;
  const file = path.join(path.resolve(env.DATA_DIR ?? path.join(ROOT, ".data")), "running.json");
  if (!existsSync(file))
    throw new Error("DATABASE_URL is not set and no embedded site is running (start it with npm start)");
  return { ...env, ...(JSON.parse(readFileSync(file, "utf8")) as Record<string, string>) };
}

export type InviteOutcome = { email: string; ok: boolean; message: string };

export async function invite(
  addresses: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<InviteOutcome[]> {
  const config = getConfig(env);
  const db = createDb(config.databaseUrl);
  const auth = createAuthProvider(db, env);
  const deps = { db, auth, mailer: createOutboxMailer(db, config), config };
  const outcomes: InviteOutcome[] = [];
  try {
    for (const raw of addresses) {
      const parsed = emailSchema.safeParse(raw);
      if (!parsed.success) {
        outcomes.push({
          email: raw,
          ok: false,
          message: translate("auth", parsed.error.issues[0]?.message ?? "email.invalid"),
        });
        continue;
      }
      try {
        await inviteParticipant(deps, parsed.data);
        outcomes.push({ email: parsed.data, ok: true, message: "uitnodiging verstuurd" });
      } catch (error) {
        if (!isDomainError(error)) throw error;
        outcomes.push({ email: parsed.data, ok: false, message: translate("auth", "email.taken") });
      }
    }
    // The invitations are queued like every mail; send them now rather than at the worker's next run.
    if (outcomes.some((outcome) => outcome.ok)) await deliverOutbox({ db, auth, mailer: createMailer(config), config });
  } finally {
    await db.end({ timeout: 5 });
  }
  return outcomes;
}

if (require.main === module) {
  const addresses = process.argv.slice(2);
  if (addresses.length === 0) {
    console.error("gebruik: npm run invite -- naam@example.org [...]");
    process.exit(2);
  }
  invite(addresses, runningSiteEnv())
    .then((outcomes) => {
      for (const outcome of outcomes) console.log(`${outcome.ok ? "✓" : "✗"} ${outcome.email}: ${outcome.message}`);
      process.exit(outcomes.every((outcome) => outcome.ok) ? 0 : 1);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
