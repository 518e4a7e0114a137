/**
 * SQL of the inbox (run as the caller: RLS lets the two parties read a conversation, the sender
 * write only to an accepted contact, the receiver mark seen and either party delete).
 */
import type { Queryable } from "../../_shared/db";
import { raiseNotifications } from "../queries";
import type { RichTextDoc } from "../../../src/domain/rich-text/text";

export type BoxRow = {
  otherId: string;
  username: string | null;
  photoPath: string | null;
  lastUpdate: Date;
  unseen: number;
};

/** The caller's conversations, latest first (one row per contact conversation). */
export async function findBoxes(
  sql: Queryable,
  userId: string,
  page: { index: number; size: number },
): Promise<BoxRow[]> {
  return sql<BoxRow[]>`
    select b.other_id, a.username, a.photo_path, b.last_update, b.unseen
    from public.message_boxes b
    left join public.community_authors a on a.id = b.other_id
    where b.owner_id = ${userId}
    order by b.last_update desc, b.other_id
    limit ${page.size} offset ${page.index * page.size}`;
}

export type MessageRow = { id: number; senderId: string; body: RichTextDoc; createdAt: Date; seenAt: Date | null };

export type PageRow = { contacts: boolean; username: string | null; photoPath: string | null } & (
  ({ id: number } & Omit<MessageRow, "id">) | { id: null }
);

/**
 * A conversation page in one statement: whether the two may write, the contact's name and photo,
 * and (only when they may) the `size` messages before `before` (or the latest), newest first. At
 * least one row; without messages its message fields are null. The check and the message ids come
 * from indexes alone (contact_links_accepted_pair_idx, direct_messages_pair_page_idx); only the
 * page's own rows are read for their bodies.
 */
export async function findConversationPage(
  sql: Queryable,
  a: string,
  b: string,
  page: { before: number | null; size: number },
): Promise<PageRow[]> {
  return sql<PageRow[]>`
    select c.contacts, au.username, au.photo_path, m.id, m.sender_id, m.body, m.created_at, m.seen_at
    from (select public.are_contacts(${a}, ${b}) as contacts) c
    left join public.community_authors au on au.id = ${b}
    left join lateral (
      select id, sender_id, body, created_at, seen_at
      from public.direct_messages
      where c.contacts
        and least(sender_id, receiver_id) = least(${a}::uuid, ${b}::uuid)
        and greatest(sender_id, receiver_id) = greatest(${a}::uuid, ${b}::uuid)
        ${page.before === null ? sql`` : sql`and id < ${page.before}`}
      order by least(sender_id, receiver_id), greatest(sender_id, receiver_id), id desc
      limit ${page.size}
    ) m on true
    order by m.id desc nulls last`;
}

export async function insertMessage(
  sql: Queryable,
  senderId: string,
  receiverId: string,
  body: RichTextDoc,
): Promise<MessageRow> {
  const [row] = await sql<MessageRow[]>`
    insert into public.direct_messages (sender_id, receiver_id, body)
    values (${senderId}, ${receiverId}, ${sql.json(body as never)})
    returning id, sender_id, body, created_at, seen_at`;
  return row!;
}

/** Marks what `otherId` sent the caller as seen and resets the caller's box. */
export async function markConversationSeen(sql: Queryable, userId: string, otherId: string): Promise<void> {
  await sql`update public.direct_messages set seen_at = now() where receiver_id = ${userId} and sender_id = ${otherId} and seen_at is null`;
  await sql`update public.message_boxes set unseen = 0 where owner_id = ${userId} and other_id = ${otherId} and unseen <> 0`;
  await sql`
    update public.notifications set read_at = now()
    where user_id = ${userId} and kind = 'message.new' and actor_id = ${otherId} and read_at is null`;
}

/** Every message, both boxes and the notifications between two members (removing a contact, a block). */
export async function deleteConversation(sql: Queryable, a: string, b: string): Promise<void> {
  await sql`
    delete from public.direct_messages
    where least(sender_id, receiver_id) = least(${a}::uuid, ${b}::uuid)
      and greatest(sender_id, receiver_id) = greatest(${a}::uuid, ${b}::uuid)`;
  await sql`delete from public.message_boxes where (owner_id = ${a} and other_id = ${b}) or (owner_id = ${b} and other_id = ${a})`;
  await sql`select public.delete_contact_notifications(${a}, ${b})`;
}

/**
 * The caller and `otherId` are contacts who did not block each other; the contact link stays locked
 * until the caller's transaction ends, so a removal of the contact waits for this send to finish
 * (and then removes what it wrote). False when the link is gone, also when it went meanwhile.
 */
export async function lockContactLink(sql: Queryable, otherId: string): Promise<boolean> {
  const [row] = await sql<{ locked: boolean }[]>`select public.lock_contact_link(${otherId}) as locked`;
  return row?.locked ?? false;
}

/** The sender's side of a send in one lookup: whether the two may write, the account age, the name. */
export async function findSender(
  sql: Queryable,
  userId: string,
  otherId: string,
): Promise<{ contacts: boolean; createdAt: Date; username: string } | null> {
  const [row] = await sql<{ contacts: boolean; createdAt: Date; username: string }[]>`
    select public.are_contacts(${userId}, ${otherId}) as contacts, p.created_at, p.username
    from public.profiles p
    where p.id = ${userId}`;
  return row ?? null;
}

/** The receiver's message notification, unless one for this conversation is still unread (run as service_role). */
export async function insertMessageNotification(
  sql: Queryable,
  n: { to: string; from: string; text: string; link: string },
): Promise<void> {
  await raiseNotifications(sql, [n.to], n.from, { kind: "message.new", body: n.text, link: n.link });
}

/**
 * The unread count of spec 000 §7 "Inbox": unseen messages, plus one for an unread notification,
 * minus one if the flag is set (the flag: every unread notification is a message notification,
 * whose message is already counted; docs/decisions/180-inbox-unread-count.md), which is: unseen
 * messages plus one when an unread notification of another kind exists. One primary-key lookup of
 * the counters the triggers keep (20261124180100_inbox_unread_counters.sql, decision 183).
 */
export async function unreadCount(sql: Queryable, userId: string): Promise<UnreadCounts> {
  const [row] = await sql<UnreadCounts[]>`
    select unseen_messages + (case when unread_notifications > 0 then 1 else 0 end) as count,
           unseen_messages as "unseenMessages", unread_notifications as "unreadNotifications"
    from public.inbox_counters where user_id = ${userId}`;
  return row ?? { count: 0, unseenMessages: 0, unreadNotifications: 0 };
}

/** The spec's count, and its parts for the links where each means what it says (issue 37 row 7). */
export type UnreadCounts = { count: number; unseenMessages: number; unreadNotifications: number };
