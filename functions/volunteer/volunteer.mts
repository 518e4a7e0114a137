/**
 * /api/v1/Volunteer (spec 000 §7): the volunteer's profile and sign-up steps, opportunities and
 * interest, and the reaction to a question (POST /React/{id}, the expert reaction form of §5,
 * decision 415). The base path matches in any letter case (createApp), the rest as the spec spells it.
 */
import type { Config } from "@netlify/functions";
import { handle } from "hono/netlify";
import { validate } from "../_shared/validate";
import { communityApp, pathId } from "../_community/context";
import * as volunteers from "../_community/volunteers/service";
import { reactToQuestion } from "../_community/volunteers/reactions";
import {
  abilitiesSchema,
  expertReactionSchema,
  formsSchema,
  interestsSchema,
  volunteerInfoSchema,
  volunteerNotificationSchema,
} from "../../src/domain/volunteers";

const app = communityApp("/api/v1/Volunteer");
const ID = ":id{[0-9]+}";

app.get("/", async (c) => c.json(await volunteers.getVolunteer(c.var.deps, c.var.caller)));
app.get("/GetAbilities", async (c) => c.json(await volunteers.myChoices(c.var.deps, c.var.caller, "abilities")));
app.get("/GetInterests", async (c) => c.json(await volunteers.myChoices(c.var.deps, c.var.caller, "interests")));
app.get("/GetFormsOfreuma", async (c) => c.json(await volunteers.myChoices(c.var.deps, c.var.caller, "forms")));
app.get("/GetOpportunities", async (c) => c.json(await volunteers.volunteerOpportunities(c.var.deps, c.var.caller)));
app.get("/GetInterestedOpportunities", async (c) =>
  c.json(await volunteers.interestedOpportunities(c.var.deps, c.var.caller)),
);

app.post(`/AddInterest/${ID}`, async (c) =>
  c.json(await volunteers.setInterest(c.var.deps, c.var.caller, pathId(c), true)),
);
app.post(`/RemoveInterest/${ID}`, async (c) =>
  c.json(await volunteers.setInterest(c.var.deps, c.var.caller, pathId(c), false)),
);

app.post(`/React/${ID}`, validate(expertReactionSchema, "volunteers"), async (c) =>
  c.json(await reactToQuestion(c.var.deps, c.var.caller, pathId(c), c.var.body)),
);

app.put("/ChangeVolunteerNotification", validate(volunteerNotificationSchema, "volunteers"), async (c) => {
  await volunteers.changeNotification(c.var.deps, c.var.caller, c.var.body.NewOpportunities);
  return c.body(null, 204);
});

app.post("/SetVolunteerInfo", validate(volunteerInfoSchema, "volunteers"), async (c) =>
  c.json(await volunteers.setInfo(c.var.deps, c.var.caller, c.var.body)),
);
app.post("/SetAbilities", validate(abilitiesSchema, "volunteers"), async (c) =>
  c.json(await volunteers.setChoices(c.var.deps, c.var.caller, "abilities", c.var.body.abilityIds)),
);
app.post("/SetInterests", validate(interestsSchema, "volunteers"), async (c) =>
  c.json(await volunteers.setChoices(c.var.deps, c.var.caller, "interests", c.var.body.interestIds)),
);
app.post("/SetFormsOfreuma", validate(formsSchema, "volunteers"), async (c) =>
  c.json(await volunteers.setChoices(c.var.deps, c.var.caller, "forms", c.var.body.formsOfreumaIds)),
);
app.post("/CompletedRegistration", async (c) =>
  c.json(await volunteers.completeRegistration(c.var.deps, c.var.caller)),
);

export default handle(app);

// Both spellings: the spec's path, and lower case (the Netlify dev server lower-cases paths).
export const config: Config = {
  path: ["/api/v1/Volunteer", "/api/v1/Volunteer/*", "/api/v1/volunteer", "/api/v1/volunteer/*"],
};
