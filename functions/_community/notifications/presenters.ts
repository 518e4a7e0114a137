/** A notification as the account's list and the inbox show it: never a raw row. */
import type { AccountNotification } from "../../../src/domain/account";
import type { NotificationRow } from "./queries";

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
