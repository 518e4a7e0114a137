/**
 * /api/v1/customprofile/photo: POST (multipart, field `photo`) and DELETE. Its own function so that
 * the native image library (sharp) is bundled and loaded only for these two calls; the photo's
 * rules are in photo.ts and photo-service.ts here, the own profile in functions/_shared/profiles.
 */
import type { Config } from "@netlify/functions";
import type { Context } from "hono";
import { handle } from "hono/netlify";
import { PHOTO_MAX_BYTES } from "../../src/domain/profile";
import { createGeocoder } from "../_shared/geocoder";
import type { AppEnv } from "../_shared/http";
import { callerApp, participantsOnly } from "../_shared/http-db";
import { createStorage } from "../_shared/storage";
import { readUpload } from "../_shared/upload";
import { notAnImage, tooLarge } from "./photo";
import { deletePhoto, uploadPhoto } from "./photo-service";
import type { ProfileDeps } from "../_shared/profiles/service";

const app = callerApp("/api/v1/customprofile/photo");

function deps<E extends AppEnv>(c: Context<E>): ProfileDeps {
  return { db: c.var.db, storage: createStorage(), geocoder: createGeocoder() };
}

app.post("/", participantsOnly, async (c) => {
  const bytes = await readUpload(c, { field: "photo", maxBytes: PHOTO_MAX_BYTES, notAFile: notAnImage, tooLarge });
  return c.json(await uploadPhoto(deps(c), c.var.caller, bytes));
});

app.delete("/", participantsOnly, async (c) => c.json(await deletePhoto(deps(c), c.var.caller)));

export default handle(app);

export const config: Config = { path: "/api/v1/customprofile/photo" };
