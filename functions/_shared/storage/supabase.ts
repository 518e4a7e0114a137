/**
 * Supabase Storage through supabase-js: storage.from(bucket).upload / remove / createSignedUrl, with
 * the service-role key (server only). Node 20 needs the `ws` WebSocket for createClient (realtime
 * is never used here).
 *
 * The buckets are private (migration 20261201000100): a file's address is ours,
 * /api/v1/storage/{bucket}/{path}, as in embedded mode; the storage function checks that the caller
 * may see it and then sends the browser on to a signed URL that works for SIGNED_URL_SECONDS.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { assertSafe, type Storage } from "./provider";

export type SupabaseStorageOptions = { url: string; serviceRoleKey: string; fetch?: typeof fetch };

export type SupabaseStorage = Storage & {
  /** An address of Supabase Storage that serves the file for `seconds`; null when there is no such file. */
  signedUrl(bucket: string, path: string, seconds: number): Promise<string | null>;
};

export const SIGNED_URL_SECONDS = 120;

/**
 * supabase-js is loaded on the first upload, removal or signed URL (reading a profile only needs
 * publicUrl, which needs no client).
 */
export function createSupabaseStorage(options: SupabaseStorageOptions): SupabaseStorage {
  let client: Promise<SupabaseClient> | null = null;
  const connect = () =>
    (client ??= Promise.all([import("@supabase/supabase-js"), import("ws")]).then(
      ([{ createClient }, { default: WebSocket }]) =>
        createClient(options.url, options.serviceRoleKey, {
          auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
          realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
          global: options.fetch ? { fetch: options.fetch } : {},
        }),
    ));
  return {
    async put(bucket, path, bytes, contentType) {
      assertSafe(bucket, path);
      const { error } = await (
        await connect()
      ).storage
        .from(bucket)
        .upload(path, bytes, { contentType, upsert: true, cacheControl: "31536000" });
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
      return `/api/v1/storage/${bucket}/${path}`;
    },
    async signedUrl(bucket, path, seconds) {
      assertSafe(bucket, path);
      const { data, error } = await (await connect()).storage.from(bucket).createSignedUrl(path, seconds);
      if (error) {
        const status =
          (error as { statusCode?: string; status?: number }).statusCode ??
          String((error as { status?: number }).status ?? "");
        if (status === "404" || status === "400" || /not found/i.test(error.message)) return null;
        throw new Error(`storage signed URL failed: ${error.message}`);
      }
      return data.signedUrl;
    },
  };
}
