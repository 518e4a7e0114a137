/**
 * /api/v1/moderators-reactions/conversation/{id}/user-is-mod (spec 000 §7): the text true when the
 * caller moderates the conversation's group (a platform moderator or one of the group's
 * moderators), false otherwise and for visitors.
 */
import type { Config } from "@netlify/functions";
import { handle } from "hono/netlify";
import { createApp } from "../_shared/http";
import { database } from "../_shared/http-db";
import { callerOf, communityDeps, pathId, textBoolean } from "../conversations/context";
import { isModeratorOf } from "../conversations/service";

const app = createApp("/api/v1/moderators-reactions");
app.use("*", database);

for (const path of ["/conversation/:id{[0-9]+}/user-is-mod"]) {
  app.get(path, async (c) => textBoolean(c, await isModeratorOf(communityDeps(c), await callerOf(c), pathId(c))));
}

export default handle(app);

export const config: Config = { path: ["/api/v1/moderators-reactions/*"] };
