/** /api/v1/CustomUser: the logged-in user (401 without a live session). More calls follow later. */
import type { Config } from "@netlify/functions";
import { handle } from "hono/netlify";
import { createApp } from "../_shared/http";
import { database, requireSession } from "../_shared/http-db";
import { presentSessionUser } from "../_shared/profiles/presenter";
import { currentUser } from "./service";

const app = createApp("/api/v1/CustomUser");
app.use("*", database);

app.get("/", requireSession, async (c) => {
  return c.json(presentSessionUser(await currentUser(c.var.db, c.var.user)));
});

export default handle(app);

// Both spellings: the spec's path, and lower case because the Netlify dev server lower-cases the
// request path before it matches function paths.
export const config: Config = {
  path: ["/api/v1/CustomUser", "/api/v1/CustomUser/*", "/api/v1/customuser", "/api/v1/customuser/*"],
};
