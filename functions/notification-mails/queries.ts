/** SQL of the notification mail queue (app_private.notification_mails), run as service_role. */
import type { Tx } from "../_shared/db";

export type QueuedMail = {
  notificationId: string;
  attempts: number;
  kind: string;
  link: string | null;
  createdAt: Date;
  readAt: Date | null;
  userId: string;
  username: string;
  emailNotifications: boolean;
};

/**
 * Takes up to `limit` due mails off the queue (other senders skip the rows this one locked) and
 * answers them with what the mail needs. Taken rows are gone: a failed send puts its row back.
 */
export async function takeDueMails(tx: Tx, limit: number): Promise<QueuedMail[]> {
  return tx<QueuedMail[]>`
    with taken as (
      delete from app_private.notification_mails q
      where q.notification_id in (
        select notification_id from app_private.notification_mails
        where next_attempt_at <= now()
        order by queued_at
        limit ${limit}
        for update skip locked
      )
      returning q.notification_id, q.attempts
    )
    select t.notification_id, t.attempts, n.kind, n.link, n.created_at, n.read_at,
           n.user_id, p.username, p.email_notifications
    from taken t
    join public.notifications n on n.id = t.notification_id
    join public.profiles p on p.id = n.user_id`;
}

/** Puts a mail back after a failed send, to try again later. */
export async function requeueMail(tx: Tx, notificationId: string, attempts: number, retryInSeconds: number): Promise<void> {
  await tx`
    insert into app_private.notification_mails (notification_id, attempts, next_attempt_at)
    values (${notificationId}, ${attempts}, now() + make_interval(secs => ${retryInSeconds}))
    on conflict (notification_id) do nothing`;
}
