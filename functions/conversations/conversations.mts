/**
 * /api/v1/conversations (spec 000 §7 "Conversations"): lists, one conversation with its owner,
 * group, terms, reactions, read-more, follows and likes; starting (POST /{groupId}) and editing
 * (POST /) a conversation; reacting, editing and deleting one's own reaction. Answer shapes:
 * src/domain/community.ts. Visitors read public conversations; writes need a session (401).
 */
import type { Config } from "@netlify/functions";
import { handle } from "hono/netlify";
import { ACTIVE_CONVERSATIONS_PAGE_SIZE } from "../../src/domain/community";
import {
  deleteReactionBodySchema,
  editConversationBodySchema,
  editReactionBodySchema,
  newConversationBodySchema,
  newReactionBodySchema,
} from "../../src/domain/community-bodies";
import { createApp } from "../_shared/http";
import { database } from "../_shared/http-db";
import { validate } from "../_shared/validate";
import { callerOf, communityDeps, idsOf, pageIndexOf, pathId, textBoolean } from "./context";
import {
  activeConversations,
  addReaction,
  conversationsByIds,
  editConversation,
  editReaction,
  followingConversations,
  followStatus,
  getConversation,
  groupOfConversation,
  isOwner,
  likeStatus,
  listReactionsOf,
  MAX_IDS,
  ownerOf,
  readMoreOfConversation,
  removeReaction,
  setFollowing,
  setLiking,
  startConversation,
  termsOfConversation,
  totalLikes,
} from "./service";
import { pageParameter } from "./text";

const app = createApp("/api/v1/conversations");
app.use("*", database);

const ID = ":id{[0-9]+}";

// Lists
app.get("/following", async (c) => c.json(await followingConversations(communityDeps(c), await callerOf(c), pageIndexOf(c))));

app.get("/active", async (c) => {
  const options = {
    pageNumber: pageParameter(c.req.query("page_number")),
    pageSize: pageParameter(c.req.query("page_size"), ACTIVE_CONVERSATIONS_PAGE_SIZE),
    publicOnly: c.req.query("public_only")?.toLowerCase() === "true",
  };
  return c.json(await activeConversations(communityDeps(c), await callerOf(c), options));
});

app.get("/by-list-of-ids", async (c) => c.json(await conversationsByIds(communityDeps(c), await callerOf(c), idsOf(c, "conversationIds", MAX_IDS))));

// One conversation: /{id}, /slug{slug} and /slug/{slug}
app.get("/slug/:slug{[a-z0-9-]+}", async (c) => c.json(await getConversation(communityDeps(c), await callerOf(c), { slug: c.req.param("slug") })));
app.get("/:ref{slug[a-z0-9-]+}", async (c) => c.json(await getConversation(communityDeps(c), await callerOf(c), { slug: c.req.param("ref").slice("slug".length) })));
app.get(`/${ID}`, async (c) => c.json(await getConversation(communityDeps(c), await callerOf(c), { id: pathId(c) })));

app.get(`/${ID}/user`, async (c) => c.json(await ownerOf(communityDeps(c), await callerOf(c), pathId(c))));
app.get(`/${ID}/group`, async (c) => c.json(await groupOfConversation(communityDeps(c), await callerOf(c), pathId(c))));
app.get(`/${ID}/read-more`, async (c) => c.json(await readMoreOfConversation(communityDeps(c), await callerOf(c), pathId(c))));
app.get(`/${ID}/reactions`, async (c) => c.json(await listReactionsOf(communityDeps(c), await callerOf(c), pathId(c), pageIndexOf(c))));
app.get(`/${ID}/terms`, async (c) => c.json(await termsOfConversation(communityDeps(c), await callerOf(c), pathId(c))));
app.get(`/${ID}/follows`, async (c) => textBoolean(c, await followStatus(communityDeps(c), await callerOf(c), pathId(c))));
app.get(`/${ID}/user-is-owner`, async (c) => textBoolean(c, await isOwner(communityDeps(c), await callerOf(c), pathId(c))));
app.get(`/${ID}/likes`, async (c) => textBoolean(c, await likeStatus(communityDeps(c), await callerOf(c), pathId(c))));
for (const path of [`/${ID}/totalLikes`, `/${ID}/totallikes`]) {
  app.get(path, async (c) => c.json(await totalLikes(communityDeps(c), await callerOf(c), pathId(c))));
}

// Writing
app.post("/", validate(editConversationBodySchema, "conversations"), async (c) => c.json(await editConversation(communityDeps(c), await callerOf(c), c.var.body)));

app.post("/reaction", validate(editReactionBodySchema, "conversations"), async (c) => c.json(await editReaction(communityDeps(c), await callerOf(c), c.var.body)));

app.delete("/reaction", validate(deleteReactionBodySchema, "conversations"), async (c) => {
  await removeReaction(communityDeps(c), await callerOf(c), c.var.body);
  return c.body(null, 204);
});

app.post(`/:groupId{[0-9]+}`, validate(newConversationBodySchema, "conversations"), async (c) =>
  c.json(await startConversation(communityDeps(c), await callerOf(c), pathId(c, "groupId"), c.var.body)),
);

app.post(`/${ID}/reactions`, validate(newReactionBodySchema, "conversations"), async (c) =>
  c.json(await addReaction(communityDeps(c), await callerOf(c), pathId(c), c.var.body)),
);

app.post(`/${ID}/follow`, async (c) => textBoolean(c, await setFollowing(communityDeps(c), await callerOf(c), pathId(c), true)));
app.post(`/${ID}/unfollow`, async (c) => textBoolean(c, await setFollowing(communityDeps(c), await callerOf(c), pathId(c), false)));
app.post(`/${ID}/like`, async (c) => textBoolean(c, await setLiking(communityDeps(c), await callerOf(c), pathId(c), true)));
app.post(`/${ID}/dislike`, async (c) => textBoolean(c, await setLiking(communityDeps(c), await callerOf(c), pathId(c), false)));

export default handle(app);

export const config: Config = { path: ["/api/v1/conversations", "/api/v1/conversations/*"] };
