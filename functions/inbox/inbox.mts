/**
 * /api/v1/inbox (spec 000 §7 "Inbox"): the participant's conversations with contacts and the
 * notifications. {id} is the contact's member id. 401 without a session.
 *
 *   GET  /inbox                 conversations, latest first (204 when there are none)
 *   GET  /inbox/{id}?before=    one page of messages, oldest first (the latest page without before)
 *   POST /inbox/{id} {Body}     a message to an accepted contact (403 otherwise; rate limited)
 *   PUT  /inbox/{id}/seen       everything the contact sent is seen
 *   GET  /unread                {Count, UnseenMessages, UnreadNotifications}: the account shell's
 *                               counters (Count: the spec's; the bell shows it, the links the parts)
 *   GET  /notifications         the notifications (204 when there are none)
 */
import type { Config } from "@netlify/functions";
import { handle } from "hono/netlify";
import { messageBodySchema, type UnreadCount } from "../../src/domain/inbox";
import { validate } from "../_shared/validate";
import { communityApp, pageIndexOf } from "../_community/context";
import { conversationOf, inboxOf, markSeen, sendMessage, unreadOf } from "../_community/inbox/service";
import { idParameter } from "../_community/parameters";
import { memberIdOf } from "../_community/people/http";
import { notificationsOf } from "../_community/notifications/service";

const app = communityApp("/api/v1/inbox");

app.get("/notifications", async (c) => {
  const notifications = await notificationsOf(c.var.deps, c.var.caller);
  return notifications.length === 0 ? c.body(null, 204) : c.json(notifications);
});

app.get("/unread", async (c) => {
  const counts = await unreadOf(c.var.deps, c.var.caller);
  const answer: UnreadCount = {
    Count: counts.count,
    UnseenMessages: counts.unseenMessages,
    UnreadNotifications: counts.unreadNotifications,
  };
  return c.json(answer);
});

app.get("/inbox", async (c) => {
  const items = await inboxOf(c.var.deps, c.var.caller, pageIndexOf(c));
  return items.length === 0 ? c.body(null, 204) : c.json(items);
});

app.get("/inbox/:id", async (c) => {
  const before = c.req.query("before");
  return c.json(
    await conversationOf(c.var.deps, c.var.caller, memberIdOf(c), before === undefined ? null : idParameter(before)),
  );
});

app.post("/inbox/:id", validate(messageBodySchema, "inbox"), async (c) =>
  c.json(await sendMessage(c.var.deps, c.var.caller, memberIdOf(c), c.var.body.Body), 201),
);

app.put("/inbox/:id/seen", async (c) => {
  await markSeen(c.var.deps, c.var.caller, memberIdOf(c));
  return c.body(null, 204);
});

export default handle(app);

export const config: Config = {
  path: ["/api/v1/inbox/notifications", "/api/v1/inbox/unread", "/api/v1/inbox/inbox", "/api/v1/inbox/inbox/*"],
};
