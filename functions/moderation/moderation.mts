/**
 * /api/v1/moderation (our design; docs/decisions/033-moderation.md): the review
 * queue of open reports, resolving a report, and a moderator's changes to a conversation (sticky,
 * closed, hidden, moved) or a reaction (hidden). Stories (docs/decisions/142): the queue of reported
 * story reactions, resolving such a report, and hiding or showing a story reaction (platform
 * moderators only). GET /open {Count}: the open reports the caller may resolve (the account
 * menu's "Meldingen"). 401 for visitors, 403 for non-moderators.
 */
import type { Config } from "@netlify/functions";
import { handle } from "hono/netlify";
import {
  moderateConversationBodySchema,
  moderateReactionBodySchema,
  resolveFlagBodySchema,
} from "../../src/domain/community-bodies";
import { validate } from "../_shared/validate";
import { communityApp, pageIndexOf, pathId } from "../_community/context";
import {
  moderateConversation,
  moderateReaction,
  openReportCount,
  queue,
  resolveFlag,
} from "../_community/moderation/service";
import { moderateStoryReaction, resolveStoryFlag, storyQueue } from "../_community/stories/moderation";

const app = communityApp("/api/v1/moderation");

const ID = ":id{[0-9]+}";

app.get("/open", async (c) => c.json({ Count: await openReportCount(c.var.deps, c.var.caller) }));

app.get("/queue", async (c) => c.json(await queue(c.var.deps, c.var.caller, pageIndexOf(c))));

app.post(`/flags/${ID}`, validate(resolveFlagBodySchema, "conversations"), async (c) => {
  await resolveFlag(c.var.deps, c.var.caller, pathId(c), c.var.body);
  return c.body(null, 204);
});

app.post(`/conversations/${ID}`, validate(moderateConversationBodySchema, "conversations"), async (c) =>
  c.json(await moderateConversation(c.var.deps, c.var.caller, pathId(c), c.var.body)),
);

app.post(`/reactions/${ID}`, validate(moderateReactionBodySchema, "conversations"), async (c) =>
  c.json(await moderateReaction(c.var.deps, c.var.caller, pathId(c), c.var.body)),
);

app.get("/stories/queue", async (c) => c.json(await storyQueue(c.var.deps, c.var.caller, pageIndexOf(c))));

app.post(`/stories/flags/${ID}`, validate(resolveFlagBodySchema, "conversations"), async (c) => {
  await resolveStoryFlag(c.var.deps, c.var.caller, pathId(c), c.var.body);
  return c.body(null, 204);
});

app.post(`/stories/reactions/${ID}`, validate(moderateReactionBodySchema, "conversations"), async (c) =>
  c.json(await moderateStoryReaction(c.var.deps, c.var.caller, pathId(c), c.var.body)),
);

export default handle(app);

export const config: Config = { path: ["/api/v1/moderation/*"] };
