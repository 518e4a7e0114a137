/**
 * The HTTP side of the community back end (groups, conversations, moderation and the areas that
 * join them): `communityApp` is `createApp` plus the request's database and one middleware that
 * resolves the caller (a live session or a visitor, never a 401 here) and the services'
 * dependencies once, as `c.var.caller` and `c.var.deps`; and the path and query parameters the
 * route files share.
 *
 *   const app = communityApp("/api/v1/groups");
 *   app.get("/all", async (c) => c.json(await listGroupsPage(c.var.deps, c.var.caller, ...)));
 */
import type { Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { getConfig } from "../_shared/config";
import type { Db } from "../_shared/db";
import { NotFound } from "../_shared/errors";
import { createApp, readSessionToken, type AppEnv } from "../_shared/http";
import { database } from "../_shared/http-db";
import { resolveSession } from "../_shared/session";
import { createStorage } from "../_shared/storage";
import { participant, visitor, type Caller, type CommunityDeps } from "./caller";
import { idList, idParameter, pageParameter } from "./parameters";

export type CommunityEnv = AppEnv & { Variables: AppEnv["Variables"] & { caller: Caller; deps: CommunityDeps } };

/** The services' dependencies on a database (also for server rendering, without HTTP). */
export function communityDepsOf(db: Db): CommunityDeps {
  return { db, secret: getConfig().appSecret, storage: storageForPhotos() };
}

/** Photo addresses only: a storage misconfiguration must not take the community down (PhotoUrl is then null). */
function storageForPhotos(): CommunityDeps["storage"] {
  try {
    return createStorage();
  } catch (error) {
    console.error("[community] storage is not configured; photos are left out", error);
    return undefined;
  }
}

/** The participant of a live session token, or a visitor (no 401 here: visitors read public content). */
export async function callerOfSession(db: Db, token: string | undefined): Promise<Caller> {
  const user = await resolveSession(db, token);
  return user ? participant(user.id) : visitor;
}

/** Sets `c.var.caller` and `c.var.deps` (after `database`). */
export const community = createMiddleware<CommunityEnv>(async (c, next) => {
  c.set("deps", communityDepsOf(c.var.db));
  c.set("caller", await callerOfSession(c.var.db, readSessionToken(c)));
  await next();
});

/** The Hono app of a community area: anti-forgery, database, caller and deps on every route. */
export function communityApp(basePath: string, options: { lowerCasePaths?: boolean } = {}): Hono<CommunityEnv> {
  const app = createApp(basePath, options) as unknown as Hono<CommunityEnv>;
  app.use("*", database as never, community);
  return app;
}

/** The path's numeric id (the routes only match digits; 404 when out of range). */
export function pathId<E extends AppEnv>(c: Context<E>, name = "id"): number {
  const id = idParameter(c.req.param(name));
  if (id === null) throw new NotFound();
  return id;
}

export function pageIndexOf<E extends AppEnv>(c: Context<E>): number {
  return pageParameter(c.req.query("page_index"));
}

/** Repeated ids of a query parameter, in either spelling of its name. */
export function idsOf<E extends AppEnv>(c: Context<E>, name: string, max: number): number[] {
  const values = [...(c.req.queries(name) ?? []), ...(name !== name.toLowerCase() ? (c.req.queries(name.toLowerCase()) ?? []) : [])];
  return idList(values, max);
}

/** "true"/"false" as text/plain (follow status and the like). */
export function textBoolean<E extends AppEnv>(c: Context<E>, value: boolean): Response {
  return c.text(value ? "true" : "false");
}

export { participant, visitor, requireParticipant, asCaller, identityOf, type Caller, type CommunityDeps } from "./caller";
