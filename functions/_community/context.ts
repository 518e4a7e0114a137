/**
 * The HTTP side of the community back end (groups, conversations, moderation and the areas that
 * join them): `communityApp` is `createApp` plus the request's database and one middleware that
 * resolves the caller (a live session or a visitor, never a 401 here) and the services'
 * dependencies once, as `c.var.caller` and `c.var.deps`.
 *
 *   const app = communityApp("/api/v1/groups");
 *   app.get("/all", async (c) => c.json(await listGroupsPage(c.var.deps, c.var.caller, ...)));
 */
import type { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { createApp, type AppEnv } from "../_shared/http";
import { database } from "../_shared/http-db";
import type { Caller, CommunityDeps } from "../conversations/access";
import { callerOf, communityDeps } from "../conversations/context";

export type CommunityEnv = AppEnv & { Variables: AppEnv["Variables"] & { caller: Caller; deps: CommunityDeps } };

/** Sets `c.var.caller` and `c.var.deps` (after `database`). */
export const community = createMiddleware<CommunityEnv>(async (c, next) => {
  c.set("deps", communityDeps(c));
  c.set("caller", await callerOf(c));
  await next();
});

/** The Hono app of a community area: anti-forgery, database, caller and deps on every route. */
export function communityApp(basePath: string, options: { lowerCasePaths?: boolean } = {}): Hono<CommunityEnv> {
  const app = createApp(basePath, options) as unknown as Hono<CommunityEnv>;
  app.use("*", database as never, community);
  return app;
}

export { pageIndexOf, pathId, idsOf, textBoolean } from "../conversations/context";
export { participant, visitor, requireParticipant, asCaller, identityOf, type Caller, type CommunityDeps } from "../conversations/access";
