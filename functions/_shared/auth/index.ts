/** Chooses the AuthProvider from the environment: embedded unless Supabase is configured. */
import { ConfigurationError } from "../config";
import type { Db } from "../db";
import { createEmbeddedAuth } from "./embedded";
import type { AuthProvider } from "./provider";

export type { AuthProvider } from "./provider";

export function createAuthProvider(db: Db, env: Record<string, string | undefined> = process.env): AuthProvider {
  if (env.SUPABASE_URL?.trim()) {
    // Never fall back to writing GoTrue's auth.users directly on a Supabase database.
    throw new ConfigurationError("SUPABASE_URL is set, but the Supabase auth provider is not implemented yet");
  }
  return createEmbeddedAuth(db);
}
