/**
 * The HTTP side shared by the community functions (groups, conversations, conversation-flag,
 * moderators-reactions, moderation): the services' dependencies and the caller of a request (a
 * live session or a visitor), and the query parameters they share.
 */
import type { Context } from "hono";
import { getConfig } from "../_shared/config";
import { NotFound } from "../_shared/errors";
import { readSessionToken, type AppEnv } from "../_shared/http";
import { resolveSession } from "../_shared/session";
import { createStorage } from "../_shared/storage";
import { participant, visitor, type Caller, type CommunityDeps } from "./access";
import { idList, idParameter, pageParameter } from "./text";

export function communityDeps<E extends AppEnv>(c: Context<E>): CommunityDeps {
  return { db: c.var.db, secret: getConfig().appSecret, storage: storageForPhotos() };
}

/** Photo addresses only: a storage misconfiguration must not take the conversations down (PhotoUrl is then null). */
function storageForPhotos(): CommunityDeps["storage"] {
  try {
    return createStorage();
  } catch (error) {
    console.error("[conversations] storage is not configured; photos are left out", error);
    return undefined;
  }
}

/** The participant of a live session, or a visitor (no 401 here: visitors read public content). */
export async function callerOf<E extends AppEnv>(c: Context<E>): Promise<Caller> {
  const user = await resolveSession(c.var.db, readSessionToken(c));
  return user ? participant(user.id) : visitor;
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
