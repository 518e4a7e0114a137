/**
 * /api/v1/conversation-flag/{conversationId} (spec 000 §7): a participant reports a conversation,
 * or one of its reactions (ReactionId), with an optional reason. Answers {Message: "Dank voor je
 * melding.", AlreadyReported}. 401 for visitors.
 */
import type { Config } from "@netlify/functions";
import { handle } from "hono/netlify";
import { flagBodySchema } from "../../src/domain/community-bodies";
import { createApp } from "../_shared/http";
import { database } from "../_shared/http-db";
import { validate } from "../_shared/validate";
import { callerOf, communityDeps, pathId } from "../conversations/context";
import { report } from "../moderation/service";

const app = createApp("/api/v1/conversation-flag");
app.use("*", database);

app.post("/:id{[0-9]+}", validate(flagBodySchema, "conversations"), async (c) => c.json(await report(communityDeps(c), await callerOf(c), pathId(c), c.var.body)));

export default handle(app);

export const config: Config = { path: ["/api/v1/conversation-flag/*"] };
