/**
 * Jest globalSetup of jest.supabase.config.ts: the Supabase-shaped database (scripts/supabase-db.ts,
 * SUPABASE_DB_DIR / SUPABASE_DB_PORT) and the Supabase API stand-in on loopback. The functions see
 * a production configuration: DATABASE_URL as reumanl_functions, SUPABASE_URL and the service key.
 */
import { start, settingsFromEnv, type SupabaseDbUrls } from "../../../scripts/supabase-db";
import { startSupabaseStandIn, type SupabaseStandIn } from "./supabase-standin";

declare global {
  var __reumanlSupabase: SupabaseStandIn | undefined;
}

export default async function setup(): Promise<void> {
  const urls: SupabaseDbUrls = await start(settingsFromEnv(), (line) => process.stdout.write(`\n[supabase] ${line}`));
  const standIn = await startSupabaseStandIn(urls);
  globalThis.__reumanlSupabase = standIn;
  process.env.DATABASE_URL = urls.functions;
  process.env.SUPABASE_DB_POSTGRES_URL = urls.postgres;
  process.env.SUPABASE_URL = standIn.url;
  process.env.SUPABASE_SERVICE_ROLE_KEY = standIn.serviceRoleKey;
  process.env.SUPABASE_ANON_KEY = standIn.anonKey;
  process.env.APP_SECRET ??= "supabase-shaped-test-secret-0123456789abcdef";
  process.env.SITE_URL ??= "http://localhost:8888";
  process.stdout.write(`\n[supabase] API stand-in on ${standIn.url}\n`);
}
