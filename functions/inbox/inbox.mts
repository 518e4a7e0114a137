/**
 * /api/v1/inbox/notifications (spec 000 §7 "Inbox"): the participant's notifications, the same list
 * as GET /api/v1/CustomUser/notifications, or 204 when there are none. 401 without a session.
 * (The inbox's message calls come with the inbox issue.)
 */
import type { Config } from "@netlify/functions";
import { handle } from "hono/netlify";
import { createApp } from "../_shared/http";
import { database, requireSession } from "../_shared/http-db";
import { presentNotification } from "../custom-user/presenters";
import { notificationsOf } from "../custom-user/service";

const app = createApp("/api/v1/inbox");
app.use("*", database);

app.get("/notifications", requireSession, async (c) => {
  const notifications = await notificationsOf(c.var.db, c.var.user);
  return notifications.length === 0 ? c.body(null, 204) : c.json(notifications.map(presentNotification));
});

export default handle(app);

export const config: Config = { path: ["/api/v1/inbox/notifications"] };
