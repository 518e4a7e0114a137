/**
 * /api/v1/profiles: GET /ismod/{id} answers the text true or false (is this profile a moderator).
 * The members calls (filter, count, profile) come with the members issue.
 */
import type { Config } from "@netlify/functions";
import { handle } from "hono/netlify";
import { anonymous, withTransaction } from "../_shared/db";
import { createApp } from "../_shared/http";
import { database, requireSession } from "../_shared/http-db";
import { isModerator } from "./queries";
import { profileTermsOf } from "./terms";

const app = createApp("/api/v1/profiles");
app.use("*", database);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

app.get("/ismod/:id", async (c) => {
  const id = c.req.param("id");
  const moderator = UUID.test(id) && (await withTransaction(c.var.db, anonymous, (tx) => isModerator(tx, id)));
  return c.text(String(moderator));
});

// The logged-in participant's own profile terms (forms and interests), for recommendations.
app.get("/terms/:userId", requireSession, async (c) => c.json(await profileTermsOf(c.var.db, c.var.user, c.req.param("userId"))));

export default handle(app);

export const config: Config = { path: ["/api/v1/profiles/*"] };
