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
} from "../../src/domain/account";
import { accountDepsOf } from "../_shared/account-deps";
import { clearSessionCookie, clientIp, createApp, readSessionToken } from "../_shared/http";
import { database, requireSession } from "../_shared/http-db";
import { presentCurrentUser, presentSessionUser } from "../_shared/profiles/presenter";
import { resolveSession } from "../_shared/session";
import { validate } from "../_shared/validate";
import { ownBlogs, startBlog } from "../_community/stories/service";
import { participant } from "../_community/caller";
import { communityDepsOf } from "../_community/context";
import { accessRolesOf } from "./access-roles";
import { presentNotification, presentSettings } from "./presenters";
import {
  changeEmail,
  changePassword,
  changeUsername,
  confirmEmailChange,
  currentUser,
  logoutEverywhere,
  markAllNotificationsRead,
  notificationsOf,
  setEmailNotificationChoice,
  setSwitch,
  settingsOf,
} from "./service";

const app = createApp("/api/v1/CustomUser");
app.use("*", database);

// The session probe of every page: without a live session 204 (no body), so a visitor's console
// shows no failed request (issue 23); the browser reads that as "not logged in".
app.get("/", async (c) => {
  const token = readSessionToken(c);
  const user = await resolveSession(c.var.db, token);
  if (!user) {
    if (token) clearSessionCookie(c);
    return c.body(null, 204);
  }
  return c.json(presentCurrentUser(await currentUser(c.var.db, user)));
});

app.get("/settings", requireSession, async (c) => {
  const { row, email } = await settingsOf(accountDepsOf(c), c.var.user);
  return c.json(presentSettings(row, email));
});

app.post("/ChangeEmail", requireSession, validate(changeEmailBodySchema, "auth"), async (c) => {
  await changeEmail(accountDepsOf(c), c.var.user, c.var.body, clientIp(c));
  return c.body(null, 204);
});

app.post("/ConfirmEmailChange", validate(confirmEmailChangeBodySchema, "auth"), async (c) => {
  await confirmEmailChange(accountDepsOf(c), c.var.body, clientIp(c));
  return c.body(null, 204);
});

app.post("/ChangePassword", requireSession, validate(changePasswordBodySchema, "auth"), async (c) => {
  await changePassword(accountDepsOf(c), c.var.user, c.var.body, clientIp(c));
  clearSessionCookie(c);
  return c.body(null, 204);
});

app.post("/ChangeUsername", requireSession, validate(changeUsernameBodySchema, "auth"), async (c) => {
  return c.json(presentSessionUser(await changeUsername(accountDepsOf(c), c.var.user, c.var.body, clientIp(c))));
});

app.put("/ChangeProfileVisibility", requireSession, validate(profileVisibilityBodySchema, "auth"), async (c) => {
  return c.json({ Public: await setSwitch(c.var.db, c.var.user, "profilePublic", c.var.body.Public) });
});

app.put("/ChangeEmailNotification", requireSession, validate(emailNotificationBodySchema, "auth"), async (c) => {
  return c.json(await setEmailNotificationChoice(c.var.db, c.var.user, c.var.body.EmailNotifications, c.var.body.EmailFrequency));
});

app.put("/ChangeNewsletterOptin", requireSession, validate(newsletterOptinBodySchema, "auth"), async (c) => {
  return c.json({ NewsletterOptin: await setSwitch(c.var.db, c.var.user, "newsletter", c.var.body.NewsletterOptin) });
});

app.get("/notifications", requireSession, async (c) => {
  return c.json((await notificationsOf(c.var.db, c.var.user)).map(presentNotification));
});

app.put("/notifications", requireSession, async (c) => {
  await markAllNotificationsRead(c.var.db, c.var.user);
  return c.body(null, 204);
});

app.post("/logout-everywhere", requireSession, async (c) => {
  await logoutEverywhere(c.var.db, c.var.user);
  clearSessionCookie(c);
  return c.body(null, 204);
});

// The own blog (spec 000 §7 "Stories"; the rules are in functions/_community/stories). Without a
// session: 401 (the own-blog fetch of the browser then shows no blog).
for (const path of ["/Blog", "/blog"]) {
  app.get(path, requireSession, async (c) => c.json(await ownBlogs(communityDepsOf(c.var.db), participant(c.var.user.id))));
  app.post(path, requireSession, async (c) => c.json(await startBlog(communityDepsOf(c.var.db), participant(c.var.user.id))));
}
for (const path of ["/Blog/BlogPost", "/blog/blogpost"]) {
  app.post(path, requireSession, async (c) => c.json(await startBlog(communityDepsOf(c.var.db), participant(c.var.user.id))));
}

// Community access of the logged-in participant (400 without a session, spec 001 §5).
app.get("/:accessRoles{[Aa]ccess[Rr]oles}/:userId", async (c) => {
  const user = await resolveSession(c.var.db, readSessionToken(c));
  return c.json(await accessRolesOf(c.var.db, user, c.req.param("userId")));
});

export default handle(app);

// Both spellings: the spec's path, and lower case because the Netlify dev server lower-cases the
// request path before it matches function paths.
export const config: Config = {
  path: ["/api/v1/CustomUser", "/api/v1/CustomUser/*", "/api/v1/customuser", "/api/v1/customuser/*"],
};
