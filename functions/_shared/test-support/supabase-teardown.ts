/** Jest globalTeardown of jest.supabase.config.ts: stops the stand-in and the Supabase-shaped cluster. */
import { settingsFromEnv, stop } from "../../../scripts/supabase-db";

export default async function teardown(): Promise<void> {
  await globalThis.__reumanlSupabase?.close();
  globalThis.__reumanlSupabase = undefined;
  if (process.env.SUPABASE_DB_KEEP !== "1") stop(settingsFromEnv());
}
