/**
 * Uploaded images (profile photos, story images): the CONTENT decides whether a file is an image
 * (sharp reads its header; the file name and the client's content type are ignored). sharp is
 * loaded on use, so only the functions that take images bundle and load it.
 */

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif"]);
/** Images larger than this many pixels are refused before decoding (decompression bombs). */
export const MAX_INPUT_PIXELS = 40_000_000;

/** True when the CONTENT is a JPEG, PNG, WebP or GIF image sharp can read (name and type ignored). */
export async function isAcceptedImage(input: Uint8Array): Promise<boolean> {
  const { default: sharp } = await import("sharp");
  try {
    const format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
    return Boolean(format && ACCEPTED_FORMATS.has(format));
  } catch {
    return false;
  }
}
