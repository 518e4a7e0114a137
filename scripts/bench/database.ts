/**
 * Shared by the database benchmarks (bench:conversations, bench:people): a database to fill and the
 * p50/p95 measurement of a call.
 *
 * The database: TEST_DATABASE_URL (database `name` is recreated there), otherwise a throw-away
 * PostgreSQL cluster (Debian's /usr/lib/postgresql/<v>/bin, as .ci/run starts one, fsync off),
 * otherwise PGlite in process (much slower).
 */
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { freePort } from "../lib/loopback";

export type Database = { url: string; kind: string; stop(): Promise<void> };
type Options = { name: string; keep: boolean; log: (line: string) => void };

async function recreate(adminUrl: string, name: string): Promise<string> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  try {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function postgresBin(): string | null {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, "bin", "initdb")))
    .sort((a, b) => Number(a) - Number(b));
  const latest = versions.at(-1);
  return latest ? path.join(base, latest, "bin") : null;
}

async function startCluster(bin: string, keep: boolean): Promise<Database> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "reumanl-bench-pg-"));
  chmodSync(dir, 0o777);
  const asPostgres = process.getuid?.() === 0 ? ["runuser", "-u", "postgres", "--"] : [];
  const run = (command: string[], what: string): void => {
    const [head, ...rest] = [...asPostgres, ...command];
    const result = spawnSync(head!, rest, { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${what} failed: ${result.stderr || result.stdout}`);
  };
  const data = path.join(dir, "data");
  const port = await freePort();
  run(
    [path.join(bin, "initdb"), "-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C.UTF-8"],
    "initdb",
  );
  const settings = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c shared_buffers=256MB -c maintenance_work_mem=256MB`;
  run(
    [path.join(bin, "pg_ctl"), "-D", data, "-l", path.join(dir, "postgres.log"), "-w", "-o", settings, "start"],
    "pg_ctl start",
  );
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    kind: `PostgreSQL ${path.basename(path.dirname(bin))} (throw-away cluster in ${dir})`,
    async stop() {
      run([path.join(bin, "pg_ctl"), "-D", data, "-m", "fast", "stop"], "pg_ctl stop");
      if (!keep) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function openBenchDatabase({ name, keep, log }: Options): Promise<Database> {
  const external = process.env.TEST_DATABASE_URL?.trim();
  if (external)
    return {
      url: await recreate(external, name),
      kind: `TEST_DATABASE_URL, database ${name}`,
      stop: async () => undefined,
    };
  const bin = postgresBin();
  if (bin) {
    const cluster = await startCluster(bin, keep);
    return { ...cluster, url: await recreate(cluster.url, name) };
  }
  const { startPglite } = await import("../lib/pglite-server");
  const handle = await startPglite({ port: 0 });
  log("no PostgreSQL found: PGlite in process (not the target's database; consider --scale 0.1)");
  return { url: handle.url, kind: "PGlite (in process)", stop: () => handle.stop() };
}

// Measurements ------------------------------------------------------------------------------------

export type Result = { name: string; p50: number; p95: number; max: number; n: number };

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

/** p50/p95 of `iterations` calls after `warmup` calls, one after the other; logs one line. */
export async function measureCall(
  name: string,
  fn: (i: number) => Promise<unknown>,
  { iterations, warmup, log }: { iterations: number; warmup: number; log: (line: string) => void },
): Promise<Result> {
  for (let i = 0; i < warmup; i += 1) await fn(i + 1_000_000);
  const times: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const started = process.hrtime.bigint();
    await fn(i);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  const result = { name, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)!, n: times.length };
  log(`  ${name.padEnd(58)} p50 ${result.p50.toFixed(1).padStart(6)} ms   p95 ${result.p95.toFixed(1).padStart(6)} ms`);
  return result;
}
