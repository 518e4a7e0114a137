/** What leaves the server about the moderators' queue (src/domain/community.ts FlagQueueItem). */
import type { FlagQueueItem } from "../../../src/domain/community";
import { readStoredRichText } from "../../../src/domain/rich-text/text";
import { presentAuthor, reportedCopy, type PhotoUrl } from "../presenters";
import type { AuthorRow } from "../queries";
import type { QueueRow } from "./queries";

export function presentQueueItem(row: QueueRow, photoUrl: PhotoUrl): FlagQueueItem {
  return {
    FlagId: row.flagId,
    Created: row.createdAt.toISOString(),
    Reason: row.reason,
    Reporter: presentAuthor(authorOf(row, "reporter"), photoUrl),
    Conversation: {
      Id: row.conversationId,
      Slug: row.conversationSlug,
      Title: row.conversationTitle,
      GroupSlug: row.groupSlug,
    },
    Reaction:
      row.reactionId === null
        ? null
        : {
            Id: row.reactionId,
            Body: readStoredRichText(row.reactionBody),
            Hidden: row.reactionVisible === false,
            Position: row.reactionPosition,
            Author: presentAuthor(authorOf(row, "reactionAuthor"), photoUrl),
          },
    ReportCount: row.reportCount,
    Reported: reportedCopy(
      row.reportedTitle,
      row.reportedBody,
      row.conversationTitle,
      row.reactionId === null ? row.conversationBody : row.reactionBody,
    ),
  };
}

/** The author columns of the reporter or of the reported reaction's author in a queue row. */
function authorOf(row: QueueRow, who: "reporter" | "reactionAuthor"): AuthorRow {
  return {
    authorId: row[`${who}Id`],
    authorUsername: row[`${who}Username`],
    authorCreatedAt: row[`${who}CreatedAt`],
    authorPlatformModerator: row[`${who}PlatformModerator`],
    authorGroupModerator: row[`${who}GroupModerator`],
    authorPhotoPath: row[`${who}PhotoPath`],
  };
}
