/**
 * `npx tsx scripts/bench/round-trips.ts`: how many network round trips to the database a function
 * call costs, with and without the warm connection reuse of functions/_shared/db.ts (leaseDb),
 * counted on the wire by a loopback proxy (functions/_shared/test-support/tcp-proxy.ts) in front of
 * a migrated and seeded PGlite. Real handlers, logged in as a demo participant.
 *
 * The embedded database answers without TLS and without a password; Supabase's pooler asks for
 * both, which costs a new connection 4 more round trips (SSLRequest, the TLS 1.3 handshake, and two
 * more SCRAM-SHA-256 exchanges): added below as "Supabase". The milliseconds multiply by a round
 * trip time: ~1 ms with the functions in the Supabase project's region, ~90 ms with Netlify's
 * default US East against an EU project (Frankfurt).
 */
import path from "node:path";
import { startPglite } from "../lib/pglite-server";
import { migrate } from "../migrate";
import { seed } from "../seed";
import { startCountingProxy } from "../../functions/_shared/test-support/tcp-proxy";
import { endWarmDb } from "../../functions/_shared/db";

const ROOT = path.join(__dirname, "..", "..");
const SUPABASE_EXTRA_PER_CONNECTION = 4;
const RTT_MS = { sameRegion: 1, transatlantic: 90 };

async function main(): Promise<void> {
  process.env.LOG_LEVEL = "error";
  process.env.APP_SECRET ??= "round-trips-bench-secret-0123456789abcdef";
  const database = await startPglite({ port: Number(process.env.BENCH_PORT || 0) || undefined });
  const quiet = () => undefined;
  await migrate(database.url, quiet, {
    migrationsDir: path.join(ROOT, "supabase", "migrations"),
    shimFile: path.join(ROOT, "supabase", "shim", "auth.sql"),
  });
  await seed(database.url, quiet, { seedDir: path.join(ROOT, "supabase", "seed") });
  const proxy = await startCountingProxy(database.url);
  process.env.DATABASE_URL = proxy.url;

  // after DATABASE_URL: the handlers read it per call
  const { Browser, registerFunctions } = await import("../../functions/_shared/test-support/api");
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the handlers read DATABASE_URL when they load, so they load after it is set
  registerFunctions(require("../../functions/groups/groups.mts"), require("../../functions/health/health.mts"));
  const browser = new Browser();
  const login = await browser.post("/api/v1/authentication/login", {
    Email: "annelies@demo.reumanl.nl",
    Password: "ReumaDemo2026",
  });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);

  const calls: Array<[string, () => Promise<{ status: number }>]> = [
    ["GET /api/v1/health", () => browser.get("/api/v1/health")],
    ["GET /api/v1/CustomUser (session)", () => browser.get("/api/v1/CustomUser")],
    ["GET /api/v1/groups/all (community)", () => browser.get("/api/v1/groups/all")],
    [
      "POST /api/v1/authentication/login",
      () =>
        browser.post("/api/v1/authentication/login", { Email: "annelies@demo.reumanl.nl", Password: "ReumaDemo2026" }),
    ],
  ];

  console.log("call | reuse | connections | round trips here | on Supabase | ms same region | ms from US East");
  for (const [name, call] of calls) {
    for (const reuse of ["0", "1"]) {
      process.env.DB_REUSE_CONNECTIONS = reuse;
      await endWarmDb();
      if (reuse === "1") await call(); // warm the instance first
      proxy.reset();
      const answer = await call();
      if (answer.status >= 400) throw new Error(`${name} answered ${answer.status}`);
      const { connections, roundTrips } = proxy.count();
      const supabase = roundTrips + connections * SUPABASE_EXTRA_PER_CONNECTION;
      console.log(
        `${name} | ${reuse === "1" ? "warm" : "off"} | ${connections} | ${roundTrips} | ${supabase} | ${supabase * RTT_MS.sameRegion} | ${supabase * RTT_MS.transatlantic}`,
      );
    }
  }
  await endWarmDb();
  await proxy.close();
  await database.stop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
