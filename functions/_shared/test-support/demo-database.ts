/**
 * A second test database holding the demo data (migrations and supabase/seed/), for tests that
 * check something against what `npm start` and a build without DATABASE_URL show: with
 * TEST_DATABASE_URL the database reumanl_demo beside reumanl_test, otherwise another PGlite child.
 * The integration tests' own database never gets the seed (its fixed ids would meet the tests' rows).
 */
import type { ChildProcess } from "node:child_process";
import { migrate } from "../../../scripts/migrate";
import { seed } from "../../../scripts/seed";
import { recreateDatabase, startPgliteChild } from "./global-setup";

export async function startDemoDatabase(): Promise<{ url: string; stop: () => Promise<void> }> {
  const external = process.env.TEST_DATABASE_URL?.trim();
  let child: ChildProcess | null = null;
  const url = external
    ? await recreateDatabase(external, "reumanl_demo")
    : await startPgliteChild((started) => (child = started));
  const stop = async () => {
    const running = child as ChildProcess | null;
    if (!running || running.exitCode !== null) return;
    running.removeAllListeners("exit");
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGTERM");
    await exited;
  };
  try {
    await migrate(url, () => undefined);
    await seed(url, () => undefined);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
