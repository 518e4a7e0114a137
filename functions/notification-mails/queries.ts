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
  /** The public username of who caused the notification (null: nobody, or the account is gone). */
  actorUsername: string | null;
  emailNotifications: boolean;
  pausedUntil: Date | null;
  emailFrequency: MailFrequency;
};

/** How often a person gets notification mail (profiles.email_frequency). */
export type MailFrequency = "immediately" | "daily" | "weekly";
export const DIGEST_DAYS: Record<Exclude<MailFrequency, "immediately">, number> = { daily: 1, weekly: 7 };

const MAIL_FIELDS = (tx: Tx) => tx`
  l.notification_id, l.attempts, n.kind, n.link, n.created_at, n.read_at,
  n.user_id, p.username, a.username as actor_username, p.email_notifications, p.paused_until, p.email_frequency`;

/** The rows MAIL_FIELDS reads: the leased queue row, its notification, the recipient and the actor. */
const MAIL_SOURCE = (tx: Tx) => tx`
  leased l
  join public.notifications n on n.id = l.notification_id
  join public.profiles p on p.id = n.user_id
  left join public.profiles a on a.id = n.actor_id`;

/**
 * Leases up to `limit` due mails of people who want them immediately (other senders skip the rows this one locked): each row stays in
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
        select m.notification_id from app_private.notification_mails m
        join public.notifications n on n.id = m.notification_id
        join public.profiles p on p.id = n.user_id
        where m.next_attempt_at <= now() and p.email_frequency = 'immediately'
        order by m.queued_at
        limit ${limit}
        for update of m skip locked
      )
      returning q.notification_id, q.attempts
    )
    select ${MAIL_FIELDS(tx)}
    from ${MAIL_SOURCE(tx)}`;
}

/**
 * Leases every queued mail of up to `people` people whose digest is due: their oldest waiting news
 * is a day (daily) or a week (weekly) old and none of their rows is leased or waiting for a retry,
 * so one digest lists everything since the last. Ordered by person, oldest news first.
 */
export async function leaseDueDigests(tx: Tx, people: number, leaseSeconds: number): Promise<QueuedMail[]> {
  return tx<QueuedMail[]>`
    with due as (
      select n.user_id
      from app_private.notification_mails m
      join public.notifications n on n.id = m.notification_id
      join public.profiles p on p.id = n.user_id
      where p.email_frequency <> 'immediately'
      group by n.user_id, p.email_frequency
      having bool_and(m.next_attempt_at <= now())
         and min(m.queued_at) <= now() - make_interval(days => case p.email_frequency when 'daily' then ${DIGEST_DAYS.daily}::int else ${DIGEST_DAYS.weekly}::int end)
      order by min(m.queued_at)
      limit ${people}
    ),
    leased as (
      update app_private.notification_mails q
      set next_attempt_at = now() + make_interval(secs => ${leaseSeconds}), attempts = q.attempts + 1
      where q.notification_id in (
        select m.notification_id from app_private.notification_mails m
        join public.notifications n on n.id = m.notification_id
        where n.user_id in (select user_id from due) and m.next_attempt_at <= now()
        for update of m skip locked
      )
      returning q.notification_id, q.attempts
    )
    select ${MAIL_FIELDS(tx)}
    from ${MAIL_SOURCE(tx)}
    order by n.user_id, n.created_at, n.id`;
}

/** The mail was sent, or will never be: the row leaves the queue. */
export async function finishMail(tx: Tx, notificationIds: readonly string[]): Promise<void> {
  if (notificationIds.length === 0) return;
  await tx`delete from app_private.notification_mails where notification_id in ${tx(notificationIds as string[])}`;
}

/** Leased but not tried (the run's time was up): due again at once, the attempt not counted. */
export async function releaseLeasedMails(tx: Tx, notificationIds: readonly string[]): Promise<void> {
  if (notificationIds.length === 0) return;
  await tx`
    update app_private.notification_mails set next_attempt_at = now(), attempts = attempts - 1
    where notification_id in ${tx(notificationIds as string[])}`;
}

/** After a failed send: due again in `retryInSeconds` (the attempt was counted by the lease). */
export async function retryMailLater(
  tx: Tx,
  notificationIds: readonly string[],
  retryInSeconds: number,
): Promise<void> {
  await tx`
    update app_private.notification_mails
    set next_attempt_at = now() + make_interval(secs => ${retryInSeconds})
    where notification_id in ${tx(notificationIds as string[])}`;
}
