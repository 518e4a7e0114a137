/** Chooses the storage: Supabase Storage when SUPABASE_URL and the service-role key are set. */
import { ConfigurationError } from "../config";
import { createEmbeddedStorage } from "./embedded";
import type { Storage } from "./provider";
import { createSupabaseStorage } from "./supabase";

export { BUCKETS, type Storage } from "./provider";

export function createStorage(env: Record<string, string | undefined> = process.env): Storage {
  const url = env.SUPABASE_URL?.trim();
  if (!url) return createEmbeddedStorage();
  const key = env.SUPABASE_SERVICE_ROLE_KEY?.trim();
  if (!key) throw new ConfigurationError("SUPABASE_URL is set without SUPABASE_SERVICE_ROLE_KEY");
  return createSupabaseStorage({ url, serviceRoleKey: key });
}
