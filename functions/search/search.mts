/**
 * /api/v1/Search (spec 000 §7 "Search and sharing"):
 *   GET /Search?query&pillar&boost&page_index&page_size   results of every type, paged, with counts per tab
 *   GET /Search/synonyms?query                            the synonyms the query is expanded with
 *   GET /Search/suggest/{text}                            type-ahead: common queries, synonyms, titles
 *   GET /Search/recommended                               articles for the participant's profile terms (401 for visitors)
 *   GET /Search/popular?status=pending|allowed|refused    common queries for platform moderators (401 / 403 otherwise)
 *   POST /Search/popular {Query, Allowed}                 a platform moderator allows a common query as a suggestion, or refuses it
 * Visitors get public documents only. Shapes: src/domain/search.ts.
 */
import type { Config } from "@netlify/functions";
import { handle } from "hono/netlify";
import { cleanQuery, pillarOf, SEARCH_PAGE_SIZE } from "../../src/domain/search";
import { clientIp } from "../_shared/http";
import { communityApp, pageIndexOf } from "../_community/context";
import { countQuery, requireQuery, search, suggestions, synonymsOf } from "../_community/search/service";
import { recommendedArticles } from "../_community/search/recommended";
import { pageParameter } from "../_community/parameters";
import { decidePopular, popularQueries } from "../_community/search/popular";
import {
  decidePopularQueryBodySchema,
  POPULAR_QUERY_STATUSES,
  type PopularQueryStatus,
} from "../../src/domain/search-bodies";
import { validate } from "../_shared/validate";

const app = communityApp("/api/v1/search");

app.get("/", async (c) => {
  const answer = await search(c.var.deps, c.var.caller, {
    query: requireQuery(c.req.query("query")),
    pillar: pillarOf(c.req.query("pillar")),
    boost: pillarOf(c.req.query("boost")),
    pageIndex: pageIndexOf(c),
    pageSize: pageParameter(c.req.query("page_size"), SEARCH_PAGE_SIZE),
  });
  if (answer.PageIndex === 0 && !answer.DidYouMean) {
    await countQuery(c.var.db, answer.Query, c.var.caller.userId ?? clientIp(c), answer.Counts.all);
  }
  return c.json(answer);
});

app.get("/synonyms", async (c) =>
  c.json(await synonymsOf(c.var.deps, c.var.caller, requireQuery(c.req.query("query")))),
);

app.get("/recommended", async (c) => c.json(await recommendedArticles(c.var.deps, c.var.caller)));

app.get("/popular", async (c) => {
  const asked = c.req.query("status");
  const status: PopularQueryStatus = POPULAR_QUERY_STATUSES.find((s) => s === asked) ?? "pending";
  return c.json(await popularQueries(c.var.deps, c.var.caller, status));
});

app.post("/popular", validate(decidePopularQueryBodySchema, "search"), async (c) => {
  await decidePopular(c.var.deps, c.var.caller, c.var.body);
  return c.body(null, 204);
});

app.get("/suggest/:text", async (c) =>
  c.json(await suggestions(c.var.deps, c.var.caller, cleanQuery(c.req.param("text")))),
);

export default handle(app);

// Both spellings: the spec's path, and lower case (the Netlify dev server lower-cases paths).
export const config: Config = { path: ["/api/v1/Search", "/api/v1/Search/*", "/api/v1/search", "/api/v1/search/*"] };
