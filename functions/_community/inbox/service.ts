/**
 * The inbox (spec 000 §2, §4, §7 "Inbox"): private messages between accepted contacts that neither
 * blocked. Every call is one transaction as the caller (RLS applies); the notification for the
 * receiver is written as service_role inside the sending transaction. A message's notification
 * (and so its mail) never contains the message text, only who wrote and a link.
 */
import { INBOX_PAGE_SIZE, MESSAGE_PAGE_SIZE, type InboxConversation, type InboxItem } from "../../../src/domain/inbox";
import type { RichTextDoc } from "../../../src/domain/rich-text/text";
import { translate } from "../../../src/i18n/translate";
import { Forbidden, NotFound } from "../../_shared/errors";
import { asCaller, asServiceRoleWithin, identityOf, requireParticipant, type Caller } from "../../_shared/caller";
import { photoUrlOf, type CommunityDeps } from "../deps";
import { limitMessagingWithin } from "../limits";
import { presentBox, presentMessage } from "./presenters";
import {
  findBoxes,
  findConversationPage,
  findSender,
  insertMessage,
  lockContactLink,
  insertMessageNotification,
  markConversationSeen,
  unreadCount,
  type UnreadCounts,
  type PageRow,
} from "./queries";

export const conversationNotFound = () =>
  new NotFound({ code: "InboxConversationNotFound", messageKey: "inbox:conversation.notFound" });
export const notContacts = () => new Forbidden("inbox:message.notContacts");

export const conversationPath = (otherId: string) => `/account/berichten/${otherId}/`;

/** GET /inbox/inbox: the caller's conversations, latest first (empty: the route answers 204). */
export async function inboxOf(deps: CommunityDeps, caller: Caller, pageIndex = 0): Promise<InboxItem[]> {
  const userId = requireParticipant(caller);
  const rows = await asCaller(deps, caller, (tx) => findBoxes(tx, userId, { index: pageIndex, size: INBOX_PAGE_SIZE }));
  return rows.map((row) => presentBox(row, (path) => photoUrlOf(deps, path)));
}

/** GET /inbox/inbox/{id}?before=: one page of the conversation with a contact, oldest first (one statement). */
export async function conversationOf(
  deps: CommunityDeps,
  caller: Caller,
  otherId: string,
  before: number | null,
): Promise<InboxConversation> {
  const userId = requireParticipant(caller);
  if (otherId === userId) throw notContacts();
  const rows = await asCaller(deps, caller, (tx) =>
    findConversationPage(tx, userId, otherId, { before, size: MESSAGE_PAGE_SIZE + 1 }),
  );
  const [first] = rows;
  if (!first?.contacts) throw notContacts();
  if (first.username === null) throw conversationNotFound();
  const messages = rows.filter((row): row is Extract<PageRow, { id: number }> => row.id !== null);
  return {
    UserId: otherId,
    Username: first.username,
    PhotoUrl: photoUrlOf(deps, first.photoPath),
    CanSend: true,
    Messages: messages
      .slice(0, MESSAGE_PAGE_SIZE)
      .reverse()
      .map((row) => presentMessage(row, userId)),
    HasOlder: messages.length > MESSAGE_PAGE_SIZE,
  };
}

/**
 * POST /inbox/inbox/{id} {Body}: 403 unless the two are accepted contacts and neither blocked the
 * other. One transaction: the check, which holds the contact link until the end (a removal of the
 * contact waits, then removes this message too), the sender's account age and name, the message as the
 * caller (RLS checks the contact again), then as service_role the rate limit and the receiver's
 * notification. Over the limit everything rolls back, so refused sends cost nothing.
 */
export async function sendMessage(
  deps: CommunityDeps,
  caller: Caller,
  otherId: string,
  body: RichTextDoc,
  nowMs = Date.now(),
) {
  const userId = requireParticipant(caller);
  if (otherId === userId) throw notContacts();
  return asCaller(deps, caller, async (tx) => {
    if (!(await lockContactLink(tx, otherId))) throw notContacts();
    const sender = await findSender(tx, userId, otherId);
    if (!sender?.contacts) throw notContacts();
    const row = await insertMessage(tx, userId, otherId, body);
    await asServiceRoleWithin(tx, identityOf(caller), async () => {
      await limitMessagingWithin(tx, deps.secret, userId, sender.createdAt, nowMs);
      // One unread notification per conversation at a time: a new message does not stack them.
      await insertMessageNotification(tx, {
        to: otherId,
        from: userId,
        text: translate("inbox", "notifications.message", { username: sender.username }),
        link: conversationPath(userId),
      });
    });
    return presentMessage(row, userId);
  });
}

/** PUT /inbox/inbox/{id}/seen: everything the contact sent is seen (and its notification read). */
export async function markSeen(deps: CommunityDeps, caller: Caller, otherId: string): Promise<void> {
  const userId = requireParticipant(caller);
  await asCaller(deps, caller, (tx) => markConversationSeen(tx, userId, otherId));
}

/** GET /inbox/unread: the account shell's counters (one cheap call). */
export async function unreadOf(deps: CommunityDeps, caller: Caller): Promise<UnreadCounts> {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, (tx) => unreadCount(tx, userId));
}
