/**
 * /api/v1/gids (the spec's prefix; this folder is named after the activities it serves, as in
 * src/features/activities): likes of activities (spec 001 §7) and submitting an activity.
 *
 *   GET  /activity/{id}/likes            true/false: does the logged-in participant like it (401 without a session)
 *   GET  /activity/{id}/number_of_likes  the number of likes (anyone)
 *   POST /activity/{id}/like             like it      -> {Liked, NumberOfLikes} (community access needed)
 *   POST /activity/{id}/dislike          take it back -> {Liked, NumberOfLikes}
 *   GET  /online-activity/{id}/interest  {Interested}: has the participant said they are interested (401 without a session)
 *   POST /online-activity/{id}/interest  say so (only when the activity shows the interest form) -> {Interested}
 *   POST /online-activity/{id}/no-interest  take it back -> {Interested}
 *   GET  /online-activity/{id}/interested   [{Username, Since}]: who is interested, for its organisers (403 otherwise)
 *   POST /activities                     submit an activity (stored unpublished) -> 201 {Id, Slug, IsPublished}
 */
import type { Config } from "@netlify/functions";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { handle } from "hono/netlify";
import { activitySubmissionSchema } from "../../src/domain/activities/submission";
import { ANTIFORGERY_COOKIE } from "../_shared/antiforgery";
import { getConfig } from "../_shared/config";
import { createGeocoder } from "../_shared/geocoder";
import { createMailer } from "../_shared/mail/mailer";
import { clientIp, createApp, readSessionToken, type AppEnv } from "../_shared/http";
import { database, requireSession } from "../_shared/http-db";
import { resolveSession } from "../_shared/session";
import { validate } from "../_shared/validate";
import { interestedUsers, interestOf, setInterest } from "./interests";
import { likedBy, numberOfLikes, setLike, submitActivity } from "./service";

const app = createApp("/api/v1/gids");
app.use("*", database);

app.get("/activity/:id/likes", requireSession, async (c) => c.json(await likedBy(c.var.db, c.var.user.id, c.req.param("id"))));

app.get("/activity/:id/number_of_likes", async (c) => c.json(await numberOfLikes(c.var.db, c.req.param("id"))));

app.post("/activity/:id/like", requireSession, async (c) => c.json(await setLike(c.var.db, c.var.user.id, c.req.param("id"), true)));

app.post("/activity/:id/dislike", requireSession, async (c) => c.json(await setLike(c.var.db, c.var.user.id, c.req.param("id"), false)));

app.get("/online-activity/:id/interest", requireSession, async (c) => c.json(await interestOf(c.var.db, c.var.user.id, c.req.param("id"))));

app.post("/online-activity/:id/interest", requireSession, async (c) => c.json(await setInterest(c.var.db, c.var.user.id, c.req.param("id"), true)));

app.post("/online-activity/:id/no-interest", requireSession, async (c) => c.json(await setInterest(c.var.db, c.var.user.id, c.req.param("id"), false)));

app.get("/online-activity/:id/interested", requireSession, async (c) => c.json(await interestedUsers(c.var.db, c.var.user.id, c.req.param("id"))));

async function caller<E extends AppEnv>(c: Context<E>) {
  const user = await resolveSession(c.var.db, readSessionToken(c));
  return { ip: clientIp(c), browserSession: getCookie(c, ANTIFORGERY_COOKIE) ?? clientIp(c), userId: user?.id ?? null };
}

app.post("/activities", validate(activitySubmissionSchema, "activities", { nested: true }), async (c) => {
  const config = getConfig();
  const editors = { mailer: createMailer(config), addresses: config.editorsEmail, siteUrl: config.siteUrl, siteName: config.siteName };
  const deps = { db: c.var.db, geocoder: createGeocoder(), appSecret: config.appSecret, editors };
  return c.json(await submitActivity(deps, c.var.body, await caller(c)), 201);
});

export default handle(app);

export const config: Config = { path: ["/api/v1/gids/*"] };
