/**
 * /api/v1/moderation (our design; docs/decisions/033-moderation.md): the review
 * queue of open reports, resolving a report, and a moderator's changes to a conversation (sticky,
 * closed, hidden, moved) or a reaction (hidden). 401 for visitors, 403 for non-moderators.
 */
import type { Config } from "@netlify/functions";
import { handle } from "hono/netlify";
import { moderateConversationBodySchema, moderateReactionBodySchema, resolveFlagBodySchema } from "../../src/domain/community-bodies";
import { createApp } from "../_shared/http";
import { database } from "../_shared/http-db";
import { validate } from "../_shared/validate";
import { callerOf, communityDeps, pageIndexOf, pathId } from "../conversations/context";
import { moderateConversation, moderateReaction, queue, resolveFlag } from "./service";

const app = createApp("/api/v1/moderation");
app.use("*", database);

const ID = ":id{[0-9]+}";

app.get("/queue", async (c) => c.json(await queue(communityDeps(c), await callerOf(c), pageIndexOf(c))));

app.post(`/flags/${ID}`, validate(resolveFlagBodySchema, "conversations"), async (c) => {
  await resolveFlag(communityDeps(c), await callerOf(c), pathId(c), c.var.body);
  return c.body(null, 204);
});

app.post(`/conversations/${ID}`, validate(moderateConversationBodySchema, "conversations"), async (c) =>
  c.json(await moderateConversation(communityDeps(c), await callerOf(c), pathId(c), c.var.body)),
);

app.post(`/reactions/${ID}`, validate(moderateReactionBodySchema, "conversations"), async (c) =>
  c.json(await moderateReaction(communityDeps(c), await callerOf(c), pathId(c), c.var.body)),
);

export default handle(app);

export const config: Config = { path: ["/api/v1/moderation/*"] };
