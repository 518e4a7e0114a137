/**
 * The profile photo: upload (checked, resized, stripped: photo.ts) and removal. Separate from
 * service.ts so that only the customprofile-photo function bundles the image library.
 */
import { randomToken } from "../_shared/crypto";
import { asUser, withTransaction } from "../_shared/db";
import { ensureDetails, findDetails, setPhotoPath } from "../_shared/profiles/details-queries";
import type { SessionUser } from "../_shared/session";
import { BUCKETS, type Storage } from "../_shared/storage";
import type { ProfileView } from "../../src/domain/profile";
import { processPhoto } from "./photo";
import { load, type ProfileDeps } from "./service";

/** Stores a new photo (checked, resized, stripped) and removes the previous one. */
export async function uploadPhoto(deps: Pick<ProfileDeps, "db" | "storage">, user: SessionUser, bytes: Uint8Array): Promise<ProfileView> {
  const jpeg = await processPhoto(bytes);
  const path = `${user.id}/${randomToken(12)}.jpg`;
  await deps.storage.put(BUCKETS.avatars, path, jpeg, "image/jpeg");
  let previous: string | null = null;
  try {
    await withTransaction(deps.db, asUser(user.id), async (tx) => {
      await ensureDetails(tx, user.id);
      previous = (await findDetails(tx, user.id))?.photoPath ?? null;
      await setPhotoPath(tx, user.id, path);
    });
  } catch (error) {
    await deps.storage.remove(BUCKETS.avatars, [path]).catch(() => undefined);
    throw error;
  }
  if (previous) await removeQuietly(deps.storage, previous);
  return load(deps, user.id);
}

export async function deletePhoto(deps: Pick<ProfileDeps, "db" | "storage">, user: SessionUser): Promise<ProfileView> {
  const previous = await withTransaction(deps.db, asUser(user.id), async (tx) => {
    const path = (await findDetails(tx, user.id))?.photoPath ?? null;
    if (path) await setPhotoPath(tx, user.id, null);
    return path;
  });
  if (previous) await removeQuietly(deps.storage, previous);
  return load(deps, user.id);
}

async function removeQuietly(storage: Storage, path: string): Promise<void> {
  try {
    await storage.remove(BUCKETS.avatars, [path]);
  } catch (error) {
    console.error("[customprofile] old photo not removed", error instanceof Error ? error.message : error);
  }
}
