/**
 * /api/v1/customprofile/photo: POST (multipart, field `photo`) and DELETE. Its own function so that
 * the native image library (sharp) is bundled and loaded only for these two calls; the rules are
 * in functions/customprofile (service.ts, photo.ts).
 */
import type { Config } from "@netlify/functions";
import type { Context } from "hono";
import { handle } from "hono/netlify";
import { PHOTO_MAX_BYTES } from "../../src/domain/profile";
import { createGeocoder } from "../_shared/geocoder";
import { createApp, type AppEnv } from "../_shared/http";
import { database, requireSession } from "../_shared/http-db";
import { createStorage } from "../_shared/storage";
import { notAnImage, tooLarge } from "../customprofile/photo";
import { deletePhoto, uploadPhoto } from "../customprofile/photo-service";
import type { ProfileDeps } from "../customprofile/service";

const app = createApp("/api/v1/customprofile/photo");
app.use("*", database);

function deps<E extends AppEnv>(c: Context<E>): ProfileDeps {
  return { db: c.var.db, storage: createStorage(), geocoder: createGeocoder() };
}

/** Room for the multipart envelope around a photo of the maximum size. */
const MULTIPART_OVERHEAD = 64 * 1024;

app.post("/", requireSession, async (c) => {
  const declared = Number(c.req.header("content-length") ?? "0");
  if (declared > PHOTO_MAX_BYTES + MULTIPART_OVERHEAD) throw tooLarge();
  if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) throw notAnImage();
  let photo: unknown;
  try {
    photo = (await c.req.parseBody())["photo"];
  } catch {
    throw notAnImage();
  }
  // Duck-typed: under @netlify/dev the File may come from another copy of undici (instanceof fails).
  if (typeof photo !== "object" || photo === null || typeof (photo as Blob).arrayBuffer !== "function") throw notAnImage();
  const file = photo as Blob;
  if (file.size > PHOTO_MAX_BYTES) throw tooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  return c.json(await uploadPhoto(deps(c), c.var.user, bytes));
});

app.delete("/", requireSession, async (c) => c.json(await deletePhoto(deps(c), c.var.user)));

export default handle(app);

export const config: Config = { path: "/api/v1/customprofile/photo" };
