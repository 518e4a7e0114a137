/**
 * SQL of the inbox (run as the caller: RLS lets the two parties read a conversation, the sender
 * write only to an accepted contact, the receiver mark seen and either party delete).
 */
import type { Queryable } from "../../_shared/db";
import type { RichTextDoc } from "../../../src/domain/rich-text/text";

export type BoxRow = { otherId: string; username: string | null; photoPath: string | null; lastUpdate: Date; unseen: number };

/** The caller's conversations, latest first (one row per contact conversation). */
export async function findBoxes(sql: Queryable, userId: string, page: { index: number; size: number }): Promise<BoxRow[]> {
  return sql<BoxRow[]>`
    select b.other_id, a.username, a.photo_path, b.last_update, b.unseen
    from public.message_boxes b
    left join public.community_authors a on a.id = b.other_id
    where b.owner_id = ${userId}
    order by b.last_update desc, b.other_id
    limit ${page.size} offset ${page.index * page.size}`;
}

export type MessageRow = { id: number; senderId: string; body: RichTextDoc; createdAt: Date; seenAt: Date | null };

/** One page of a conversation: the `size` messages before `before` (or the latest), newest first. */
export async function findMessages(sql: Queryable, a: string, b: string, page: { before: number | null; size: number }): Promise<MessageRow[]> {
  return sql<MessageRow[]>`
    select id, sender_id, body, created_at, seen_at
    from public.direct_messages
    where least(sender_id, receiver_id) = least(${a}::uuid, ${b}::uuid)
      and greatest(sender_id, receiver_id) = greatest(${a}::uuid, ${b}::uuid)
      ${page.before === null ? sql`` : sql`and id < ${page.before}`}
    order by least(sender_id, receiver_id), greatest(sender_id, receiver_id), id desc
    limit ${page.size}`;
}

export async function insertMessage(sql: Queryable, senderId: string, receiverId: string, body: RichTextDoc): Promise<MessageRow> {
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

/** Every message and both boxes between two members (removing a contact, a block). */
export async function deleteConversation(sql: Queryable, a: string, b: string): Promise<void> {
  await sql`
    delete from public.direct_messages
    where least(sender_id, receiver_id) = least(${a}::uuid, ${b}::uuid)
      and greatest(sender_id, receiver_id) = greatest(${a}::uuid, ${b}::uuid)`;
  await sql`delete from public.message_boxes where (owner_id = ${a} and other_id = ${b}) or (owner_id = ${b} and other_id = ${a})`;
  await sql`select public.delete_message_notifications(${a}, ${b})`;
}

export async function areContacts(sql: Queryable, a: string, b: string): Promise<boolean> {
  const [row] = await sql<{ yes: boolean }[]>`select public.are_contacts(${a}, ${b}) as yes`;
  return row?.yes ?? false;
}

/**
 * The unread count of spec 000 §7 "Inbox": unseen messages, plus one for an unread notification,
 * minus one if the flag is set (the flag: every unread notification is a message notification,
 * whose message is already counted; docs/decisions/180-inbox-unread-count.md). Two index lookups.
 */
export async function unreadCount(sql: Queryable, userId: string): Promise<number> {
  const [row] = await sql<{ count: number }[]>`
    select
      coalesce((select sum(unseen) from public.message_boxes where owner_id = ${userId}), 0)::int
      + (case when exists (select 1 from public.notifications where user_id = ${userId} and read_at is null) then 1 else 0 end)
      - (case when exists (select 1 from public.notifications where user_id = ${userId} and read_at is null)
              and not exists (select 1 from public.notifications where user_id = ${userId} and read_at is null and kind <> 'message.new')
         then 1 else 0 end) as count`;
  return row?.count ?? 0;
}
