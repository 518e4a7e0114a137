/**
 * /api/v1/library/*: share a page by e-mail (POST /send{contentType}, e.g. /sendarticle, /sendnews)
 * and feedback on an article (POST /feedback). Thin routes: validate -> service -> 204.
 */
import type { Config } from "@netlify/functions";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { handle } from "hono/netlify";
import { feedbackBodySchema, shareBodySchema } from "../../src/domain/library";
import { ANTIFORGERY_COOKIE } from "../_shared/antiforgery";
import { getConfig } from "../_shared/config";
import { NotFound } from "../_shared/errors";
import { clientIp, createApp, readSessionToken, type AppEnv } from "../_shared/http";
import { database } from "../_shared/http-db";
import { createMailer } from "../_shared/mail/mailer";
import { resolveSession } from "../_shared/session";
import { validate } from "../_shared/validate";
import { giveFeedback, sharePage, type Caller, type LibraryDeps } from "./service";

const app = createApp("/api/v1/library");
app.use("*", database);

function deps<E extends AppEnv>(c: Context<E>): LibraryDeps {
  const config = getConfig();
  return { db: c.var.db, mailer: createMailer(config), config, feedbackTo: process.env.FEEDBACK_TO?.trim() || undefined };
}

async function caller<E extends AppEnv>(c: Context<E>): Promise<Caller> {
  const user = await resolveSession(c.var.db, readSessionToken(c));
  return { ip: clientIp(c), browserSession: getCookie(c, ANTIFORGERY_COOKIE) ?? clientIp(c), userId: user?.id };
}

app.post("/feedback", validate(feedbackBodySchema, "reader"), async (c) => {
  await giveFeedback(deps(c), c.var.body, await caller(c));
  return c.body(null, 204);
});

app.post("/:action{[Ss]end[A-Za-z]+}", validate(shareBodySchema, "reader"), async (c) => {
  const contentType = c.req.param("action").slice("send".length).toLowerCase();
  await sharePage(deps(c), contentType, c.var.body, await caller(c));
  return c.body(null, 204);
});

app.all("*", () => {
  throw new NotFound();
});

export default handle(app);

export const config: Config = { path: "/api/v1/library/*" };
