/**
 * GET /api/v1/permanent-redirect?alias=/old/path
 *   200 { Path, StatusCode }  the alias has a redirect to a page of this site: go to Path
 *   404                       no redirect: keep the path (spec 001 §7)
 *   400                       no usable alias
 */
import type { Config } from "@netlify/functions";
import { handle } from "hono/netlify";
import { Invalid, NotFound } from "../_shared/errors";
import { createApp } from "../_shared/http";
import { findPermanentRedirect, redirectLookup } from "./service";

const app = createApp("/api/v1/permanent-redirect");

app.get("/", async (c) => {
  const alias = c.req.query("alias");
  if (!alias || alias.length > 500) throw new Invalid({ alias: ["reader:redirect.invalid"] });
  const redirect = await findPermanentRedirect(redirectLookup(), alias);
  if (!redirect) throw new NotFound();
  return c.json(redirect);
});

export default handle(app);

export const config: Config = { path: "/api/v1/permanent-redirect" };
