/**
 * /api/v1/groups (spec 000 §7 "Groups"): the overview (40 a page), one group by id or slug, its
 * conversations (all, by terms, followed), terms, moderators (204 when none), read-more, and
 * following (text true/false; 401 for visitors counts as off). Shapes: src/domain/community.ts.
 */
import type { Config } from "@netlify/functions";
import { handle } from "hono/netlify";
import { GROUPS_PAGE_SIZE } from "../../src/domain/community";
import { createApp } from "../_shared/http";
import { database } from "../_shared/http-db";
import { callerOf, communityDeps, idsOf, pageIndexOf, pathId, textBoolean } from "../conversations/context";
import { pageParameter } from "../conversations/text";
import {
  getGroup,
  groupConversations,
  groupFollowStatus,
  groupModerators,
  groupReadMore,
  groupTerms,
  listGroupsPage,
  setGroupFollowing,
} from "./service";

const app = createApp("/api/v1/groups");
app.use("*", database);

const ID = ":id{[0-9]+}";
const MAX_TERMS = 20;

app.get("/all", async (c) =>
  c.json(await listGroupsPage(communityDeps(c), await callerOf(c), pageIndexOf(c), pageParameter(c.req.query("page_size"), GROUPS_PAGE_SIZE))),
);

app.get("/slug/:slug{[a-z0-9-]+}", async (c) => c.json(await getGroup(communityDeps(c), await callerOf(c), { slug: c.req.param("slug") })));
app.get("/:ref{slug[a-z0-9-]+}", async (c) => c.json(await getGroup(communityDeps(c), await callerOf(c), { slug: c.req.param("ref").slice("slug".length) })));
app.get(`/${ID}`, async (c) => c.json(await getGroup(communityDeps(c), await callerOf(c), { id: pathId(c) })));

app.get(`/${ID}/conversations`, async (c) => c.json(await groupConversations(communityDeps(c), await callerOf(c), pathId(c), { pageIndex: pageIndexOf(c) })));

app.get(`/${ID}/conversations/filterbyterms`, async (c) =>
  c.json(await groupConversations(communityDeps(c), await callerOf(c), pathId(c), { pageIndex: pageIndexOf(c), termIds: idsOf(c, "groupTermIds", MAX_TERMS) })),
);

app.get(`/${ID}/followedconversations`, async (c) =>
  c.json(await groupConversations(communityDeps(c), await callerOf(c), pathId(c), { pageIndex: pageIndexOf(c), followedOnly: true })),
);

app.get(`/${ID}/terms`, async (c) => c.json(await groupTerms(communityDeps(c), await callerOf(c), pathId(c))));

app.get(`/${ID}/moderators`, async (c) => {
  const moderators = await groupModerators(communityDeps(c), await callerOf(c), pathId(c));
  return moderators.length === 0 ? c.body(null, 204) : c.json(moderators);
});

app.get(`/${ID}/read-more`, async (c) => c.json(await groupReadMore(communityDeps(c), await callerOf(c), pathId(c))));
app.get(`/${ID}/follows`, async (c) => textBoolean(c, await groupFollowStatus(communityDeps(c), await callerOf(c), pathId(c))));
app.post(`/${ID}/follow`, async (c) => textBoolean(c, await setGroupFollowing(communityDeps(c), await callerOf(c), pathId(c), true)));
app.post(`/${ID}/unfollow`, async (c) => textBoolean(c, await setGroupFollowing(communityDeps(c), await callerOf(c), pathId(c), false)));

export default handle(app);

export const config: Config = { path: ["/api/v1/groups/*"] };
