/** Embedded storage: plain files under `${DATA_DIR or .data}/storage`. */
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertSafe, type Storage, type StoredFile } from "./provider";

export const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
};

export function storageRoot(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(env.DATA_DIR?.trim() || ".data", "storage");
}

export type EmbeddedStorage = Storage & { read(bucket: string, path: string): Promise<StoredFile | null> };

export function createEmbeddedStorage(root: string = storageRoot()): EmbeddedStorage {
  const fileOf = (bucket: string, file: string) => {
    assertSafe(bucket, file);
    return path.join(root, bucket, ...file.split("/"));
  };
  return {
    async put(bucket, file, bytes) {
      const target = fileOf(bucket, file);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, bytes);
    },
    async remove(bucket, files) {
      for (const file of files) await rm(fileOf(bucket, file), { force: true });
    },
    publicUrl(bucket, file) {
      assertSafe(bucket, file);
      return `/api/v1/storage/${bucket}/${file}`;
    },
    async read(bucket, file) {
      try {
        const bytes = await readFile(fileOf(bucket, file));
        const ext = file.slice(file.lastIndexOf(".") + 1);
        return { bytes, contentType: CONTENT_TYPES[ext] ?? "application/octet-stream" };
      } catch {
        return null;
      }
    },
  };
}
