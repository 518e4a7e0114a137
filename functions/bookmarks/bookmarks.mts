/**
 * /api/v1/bookmarks: the logged-in participant's saved articles (not in the spec; see
 * docs/decisions/029-bookmarks.md). GET lists them (newest first), POST {DrupalId, Slug, Title, Description}
 * saves one (saving again refreshes it), DELETE /{DrupalId} removes one. 401 without a session.
 */
import type { Config } from "@netlify/functions";
import { handle } from "hono/netlify";
import { bookmarkBodySchema } from "../../src/domain/library";
import { createApp } from "../_shared/http";
import { database, requireSession } from "../_shared/http-db";
import { validate } from "../_shared/validate";
import { listBookmarks, removeBookmark, saveBookmark } from "./service";

const app = createApp("/api/v1/bookmarks");
app.use("*", database);

app.get("/", requireSession, async (c) => c.json(await listBookmarks(c.var.db, c.var.user.id)));

app.post("/", requireSession, validate(bookmarkBodySchema, "reader"), async (c) => c.json(await saveBookmark(c.var.db, c.var.user.id, c.var.body)));

app.delete("/:drupalId", requireSession, async (c) => {
  await removeBookmark(c.var.db, c.var.user.id, c.req.param("drupalId"));
  return c.body(null, 204);
});

export default handle(app);

export const config: Config = { path: ["/api/v1/bookmarks", "/api/v1/bookmarks/*"] };
