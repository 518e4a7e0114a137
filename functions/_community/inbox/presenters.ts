/** What the inbox calls answer (spec 000 §3 "Inbox conversation", "Message"): never a raw row. */
import type { InboxItem, InboxMessage } from "../../../src/domain/inbox";
import type { BoxRow, MessageRow } from "./queries";

/** Shown for a conversation partner whose account is gone (their messages go with them). */
export const FORMER_MEMBER = "Een deelnemer";

export function presentBox(row: BoxRow, photoUrl: (path: string | null) => string | null): InboxItem {
  return {
    UserId: row.otherId,
    Username: row.username ?? FORMER_MEMBER,
    PhotoUrl: photoUrl(row.photoPath),
    LastUpdate: row.lastUpdate.toISOString(),
    Unseen: row.unseen > 0,
    UnseenCount: row.unseen,
  };
}

export function presentMessage(row: MessageRow, userId: string): InboxMessage {
  return {
    Id: Number(row.id),
    Created: row.createdAt.toISOString(),
    Body: row.body,
    Mine: row.senderId === userId,
    Seen: row.seenAt !== null,
  };
}
