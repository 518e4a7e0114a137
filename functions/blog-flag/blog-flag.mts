/**
 * /api/v1/blog-flag/{reactionId} (spec 000 §7): a participant reports a story reaction, with an
 * optional reason. Answers {Message: "Dank voor je melding.", AlreadyReported}; three different
 * reporters hide the reaction until a moderator reviews it. 401 for visitors.
 */
import type { Config } from "@netlify/functions";
import { handle } from "hono/netlify";
import { storyFlagBodySchema } from "../../src/domain/stories/bodies";
import { validate } from "../_shared/validate";
import { communityApp, pathId } from "../_community/context";
import { reportStoryReaction } from "../_community/stories/engagement";

const app = communityApp("/api/v1/blog-flag");

app.post("/:id{[0-9]+}", validate(storyFlagBodySchema, "stories"), async (c) =>
  c.json(await reportStoryReaction(c.var.deps, c.var.caller, pathId(c), c.var.body)),
);

export default handle(app);

export const config: Config = { path: ["/api/v1/blog-flag/*"] };
