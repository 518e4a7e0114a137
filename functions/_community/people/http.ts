/** Path and query parameters of the people and contact calls. */
import type { Context } from "hono";
import { PEOPLE_PAGE_SIZE, PEOPLE_PAGE_SIZE_MAX } from "../../../src/domain/people";
import type { AppEnv } from "../../_shared/http";
import { pageParameter } from "../parameters";
import { memberNotFound } from "../errors";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The member id of the path (404 when it is not a UUID). */
export function memberIdOf<E extends AppEnv>(c: Context<E>, name = "id"): string {
  const id = c.req.param(name) ?? "";
  if (!UUID.test(id)) throw memberNotFound();
  return id.toLowerCase();
}

export function isMemberId(value: string): boolean {
  return UUID.test(value);
}

/** page_index (default 0) and page_size (default 12, at most 48). */
export function peoplePageOf<E extends AppEnv>(c: Context<E>): { index: number; size: number } {
  const size = pageParameter(c.req.query("page_size"), PEOPLE_PAGE_SIZE, PEOPLE_PAGE_SIZE_MAX) || PEOPLE_PAGE_SIZE;
  return { index: pageParameter(c.req.query("page_index")), size };
}
