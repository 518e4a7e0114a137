/**
 * /api/v1/storage/{bucket}/{path}: serves the files of the EMBEDDED storage adapter (with Supabase
 * Storage the public URLs point at Supabase and this answers 404). Paths are unguessable
 * (random per upload), so a URL works as a capability; files never change under a path, so they
 * may be cached. nosniff + a sandboxing CSP: a stored file can never run as a page.
 */
import type { Config } from "@netlify/functions";
import { Hono } from "hono";
import { handle } from "hono/netlify";
import { errorResponse } from "../_shared/http";
import { NotFound } from "../_shared/errors";
import { createEmbeddedStorage } from "../_shared/storage/embedded";
import { SAFE_BUCKET, SAFE_PATH } from "../_shared/storage/provider";

const BASE = "/api/v1/storage/";

const app = new Hono();
app.onError((error, c) => errorResponse(c, error));

app.get("*", async (c) => {
  if (process.env.SUPABASE_URL?.trim()) throw new NotFound();
  const rest = new URL(c.req.url).pathname.slice(BASE.length);
  const slash = rest.indexOf("/");
  const bucket = rest.slice(0, slash);
  const path = rest.slice(slash + 1);
  if (slash < 0 || !SAFE_BUCKET.test(bucket) || !SAFE_PATH.test(path)) throw new NotFound();
  const file = await createEmbeddedStorage().read(bucket, path);
  if (!file) throw new NotFound();
  return c.body(file.bytes as unknown as ArrayBuffer, 200, {
    "Content-Type": file.contentType,
    "Content-Length": String(file.bytes.byteLength),
    "Cache-Control": "private, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cross-Origin-Resource-Policy": "same-origin",
  });
});

export default handle(app);

export const config: Config = { path: ["/api/v1/storage/*"] };
