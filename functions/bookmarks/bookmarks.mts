/**
 * /api/v1/bookmarks: the logged-in participant's saved articles (not in the spec; see
 * docs/decisions/029-bookmarks.md). GET lists them (newest first), POST {DrupalId, Slug, Title, Description}
 * saves one (saving again refreshes it), DELETE /{DrupalId} removes one. 401 without a session.
 */
import type { Config } from "@netlify/functions";
import { handle } from "hono/netlify";
import { bookmarkBodySchema } from "../../src/domain/library";
import { callerApp, participantsOnly } from "../_shared/http-db";
import { validate } from "../_shared/validate";
import { listBookmarks, removeBookmark, saveBookmark } from "./service";

const app = callerApp("/api/v1/bookmarks");

app.get("/", participantsOnly, async (c) => c.json(await listBookmarks(c.var.db, c.var.caller)));

app.post("/", participantsOnly, validate(bookmarkBodySchema, "reader"), async (c) =>
  c.json(await saveBookmark(c.var.db, c.var.caller, c.var.body)),
);

app.delete("/:drupalId", participantsOnly, async (c) => {
  await removeBookmark(c.var.db, c.var.caller, c.req.param("drupalId"));
  return c.body(null, 204);
});

export default handle(app);

export const config: Config = { path: ["/api/v1/bookmarks", "/api/v1/bookmarks/*"] };
