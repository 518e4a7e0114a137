/**
 * `npm start` migrates and seeds its database while the Gatsby build already runs (the build reads
 * the database only when it creates the activity pages, some seconds in). The build process learns
 * that the database is ready through a file whose path start.mts passes in DATABASE_READY_FILE:
 * it holds "ready", or "failed: <reason>". Without that variable (`npm run build`, Netlify, CI) the
 * database is taken to be ready.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

export const READY = "ready";

/** Written by start.mts once the migrations and the seed are in, or when they failed. */
export function markDatabase(file: string, outcome: { ready: true } | { ready: false; reason: string }): void {
  writeFileSync(file, outcome.ready ? READY : `failed: ${outcome.reason}`);
}

/** Resolves once the database is ready; rejects when preparing it failed or took too long. */
export async function waitForDatabase(
  env: NodeJS.ProcessEnv = process.env,
  { timeoutMs = 300_000, pollMs = 100 } = {},
): Promise<void> {
  const file = env.DATABASE_READY_FILE;
  if (!file) return;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (existsSync(file)) {
      const outcome = readFileSync(file, "utf8").trim();
      if (outcome === READY) return;
      if (outcome.startsWith("failed")) throw new Error(`the database could not be prepared (${outcome})`);
    }
    if (Date.now() > deadline)
      throw new Error(`the database was not ready after ${Math.round(timeoutMs / 1000)} s (${file})`);
    await sleep(pollMs);
  }
}
