/**
 * The HTTP side shared by every function: the Hono app of an area with its standard middleware
 * (no-store, anti-forgery, one error mapper), the session cookie and the caller's IP.
 * Body validation is in validate.ts, the per-request database and the session guard in
 * http-db.ts: a function imports only what it uses (each call loads its modules afresh).
 *
 * A route reads like a declaration:
 *   app.post("/login", validate(loginBodySchema, "auth"), async (c) => present(await service(...)))
 */
import type { Context as NetlifyContext } from "@netlify/functions";
import type { Context, MiddlewareHandler } from "hono";
import { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { parse as parseCookies } from "hono/utils/cookie";
import { getPath } from "hono/utils/url";
import { API_SECURITY_HEADERS } from "./security-headers";
import { ANTIFORGERY_COOKIE, ANTIFORGERY_HEADER, SAFE_METHODS, verifyAntiforgery } from "./antiforgery";
import { getConfig } from "./config";
import type { Db } from "./db";
import { AntiforgeryFailed, NotFound, ServiceUnavailable, toErrorAnswer } from "./errors";
import { log, requestLog } from "./log";

/** What hono/netlify's `handle` passes as env: the Netlify context of the call. */
export type Bindings = { context?: Partial<NetlifyContext> };
/** `db` is set by the `database` middleware of http-db.ts, in the areas that use it. */
export type AppEnv = { Bindings: Bindings; Variables: { db: Db } };

/**
 * The Hono app of one area, mounted at `basePath` (the function's config.path). Every answer is
 * no-store; every state-changing call passes the anti-forgery check before anything else runs
 * (add `app.use("*", database)` after this, so no database work happens before it).
 *
 * The base path matches in any letter case (/api/v1/customuser reaches /api/v1/CustomUser: the
 * Netlify dev server matches function paths in lower case); the rest of the path is kept as sent,
 * or, with `lowerCasePaths`, matched in lower case too (write the routes in lower case).
 */
export function createApp(basePath: string, options: { lowerCasePaths?: boolean } = {}): Hono<AppEnv> {
  const lowerBase = basePath.toLowerCase();
  const app = new Hono<AppEnv>({
    getPath: (request) => {
      const path = getPath(request);
      const lower = path.toLowerCase();
      if (lower !== lowerBase && !lower.startsWith(`${lowerBase}/`)) return path;
      return basePath + (options.lowerCasePaths ? lower : path).slice(basePath.length);
    },
  }).basePath(basePath);
  // First: every line of the call carries its request id, and so does the answer (log.ts).
  app.use("*", requestLog(basePath));
  app.use("*", configured);
  app.use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) c.header(name, value);
  });
  app.use("*", antiforgeryGuard);
  app.onError((error, c) => errorResponse(c, error));
  app.notFound((c) => errorResponse(c, new NotFound()));
  return app;
}

export function errorResponse(c: Context, error: unknown): Response {
  const answer = toErrorAnswer(error);
  for (const [name, value] of Object.entries(answer.headers)) c.header(name, value);
  c.header("Cache-Control", "no-store");
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) c.header(name, value);
  return c.json(answer.body, answer.status as 400);
}

/**
 * Refuses to serve when the configuration is unusable (production without its secrets, an unknown
 * APP_ENV): fail closed. Every function's app starts with it (createApp; the storage function too).
 */
export const configured: MiddlewareHandler = async (_c, next) => {
  try {
    getConfig();
  } catch (error) {
    if (!(error instanceof Error && error.name === "ConfigurationError")) throw error;
    log.error("refusing to serve: the configuration is incomplete", undefined, { reason: error.message });
    throw new ServiceUnavailable();
  }
  await next();
};

/** Refuses POST/PUT/PATCH/DELETE without the token that belongs to the anti-forgery cookie and the session. */
export const antiforgeryGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method)) {
    const ok = verifyAntiforgery(
      getCookie(c, ANTIFORGERY_COOKIE),
      readSessionToken(c),
      c.req.header(ANTIFORGERY_HEADER),
      getConfig().appSecret,
    );
    if (!ok) throw new AntiforgeryFailed();
  }
  await next();
};

/** The caller's IP as Netlify reports it. */
export function clientIp<E extends AppEnv>(c: Context<E>): string {
  return c.env?.context?.ip || c.req.header("x-nf-client-connection-ip") || "unknown";
}

// Session cookie ----------------------------------------------------------------------------------

/**
 * Holds the random session token (see session.ts); HttpOnly, Secure, SameSite=Lax, Path=/. The
 * __Host- prefix makes the browser refuse it unless it is Secure, Path=/ and without Domain, so
 * no subdomain can set or shadow it.
 */
export const SESSION_COOKIE = "__Host-rnl_session";

export function readSessionToken(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

/** The session token of a raw Cookie header, for handlers outside Hono (functions/forum-page). */
export function sessionTokenOfCookieHeader(cookieHeader: string | null): string | undefined {
  return cookieHeader ? parseCookies(cookieHeader, SESSION_COOKIE)[SESSION_COOKIE] : undefined;
}

/** `maxAgeSeconds` null: a cookie that ends when the browser closes (a session without "Blijf ingelogd"). */
export function setSessionCookie(c: Context, token: string, maxAgeSeconds: number | null): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    secure: true,
    sameSite: "Lax",
    path: "/",
    ...(maxAgeSeconds === null ? {} : { maxAge: maxAgeSeconds }),
  });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { httpOnly: true, secure: true, sameSite: "Lax", path: "/" });
}

// Device cookie -----------------------------------------------------------------------------------

/**
 * A browser where someone logged in before (OWASP "device cookies", device.ts, decision 111): it
 * logs in past the lock-out of an address that strangers caused. HttpOnly, Secure, SameSite=Strict
 * (only the login form's own calls need it), __Host- like the session cookie.
 */
export const DEVICE_COOKIE = "__Host-rnl_device";

export function readDeviceToken(c: Context): string | undefined {
  return getCookie(c, DEVICE_COOKIE);
}

export function setDeviceCookie(c: Context, token: string, maxAgeSeconds: number): void {
  setCookie(c, DEVICE_COOKIE, token, {
    httpOnly: true,
    secure: true,
    sameSite: "Strict",
    path: "/",
    maxAge: maxAgeSeconds,
  });
}
