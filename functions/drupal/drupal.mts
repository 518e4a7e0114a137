/**
 * Calls of the content backend that need the server (spec 001 §7):
 *   GET  /api/v1/drupal/getPreviewPage?nodeId&revisionId   a node revision for the preview page
 *   POST /api/v1/drupal/publish                             Drupal's publish webhook -> Netlify build hook;
 *                                                           with `status: false, uuid` the item also leaves
 *                                                           the search index at once, and so do the uuids
 *                                                           of `removed` (drupal/modules/reumanl_netlify
 *                                                           sends several changes in one call: `changes`)
 *
 * The webhook is called server to server by Drupal with the shared secret (header
 * X-Drupal-Webhook-Secret) instead of a browser's anti-forgery token, so this app is built without
 * the anti-forgery middleware of createApp; it keeps no-store and the one error mapper.
 */
import type { Config } from "@netlify/functions";
import { Hono } from "hono";
import { getPath } from "hono/utils/url";
import { handle } from "hono/netlify";
import { isProduction } from "../_shared/config";
import { leaseDb, serviceRole, withTransaction } from "../_shared/db";
import { removeLibraryDocument } from "../_community/search/queries";
import { Forbidden, Invalid, NotFound } from "../_shared/errors";
import { errorResponse, type AppEnv } from "../_shared/http";
import { requestLog } from "../_shared/log";
import { triggerBuild, webhookSettings, WEBHOOK_SECRET_HEADER, type PublishEvent } from "./build-hook";
import { presentPreview, previewSource } from "./preview";
import { previewToken, secretMatches } from "./secret";

// Paths match in any letter case (getPreviewPage = getpreviewpage), like createApp.
const app = new Hono<AppEnv>({ getPath: (request) => getPath(request).toLowerCase() }).basePath("/api/v1/drupal");
app.use("*", requestLog("/api/v1/drupal"));
app.use("*", async (c, next) => {
  await next();
  c.header("Cache-Control", "no-store");
});
app.onError((error, c) => errorResponse(c, error));
app.notFound((c) => errorResponse(c, new NotFound()));

const ID = /^[1-9][0-9]{0,9}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `{ status: false, uuid }` and the uuids of `removed` (at most 500; anything not a uuid is left out). */
function removedUuids(event: unknown): string[] {
  const body = event as { status?: unknown; uuid?: unknown; removed?: unknown };
  const uuids = Array.isArray(body.removed) ? body.removed.slice(0, 500) : [];
  if (body.status === false) uuids.push(body.uuid);
  return [...new Set(uuids.filter((uuid): uuid is string => typeof uuid === "string" && UUID.test(uuid)))];
}

app.get("/getpreviewpage", async (c) => {
  const nodeId = c.req.query("nodeId") ?? "";
  const revisionId = c.req.query("revisionId") ?? "";
  if (!ID.test(nodeId) || !ID.test(revisionId)) throw new Invalid({ nodeId: ["reader:preview.invalid"] });
  // Drafts are not public: with DRUPAL_PREVIEW_SECRET set (required in production) the link must
  // carry Drupal's token HMAC(secret, "nid:vid").
  const secret = process.env.DRUPAL_PREVIEW_SECRET?.trim();
  if (secret || isProduction()) {
    const expected = secret ? previewToken(secret, Number(nodeId), Number(revisionId)) : undefined;
    if (!secretMatches(c.req.query("token"), expected)) throw new Forbidden();
  }
  const revision = await previewSource().revision(Number(nodeId), Number(revisionId));
  if (!revision) throw new NotFound({ code: "PreviewNotFound", messageKey: "reader:preview.notFound" });
  return c.json(presentPreview(revision));
});

app.post("/publish", async (c) => {
  let event: PublishEvent = {};
  try {
    const body = (await c.req.json()) as unknown;
    if (body && typeof body === "object" && !Array.isArray(body)) event = body as PublishEvent;
  } catch {
    event = {};
  }
  const changes = (event as { changes?: unknown }).changes;
  await triggerBuild(webhookSettings(), c.req.header(WEBHOOK_SECRET_HEADER), {
    entityType: typeof event.entityType === "string" ? event.entityType.slice(0, 40) : undefined,
    bundle: typeof event.bundle === "string" ? event.bundle.slice(0, 40) : undefined,
    id: typeof event.id === "string" || typeof event.id === "number" ? String(event.id).slice(0, 40) : undefined,
    changes:
      typeof changes === "number" && Number.isInteger(changes) && changes > 1 ? Math.min(changes, 100000) : undefined,
  });
  // Unpublished and deleted items leave the search index now, not with the build (src/build/search-library.ts).
  const removed = removedUuids(event);
  if (removed.length > 0) {
    const lease = leaseDb();
    try {
      await withTransaction(lease.db, serviceRole, async (tx) => {
        for (const uuid of removed) await removeLibraryDocument(tx, uuid);
      });
    } finally {
      await lease.release();
    }
  }
  return c.json({ Triggered: true }, 202);
});

export default handle(app);

// Both spellings: the spec's path, and lower case because the Netlify dev server lower-cases the
// request path before it matches function paths.
export const config: Config = {
  path: ["/api/v1/drupal/getPreviewPage", "/api/v1/drupal/getpreviewpage", "/api/v1/drupal/publish"],
};
