/**
 * /api/v1/delete-user: POST /request {Password} (logged in) mails a confirmation link;
 * POST /confirm {Token} (the link's page) deletes the account and ends the browser's session.
 */
import type { Config } from "@netlify/functions";
import type { Context } from "hono";
import { handle } from "hono/netlify";
import { deleteConfirmBodySchema, deleteRequestBodySchema } from "../../src/domain/profile";
import { accountDepsOf } from "../_shared/account-deps";
import { clearSessionCookie, clientIp, type AppEnv } from "../_shared/http";
import { callerApp, participantsOnly } from "../_shared/http-db";
import { createStorage } from "../_shared/storage";
import { validate } from "../_shared/validate";
import { confirmDeletion, requestDeletion, type DeletionDeps } from "./service";

const app = callerApp("/api/v1/delete-user");

function deps<E extends AppEnv>(c: Context<E>): DeletionDeps {
  return { ...accountDepsOf(c), storage: createStorage() };
}

app.post("/request", participantsOnly, validate(deleteRequestBodySchema, "profile"), async (c) => {
  await requestDeletion(deps(c), c.var.caller, c.var.body);
  return c.body(null, 204);
});

app.post("/confirm", validate(deleteConfirmBodySchema, "profile"), async (c) => {
  await confirmDeletion(deps(c), c.var.body, clientIp(c));
  clearSessionCookie(c);
  return c.body(null, 204);
});

export default handle(app);

export const config: Config = { path: ["/api/v1/delete-user/*"] };
