/**
 * /api/v1/conversation-flag/{conversationId} (spec 000 §7): a participant reports a conversation,
 * or one of its reactions (ReactionId), with an optional reason. Answers {Message: "Dank voor je
 * melding.", AlreadyReported}. 401 for visitors.
 */
import type { Config } from "@netlify/functions";
import { handle } from "hono/netlify";
import { flagBodySchema } from "../../src/domain/community-bodies";
import { validate } from "../_shared/validate";
import { communityApp, pathId } from "../_community/context";
import { report } from "../_community/moderation/service";

const app = communityApp("/api/v1/conversation-flag");

app.post("/:id{[0-9]+}", validate(flagBodySchema, "conversations"), async (c) =>
  c.json(await report(c.var.deps, c.var.caller, pathId(c), c.var.body)),
);

export default handle(app);

export const config: Config = { path: ["/api/v1/conversation-flag/*"] };
