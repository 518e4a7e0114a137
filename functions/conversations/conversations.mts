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
import { validate } from "../_shared/validate";
import { communityApp, idsOf, pageIndexOf, pathId, textBoolean } from "../_community/context";
import {
  activeConversations,
  conversationsByIds,
  followingConversations,
  MAX_IDS,
  readMoreOfConversation,
} from "../_community/conversations/lists";
import {
  editConversation,
  followStatus,
  getConversation,
  groupOfConversation,
  isOwner,
  likeStatus,
  ownerOf,
  setFollowing,
  setLiking,
  startConversation,
  termsOfConversation,
  totalLikes,
} from "../_community/conversations/service";
import { pageParameter } from "../_community/parameters";
import { addReaction, editReaction, listReactionsOf, removeReaction } from "../_community/reactions/service";

const app = communityApp("/api/v1/conversations");

const ID = ":id{[0-9]+}";

// Lists
app.get("/following", async (c) => c.json(await followingConversations(c.var.deps, c.var.caller, pageIndexOf(c))));

app.get("/active", async (c) => {
  const options = {
    pageNumber: pageParameter(c.req.query("page_number")),
    pageSize: pageParameter(c.req.query("page_size"), ACTIVE_CONVERSATIONS_PAGE_SIZE),
    publicOnly: c.req.query("public_only")?.toLowerCase() === "true",
  };
  return c.json(await activeConversations(c.var.deps, c.var.caller, options));
});

app.get("/by-list-of-ids", async (c) =>
  c.json(await conversationsByIds(c.var.deps, c.var.caller, idsOf(c, "conversationIds", MAX_IDS))),
);

// One conversation: /{id}, /slug{slug} and /slug/{slug}
app.get("/slug/:slug{[a-z0-9-]+}", async (c) =>
  c.json(await getConversation(c.var.deps, c.var.caller, { slug: c.req.param("slug") })),
);
app.get("/:ref{slug[a-z0-9-]+}", async (c) =>
  c.json(await getConversation(c.var.deps, c.var.caller, { slug: c.req.param("ref").slice("slug".length) })),
);
app.get(`/${ID}`, async (c) => c.json(await getConversation(c.var.deps, c.var.caller, { id: pathId(c) })));

app.get(`/${ID}/user`, async (c) => c.json(await ownerOf(c.var.deps, c.var.caller, pathId(c))));
app.get(`/${ID}/group`, async (c) => c.json(await groupOfConversation(c.var.deps, c.var.caller, pathId(c))));
app.get(`/${ID}/read-more`, async (c) => c.json(await readMoreOfConversation(c.var.deps, c.var.caller, pathId(c))));
app.get(`/${ID}/reactions`, async (c) =>
  c.json(await listReactionsOf(c.var.deps, c.var.caller, pathId(c), pageIndexOf(c))),
);
app.get(`/${ID}/terms`, async (c) => c.json(await termsOfConversation(c.var.deps, c.var.caller, pathId(c))));
app.get(`/${ID}/follows`, async (c) => textBoolean(c, await followStatus(c.var.deps, c.var.caller, pathId(c))));
app.get(`/${ID}/user-is-owner`, async (c) => textBoolean(c, await isOwner(c.var.deps, c.var.caller, pathId(c))));
app.get(`/${ID}/likes`, async (c) => textBoolean(c, await likeStatus(c.var.deps, c.var.caller, pathId(c))));
for (const path of [`/${ID}/totalLikes`, `/${ID}/totallikes`]) {
  app.get(path, async (c) => c.json(await totalLikes(c.var.deps, c.var.caller, pathId(c))));
}

// Writing
app.post("/", validate(editConversationBodySchema, "conversations"), async (c) =>
  c.json(await editConversation(c.var.deps, c.var.caller, c.var.body)),
);

app.post("/reaction", validate(editReactionBodySchema, "conversations"), async (c) =>
  c.json(await editReaction(c.var.deps, c.var.caller, c.var.body)),
);

app.delete("/reaction", validate(deleteReactionBodySchema, "conversations"), async (c) => {
  await removeReaction(c.var.deps, c.var.caller, c.var.body);
  return c.body(null, 204);
});

app.post(`/:groupId{[0-9]+}`, validate(newConversationBodySchema, "conversations"), async (c) =>
  c.json(await startConversation(c.var.deps, c.var.caller, pathId(c, "groupId"), c.var.body)),
);

app.post(`/${ID}/reactions`, validate(newReactionBodySchema, "conversations"), async (c) =>
  c.json(await addReaction(c.var.deps, c.var.caller, pathId(c), c.var.body)),
);

app.post(`/${ID}/follow`, async (c) => textBoolean(c, await setFollowing(c.var.deps, c.var.caller, pathId(c), true)));
app.post(`/${ID}/unfollow`, async (c) =>
  textBoolean(c, await setFollowing(c.var.deps, c.var.caller, pathId(c), false)),
);
app.post(`/${ID}/like`, async (c) => textBoolean(c, await setLiking(c.var.deps, c.var.caller, pathId(c), true)));
app.post(`/${ID}/dislike`, async (c) => textBoolean(c, await setLiking(c.var.deps, c.var.caller, pathId(c), false)));

export default handle(app);

export const config: Config = { path: ["/api/v1/conversations", "/api/v1/conversations/*"] };
