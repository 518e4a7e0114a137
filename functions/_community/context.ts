/**
 * The HTTP side of the community back end (groups, conversations, moderation and the areas that
 * join them): `communityApp` is `callerApp` (../_shared/http-db.ts: the request's database and its
 * caller, a live session or a visitor, never a 401 here, as `c.var.caller`) plus the services'
 * dependencies, once per request, as `c.var.deps`; and the path and query parameters the route
 * files share.
 *
 *   const app = communityApp("/api/v1/groups");
 *   app.get("/all", async (c) => c.json(await listGroupsPage(c.var.deps, c.var.caller, ...)));
 */
import type { Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { getConfig } from "../_shared/config";
import type { Db } from "../_shared/db";
import { NotFound } from "../_shared/errors";
import type { AppEnv } from "../_shared/http";
import { callerApp, type CallerEnv } from "../_shared/http-db";
import { createStorage } from "../_shared/storage";
import type { CommunityDeps } from "./deps";
import { idList, idParameter, pageParameter } from "./parameters";
import { log } from "../_shared/log";

export type CommunityEnv = CallerEnv & { Variables: CallerEnv["Variables"] & { deps: CommunityDeps } };

/** The services' dependencies on a database (also for server rendering, without HTTP). */
export function communityDepsOf(db: Db): CommunityDeps {
  return { db, secret: getConfig().appSecret, storage: storageForPhotos() };
}

/** Photo addresses only: a storage misconfiguration must not take the community down (PhotoUrl is then null). */
function storageForPhotos(): CommunityDeps["storage"] {
  try {
    return createStorage();
  } catch (error) {
    log.error("storage is not configured; photos are left out", error);
    return undefined;
  }
}

/** Sets `c.var.deps` (after `database`). */
export const communityDeps = createMiddleware<CommunityEnv>(async (c, next) => {
  c.set("deps", communityDepsOf(c.var.db));
  await next();
});

/** The Hono app of a community area: anti-forgery, database, caller (callerApp) and deps on every route. */
export function communityApp(basePath: string, options: { lowerCasePaths?: boolean } = {}): Hono<CommunityEnv> {
  const app = callerApp(basePath, options) as unknown as Hono<CommunityEnv>;
  app.use("*", communityDeps);
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
  const values = [
    ...(c.req.queries(name) ?? []),
    ...(name !== name.toLowerCase() ? (c.req.queries(name.toLowerCase()) ?? []) : []),
  ];
  return idList(values, max);
}

/** "true"/"false" as text/plain (follow status and the like). */
export function textBoolean<E extends AppEnv>(c: Context<E>, value: boolean): Response {
  return c.text(value ? "true" : "false");
}
