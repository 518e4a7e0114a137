/**
 * GET /api/v1/OData/GetQuery?query=PhysicalActivity (spec 001 §7): the published activities with
 * their published editions, approximate dates, terms and organisations, as `{ value: [...] }`.
 * `query=OnlineActivity` answers the online activities (spec 001 §3.4) in their own shape.
 * `&slug=<slug>` narrows the answer to one activity (the detail page's fallback for activities
 * published after the last build).
 */
import type { Config } from "@netlify/functions";
import { handle } from "hono/netlify";
import { createApp } from "../_shared/http";
import { database } from "../_shared/http-db";
import { getQuery } from "./service";

const app = createApp("/api/v1/OData");
app.use("*", database);

// Any letter case of GetQuery (the Netlify dev server lower-cases paths).
app.get("/:action{[Gg][Ee][Tt][Qq][Uu][Ee][Rr][Yy]}", async (c) =>
  c.json({ value: await getQuery(c.var.db, c.req.query("query"), c.req.query("slug")) }),
);

export default handle(app);

export const config: Config = { path: ["/api/v1/OData/*", "/api/v1/odata/*"] };
