/**
 * Profile photos: the CONTENT decides (sharp reads the image header; the file name and the
 * client's content type are ignored). At most PHOTO_MAX_BYTES; resized to a PHOTO_SIZE square
 * (cover, centred) and re-encoded as JPEG WITHOUT metadata, so EXIF, GPS location, camera data
 * and comments never reach storage. Orientation from EXIF is applied first (rotate()).
 */
import { PHOTO_MAX_BYTES, PHOTO_SIZE } from "../../src/domain/profile";
import { Invalid } from "../_shared/errors";
import { isAcceptedImage, MAX_INPUT_PIXELS } from "../_shared/images";

export const notAnImage = () => new Invalid({ photo: ["profile:photo.notAnImage"] }, { code: "NotAnImage" });
export const tooLarge = () => new Invalid({ photo: ["profile:photo.tooLarge"] }, { code: "PhotoTooLarge" });

/** Checks and re-encodes an uploaded photo; throws Invalid (field `photo`) when it is not one. */
export async function processPhoto(input: Uint8Array): Promise<Uint8Array> {
  // Loaded on use: the other profile calls never pay for the native image library.
  const { default: sharp } = await import("sharp");
  if (input.byteLength === 0) throw notAnImage();
  if (input.byteLength > PHOTO_MAX_BYTES) throw tooLarge();
  if (!(await isAcceptedImage(input))) throw notAnImage();
  try {
    const output = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: "cover", position: "centre" })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    return new Uint8Array(output);
  } catch {
    throw notAnImage();
  }
}
