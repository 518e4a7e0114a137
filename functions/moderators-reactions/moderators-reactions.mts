/**
 * /api/v1/moderators-reactions/conversation/{id}/user-is-mod (spec 000 §7): the text true when the
 * caller moderates the conversation's group (a platform moderator or one of the group's
 * moderators), false otherwise and for visitors.
 */
import type { Config } from "@netlify/functions";
import { handle } from "hono/netlify";
import { communityApp, pathId, textBoolean } from "../_community/context";
import { isModeratorOf } from "../_community/conversations/service";

const app = communityApp("/api/v1/moderators-reactions");

for (const path of ["/conversation/:id{[0-9]+}/user-is-mod"]) {
  app.get(path, async (c) => textBoolean(c, await isModeratorOf(c.var.deps, c.var.caller, pathId(c))));
}

export default handle(app);

export const config: Config = { path: ["/api/v1/moderators-reactions/*"] };
