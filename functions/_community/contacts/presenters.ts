/** What the contact calls answer: never a raw row; a denial is never shown to the requester. */
import type { ContactItem, ContactStatus } from "../../../src/domain/people";
import type { ContactRow, LinkRow } from "./queries";

/** The status between `viewerId` and the other party of `link`, as the viewer may know it. */
export function contactStatusOf(link: LinkRow | null, viewerId: string): ContactStatus {
  if (!link) return "none";
  if (link.status === "accepted") return "accepted";
  const asked = link.requesterId === viewerId;
  if (asked) return "pending"; // requested or (silently) denied
  return link.status === "denied" ? "denied" : "incoming";
}

export function presentContact(
  row: ContactRow,
  viewerId: string,
  photoUrl: (path: string | null) => string | null,
): ContactItem {
  const incoming = row.requesterId !== viewerId && row.status === "requested";
  const status: ContactItem["Status"] = row.status === "accepted" ? "accepted" : incoming ? "incoming" : "pending";
  return {
    UserId: row.userId,
    Username: row.username,
    PhotoUrl: photoUrl(row.photoPath),
    Status: status,
    // Only the receiver reads the request's message; the requester knows what they wrote.
    Message: incoming ? row.message : null,
    Seen: !incoming || row.seenAt !== null,
    Created: row.createdAt.toISOString(),
  };
}
