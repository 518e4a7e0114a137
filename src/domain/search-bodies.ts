/**
 * Bodies of search's state-changing calls (issue 35 row 7, decision 161): a platform moderator
 * allows a common query as a type-ahead suggestion, or refuses it for good.
 */
import { z } from "zod";

export const POPULAR_QUERY_STATUSES = ["pending", "allowed", "refused"] as const;
export type PopularQueryStatus = (typeof POPULAR_QUERY_STATUSES)[number];

/** POST /api/v1/Search/popular: { Query, Allowed }. */
export const decidePopularQueryBodySchema = z.object({
  Query: z
    .string({ error: "popular.queryRequired" })
    .trim()
    .min(1, { error: "popular.queryRequired" })
    .max(60, { error: "popular.queryRequired" }),
  Allowed: z.boolean({ error: "popular.decisionRequired" }),
});
export type DecidePopularQueryBody = z.input<typeof decidePopularQueryBodySchema>;

/** One common query as a moderator sees it (GET /api/v1/Search/popular?status=…). */
export type PopularQuery = {
  Query: string;
  People: number;
  FirstSeen: string;
  LastSeen: string;
  Status: PopularQueryStatus;
};
export type PopularQueriesAnswer = { Status: PopularQueryStatus; Items: PopularQuery[] };
