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
import type { Tx } from "../../_shared/db";
import { asCaller, asServiceRoleWithin, identityOf, photoUrlOf, requireParticipant, type Caller, type CommunityDeps } from "../caller";
import { limitMessaging } from "../limits";
import { findUsername } from "../contacts/queries";
import { presentBox, presentMessage } from "./presenters";
import { areContacts, findBoxes, findMessages, insertMessage, markConversationSeen, unreadCount } from "./queries";

export const conversationNotFound = () => new NotFound({ code: "InboxConversationNotFound", messageKey: "inbox:conversation.notFound" });
export const notContacts = () => new Forbidden("inbox:message.notContacts");

export const conversationPath = (otherId: string) => `/account/berichten/${otherId}/`;

/** GET /inbox/inbox: the caller's conversations, latest first (empty: the route answers 204). */
export async function inboxOf(deps: CommunityDeps, caller: Caller, pageIndex = 0): Promise<InboxItem[]> {
  const userId = requireParticipant(caller);
  const rows = await asCaller(deps, caller, (tx) => findBoxes(tx, userId, { index: pageIndex, size: INBOX_PAGE_SIZE }));
  return rows.map((row) => presentBox(row, (path) => photoUrlOf(deps, path)));
}

/** GET /inbox/inbox/{id}?before=: one page of the conversation with a contact, oldest first. */
export async function conversationOf(deps: CommunityDeps, caller: Caller, otherId: string, before: number | null): Promise<InboxConversation> {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => {
    if (otherId === userId || !(await areContacts(tx, userId, otherId))) throw notContacts();
    const [rows, [author]] = await Promise.all([
      findMessages(tx, userId, otherId, { before, size: MESSAGE_PAGE_SIZE + 1 }),
      tx<{ username: string; photoPath: string | null }[]>`select username, photo_path from public.community_authors where id = ${otherId}`,
    ]);
    if (!author) throw conversationNotFound();
    const page = rows.slice(0, MESSAGE_PAGE_SIZE).reverse();
    return {
      UserId: otherId,
      Username: author.username,
      PhotoUrl: photoUrlOf(deps, author.photoPath),
      CanSend: true,
      Messages: page.map((row) => presentMessage(row, userId)),
      HasOlder: rows.length > MESSAGE_PAGE_SIZE,
    };
  });
}

/** POST /inbox/inbox/{id} {Body}: 403 unless the two are accepted contacts and neither blocked the other. */
export async function sendMessage(deps: CommunityDeps, caller: Caller, otherId: string, body: RichTextDoc, nowMs = Date.now()) {
  const userId = requireParticipant(caller);
  const check = async (tx: Tx) => {
    if (otherId === userId || !(await areContacts(tx, userId, otherId))) throw notContacts();
  };
  // Refused sends cost nothing: the limit counts only messages that may be sent.
  await asCaller(deps, caller, check);
  await limitMessaging(deps, userId, nowMs);
  return asCaller(deps, caller, async (tx) => {
    await check(tx);
    const row = await insertMessage(tx, userId, otherId, body);
    const username = (await findUsername(tx, userId)) ?? "";
    await asServiceRoleWithin(tx, identityOf(caller), async () => {
      // One unread notification per conversation at a time: a new message does not stack them.
      await tx`
        insert into public.notifications (user_id, kind, body, link, actor_id)
        select ${otherId}, 'message.new', ${translate("inbox", "notifications.message", { username })}, ${conversationPath(userId)}, ${userId}
        where not exists (
          select 1 from public.notifications
          where user_id = ${otherId} and kind = 'message.new' and actor_id = ${userId} and read_at is null)`;
    });
    return presentMessage(row, userId);
  });
}

/** PUT /inbox/inbox/{id}/seen: everything the contact sent is seen (and its notification read). */
export async function markSeen(deps: CommunityDeps, caller: Caller, otherId: string): Promise<void> {
  const userId = requireParticipant(caller);
  await asCaller(deps, caller, (tx) => markConversationSeen(tx, userId, otherId));
}

/** GET /inbox/unread: the account shell's counter (one cheap call). */
export async function unreadOf(deps: CommunityDeps, caller: Caller): Promise<number> {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, (tx) => unreadCount(tx, userId));
}

