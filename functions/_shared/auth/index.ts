/**
 * Chooses the AuthProvider from the environment: Supabase Auth when SUPABASE_URL and
 * SUPABASE_SERVICE_ROLE_KEY are set, the embedded one otherwise.
 */
import { ConfigurationError } from "../config";
import type { Db } from "../db";
import { createEmbeddedAuth } from "./embedded";
import type { AuthProvider } from "./provider";
import { createSupabaseAuth, createSupabaseClient, databaseLookup } from "./supabase";

export type { AuthProvider } from "./provider";

export function createAuthProvider(db: Db, env: Record<string, string | undefined> = process.env): AuthProvider {
  const url = env.SUPABASE_URL?.trim();
  const serviceRoleKey = env.SUPABASE_SERVICE_ROLE_KEY?.trim();
  if (url && serviceRoleKey) {
    return createSupabaseAuth(createSupabaseClient({ url, serviceRoleKey }), databaseLookup(db));
  }
  if (url) {
    // Never fall back to writing GoTrue's auth.users directly on a Supabase database.
    throw new ConfigurationError("SUPABASE_URL is set without SUPABASE_SERVICE_ROLE_KEY");
  }
  return createEmbeddedAuth(db);
}
