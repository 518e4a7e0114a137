/**
 * Common queries as type-ahead suggestions (issue 35 row 7, decision 161): a query typed by 5
 * different people on one day waits for a platform moderator, who allows it (then the type-ahead
 * offers it) or refuses it (never offered, however often typed). Read and decided in the caller's
 * transaction: RLS lets only platform moderators see the pending and refused ones and decide.
 */
import { Forbidden, NotFound } from "../../_shared/errors";
import { fold } from "../../../src/domain/search";
import type {
  DecidePopularQueryBody,
  PopularQueriesAnswer,
  PopularQueryStatus,
} from "../../../src/domain/search-bodies";
import { asCaller, requireParticipant, type Caller } from "../../_shared/caller";
import type { CommunityDeps } from "../deps";
import { isPlatformModerator } from "../moderation/queries";
import { decidePopularQuery, findPopularQueries } from "./queries";

/** The most queries one list shows. */
export const POPULAR_QUERIES_LISTED = 100;

const notModerator = () => new Forbidden("search:popular.forbidden");

export async function popularQueries(
  deps: Pick<CommunityDeps, "db">,
  caller: Caller,
  status: PopularQueryStatus,
): Promise<PopularQueriesAnswer> {
  requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => {
    if (!(await isPlatformModerator(tx))) throw notModerator();
    const rows = await findPopularQueries(tx, status, POPULAR_QUERIES_LISTED);
    return {
      Status: status,
      Items: rows.map((row) => ({
        Query: row.query,
        People: row.people,
        FirstSeen: row.firstSeen,
        LastSeen: row.lastSeen,
        Status: row.status,
      })),
    };
  });
}

export async function decidePopular(
  deps: Pick<CommunityDeps, "db">,
  caller: Caller,
  body: DecidePopularQueryBody,
): Promise<void> {
  requireParticipant(caller);
  await asCaller(deps, caller, async (tx) => {
    if (!(await isPlatformModerator(tx))) throw notModerator();
    if (!(await decidePopularQuery(tx, fold(body.Query.trim()), body.Allowed ? "allowed" : "refused"))) {
      throw new NotFound({ code: "PopularQueryNotFound", messageKey: "search:popular.notFound" });
    }
  });
}
