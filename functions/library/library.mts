/**
 * /api/v1/library/*: share a page by e-mail (POST /send{contentType}, e.g. /sendarticle, /sendnews)
 * and feedback on an article (POST /feedback). Thin routes: validate -> service -> 204.
 */
import type { Config } from "@netlify/functions";
import type { Context } from "hono";
import { handle } from "hono/netlify";
import { feedbackBodySchema, shareBodySchema } from "../../src/domain/library";
import { getConfig } from "../_shared/config";
import { NotFound } from "../_shared/errors";
import type { AppEnv } from "../_shared/http";
import { callerApp, requestCallerOf } from "../_shared/http-db";
import { createOutboxMailer } from "../_shared/mail/outbox";
import { validate } from "../_shared/validate";
import { giveFeedback, sharePage, type LibraryDeps } from "./service";

const app = callerApp("/api/v1/library");

function deps<E extends AppEnv>(c: Context<E>): LibraryDeps {
  const config = getConfig();
  return {
    db: c.var.db,
    mailer: createOutboxMailer(c.var.db, config),
    config,
    feedbackTo: process.env.FEEDBACK_TO?.trim() || undefined,
  };
}

app.post("/feedback", validate(feedbackBodySchema, "reader"), async (c) => {
  await giveFeedback(deps(c), c.var.body, requestCallerOf(c));
  return c.body(null, 204);
});

app.post("/:action{[Ss]end[A-Za-z]+}", validate(shareBodySchema, "reader"), async (c) => {
  const contentType = c.req.param("action").slice("send".length).toLowerCase();
  await sharePage(deps(c), contentType, c.var.body, requestCallerOf(c));
  return c.body(null, 204);
});

app.all("*", () => {
  throw new NotFound();
});

export default handle(app);

export const config: Config = { path: "/api/v1/library/*" };
