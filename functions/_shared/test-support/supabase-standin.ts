/**
 * One HTTP server on loopback that plays a Supabase project's API for the Supabase-shaped test
 * database: /auth/v1/* is the GoTrue stand-in (gotrue-standin.ts) and /storage/v1/* a Storage
 * stand-in that keeps the bytes in memory and the rows in Storage's tables, as Storage does:
 * it connects as supabase_storage_admin and works as the role of the request's JWT (service_role
 * for the functions' key, anon otherwise, with storage.allow_delete_query as Storage sets it), so
 * RLS on storage.objects applies; a bucket's
 * file_size_limit (413) and allowed_mime_types (415) are enforced; a private bucket has no public
 * URL (400 not_found); signed URLs are JWTs that work until they expire.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SignJWT, jwtVerify } from "jose";
import postgres from "postgres";
import { createGoTrueStandIn, GoTrueError } from "./gotrue-standin";

export type SupabaseStandIn = { url: string; serviceRoleKey: string; anonKey: string; close(): Promise<void> };

class StorageError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startSupabaseStandIn(
  urls: { authAdmin: string; storageAdmin: string },
  siteUrl = "http://localhost:8888",
): Promise<SupabaseStandIn> {
  const jwtSecret = "supabase-shaped-test-jwt-secret-0123456789";
  const key = new TextEncoder().encode(jwtSecret);
  const authDb = postgres(urls.authAdmin, { max: 4, onnotice: () => undefined });
  const storageDb = postgres(urls.storageAdmin, { max: 4, onnotice: () => undefined });
  const gotrue = createGoTrueStandIn(authDb, { jwtSecret, otpExpirySeconds: 86400, minimumPasswordLength: 8, siteUrl });
  const serviceRoleKey = await gotrue.serviceRoleKey();
  const anonKey = await new SignJWT({ role: "anon", iss: "supabase" })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuedAt()
    .sign(key);
  const files = new Map<string, { bytes: Buffer; contentType: string }>();

  async function roleOf(headers: Headers): Promise<string> {
    const token = headers.get("authorization")?.replace(/^Bearer /, "") ?? "";
    const claims = await jwtVerify(token, key).then(
      (r) => r.payload,
      () => null,
    );
    return claims?.role === "service_role" || claims?.role === "authenticated" ? claims.role : "anon";
  }

  async function asRole<T>(role: string, fn: (tx: postgres.TransactionSql) => Promise<T>): Promise<T> {
    return storageDb.begin(async (tx) => {
      // As Storage's scope.ts: the request's role and claims, and deletes through the API allowed.
      const claims = JSON.stringify({ role });
      await tx`select set_config('role', ${role}, true), set_config('request.jwt.claims', ${claims}, true),
                      set_config('storage.allow_delete_query', 'true', true)`;
      return fn(tx);
    }) as Promise<T>;
  }

  async function storage(
    method: string,
    path: string,
    headers: Headers,
    raw: Buffer,
  ): Promise<{ status: number; body: unknown; bytes?: Buffer; contentType?: string }> {
    const role = await roleOf(headers);
    const object = /^\/object\/(sign\/|public\/)?([a-z0-9-]+)\/(.+)$/.exec(path.split("?")[0]!);
    if (method === "POST" && object && !object[1]) {
      const [, , bucketId, name] = object;
      const contentType = headers.get("content-type") ?? "application/octet-stream";
      return asRole(role, async (tx) => {
        const [bucket] = await tx<{ fileSizeLimit: string | null; allowedMimeTypes: string[] | null }[]>`
          select file_size_limit as "fileSizeLimit", allowed_mime_types as "allowedMimeTypes" from storage.buckets where id = ${bucketId!}`;
        if (!bucket) throw new StorageError(404, "Bucket not found", "Bucket not found");
        if (bucket.fileSizeLimit !== null && raw.byteLength > Number(bucket.fileSizeLimit))
          throw new StorageError(413, "Payload too large", "The object exceeded the maximum allowed size");
        if (bucket.allowedMimeTypes && !bucket.allowedMimeTypes.includes(contentType))
          throw new StorageError(415, "invalid_mime_type", `mime type ${contentType} is not supported`);
        const upsert = headers.get("x-upsert") === "true";
        const metadata = {
          size: raw.byteLength,
          mimetype: contentType,
          cacheControl: headers.get("cache-control") ?? "no-cache",
        };
        const [row] = await tx<{ id: string }[]>`
          insert into storage.objects (bucket_id, name, metadata) values (${bucketId!}, ${name!}, ${tx.json(metadata)})
          on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now()
            where ${upsert}
          returning id`.catch((error: Error) => {
          throw new StorageError(
            error.message.includes("row-level security") ? 403 : 400,
            "Unauthorized",
            error.message,
          );
        });
        if (!row) throw new StorageError(409, "Duplicate", "The resource already exists");
        files.set(`${bucketId}/${name}`, { bytes: raw, contentType });
        return { status: 200, body: { Key: `${bucketId}/${name}`, Id: row.id } };
      });
    }
    if (method === "DELETE" && /^\/object\/[a-z0-9-]+$/.test(path)) {
      const bucketId = path.slice("/object/".length);
      const prefixes = (JSON.parse(raw.toString("utf8") || "{}") as { prefixes?: string[] }).prefixes ?? [];
      return asRole(role, async (tx) => {
        const rows =
          await tx`delete from storage.objects where bucket_id = ${bucketId} and name = any(${prefixes}) returning name, bucket_id, id`;
        for (const row of rows) files.delete(`${bucketId}/${row.name as string}`);
        return { status: 200, body: rows };
      });
    }
    if (method === "POST" && object?.[1] === "sign/") {
      const [, , bucketId, name] = object;
      const expiresIn = Number((JSON.parse(raw.toString("utf8") || "{}") as { expiresIn?: number }).expiresIn ?? 0);
      const found = await asRole(
        role,
        (tx) => tx`select 1 from storage.objects where bucket_id = ${bucketId!} and name = ${name!}`,
      );
      if (found.length === 0) throw new StorageError(400, "not_found", "Object not found");
      const token = await new SignJWT({ url: `${bucketId}/${name}` })
        .setProtectedHeader({ alg: "HS256" })
        .setIssuedAt()
        .setExpirationTime(`${expiresIn}s`)
        .sign(key);
      return { status: 200, body: { signedURL: `/object/sign/${bucketId}/${name}?token=${token}` } };
    }
    if (method === "GET" && object?.[1] === "sign/") {
      const token = new URLSearchParams(path.split("?")[1] ?? "").get("token") ?? "";
      const claims = await jwtVerify(token, key).then(
        (r) => r.payload,
        () => null,
      );
      if (!claims || claims.url !== `${object[2]}/${object[3]}`)
        throw new StorageError(400, "InvalidJWT", "invalid signature");
      const file = files.get(`${object[2]}/${object[3]}`);
      if (!file) throw new StorageError(400, "not_found", "Object not found");
      return { status: 200, body: null, bytes: file.bytes, contentType: file.contentType };
    }
    if (method === "GET" && object?.[1] === "public/") {
      const [bucket] = await asRole(
        "anon",
        (tx) => tx`select public from storage.buckets where id = ${object[2]!}`,
      ).catch(() => []);
      const file = files.get(`${object[2]}/${object[3]}`);
      if (!bucket?.public || !file) throw new StorageError(400, "not_found", "Object not found");
      return { status: 200, body: null, bytes: file.bytes, contentType: file.contentType };
    }
    throw new StorageError(404, "not_found", `no route ${method} ${path}`);
  }

  const server: Server = createServer((request, response) => {
    void (async () => {
      const headers = new Headers(
        Object.entries(request.headers).flatMap(([name, value]) =>
          value === undefined ? [] : [[name, String(value)] as [string, string]],
        ),
      );
      const raw = await bodyOf(request);
      const url = request.url ?? "/";
      try {
        if (url.startsWith("/auth/v1/")) {
          const body = raw.byteLength ? (JSON.parse(raw.toString("utf8")) as Record<string, unknown>) : undefined;
          const answer = await gotrue.handle(request.method ?? "GET", url.slice("/auth/v1".length), headers, body);
          response.writeHead(answer.status, {
            "content-type": "application/json",
            "x-supabase-api-version": "2024-01-01",
          });
          response.end(answer.body === null ? undefined : JSON.stringify(answer.body));
        } else if (url.startsWith("/storage/v1/")) {
          const answer = await storage(request.method ?? "GET", url.slice("/storage/v1".length), headers, raw);
          if (answer.bytes) {
            response.writeHead(200, { "content-type": answer.contentType ?? "application/octet-stream" });
            response.end(answer.bytes);
          } else {
            response.writeHead(answer.status, { "content-type": "application/json" });
            response.end(JSON.stringify(answer.body));
          }
        } else {
          response.writeHead(404).end();
        }
      } catch (error) {
        if (error instanceof GoTrueError) {
          response.writeHead(error.status, {
            "content-type": "application/json",
            "x-supabase-api-version": "2024-01-01",
          });
          // HandleResponseError for X-Supabase-Api-Version 2024-01-01 (supabase-js sends it).
          const versioned = headers.get("x-supabase-api-version") === "2024-01-01";
          response.end(
            JSON.stringify(
              versioned
                ? { code: error.code, message: error.message }
                : { code: error.status, error_code: error.code, msg: error.message },
            ),
          );
        } else if (error instanceof StorageError) {
          response.writeHead(error.status, { "content-type": "application/json" });
          response.end(
            JSON.stringify({
              statusCode: String(error.status === 400 && error.error === "not_found" ? 404 : error.status),
              error: error.error,
              message: error.message,
            }),
          );
        } else {
          if (process.env.SUPABASE_STANDIN_DEBUG) console.error("[stand-in]", error);
          response.writeHead(500, { "content-type": "application/json", "x-supabase-api-version": "2024-01-01" });
          response.end(JSON.stringify({ code: "unexpected_failure", message: (error as Error).message }));
        }
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    serviceRoleKey,
    anonKey,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all([authDb.end({ timeout: 5 }), storageDb.end({ timeout: 5 })]);
    },
  };
}
