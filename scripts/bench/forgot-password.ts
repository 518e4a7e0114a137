/**
 * `npx tsx scripts/bench/forgot-password.ts [--rounds 40]`: how long ForgotPassword takes to answer
 * for a known and for an unknown address (issue 35 row 9: no account-existence oracle in the
 * answer time). Real handler, on a migrated and seeded PGlite (BENCH_PORT), with a mail server that
 * never greets at SMTP_URL: the request must not notice it (decision 330: it only queues).
 *
 * Known and unknown calls alternate, each from its own browser; the rate-limit rows are cleared
 * between rounds (outside the timed call) so every call does the full work. Prints the median, p90
 * and mean per kind and the difference of the medians. A figure, not an assertion.
 */
import path from "node:path";
import postgres from "postgres";
import { startPglite } from "../lib/pglite-server";
import { migrate } from "../migrate";
import { seed } from "../seed";

const ROOT = path.join(__dirname, "..", "..");
const args = process.argv.slice(2);
const roundsAt = args.indexOf("--rounds");
const ROUNDS = Math.max(5, Number(roundsAt >= 0 ? args[roundsAt + 1] : 40) || 40);
const KNOWN = "annelies@demo.reumanl.nl";

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

async function main(): Promise<void> {
  process.env.LOG_LEVEL = "error";
  process.env.APP_SECRET ??= "forgot-password-bench-secret-0123456789abcdef";
  const database = await startPglite({ port: Number(process.env.BENCH_PORT || 0) || undefined });
  const quiet = () => undefined;
  await migrate(database.url, quiet, {
    migrationsDir: path.join(ROOT, "supabase", "migrations"),
    shimFile: path.join(ROOT, "supabase", "shim", "auth.sql"),
  });
  await seed(database.url, quiet, { seedDir: path.join(ROOT, "supabase", "seed") });
  process.env.DATABASE_URL = database.url;
  const { misbehavingSmtp } = await import("../../functions/_shared/test-support/mail");
  const hung = await misbehavingSmtp("silent");
  process.env.SMTP_URL = hung.url;
  const sql = postgres(database.url, { max: 1, onnotice: quiet });

  // after DATABASE_URL: the handlers read it per call
  const { Browser } = await import("../../functions/_shared/test-support/api");
  const times: Record<"known" | "unknown", number[]> = { known: [], unknown: [] };
  try {
    for (let round = 0; round < ROUNDS + 2; round += 1) {
      for (const kind of round % 2 === 0 ? (["known", "unknown"] as const) : (["unknown", "known"] as const)) {
        await sql`delete from app_private.rate_limits`;
        const browser = Object.assign(new Browser(), { deliverMails: false });
        await browser.antiforgeryToken();
        const email = kind === "known" ? KNOWN : `niemand.${round}@example.nl`;
        const started = performance.now();
        const answer = await browser.post("/api/v1/authentication/ForgotPassword", { Email: email });
        const ms = performance.now() - started;
        if (answer.status !== 204) throw new Error(`ForgotPassword answered ${answer.status}: ${answer.text}`);
        if (round >= 2) times[kind].push(ms); // the first two rounds warm up
      }
    }
    const queued = (
      await sql<{ n: number }[]>`select count(*)::int as n from app_private.outbox_mails where kind = 'password-reset'`
    )[0]!.n;
    console.log(
      `ForgotPassword, ${ROUNDS} calls per kind (SMTP never greets; ${queued} resets queued, none sent during a request)`,
    );
    console.log("kind    | median ms | p90 ms | mean ms");
    const medians: number[] = [];
    for (const kind of ["known", "unknown"] as const) {
      const sorted = [...times[kind]].sort((a, b) => a - b);
      const mean = sorted.reduce((sum, ms) => sum + ms, 0) / sorted.length;
      medians.push(quantile(sorted, 0.5));
      console.log(
        `${kind.padEnd(7)} | ${quantile(sorted, 0.5).toFixed(1).padStart(9)} | ${quantile(sorted, 0.9).toFixed(1).padStart(6)} | ${mean.toFixed(1).padStart(7)}`,
      );
    }
    console.log(`difference of the medians: ${(medians[0]! - medians[1]!).toFixed(1)} ms`);
  } finally {
    await sql.end({ timeout: 5 });
    await hung.stop();
    const { endWarmDb } = await import("../../functions/_shared/db");
    await endWarmDb();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
