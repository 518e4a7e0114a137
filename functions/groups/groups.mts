/**
 * /api/v1/groups (spec 000 §7 "Groups"): the overview (40 a page), one group by id or slug, its
 * conversations (all, by terms, followed), terms, moderators (204 when none), read-more, and
 * following (text true/false; 401 for visitors counts as off). Shapes: src/domain/community.ts.
 */
import type { Config } from "@netlify/functions";
import { handle } from "hono/netlify";
import { GROUPS_PAGE_SIZE } from "../../src/domain/community";
import { communityApp, idsOf, pageIndexOf, pathId, textBoolean } from "../_community/context";
import { pageParameter } from "../_community/parameters";
import { groupConversations } from "../_community/conversations/lists";
import {
  getGroup,
  groupFollowStatus,
  groupModerators,
  groupReadMore,
  groupTerms,
  listGroupsPage,
  setGroupFollowing,
} from "../_community/groups/service";

const app = communityApp("/api/v1/groups");

const ID = ":id{[0-9]+}";
const MAX_TERMS = 20;

app.get("/all", async (c) =>
  c.json(
    await listGroupsPage(
      c.var.deps,
      c.var.caller,
      pageIndexOf(c),
      pageParameter(c.req.query("page_size"), GROUPS_PAGE_SIZE),
    ),
  ),
);

app.get("/slug/:slug{[a-z0-9-]+}", async (c) =>
  c.json(await getGroup(c.var.deps, c.var.caller, { slug: c.req.param("slug") })),
);
app.get("/:ref{slug[a-z0-9-]+}", async (c) =>
  c.json(await getGroup(c.var.deps, c.var.caller, { slug: c.req.param("ref").slice("slug".length) })),
);
app.get(`/${ID}`, async (c) => c.json(await getGroup(c.var.deps, c.var.caller, { id: pathId(c) })));

app.get(`/${ID}/conversations`, async (c) =>
  c.json(await groupConversations(c.var.deps, c.var.caller, pathId(c), { pageIndex: pageIndexOf(c) })),
);

app.get(`/${ID}/conversations/filterbyterms`, async (c) =>
  c.json(
    await groupConversations(c.var.deps, c.var.caller, pathId(c), {
      pageIndex: pageIndexOf(c),
      termIds: idsOf(c, "groupTermIds", MAX_TERMS),
    }),
  ),
);

app.get(`/${ID}/followedconversations`, async (c) =>
  c.json(
    await groupConversations(c.var.deps, c.var.caller, pathId(c), { pageIndex: pageIndexOf(c), followedOnly: true }),
  ),
);

app.get(`/${ID}/terms`, async (c) => c.json(await groupTerms(c.var.deps, c.var.caller, pathId(c))));

app.get(`/${ID}/moderators`, async (c) => {
  const moderators = await groupModerators(c.var.deps, c.var.caller, pathId(c));
  return moderators.length === 0 ? c.body(null, 204) : c.json(moderators);
});

app.get(`/${ID}/read-more`, async (c) => c.json(await groupReadMore(c.var.deps, c.var.caller, pathId(c))));
app.get(`/${ID}/follows`, async (c) => textBoolean(c, await groupFollowStatus(c.var.deps, c.var.caller, pathId(c))));
app.post(`/${ID}/follow`, async (c) =>
  textBoolean(c, await setGroupFollowing(c.var.deps, c.var.caller, pathId(c), true)),
);
app.post(`/${ID}/unfollow`, async (c) =>
  textBoolean(c, await setGroupFollowing(c.var.deps, c.var.caller, pathId(c), false)),
);

export default handle(app);

export const config: Config = { path: ["/api/v1/groups/*"] };
