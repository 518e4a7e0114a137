/**
 * POST /CustomBlog/postimage: an image for a story. The CONTENT decides (_shared/images.ts
 * isAcceptedImage); at most STORY_IMAGE_MAX_BYTES; EXIF orientation applied, then re-encoded as
 * JPEG WITHOUT metadata (no EXIF, GPS, camera data or comments reach storage) at every width of
 * STORY_IMAGE_WIDTHS (never enlarged), stored as "<author id>/<token>-<width>.jpg". The story's
 * text refers to "<author id>/<token>"; the service accepts only the author's own paths.
 */
import { STORY_IMAGE_MAX_BYTES, STORY_IMAGE_WIDTHS, type StoryImageUpload } from "../../../src/domain/stories";
import { randomBytes } from "node:crypto";
import { Invalid } from "../../_shared/errors";
import { BUCKETS, type Storage } from "../../_shared/storage";
import { requireParticipant, type Caller } from "../../_shared/caller";
import { isAcceptedImage, MAX_INPUT_PIXELS } from "../../_shared/images";
import { storyImageFile, storyImageUrls } from "./presenters";

export const notAnImage = () => new Invalid({ image: ["stories:image.notAnImage"] }, { code: "NotAnImage" });
export const imageTooLarge = () => new Invalid({ image: ["stories:image.tooLarge"] }, { code: "ImageTooLarge" });

/** The image at every width, as stripped JPEGs. */
export async function processStoryImage(input: Uint8Array): Promise<Array<{ width: number; bytes: Uint8Array }>> {
  if (input.byteLength === 0) throw notAnImage();
  if (input.byteLength > STORY_IMAGE_MAX_BYTES) throw imageTooLarge();
  if (!(await isAcceptedImage(input))) throw notAnImage();
  const { default: sharp } = await import("sharp");
  try {
    return await Promise.all(
      STORY_IMAGE_WIDTHS.map(async (width) => {
        const output = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .flatten({ background: "#ffffff" })
          .jpeg({ quality: 80, mozjpeg: true })
          .toBuffer();
        return { width, bytes: new Uint8Array(output) };
      }),
    );
  } catch {
    throw notAnImage();
  }
}

export async function uploadStoryImage(storage: Storage, caller: Caller, input: Uint8Array): Promise<StoryImageUpload> {
  const userId = requireParticipant(caller);
  const variants = await processStoryImage(input);
  const path = `${userId}/${randomBytes(8).toString("hex")}`;
  const written: string[] = [];
  try {
    for (const variant of variants) {
      const file = storyImageFile(path, variant.width);
      await storage.put(BUCKETS.storyImages, file, variant.bytes, "image/jpeg");
      written.push(file);
    }
  } catch (error) {
    await storage.remove(BUCKETS.storyImages, written).catch(() => undefined);
    throw error;
  }
  const urls = storyImageUrls(storage, path);
  if (!urls) throw new Error("story image address could not be made");
  return { Path: path, ...urls };
}
