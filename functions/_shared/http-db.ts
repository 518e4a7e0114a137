/**
 * The database of a request and its caller (./caller.ts), for the areas that use the database:
 * `database`, then `withCaller` (c.var.caller once per request: the session's participant or a
 * visitor); `callerApp` is createApp with both. `participantsOnly` in front of a route answers 401
 * to visitors before anything else.
 */
import type { Context, Hono, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { ANTIFORGERY_COOKIE } from "./antiforgery";
import { callerOfSession, type Caller, type Participant, type RequestCaller } from "./caller";
import { leaseDb } from "./db";
import { Unauthorized } from "./errors";
import { clearSessionCookie, clientIp, createApp, readSessionToken, type AppEnv } from "./http";

export type CallerEnv = AppEnv & { Variables: AppEnv["Variables"] & { caller: Caller } };

/** The database of the call (db.ts leaseDb), given back when the answer is ready. */
export const database: MiddlewareHandler<AppEnv> = async (c, next) => {
  const lease = leaseDb();
  c.set("db", lease.db);
  try {
    await next();
  } finally {
    await lease.release();
  }
};

/** Sets `c.var.caller` from the session cookie (after `database`); a visitor without a live session, never a 401 here. */
export const withCaller = createMiddleware<CallerEnv>(async (c, next) => {
  c.set("caller", await callerOfSession(c.var.db, readSessionToken(c)));
  await next();
});

/** The Hono app of an area whose routes know their caller: createApp, the request's database and `withCaller`. */
export function callerApp(basePath: string, options: { lowerCasePaths?: boolean } = {}): Hono<CallerEnv> {
  const app = createApp(basePath, options) as unknown as Hono<CallerEnv>;
  app.use("*", database as never, withCaller);
  return app;
}

/** A visitor that still sent a session cookie (expired or ended): the cookie is cleared. Answers whether it did. */
export function forgetStaleSession<E extends CallerEnv>(c: Context<E>): boolean {
  if (c.var.caller.userId || !readSessionToken(c)) return false;
  clearSessionCookie(c);
  return true;
}

/** Participants only: 401 Unauthorized for visitors (a stale session cookie cleared); after it `c.var.caller` is a Participant. */
export const participantsOnly = createMiddleware<{ Variables: { caller: Participant } }>(async (c, next) => {
  const ctx = c as unknown as Context<CallerEnv>;
  if (!ctx.var.caller.userId) {
    forgetStaleSession(ctx);
    throw new Unauthorized();
  }
  await next();
});

/** The caller with the request's address and browser session (rate limits that count visitors too). */
export function requestCallerOf<E extends CallerEnv>(c: Context<E>): RequestCaller {
  const ip = clientIp(c);
  return { userId: c.var.caller.userId, ip, browserSession: getCookie(c, ANTIFORGERY_COOKIE) ?? ip };
}
