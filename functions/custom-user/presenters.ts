/** Answers of /CustomUser beyond the session user: never a raw row. */
import type { AccountNotification, AccountSettings } from "../../src/domain/account";
import type { NotificationRow, SettingsRow } from "./queries";

export function presentSettings(row: SettingsRow, email: string): AccountSettings {
  return {
    Username: row.username,
    Email: email,
    Public: row.profilePublic,
    EmailNotifications: row.emailNotifications,
    EmailFrequency: row.emailFrequency,
    NewsletterOptin: row.marketingEmails,
  };
}

export function presentNotification(row: NotificationRow): AccountNotification {
  return {
    Id: row.id,
    Created: row.createdAt.toISOString(),
    Kind: row.kind,
    Text: row.body,
    Link: row.link,
    Read: row.readAt !== null,
  };
}
