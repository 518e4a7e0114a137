/** SQL of /CustomUser: the account's settings and its notifications. */
import type { EmailFrequency } from "../../src/domain/account";
import type { Queryable } from "../_shared/db";

export type SettingsRow = { username: string; profilePublic: boolean; emailNotifications: boolean; emailFrequency: EmailFrequency; marketingEmails: boolean };

export async function findSettings(sql: Queryable, userId: string): Promise<SettingsRow | null> {
  const [row] = await sql<SettingsRow[]>`
    select username, profile_public, email_notifications, email_frequency, marketing_emails
    from public.profiles
    where id = ${userId}`;
  return row ?? null;
}

export async function updateProfilePublic(sql: Queryable, userId: string, value: boolean): Promise<boolean> {
  const rows = await sql`update public.profiles set profile_public = ${value} where id = ${userId} returning id`;
  return rows.length === 1;
}

/** Notification mails on or off and, when given, how often (the trigger and worker read both). */
export async function updateEmailNotificationChoice(sql: Queryable, userId: string, on: boolean, frequency: EmailFrequency | undefined): Promise<EmailFrequency | null> {
  const [row] = await sql<{ emailFrequency: EmailFrequency }[]>`
    update public.profiles
    set email_notifications = ${on}, email_frequency = coalesce(${frequency ?? null}::text, email_frequency)
    where id = ${userId}
    returning email_frequency`;
  return row?.emailFrequency ?? null;
}

export async function updateMarketingEmails(sql: Queryable, userId: string, value: boolean): Promise<boolean> {
  const rows = await sql`update public.profiles set marketing_emails = ${value} where id = ${userId} returning id`;
  return rows.length === 1;
}

export type NotificationRow = { id: string; kind: string; body: string; link: string | null; createdAt: Date; readAt: Date | null };

export const NOTIFICATIONS_SHOWN = 50;

export async function findNotificationsOf(sql: Queryable, userId: string, limit: number = NOTIFICATIONS_SHOWN): Promise<NotificationRow[]> {
  return sql<NotificationRow[]>`
    select id, kind, body, link, created_at, read_at
    from public.notifications
    where user_id = ${userId}
    order by created_at desc, id
    limit ${limit}`;
}

export async function markNotificationsRead(sql: Queryable, userId: string): Promise<number> {
  const rows = await sql`
    update public.notifications set read_at = now()
    where user_id = ${userId} and read_at is null
    returning id`;
  return rows.length;
}
