/** SQL of /CustomUser: the account's settings. */
import type { EmailFrequency } from "../../src/domain/account";
import type { TextSize } from "../../src/domain/text-size";
import type { Queryable } from "../_shared/db";

export type SettingsRow = {
  username: string;
  profilePublic: boolean;
  emailNotifications: boolean;
  emailFrequency: EmailFrequency;
  marketingEmails: boolean;
};

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
export async function updateEmailNotificationChoice(
  sql: Queryable,
  userId: string,
  on: boolean,
  frequency: EmailFrequency | undefined,
): Promise<EmailFrequency | null> {
  const [row] = await sql<{ emailFrequency: EmailFrequency }[]>`
    update public.profiles
    set email_notifications = ${on}, email_frequency = coalesce(${frequency ?? null}::text, email_frequency)
    where id = ${userId}
    returning email_frequency`;
  return row?.emailFrequency ?? null;
}

export async function updateTextSize(sql: Queryable, userId: string, value: TextSize): Promise<boolean> {
  const rows = await sql`update public.profiles set text_size = ${value} where id = ${userId} returning id`;
  return rows.length === 1;
}

export async function updateMarketingEmails(sql: Queryable, userId: string, value: boolean): Promise<boolean> {
  const rows = await sql`update public.profiles set marketing_emails = ${value} where id = ${userId} returning id`;
  return rows.length === 1;
}
