/**
 * GET /api/v1/postcodenl/{postcode}/{housenumber} (spec 001 §7): `{Lat, Long}` of a Dutch address.
 * 400 with the Dutch text at Postcode or HouseNumber when malformed, 404 AddressNotRecognised when
 * the combination does not exist, 429 when asked too often, 500 when the geocoder is unavailable.
 */
import type { Config } from "@netlify/functions";
import { handle } from "hono/netlify";
import { getConfig } from "../_shared/config";
import { createGeocoder } from "../_shared/geocoder";
import { clientIp, createApp } from "../_shared/http";
import { database } from "../_shared/http-db";
import { lookUpPostcode } from "./service";

const app = createApp("/api/v1/postcodenl");
app.use("*", database);

app.get("/:postcode/:houseNumber", async (c) => {
  const deps = { db: c.var.db, geocoder: createGeocoder(), appSecret: getConfig().appSecret };
  return c.json(await lookUpPostcode(deps, c.req.param("postcode"), c.req.param("houseNumber"), clientIp(c)));
});

export default handle(app);

export const config: Config = { path: ["/api/v1/postcodenl/*"] };
