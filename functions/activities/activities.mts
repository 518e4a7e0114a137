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
import { handle } from "hono/netlify";
import { activitySubmissionSchema } from "../../src/domain/activities/submission";
import { getConfig } from "../_shared/config";
import { createGeocoder } from "../_shared/geocoder";
import { createOutboxMailer } from "../_shared/mail/outbox";
import { callerApp, participantsOnly, requestCallerOf } from "../_shared/http-db";
import { validate } from "../_shared/validate";
import { interestedUsers, interestOf, setInterest } from "./interests";
import { likedBy, numberOfLikes, setLike, submitActivity } from "./service";

const app = callerApp("/api/v1/gids");

app.get("/activity/:id/likes", participantsOnly, async (c) =>
  c.json(await likedBy(c.var.db, c.var.caller, c.req.param("id"))),
);

app.get("/activity/:id/number_of_likes", async (c) => c.json(await numberOfLikes(c.var.db, c.req.param("id"))));

app.post("/activity/:id/like", participantsOnly, async (c) =>
  c.json(await setLike(c.var.db, c.var.caller, c.req.param("id"), true)),
);

app.post("/activity/:id/dislike", participantsOnly, async (c) =>
  c.json(await setLike(c.var.db, c.var.caller, c.req.param("id"), false)),
);

app.get("/online-activity/:id/interest", participantsOnly, async (c) =>
  c.json(await interestOf(c.var.db, c.var.caller, c.req.param("id"))),
);

app.post("/online-activity/:id/interest", participantsOnly, async (c) =>
  c.json(await setInterest(c.var.db, c.var.caller, c.req.param("id"), true)),
);

app.post("/online-activity/:id/no-interest", participantsOnly, async (c) =>
  c.json(await setInterest(c.var.db, c.var.caller, c.req.param("id"), false)),
);

app.get("/online-activity/:id/interested", participantsOnly, async (c) =>
  c.json(await interestedUsers(c.var.db, c.var.caller, c.req.param("id"))),
);

app.post("/activities", validate(activitySubmissionSchema, "activities", { nested: true }), async (c) => {
  const config = getConfig();
  const editors = {
    mailer: createOutboxMailer(c.var.db, config),
    addresses: config.editorsEmail,
    siteUrl: config.siteUrl,
    siteName: config.siteName,
  };
  const deps = { db: c.var.db, geocoder: createGeocoder(), appSecret: config.appSecret, editors };
  return c.json(await submitActivity(deps, c.var.body, requestCallerOf(c)), 201);
});

export default handle(app);

export const config: Config = { path: ["/api/v1/gids/*"] };
