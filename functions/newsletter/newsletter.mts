/**
 * /api/v1/newsletter/*: the visitors' newsletter by double opt-in (decision 390).
 *   POST /subscribe  { Email }  204 always (429 over the limits); queues the confirmation link in the mail outbox
 *   POST /confirm    { Token }  204 stored (again: 204); 400 LinkInvalid or LinkExpired
 */
import type { Config } from "@netlify/functions";
import type { Context } from "hono";
import { handle } from "hono/netlify";
import { newsletterConfirmBodySchema, newsletterSubscribeBodySchema } from "../../src/domain/newsletter";
import { getConfig } from "../_shared/config";
import { NotFound } from "../_shared/errors";
import { clientIp, createApp, type AppEnv } from "../_shared/http";
import { database } from "../_shared/http-db";
import { createOutboxMailer } from "../_shared/mail/outbox";
import { validate } from "../_shared/validate";
import { confirm, subscribe, type NewsletterDeps } from "./service";

const app = createApp("/api/v1/newsletter");
app.use("*", database);

function deps<E extends AppEnv>(c: Context<E>): NewsletterDeps {
  const config = getConfig();
  return { db: c.var.db, mailer: createOutboxMailer(c.var.db, config), config };
}

app.post("/subscribe", validate(newsletterSubscribeBodySchema, "auth"), async (c) => {
  await subscribe(deps(c), c.var.body, clientIp(c));
  return c.body(null, 204);
});

app.post("/confirm", validate(newsletterConfirmBodySchema, "newsletter"), async (c) => {
  await confirm(deps(c), c.var.body, clientIp(c));
  return c.body(null, 204);
});

app.all("*", () => {
  throw new NotFound();
});

export default handle(app);

export const config: Config = { path: "/api/v1/newsletter/*" };
