/**
 * Supabase Storage through supabase-js: storage.from(bucket).upload / remove / getPublicUrl, with
 * the service-role key (server only). Node 20 needs the `ws` WebSocket for createClient (realtime
 * is never used here).
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { assertSafe, type Storage } from "./provider";

export type SupabaseStorageOptions = { url: string; serviceRoleKey: string; fetch?: typeof fetch };

/**
 * supabase-js is loaded on the first upload or removal (reading a profile only needs publicUrl,
 * which follows Supabase's documented public-object address and needs no client).
 */
export function createSupabaseStorage(options: SupabaseStorageOptions): Storage {
  let client: Promise<SupabaseClient> | null = null;
  const connect = () =>
    (client ??= Promise.all([import("@supabase/supabase-js"), import("ws")]).then(([{ createClient }, { default: WebSocket }]) =>
      createClient(options.url, options.serviceRoleKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
        global: options.fetch ? { fetch: options.fetch } : {},
      }),
    ));
  const base = options.url.replace(/\/+$/, "");
  return {
    async put(bucket, path, bytes, contentType) {
      assertSafe(bucket, path);
      const { error } = await (await connect()).storage.from(bucket).upload(path, bytes, { contentType, upsert: true, cacheControl: "31536000" });
      if (error) throw new Error(`storage upload failed: ${error.message}`);
    },
    async remove(bucket, paths) {
      if (paths.length === 0) return;
      paths.forEach((p) => assertSafe(bucket, p));
      const { error } = await (await connect()).storage.from(bucket).remove(paths);
      if (error) throw new Error(`storage remove failed: ${error.message}`);
    },
    publicUrl(bucket, path) {
      assertSafe(bucket, path);
      return `${base}/storage/v1/object/public/${bucket}/${path}`;
    },
  };
}
