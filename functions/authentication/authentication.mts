/**
 * /api/v1/authentication/*: register, login, activate, resend-activation-email, logout,
 * ForgotPassword, ResetPassword, accept-invitation, set-username-and-password.
 * Routes are thin: validate (shared zod schema) -> service -> present.
 */
import type { Config } from "@netlify/functions";
import { handle } from "hono/netlify";
import {
  acceptInvitationBodySchema,
  activateBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  registerBodySchema,
  resendActivationBodySchema,
  resetPasswordBodySchema,
  setUsernameAndPasswordBodySchema,
} from "../../src/domain/auth";
import { accountDepsOf } from "../_shared/account-deps";
import {
  clearSessionCookie,
  clientIp,
  createApp,
  readDeviceToken,
  readSessionToken,
  setDeviceCookie,
  setSessionCookie,
} from "../_shared/http";
import { DEVICE_MAX_AGE_SECONDS } from "../_shared/device";
import { database, participantsOnly, withCaller } from "../_shared/http-db";
import { validate } from "../_shared/validate";
import { presentRegistered, presentSessionUser } from "./presenters";
import {
  acceptInvitation,
  activate,
  forgotPassword,
  login,
  logout,
  register,
  resendActivation,
  resetPassword,
  setUsernameAndPassword,
} from "./service";

const app = createApp("/api/v1/authentication");
app.use("*", database);

app.post("/register", validate(registerBodySchema, "auth"), async (c) => {
  const account = await register(accountDepsOf(c), c.var.body, clientIp(c));
  return c.json(presentRegistered(account));
});

app.post("/login", validate(loginBodySchema, "auth"), async (c) => {
  const { profile, session, deviceToken } = await login(
    accountDepsOf(c),
    c.var.body,
    clientIp(c),
    readSessionToken(c),
    readDeviceToken(c),
  );
  setSessionCookie(c, session.token, session.maxAgeSeconds);
  setDeviceCookie(c, deviceToken, DEVICE_MAX_AGE_SECONDS);
  return c.json(presentSessionUser(profile));
});

app.post("/activate", validate(activateBodySchema, "auth"), async (c) => {
  await activate(accountDepsOf(c), c.var.body, clientIp(c));
  return c.body(null, 204);
});

app.post("/resend-activation-email", validate(resendActivationBodySchema, "auth"), async (c) => {
  await resendActivation(accountDepsOf(c), c.var.body, clientIp(c));
  return c.body(null, 204);
});

app.post("/logout", async (c) => {
  await logout({ db: c.var.db }, readSessionToken(c));
  clearSessionCookie(c);
  return c.body(null, 204);
});

app.post("/ForgotPassword", validate(forgotPasswordBodySchema, "auth"), async (c) => {
  await forgotPassword(accountDepsOf(c), c.var.body, clientIp(c));
  return c.body(null, 204);
});

app.post("/ResetPassword", validate(resetPasswordBodySchema, "auth"), async (c) => {
  const { created, deviceToken } = await resetPassword(accountDepsOf(c), c.var.body, clientIp(c));
  clearSessionCookie(c);
  setDeviceCookie(c, deviceToken, DEVICE_MAX_AGE_SECONDS);
  return c.json({ Created: created.toISOString() });
});

app.post("/accept-invitation", validate(acceptInvitationBodySchema, "auth"), async (c) => {
  const { profile, session } = await acceptInvitation(accountDepsOf(c), c.var.body, clientIp(c), readSessionToken(c));
  setSessionCookie(c, session.token, session.maxAgeSeconds);
  return c.json(presentSessionUser(profile));
});

app.post(
  "/set-username-and-password",
  withCaller,
  participantsOnly,
  validate(setUsernameAndPasswordBodySchema, "auth"),
  async (c) => {
    return c.json(
      presentSessionUser(await setUsernameAndPassword(accountDepsOf(c), c.var.caller, c.var.body, clientIp(c))),
    );
  },
);

export default handle(app);

export const config: Config = { path: "/api/v1/authentication/*" };
