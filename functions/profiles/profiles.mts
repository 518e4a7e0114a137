/**
 * /api/v1/profiles (spec 000 §7 "Members and contacts"): the members directory (POST filter and
 * count with the profile filter body), a member's profile and blog statistics, username search,
 * GET /ismod/{id} (the text true or false), the own profile terms, the pause switch and the
 * community-access request with its moderation.
 */
import type { Config } from "@netlify/functions";
import { nameSearchSchema, pauseSchema, profileFilterSchema, roleRequestSchema } from "../../src/domain/people";
import { anonymous, withTransaction } from "../_shared/db";
import { createGeocoder } from "../_shared/geocoder";
import { clientIp } from "../_shared/http";
import { participantsOnly } from "../_shared/http-db";
import { parseOrInvalid, validate } from "../_shared/validate";
import { communityApp, pathId } from "../_community/context";
import { decideAccessRequest, myAccess, pendingAccessRequests, requestAccess } from "../_community/access/service";
import { isMemberId, memberIdOf, peoplePageOf } from "../_community/people/http";
import {
  blogStats,
  countFilteredMembers,
  filterMembers,
  memberProfile,
  pauseOf,
  searchByUsername,
  setPauseWeeks,
} from "../_community/people/service";
import { handle } from "hono/netlify";
import { isModerator } from "./queries";
import { profileTermsOf } from "./terms";

const app = communityApp("/api/v1/profiles");

app.get("/ismod/:id", async (c) => {
  const id = c.req.param("id");
  const moderator = isMemberId(id) && (await withTransaction(c.var.db, anonymous, (tx) => isModerator(tx, id)));
  return c.text(String(moderator));
});

// The logged-in participant's own profile terms (forms and interests), for recommendations.
app.get("/terms/:userId", participantsOnly, async (c) =>
  c.json(await profileTermsOf(c.var.db, c.var.caller, c.req.param("userId"))),
);

app.post("/filter", validate(profileFilterSchema, "people"), async (c) =>
  c.json(
    await filterMembers(c.var.deps, c.var.caller, c.var.body, peoplePageOf(c), {
      geocoder: createGeocoder(),
      ip: clientIp(c),
    }),
  ),
);

app.post("/count", validate(profileFilterSchema, "people"), async (c) =>
  c.json(
    await countFilteredMembers(c.var.deps, c.var.caller, c.var.body, { geocoder: createGeocoder(), ip: clientIp(c) }),
  ),
);

// The start of a username (400 with the field's Dutch text for other characters); a visitor finds public profiles only.
app.get("/searchbyusername", async (c) => {
  const { username } = parseOrInvalid(nameSearchSchema, { username: c.req.query("username") }, "people");
  return c.json(await searchByUsername(c.var.deps, c.var.caller, username, peoplePageOf(c)));
});

app.get("/profile/blogstats/:id", async (c) => c.json(await blogStats(c.var.deps, c.var.caller, memberIdOf(c))));
app.get("/profile/:id", async (c) => c.json(await memberProfile(c.var.deps, c.var.caller, memberIdOf(c))));

app.get("/pause", async (c) => c.json(await pauseOf(c.var.deps, c.var.caller)));
app.put("/pause", validate(pauseSchema, "people"), async (c) =>
  c.json(await setPauseWeeks(c.var.deps, c.var.caller, c.var.body.Weeks)),
);

app.get("/access-request", async (c) => c.json(await myAccess(c.var.deps, c.var.caller)));
app.post("/access-request", validate(roleRequestSchema, "people"), async (c) =>
  c.json(await requestAccess(c.var.deps, c.var.caller, c.var.body.Motivation)),
);
app.get("/access-requests", async (c) => c.json(await pendingAccessRequests(c.var.deps, c.var.caller)));
app.post("/access-requests/:id{[0-9]+}/approve", async (c) => {
  await decideAccessRequest(c.var.deps, c.var.caller, pathId(c), true);
  return c.body(null, 204);
});
app.post("/access-requests/:id{[0-9]+}/deny", async (c) => {
  await decideAccessRequest(c.var.deps, c.var.caller, pathId(c), false);
  return c.body(null, 204);
});

export default handle(app);

export const config: Config = { path: ["/api/v1/profiles/*"] };
