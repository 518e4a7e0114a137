/**
 * The profile photo: upload (checked, resized, stripped: photo.ts) and removal. Separate from
 * service.ts so that only the customprofile-photo function bundles the image library.
 */
import { randomToken } from "../_shared/crypto";
import { asUser, withTransaction } from "../_shared/db";
import { ensureDetails, findDetails, setPhotoPath } from "../_shared/profiles/details-queries";
import type { Participant } from "../_shared/caller";
import { BUCKETS, type Storage } from "../_shared/storage";
import type { ProfileView } from "../../src/domain/profile";
import { processPhoto } from "./photo";
import { load, type ProfileDeps } from "../_shared/profiles/service";
import { log } from "../_shared/log";

/** Stores a new photo (checked, resized, stripped) and removes the previous one. */
export async function uploadPhoto(
  deps: Pick<ProfileDeps, "db" | "storage">,
  caller: Participant,
  bytes: Uint8Array,
): Promise<ProfileView> {
  const jpeg = await processPhoto(bytes);
  const path = `${caller.userId}/${randomToken(12)}.jpg`;
  await deps.storage.put(BUCKETS.avatars, path, jpeg, "image/jpeg");
  let previous: string | null = null;
  try {
    await withTransaction(deps.db, asUser(caller.userId), async (tx) => {
      await ensureDetails(tx, caller.userId);
      previous = (await findDetails(tx, caller.userId))?.photoPath ?? null;
      await setPhotoPath(tx, caller.userId, path);
    });
  } catch (error) {
    await deps.storage.remove(BUCKETS.avatars, [path]).catch(() => undefined);
    throw error;
  }
  if (previous) await removeQuietly(deps.storage, previous);
  return load(deps, caller.userId);
}

export async function deletePhoto(
  deps: Pick<ProfileDeps, "db" | "storage">,
  caller: Participant,
): Promise<ProfileView> {
  const previous = await withTransaction(deps.db, asUser(caller.userId), async (tx) => {
    const path = (await findDetails(tx, caller.userId))?.photoPath ?? null;
    if (path) await setPhotoPath(tx, caller.userId, null);
    return path;
  });
  if (previous) await removeQuietly(deps.storage, previous);
  return load(deps, caller.userId);
}

async function removeQuietly(storage: Storage, path: string): Promise<void> {
  try {
    await storage.remove(BUCKETS.avatars, [path]);
  } catch (error) {
    log.error("old profile photo not removed", error);
  }
}
