/**
 * File storage behind one interface:
 *   embedded (default)        files under `${DATA_DIR or .data}/storage/<bucket>/<path>`, served by
 *                             the storage function at /api/v1/storage/<bucket>/<path>
 *   supabase (SUPABASE_URL)   Supabase Storage through supabase-js (public buckets)
 * Paths are made by the services (never from user input): letters, digits, -, _, / and one dot.
 */
export type StoredFile = { bytes: Uint8Array; contentType: string };

export interface Storage {
  put(bucket: string, path: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Removes the files; unknown paths are ignored. */
  remove(bucket: string, paths: string[]): Promise<void>;
  /** The address the browser loads the file from. */
  publicUrl(bucket: string, path: string): string;
}

export const BUCKETS = { avatars: "avatars", storyImages: "story-images" } as const;

export const SAFE_BUCKET = /^[a-z0-9-]{1,40}$/;
export const SAFE_PATH = /^(?:[A-Za-z0-9_-]{1,80}\/){0,4}[A-Za-z0-9_-]{1,80}\.[a-z0-9]{2,5}$/;

export function assertSafe(bucket: string, path: string): void {
  if (!SAFE_BUCKET.test(bucket) || !SAFE_PATH.test(path)) throw new Error(`unsafe storage path ${bucket}/${path}`);
}
