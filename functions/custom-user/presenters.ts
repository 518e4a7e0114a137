/** Answers of /CustomUser beyond the session user: never a raw row. */
import type { AccountSettings } from "../../src/domain/account";
import type { SettingsRow } from "./queries";

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
