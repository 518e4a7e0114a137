/**
 * The functions' one log: JSON lines, each with the request id of the call it belongs to.
 *
 *   {"level":"error","time":"2026-12-05T09:14:03.120Z","requestId":"01JEX…","function":"custom-user","msg":"unexpected error","error":{…}}
 *
 * The request id is Netlify's own (the Netlify context's requestId, which Netlify also puts in the
 * x-nf-request-id header of the answer and shows in its function logs), so one id finds a call in
 * both; where there is none (npm start) a random one. A caller's own X-Request-Id is never taken
 * (it could forge log lines of another call). Every answer carries the id in `X-Request-Id`.
 *
 * The id reaches every line of the call, also from the services, through AsyncLocalStorage:
 * `observeRequest` runs the call in its scope; `createApp` does it for every Hono app
 * (`requestLog`), `observe` for the functions without Hono.
 *
 * LOG_LEVEL (info, warn or error; default info) leaves out the lower levels: `npm start` and the
 * tests set warn, so a request's own line shows only where it is asked for.
 *
 * Lines never hold secrets, bodies, query strings or e-mail addresses: the route's pattern is
 * logged, not the path (a path can hold a postcode or a username).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import { captureError, flushErrors } from "./error-reporting";

export const REQUEST_ID_HEADER = "X-Request-Id";

type Fields = Record<string, unknown>;
type Scope = { requestId: string; fn?: string; reported: boolean };
type Level = "info" | "warn" | "error";

const scopes = new AsyncLocalStorage<Scope>();
/** Netlify's request ids are ULIDs; anything else in its header is ignored. */
const SAFE_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** What the functions get from Netlify besides the request (all optional: npm start passes less). */
export type CallContext = { requestId?: string; waitUntil?: (promise: Promise<unknown>) => void } | undefined;

/** Netlify's request id of this call, else a new random one. */
export function requestIdOf(request: Request, context?: CallContext): string {
  const netlify = context?.requestId ?? request.headers.get("x-nf-request-id") ?? "";
  return SAFE_ID.test(netlify) ? netlify : randomUUID();
}

/** The request id of the call this code runs in (undefined outside a call). */
export function currentRequestId(): string | undefined {
  return scopes.getStore()?.requestId;
}

/** An error as a log field: name, message, stack, and Postgres' SQLSTATE when there is one. */
export function errorFields(error: unknown): Fields {
  if (!(error instanceof Error)) return { message: String(error) };
  const code = (error as { code?: unknown }).code;
  return {
    name: error.name,
    message: error.message,
    ...(typeof code === "string" ? { code } : {}),
    stack: error.stack,
  };
}

const RANK: Record<Level, number> = { info: 0, warn: 1, error: 2 };

function write(level: Level, msg: string, fields: Fields): void {
  const threshold = RANK[(process.env.LOG_LEVEL?.trim().toLowerCase() ?? "info") as Level] ?? 0;
  if (RANK[level] < threshold) return;
  const scope = scopes.getStore();
  const line = JSON.stringify({
    level,
    time: new Date().toISOString(),
    ...(scope ? { requestId: scope.requestId, ...(scope.fn ? { function: scope.fn } : {}) } : {}),
    msg,
    ...fields,
  });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

export const log = {
  info: (msg: string, fields: Fields = {}): void => write("info", msg, fields),
  warn: (msg: string, fields: Fields = {}): void => write("warn", msg, fields),
  /** Logs the error and, when SENTRY_DSN is set, reports it (tagged with the request id). */
  error: (msg: string, error?: unknown, fields: Fields = {}): void => {
    write("error", msg, error === undefined ? fields : { ...fields, error: errorFields(error) });
    if (error === undefined) return;
    const scope = scopes.getStore();
    if (captureError(error, { msg, requestId: scope?.requestId, fn: scope?.fn }) && scope) scope.reported = true;
  },
};

/**
 * Runs one call in its log scope: every line inside carries its id, the answer gets X-Request-Id,
 * and one line says how it went (method, route, status, milliseconds). A thrown error becomes a
 * logged 500 (the Hono apps never throw: their error mapper answers). When an error was reported,
 * the report is flushed before Netlify freezes the function (waitUntil).
 */
export async function observeRequest(
  request: Request,
  context: CallContext,
  fn: string,
  handler: () => Promise<Response>,
  route: () => string | undefined = () => undefined,
): Promise<Response> {
  const scope: Scope = { requestId: requestIdOf(request, context), fn, reported: false };
  return scopes.run(scope, async () => {
    const started = performance.now();
    let response: Response;
    try {
      response = await handler();
    } catch (error) {
      log.error("unhandled error", error);
      response = Response.json({ status: 500, code: "ServerError" }, { status: 500 });
    }
    response = withHeader(response, REQUEST_ID_HEADER, scope.requestId);
    log.info("request", {
      method: request.method,
      route: route() ?? fn,
      status: response.status,
      ms: Math.round(performance.now() - started),
    });
    if (scope.reported) {
      const flushed = flushErrors();
      if (typeof context?.waitUntil === "function") context.waitUntil(flushed);
      else await flushed;
    }
    return response;
  });
}

/** Sets a header, also on an answer whose headers are immutable (a fetched one). */
function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(name, value);
    return copy;
  }
}

/** A function without Hono (HTML pages, scheduled workers), in its log scope. */
export function observe<C extends CallContext>(
  fn: string,
  handler: (request: Request, context: C) => Promise<Response>,
) {
  return (request: Request, context: C): Promise<Response> =>
    observeRequest(request, context, fn, () => handler(request, context));
}

/** The name of a function from its base path: "/api/v1/CustomUser" → "customuser". */
export function functionNameOf(basePath: string): string {
  return (
    basePath
      .replace(/^\/api\/v1\//, "")
      .split("/")[0]
      ?.toLowerCase() || basePath
  );
}

/** Hono middleware (first in createApp): the call's log scope, X-Request-Id and its request line. */
export function requestLog(basePath: string): MiddlewareHandler {
  const fn = functionNameOf(basePath);
  return async (c, next) => {
    const context = (c.env as { context?: CallContext } | undefined)?.context;
    const response = await observeRequest(
      c.req.raw,
      context,
      fn,
      async () => {
        await next();
        return c.res;
      },
      () => safeRoutePath(c),
    );
    c.res = response;
  };
}

/** The pattern of the route that answered ("/api/v1/profiles/profile/:id"), not the path itself. */
function safeRoutePath(c: Parameters<MiddlewareHandler>[0]): string | undefined {
  try {
    const handlers = matchedRoutes(c).filter((route) => route.method !== "ALL");
    return handlers.at(-1)?.path;
  } catch {
    return undefined;
  }
}
