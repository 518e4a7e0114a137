/**
 * Jest globalSetup of the `integration` project: a fresh, migrated database for the run.
 *
 *   TEST_DATABASE_URL set (CI: PostgreSQL 15)  drop and recreate the database reumanl_test there
 *   otherwise                                  start PGlite in memory (scripts/lib/pglite-cli.ts)
 *                                              on a free port in a child process
 *
 * The URL reaches the test files as process.env.DATABASE_URL: jest starts its workers after this
 * runs, and they inherit this process's environment (so do APP_SECRET and SITE_URL below).
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import postgres from "postgres";
import { migrate } from "../../../scripts/migrate";

const ROOT = path.resolve(__dirname, "../../..");
export const TEST_DATABASE_NAME = "reumanl_test";
const TEST_APP_SECRET = "integration-test-secret-0123456789abcdef";

declare global {
  var __reumanlPglite: ChildProcess | undefined;
}

export default async function setup(): Promise<void> {
  const started = Date.now();
  const external = process.env.TEST_DATABASE_URL?.trim();
  const url = external ? await recreateDatabase(external, TEST_DATABASE_NAME) : await startPgliteChild();
  await migrate(url, () => undefined);

  process.env.DATABASE_URL = url;
  process.env.APP_SECRET ??= TEST_APP_SECRET;
  process.env.SITE_URL ??= "http://localhost:8888";
  const kind = external ? `PostgreSQL database ${TEST_DATABASE_NAME}` : "PGlite in memory";
  process.stdout.write(`\n[integration] ${kind} migrated in ${Date.now() - started} ms\n`);
}

export async function recreateDatabase(adminUrl: string, name: string): Promise<string> {
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

/** PGlite in memory in a child process (kept for global-teardown.ts unless `keep` says otherwise). */
export function startPgliteChild(
  keep: (child: ChildProcess) => void = (child) => (globalThis.__reumanlPglite = child),
): Promise<string> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(ROOT, "scripts/lib/pglite-cli.ts"), "--port", "0", "--exit-on-stdin-close"],
    {
      cwd: ROOT,
      stdio: ["pipe", "pipe", "pipe"],
    },
  );
  keep(child);
  return new Promise<string>((resolve, reject) => {
    let out = "";
    let err = "";
    const timer = setTimeout(() => fail(new Error("PGlite did not start within 60 s")), 60_000);
    function fail(error: Error): void {
      clearTimeout(timer);
      child.kill("SIGTERM");
      reject(new Error(`${error.message}\n${err}`));
    }
    child.stderr!.on("data", (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const newline = out.indexOf("\n");
      if (newline < 0) return;
      clearTimeout(timer);
      try {
        resolve((JSON.parse(out.slice(0, newline)) as { url: string }).url);
      } catch (error) {
        fail(error as Error);
      }
    });
    child.once("exit", (code) => fail(new Error(`PGlite exited early with code ${code}`)));
  });
}
