/**
 * The one reader of a file upload (multipart/form-data, as the browser's FormData sends it): the
 * declared size is checked before the body is read (with room for the multipart envelope), then
 * the named field must be a file of at most `maxBytes`. The caller's domain errors say what was
 * wrong, at the caller's field (a profile photo's, a story image's).
 */
import type { Context } from "hono";

/** Room for the multipart envelope around a file of the maximum size. */
export const MULTIPART_OVERHEAD = 64 * 1024;

export type UploadRules = {
  /** The form field that holds the file. */
  field: string;
  maxBytes: number;
  /** Thrown when the body is not multipart or the field holds no file. */
  notAFile: () => Error;
  /** Thrown when the declared body or the file is too large. */
  tooLarge: () => Error;
};

/** The bytes of the uploaded file in `rules.field`. */
export async function readUpload(c: Context, rules: UploadRules): Promise<Uint8Array> {
  if (Number(c.req.header("content-length") ?? "0") > rules.maxBytes + MULTIPART_OVERHEAD) throw rules.tooLarge();
  if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) throw rules.notAFile();
  let file: unknown;
  try {
    file = (await c.req.parseBody())[rules.field];
  } catch {
    throw rules.notAFile();
  }
  // Duck-typed: under @netlify/dev the File may come from another copy of undici (instanceof fails).
  if (typeof file !== "object" || file === null || typeof (file as Blob).arrayBuffer !== "function")
    throw rules.notAFile();
  if ((file as Blob).size > rules.maxBytes) throw rules.tooLarge();
  return new Uint8Array(await (file as Blob).arrayBuffer());
}
