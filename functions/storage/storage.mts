/**
 * /api/v1/storage/{bucket}/{path}: the address of every stored file (decision 300).
 *
 *   embedded  serves the file of the embedded storage adapter. Paths are unguessable (random per
 *             upload), so a URL works as a capability; files never change under a path, so they
 *             may be cached. nosniff + a sandboxing CSP: a stored file can never run as a page.
 *   Supabase  the buckets are private: the caller's session decides (storage/queries.ts: a photo
 *             as its profile is shown, a story image as its story), then a 302 to a signed URL of
 *             Supabase Storage that works for two minutes; 404 to anyone else, as for a missing file.
 *
 * Like every function it refuses to serve (503) when the configuration is unusable (http.ts `configured`).
 */
import type { Config } from "@netlify/functions";
import { Hono, type Context } from "hono";
import { handle } from "hono/netlify";
import { callerOfSession, identityOf } from "../_shared/caller";
import { leaseDb, withTransaction } from "../_shared/db";
import { configured, errorResponse, readSessionToken } from "../_shared/http";
import { requestLog } from "../_shared/log";
import { NotFound } from "../_shared/errors";
import { createEmbeddedStorage } from "../_shared/storage/embedded";
import { BUCKETS, SAFE_BUCKET, SAFE_PATH } from "../_shared/storage/provider";
import { createSupabaseStorage, SIGNED_URL_SECONDS } from "../_shared/storage/supabase";
import { avatarVisible, storyImageVisible } from "./queries";

const BASE = "/api/v1/storage/";

const app = new Hono();
app.use("*", requestLog(BASE));
app.use("*", configured);
app.onError((error, c) => errorResponse(c, error));

const STORY_IMAGE_FILE = /^([0-9a-f-]{36})\/([0-9a-f]{16})-\d{2,4}\.jpg$/;

/** Whether the caller (by session cookie) may see the file, judged in the caller's own transaction. */
async function visible(c: Context, bucket: string, path: string): Promise<boolean> {
  const lease = leaseDb();
  const db = lease.db;
  try {
    const caller = await callerOfSession(db, readSessionToken(c));
    const story = STORY_IMAGE_FILE.exec(path);
    if (bucket === BUCKETS.storyImages && story && caller.userId === story[1]) return true;
    return await withTransaction(db, identityOf(caller), async (tx) => {
      if (bucket === BUCKETS.avatars) return avatarVisible(tx, path);
      if (bucket === BUCKETS.storyImages && story) return storyImageVisible(tx, story[1]!, `${story[1]}/${story[2]}`);
      return false;
    });
  } finally {
    await lease.release();
  }
}

async function supabaseFile(
  c: Context,
  bucket: string,
  path: string,
  url: string,
  key: string | undefined,
): Promise<Response> {
  if (!key) throw new NotFound();
  if (!(await visible(c, bucket, path))) throw new NotFound();
  const signed = await createSupabaseStorage({ url, serviceRoleKey: key }).signedUrl(bucket, path, SIGNED_URL_SECONDS);
  if (!signed) throw new NotFound();
  // The browser may reuse the redirect a minute, well within the signed URL's two.
  c.header("Cache-Control", "private, max-age=60");
  c.header("Referrer-Policy", "no-referrer");
  return c.redirect(signed, 302);
}

app.get("*", async (c) => {
  const rest = new URL(c.req.url).pathname.slice(BASE.length);
  const slash = rest.indexOf("/");
  const bucket = rest.slice(0, slash);
  const path = rest.slice(slash + 1);
  if (slash < 0 || !SAFE_BUCKET.test(bucket) || !SAFE_PATH.test(path)) throw new NotFound();
  const supabaseUrl = process.env.SUPABASE_URL?.trim();
  if (supabaseUrl) return supabaseFile(c, bucket, path, supabaseUrl, process.env.SUPABASE_SERVICE_ROLE_KEY?.trim());
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
