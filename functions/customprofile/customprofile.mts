/**
 * /api/v1/customprofile: the own profile (GET, PUT: the fields sent change, omitted ones stay) and consent (GET gave-consent,
 * POST add-consent {location}, DELETE delete-consent). The photo calls are the function
 * customprofile-photo, so that only they load the native image library.
 */
import type { Config } from "@netlify/functions";
import type { Context } from "hono";
import { handle } from "hono/netlify";
import { consentBodySchema, profileChangeBodySchema } from "../../src/domain/profile";
import { createGeocoder } from "../_shared/geocoder";
import type { AppEnv } from "../_shared/http";
import { callerApp, participantsOnly } from "../_shared/http-db";
import { createStorage } from "../_shared/storage";
import { validate } from "../_shared/validate";
import {
  addConsent,
  deleteConsent,
  gaveConsent,
  getProfile,
  saveProfile,
  type ProfileDeps,
} from "../_shared/profiles/service";

const app = callerApp("/api/v1/customprofile");

function deps<E extends AppEnv>(c: Context<E>): ProfileDeps {
  return { db: c.var.db, storage: createStorage(), geocoder: createGeocoder() };
}

app.get("/", participantsOnly, async (c) => c.json(await getProfile(deps(c), c.var.caller)));

app.put("/", participantsOnly, validate(profileChangeBodySchema, "profile"), async (c) =>
  c.json(await saveProfile(deps(c), c.var.caller, c.var.body)),
);

app.get("/gave-consent", participantsOnly, async (c) => c.text(String(await gaveConsent(c.var.db, c.var.caller))));

app.post("/add-consent", participantsOnly, validate(consentBodySchema, "profile"), async (c) => {
  await addConsent(c.var.db, c.var.caller, c.var.body);
  return c.body(null, 204);
});

app.delete("/delete-consent", participantsOnly, async (c) => {
  await deleteConsent(c.var.db, c.var.caller);
  return c.body(null, 204);
});

export default handle(app);

// Not a wildcard: /api/v1/customprofile/photo belongs to customprofile-photo.
export const config: Config = {
  path: [
    "/api/v1/customprofile",
    "/api/v1/customprofile/gave-consent",
    "/api/v1/customprofile/add-consent",
    "/api/v1/customprofile/delete-consent",
  ],
};
