/**
 * /api/v1/CustomUser: the logged-in user and the account settings (401 without a live session,
 * except ConfirmEmailChange, which follows a mailed link, and GET /, the session probe: 204).
 */
import type { Config } from "@netlify/functions";
import { handle } from "hono/netlify";
import {
  changeEmailBodySchema,
  changePasswordBodySchema,
  changeUsernameBodySchema,
  confirmEmailChangeBodySchema,
  emailNotificationBodySchema,
  newsletterOptinBodySchema,
  profileVisibilityBodySchema,
  textSizeBodySchema,
} from "../../src/domain/account";
import { accountDepsOf } from "../_shared/account-deps";
import { clearSessionCookie, clientIp } from "../_shared/http";
import { callerApp, forgetStaleSession, participantsOnly } from "../_shared/http-db";
import { presentCurrentUser, presentSessionUser } from "../_shared/profiles/presenter";
import { validate } from "../_shared/validate";
import { ownBlogs, startBlog } from "../_community/stories/service";
import { markAllNotificationsRead, notificationsOf } from "../_community/notifications/service";
import { communityDepsOf } from "../_community/context";
import { accessRolesOf } from "./access-roles";
import { presentSettings } from "./presenters";
import {
  changeEmail,
  changePassword,
  changeUsername,
  confirmEmailChange,
  currentUser,
  logoutEverywhere,
  setEmailNotificationChoice,
  setSwitch,
  setTextSize,
  settingsOf,
} from "./service";

const app = callerApp("/api/v1/CustomUser");

// The session probe of every page: without a live session 204 (no body), so a visitor's console
// shows no failed request (issue 23); the browser reads that as "not logged in".
app.get("/", async (c) => {
  const { userId } = c.var.caller;
  if (!userId) {
    forgetStaleSession(c);
    return c.body(null, 204);
  }
  return c.json(presentCurrentUser(await currentUser(c.var.db, { userId })));
});

app.get("/settings", participantsOnly, async (c) => {
  const { row, email } = await settingsOf(accountDepsOf(c), c.var.caller);
  return c.json(presentSettings(row, email));
});

app.post("/ChangeEmail", participantsOnly, validate(changeEmailBodySchema, "auth"), async (c) => {
  await changeEmail(accountDepsOf(c), c.var.caller, c.var.body, clientIp(c));
  return c.body(null, 204);
});

app.post("/ConfirmEmailChange", validate(confirmEmailChangeBodySchema, "auth"), async (c) => {
  await confirmEmailChange(accountDepsOf(c), c.var.body, clientIp(c));
  return c.body(null, 204);
});

app.post("/ChangePassword", participantsOnly, validate(changePasswordBodySchema, "auth"), async (c) => {
  await changePassword(accountDepsOf(c), c.var.caller, c.var.body, clientIp(c));
  clearSessionCookie(c);
  return c.body(null, 204);
});

app.post("/ChangeUsername", participantsOnly, validate(changeUsernameBodySchema, "auth"), async (c) => {
  return c.json(presentSessionUser(await changeUsername(accountDepsOf(c), c.var.caller, c.var.body, clientIp(c))));
});

app.put("/ChangeProfileVisibility", participantsOnly, validate(profileVisibilityBodySchema, "auth"), async (c) => {
  return c.json({ Public: await setSwitch(c.var.db, c.var.caller, "profilePublic", c.var.body.Public) });
});

app.put("/ChangeEmailNotification", participantsOnly, validate(emailNotificationBodySchema, "auth"), async (c) => {
  return c.json(
    await setEmailNotificationChoice(c.var.db, c.var.caller, c.var.body.EmailNotifications, c.var.body.EmailFrequency),
  );
});

app.put("/ChangeNewsletterOptin", participantsOnly, validate(newsletterOptinBodySchema, "auth"), async (c) => {
  return c.json({ NewsletterOptin: await setSwitch(c.var.db, c.var.caller, "newsletter", c.var.body.NewsletterOptin) });
});

app.put("/ChangeTextSize", participantsOnly, validate(textSizeBodySchema, "auth"), async (c) => {
  return c.json({ TextSize: await setTextSize(c.var.db, c.var.caller, c.var.body.TextSize) });
});

app.get("/notifications", participantsOnly, async (c) => {
  return c.json(await notificationsOf(c.var, c.var.caller));
});

app.put("/notifications", participantsOnly, async (c) => {
  await markAllNotificationsRead(c.var, c.var.caller);
  return c.body(null, 204);
});

app.post("/logout-everywhere", participantsOnly, async (c) => {
  await logoutEverywhere(c.var.db, c.var.caller);
  clearSessionCookie(c);
  return c.body(null, 204);
});

// The own blog (spec 000 §7 "Stories"; the rules are in functions/_community/stories). Without a
// session: 401 (the own-blog fetch of the browser then shows no blog).
for (const path of ["/Blog", "/blog"]) {
  app.get(path, participantsOnly, async (c) => c.json(await ownBlogs(communityDepsOf(c.var.db), c.var.caller)));
  app.post(path, participantsOnly, async (c) => c.json(await startBlog(communityDepsOf(c.var.db), c.var.caller)));
}
for (const path of ["/Blog/BlogPost", "/blog/blogpost"]) {
  app.post(path, participantsOnly, async (c) => c.json(await startBlog(communityDepsOf(c.var.db), c.var.caller)));
}

// Community access of the logged-in participant (400 without a session, spec 001 §5).
app.get("/:accessRoles{[Aa]ccess[Rr]oles}/:userId", async (c) =>
  c.json(await accessRolesOf(c.var.db, c.var.caller, c.req.param("userId"))),
);

export default handle(app);

// Both spellings: the spec's path, and lower case because the Netlify dev server lower-cases the
// request path before it matches function paths.
export const config: Config = {
  path: ["/api/v1/CustomUser", "/api/v1/CustomUser/*", "/api/v1/customuser", "/api/v1/customuser/*"],
};
