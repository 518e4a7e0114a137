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
 * Leases up to `limit` due mails (other senders skip the rows this one locked): each row stays in
 * the queue, due again only after `leaseSeconds` and with one more attempt counted, and answers
 * what the mail needs. A row leaves the queue only when its mail is sent or given up
 * (finishMail), so a run killed mid-batch loses nothing: its rows come due again (at least once).
 */
export async function leaseDueMails(tx: Tx, limit: number, leaseSeconds: number): Promise<QueuedMail[]> {
  return tx<QueuedMail[]>`
    with leased as (
      update app_private.notification_mails q
      set next_attempt_at = now() + make_interval(secs => ${leaseSeconds}), attempts = q.attempts + 1
      where q.notification_id in (
        select notification_id from app_private.notification_mails
        where next_attempt_at <= now()
        order by queued_at
        limit ${limit}
        for update skip locked
      )
      returning q.notification_id, q.attempts
    )
    select l.notification_id, l.attempts, n.kind, n.link, n.created_at, n.read_at,
           n.user_id, p.username, p.email_notifications
    from leased l
    join public.notifications n on n.id = l.notification_id
    join public.profiles p on p.id = n.user_id`;
}

/** The mail was sent, or will never be: the row leaves the queue. */
export async function finishMail(tx: Tx, notificationId: string): Promise<void> {
  await tx`delete from app_private.notification_mails where notification_id = ${notificationId}`;
}

/** After a failed send: due again in `retryInSeconds` (the attempt was counted by the lease). */
export async function retryMailLater(tx: Tx, notificationId: string, retryInSeconds: number): Promise<void> {
  await tx`
    update app_private.notification_mails
    set next_attempt_at = now() + make_interval(secs => ${retryInSeconds})
    where notification_id = ${notificationId}`;
}
