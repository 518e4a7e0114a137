/** What the community services need besides the caller (../_shared/caller.ts), and an author's photo address. */
import type { Db } from "../_shared/db";
import { BUCKETS, type Storage } from "../_shared/storage";

export type CommunityDeps = {
  db: Db;
  /** HMAC key of the rate-limit rows (APP_SECRET). */
  secret: string;
  /** Makes photo URLs; without it PhotoUrl is null. */
  storage?: Pick<Storage, "publicUrl">;
};

export function photoUrlOf(deps: Pick<CommunityDeps, "storage">, path: string | null): string | null {
  if (!path || !deps.storage) return null;
  try {
    return deps.storage.publicUrl(BUCKETS.avatars, path);
  } catch {
    return null;
  }
}
