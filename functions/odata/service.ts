/** The guide's read side: published activities for visitors and participants alike. */
import type { ODataActivity, ODataOnlineActivity } from "../../src/domain/activities/types";
import { anonymous, withTransaction, type Db } from "../_shared/db";
import { Invalid } from "../_shared/errors";
import { presentActivity, presentOnlineActivity } from "./presenter";
import { findPublishedActivities, findPublishedOnlineActivities } from "./queries";

/** The entity sets GetQuery serves. */
export const ENTITY_SETS = ["PhysicalActivity", "OnlineActivity"] as const;

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The entity set named by `query`: "PhysicalActivity" or "OnlineActivity", optionally followed by OData options
 * ("PhysicalActivity?$filter=..."), which are ignored: the selection is fixed and only published
 * activities are ever answered.
 */
export function entitySetOf(query: string | undefined): string | null {
  const name = (query ?? "").trim().split(/[?&$/(]/, 1)[0] ?? "";
  return ENTITY_SETS.find((set) => set.toLowerCase() === name.toLowerCase()) ?? null;
}

export async function getQuery(
  db: Db,
  query: string | undefined,
  slug: string | undefined,
): Promise<ODataActivity[] | ODataOnlineActivity[]> {
  const set = entitySetOf(query);
  if (!set) throw new Invalid({ query: ["activities:api.unknownEntitySet"] }, { code: "UnknownEntitySet" });
  if (slug !== undefined && !SLUG.test(slug)) return [];
  const filter = slug === undefined ? {} : { slug };
  if (set === "OnlineActivity")
    return (await withTransaction(db, anonymous, (tx) => findPublishedOnlineActivities(tx, filter))).map(
      presentOnlineActivity,
    );
  const rows = await withTransaction(db, anonymous, (tx) => findPublishedActivities(tx, filter));
  return rows.map(presentActivity);
}
