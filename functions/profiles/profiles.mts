/**
 * /api/v1/profiles: GET /ismod/{id} answers the text true or false (is this profile a moderator).
 * The members calls (filter, count, profile) come with the members issue.
 */
import type { Config } from "@netlify/functions";
import { handle } from "hono/netlify";
import { anonymous, withTransaction } from "../_shared/db";
import { createApp } from "../_shared/http";
import { database } from "../_shared/http-db";
import { isModerator } from "./queries";

const app = createApp("/api/v1/profiles");
app.use("*", database);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

app.get("/ismod/:id", async (c) => {
  const id = c.req.param("id");
  const moderator = UUID.test(id) && (await withTransaction(c.var.db, anonymous, (tx) => isModerator(tx, id)));
  return c.text(String(moderator));
});

export default handle(app);

export const config: Config = { path: ["/api/v1/profiles/*"] };
