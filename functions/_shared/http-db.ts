/**
 * The database of a request and the session guard, for the areas that use the database.
 */
import { createMiddleware } from "hono/factory";
import type { MiddlewareHandler } from "hono";
import { createDb } from "./db";
import { Unauthorized } from "./errors";
import { clearSessionCookie, keepAlive, readSessionToken, tasksAfterAnswer, type AppEnv } from "./http";
import { resolveSession, type SessionUser } from "./session";

/** One database client per request, ended when the answer is ready (or, when work runs after the answer, when that is done). */
export const database: MiddlewareHandler<AppEnv> = async (c, next) => {
  const db = createDb();
  c.set("db", db);
  try {
    await next();
  } finally {
    const after = tasksAfterAnswer(c);
    if (after.length === 0) await db.end({ timeout: 2 });
    else keepAlive(c, Promise.allSettled(after).then(() => db.end({ timeout: 2 })));
  }
};

/** Requires a live session: 401 Unauthorized otherwise. The user is `c.var.user`. */
export const requireSession = createMiddleware<AppEnv & { Variables: { user: SessionUser } }>(async (c, next) => {
  const token = readSessionToken(c);
  const user = await resolveSession(c.var.db, token);
  if (!user) {
    if (token) clearSessionCookie(c);
    throw new Unauthorized();
  }
  c.set("user", user);
  await next();
});
