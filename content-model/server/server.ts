/**
 * Embedded content server: serves the content store the way Drupal's JSON:API module (with
 * JSON:API Extras' resource count) and the Gatsby module's fastbuilds endpoint do, so that
 * gatsby-source-drupal cannot tell it from a Drupal site.
 *
 *   GET /jsonapi                                         index: links per resource type
 *   GET /jsonapi/{entity}/{bundle}                       collection: paging, include, filter, sort, fields
 *   GET /jsonapi/{entity}/{bundle}/{id}                  one resource (403 when not public)
 *   GET /jsonapi/{entity}/{bundle}/{id}/{field}          related resources
 *   GET /jsonapi/{entity}/{bundle}/{id}/relationships/{field}
 *   GET /gatsby-fastbuilds/sync/{unix seconds}           changes since then, or status -1
 *   GET /sites/default/files/{path}                      the files of content-model/files
 * A language prefix (/nl/jsonapi/...) is accepted and ignored: the site is Dutch only.
 *
 * Like the real Drupal, the volunteer-only bundles (VOLUNTEER_ONLY_TYPES) are not readable
 * anonymously: without basic auth matching `credentials` a request gets 403 for one of them (and for
 * the paragraphs they own, which hold their text) and never sees them in a collection, an include,
 * a related list or the fastbuilds changes
 * (docs/decisions/170-volunteer-only-content-at-run-time.md). Without `credentials` nobody does.
 */
import { timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { identifiers, type Resource, type ResourceIdentifier } from "../jsonapi";
import { mimeType } from "../files";
import { ContentStore, type ContentStoreOptions } from "../store";
import { VOLUNTEER_ONLY_TYPES } from "../gatsby-source-options";
import { HttpError, type Context, type Query } from "./context";
import { applyFilters, applySort, pageLink, pageNumber } from "./query";
import { collectIncluded, ownedParagraphIds, resourcePath, serialize, sparseFields, visible } from "./serialize";

export const JSONAPI_MEDIA_TYPE = "application/vnd.api+json";
export const DEFAULT_PAGE_LIMIT = 50;
export const SERVER_NAME = "reumanl-embedded-content";
const JSONAPI_VERSION = { version: "1.0", meta: { links: { self: { href: "http://jsonapi.org/format/1.0/" } } } };

export interface ContentServerOptions extends ContentStoreOptions {
  /** Use this store instead of loading the sample content. */
  store?: ContentStore;
  /** Serve unpublished and expired content too (as an editor would see it). Default false. */
  includeUnpublished?: boolean;
  /** Called with one line per request. */
  log?: (line: string) => void;
  /** Basic-auth account that may read the restricted bundles (as functions/drupal-content does on Drupal). */
  credentials?: { username: string; password: string };
  /** Bundles only `credentials` may read. Default: the volunteer-only bundles. */
  restrictedTypes?: readonly string[];
}

export interface ContentServer extends http.Server {
  readonly store: ContentStore;
}

/** Whether the request's basic auth is the configured account (compared in constant time). */
export function hasCredentials(
  authorization: string | undefined,
  credentials: ContentServerOptions["credentials"],
): boolean {
  if (!credentials || !authorization?.startsWith("Basic ")) return false;
  const sent = Buffer.from(authorization.slice("Basic ".length).trim());
  const expected = Buffer.from(Buffer.from(`${credentials.username}:${credentials.password}`).toString("base64"));
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

// ---------------------------------------------------------------------------------------------
// Handlers
// ---------------------------------------------------------------------------------------------

function indexDocument(ctx: Context): Record<string, unknown> {
  const links: Record<string, { href: string }> = { self: { href: `${ctx.base}/jsonapi` } };
  for (const type of ctx.store.types()) links[type] = { href: `${ctx.base}${resourcePath(type)}` };
  return {
    jsonapi: JSONAPI_VERSION,
    data: [],
    meta: {
      server: SERVER_NAME,
      contentRoot: ctx.store.root,
      generated: ctx.store.generated,
    },
    links,
  };
}

function collectionDocument(ctx: Context, type: string, pathname: string, query: Query): Record<string, unknown> {
  const all = applySort(
    applyFilters(
      ctx.store.list(type).filter((r) => visible(ctx, r)),
      query,
    ),
    query.get("sort"),
  );
  const limit = Math.max(1, pageNumber(query, "limit", DEFAULT_PAGE_LIMIT, DEFAULT_PAGE_LIMIT));
  const offset = pageNumber(query, "offset", 0, Number.MAX_SAFE_INTEGER);
  const page = all.slice(offset, offset + limit);
  const fields = sparseFields(query);
  const selfParams = query.toString();
  const links: Record<string, { href: string }> = {
    self: { href: `${ctx.base}${pathname}${selfParams ? `?${selfParams}` : ""}` },
  };
  if (offset > 0) {
    links.first = pageLink(ctx, pathname, query, 0, limit);
    links.prev = pageLink(ctx, pathname, query, Math.max(0, offset - limit), limit);
  }
  if (offset + limit < all.length) links.next = pageLink(ctx, pathname, query, offset + limit, limit);

  const document: Record<string, unknown> = {
    jsonapi: JSONAPI_VERSION,
    data: page.map((r) => serialize(ctx, r, fields.get(r.type))),
    meta: { count: all.length },
    links,
  };
  const included = collectIncluded(ctx, page, query.get("include"));
  if (query.has("include")) document.included = included.map((r) => serialize(ctx, r, fields.get(r.type)));
  return document;
}

function findResource(ctx: Context, type: string, id: string): Resource {
  const resource = ctx.store.get(id);
  if (!resource || resource.type !== type) {
    throw new HttpError(
      404,
      "Not Found",
      `The "entity" parameter was not converted for the path "${resourcePath(type)}/{entity}".`,
    );
  }
  if (!visible(ctx, resource)) {
    throw new HttpError(403, "Forbidden", "The current user is not allowed to GET the selected resource.");
  }
  return resource;
}

function individualDocument(ctx: Context, resource: Resource, query: Query, selfUrl: string): Record<string, unknown> {
  const fields = sparseFields(query);
  const document: Record<string, unknown> = {
    jsonapi: JSONAPI_VERSION,
    data: serialize(ctx, resource, fields.get(resource.type)),
    links: { self: { href: selfUrl } },
  };
  if (query.has("include")) {
    document.included = collectIncluded(ctx, [resource], query.get("include")).map((r) =>
      serialize(ctx, r, fields.get(r.type)),
    );
  }
  return document;
}

function relationshipField(resource: Resource, field: string) {
  const relationship = resource.relationships[field];
  if (!relationship) {
    throw new HttpError(404, "Not Found", `The relationship field "${field}" does not exist on ${resource.type}.`);
  }
  return relationship;
}

function relatedDocument(ctx: Context, resource: Resource, field: string, selfUrl: string): Record<string, unknown> {
  const relationship = relationshipField(resource, field);
  const targets = identifiers(relationship)
    .map((identifier: ResourceIdentifier) => ctx.store.get(identifier.id))
    .filter((r): r is Resource => r !== undefined && visible(ctx, r));
  const data = Array.isArray(relationship.data)
    ? targets.map((r) => serialize(ctx, r))
    : targets[0]
      ? serialize(ctx, targets[0])
      : null;
  return { jsonapi: JSONAPI_VERSION, data, links: { self: { href: selfUrl } } };
}

/**
 * gatsby-source-drupal's fastbuilds call. Answers like the Drupal Gatsby module: status -1 with a
 * fresh timestamp when the log cannot cover the requested time (the server started later), else
 * status 1 with { action, data } for updates and { action: "delete", id, type } for deletions.
 */
function fastbuildsDocument(ctx: Context, since: number): Record<string, unknown> {
  const timestamp = Math.floor(ctx.now / 1000);
  const changes = ctx.store.changesSince(since);
  if (changes === null) return { status: -1, timestamp };
  const entities = changes.map((change) => {
    const resource = ctx.store.get(change.id);
    if (change.action === "delete" || !resource || !visible(ctx, resource)) {
      return { action: "delete", id: change.id, type: change.type, attributes: { langcode: "nl" } };
    }
    return { action: "update", data: serialize(ctx, resource) };
  });
  return { status: 1, timestamp, entities };
}

function sendJson(res: http.ServerResponse, status: number, body: unknown, contentType: string, head: boolean): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": contentType,
    "content-length": Buffer.byteLength(payload),
    "x-content-server": SERVER_NAME,
    "cache-control": "no-store",
  });
  res.end(head ? undefined : payload);
}

function sendFile(res: http.ServerResponse, filesDir: string, relative: string, head: boolean): void {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    throw new HttpError(400, "Bad Request", "Malformed file path.");
  }
  const target = path.resolve(filesDir, decoded);
  if (!target.startsWith(filesDir + path.sep) || !fs.existsSync(target) || !fs.statSync(target).isFile()) {
    throw new HttpError(404, "Not Found", "File not found.");
  }
  const stat = fs.statSync(target);
  res.writeHead(200, {
    "content-type": mimeType(target),
    "content-length": stat.size,
    "last-modified": stat.mtime.toUTCString(),
    "cache-control": "public, max-age=3600",
    "x-content-type-options": "nosniff",
  });
  if (head) res.end();
  else fs.createReadStream(target).pipe(res);
}

function route(ctx: Context, req: http.IncomingMessage, res: http.ServerResponse): void {
  const url = new URL(req.url ?? "/", ctx.base);
  const head = req.method === "HEAD";
  // Dutch-only site: a language prefix addresses the same content.
  const pathname = url.pathname.replace(/^\/nl(?=\/jsonapi(\/|$))/, "").replace(/\/+$/, "") || "/";
  const query = url.searchParams;
  const selfUrl = `${ctx.base}${url.pathname}${url.search}`;

  if (pathname.startsWith("/sites/default/files/")) {
    sendFile(res, path.resolve(ctx.store.filesDir), pathname.slice("/sites/default/files/".length), head);
    return;
  }

  const sync = pathname.match(/^\/gatsby-fastbuilds\/sync\/(\d+)$/);
  if (sync) {
    sendJson(res, 200, fastbuildsDocument(ctx, Number(sync[1])), "application/json", head);
    return;
  }

  if (pathname === "/jsonapi") {
    sendJson(res, 200, indexDocument(ctx), JSONAPI_MEDIA_TYPE, head);
    return;
  }

  const parts = pathname.match(
    /^\/jsonapi\/([a-z0-9_]+)\/([a-z0-9_]+)(?:\/([0-9a-f-]{36}))?(?:\/(relationships)\/([a-z0-9_]+)|\/([a-z0-9_]+))?$/,
  );
  if (parts) {
    const [, entity, bundle, id, relationships, relationshipName, relatedName] = parts;
    const type = `${entity}--${bundle}`;
    if (!ctx.store.hasType(type)) throw new HttpError(404, "Not Found", `No route found for "${pathname}".`);
    if (!id) {
      if (relatedName || relationships) throw new HttpError(404, "Not Found", `No route found for "${pathname}".`);
      sendJson(res, 200, collectionDocument(ctx, type, pathname, query), JSONAPI_MEDIA_TYPE, head);
      return;
    }
    const resource = findResource(ctx, type, id);
    if (relationships && relationshipName) {
      const relationship = relationshipField(resource, relationshipName);
      sendJson(
        res,
        200,
        { jsonapi: JSONAPI_VERSION, data: relationship.data, links: { self: { href: selfUrl } } },
        JSONAPI_MEDIA_TYPE,
        head,
      );
    } else if (relatedName) {
      sendJson(res, 200, relatedDocument(ctx, resource, relatedName, selfUrl), JSONAPI_MEDIA_TYPE, head);
    } else {
      sendJson(res, 200, individualDocument(ctx, resource, query, selfUrl), JSONAPI_MEDIA_TYPE, head);
    }
    return;
  }

  if (pathname === "/") {
    sendJson(res, 200, { server: SERVER_NAME, jsonapi: `${ctx.base}/jsonapi` }, "application/json", head);
    return;
  }
  throw new HttpError(404, "Not Found", `No route found for "${pathname}".`);
}

/** A Node http server that answers like Drupal's JSON:API. Call `listen` yourself. */
export function createContentServer(options: ContentServerOptions = {}): ContentServer {
  const store = options.store ?? ContentStore.load(options);
  const server = http.createServer((req, res) => {
    const started = Date.now();
    const base = `http://${req.headers.host ?? "127.0.0.1"}`;
    const privileged = hasCredentials(req.headers.authorization, options.credentials);
    const hidden = new Set(privileged ? [] : (options.restrictedTypes ?? VOLUNTEER_ONLY_TYPES));
    const ctx: Context = {
      base,
      now: store.clock(),
      store,
      includeUnpublished: options.includeUnpublished ?? false,
      hidden,
      hiddenIds: ownedParagraphIds(store, hidden),
    };
    try {
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.setHeader("allow", "GET, HEAD");
        throw new HttpError(
          405,
          "Method Not Allowed",
          `No route found for "${req.method} ${req.url}": Method Not Allowed (Allow: GET, HEAD)`,
        );
      }
      route(ctx, req, res);
    } catch (error) {
      const known =
        error instanceof HttpError ? error : new HttpError(500, "Internal Server Error", "Unexpected error.");
      if (!(error instanceof HttpError)) options.log?.(`error: ${(error as Error).stack ?? String(error)}`);
      if (!res.headersSent) {
        sendJson(
          res,
          known.status,
          {
            jsonapi: JSONAPI_VERSION,
            errors: [{ title: known.title, status: String(known.status), detail: known.detail }],
          },
          JSONAPI_MEDIA_TYPE,
          req.method === "HEAD",
        );
      } else {
        res.destroy();
      }
    }
    options.log?.(`${req.method} ${req.url} ${res.statusCode} ${Date.now() - started}ms`);
  });
  return Object.assign(server, { store });
}

export interface RunningContentServer {
  /** "http://127.0.0.1:8890" (no trailing slash). */
  url: string;
  port: number;
  server: ContentServer;
  store: ContentStore;
  /** Stops listening and drops open keep-alive connections. */
  close(): Promise<void>;
}

/** Starts the server; port 0 picks a free port. Rejects with EADDRINUSE when the port is taken. */
export function startContentServer(
  options: ContentServerOptions & { port?: number; host?: string } = {},
): Promise<RunningContentServer> {
  const { port = 8890, host = "127.0.0.1", ...rest } = options;
  const server = createContentServer(rest);
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      const address = server.address() as AddressInfo;
      const hostForUrl = address.family === "IPv6" ? `[${address.address}]` : address.address;
      let closed: Promise<void> | undefined;
      resolve({
        url: `http://${hostForUrl}:${address.port}`,
        port: address.port,
        server,
        store: server.store,
        close() {
          closed ??= new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          });
          return closed;
        },
      });
    });
  });
}
