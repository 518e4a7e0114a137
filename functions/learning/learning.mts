/**
 * /api/v1/learning: the e-learning of /trainingen (issue 19). Courses, a chapter for the player,
 * attempts (rate-limited) and completions, the teaching groups of teachers and checkers, an
 * employee's institutes and which of these pages the caller has. Rules in _community/learning.
 */
import type { Config } from "@netlify/functions";
import { handle } from "hono/netlify";
import { validate } from "../_shared/validate";
import { communityApp, pathId } from "../_community/context";
import * as learning from "../_community/learning/service";
import { attemptSchema } from "../../src/domain/learning";

const app = communityApp("/api/v1/learning");
const ID = ":id{[0-9]+}";

app.get("/courses", async (c) => c.json(await learning.listCourses(c.var.deps, c.var.caller)));
app.get("/courses/:slug{[a-z0-9-]+}", async (c) =>
  c.json(await learning.getCourse(c.var.deps, c.var.caller, c.req.param("slug"))),
);
app.get(`/chapters/${ID}`, async (c) => c.json(await learning.getChapter(c.var.deps, c.var.caller, pathId(c))));
app.post(`/activities/${ID}/attempt`, validate(attemptSchema, "elearning"), async (c) =>
  c.json(await learning.attempt(c.var.deps, c.var.caller, pathId(c), c.var.body.AnswerId)),
);
app.post(`/activities/${ID}/complete`, async (c) =>
  c.json(await learning.complete(c.var.deps, c.var.caller, pathId(c))),
);
app.get("/teaching-groups", async (c) => c.json(await learning.teachingGroups(c.var.deps, c.var.caller)));
app.get(`/teaching-groups/${ID}`, async (c) =>
  c.json(await learning.groupProgress(c.var.deps, c.var.caller, pathId(c))),
);
app.get("/roles", async (c) => c.json(await learning.roles(c.var.deps, c.var.caller)));
app.get("/institutes", async (c) => c.json(await learning.institutes(c.var.deps, c.var.caller)));

export default handle(app);

export const config: Config = { path: ["/api/v1/learning/*"] };
