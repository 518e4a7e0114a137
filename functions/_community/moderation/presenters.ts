/** What leaves the server about the moderators' queue (src/domain/community.ts FlagQueueItem). */
import type { FlagQueueItem } from "../../../src/domain/community";
import { readStoredRichText } from "../../../src/domain/rich-text/text";
import { presentAuthor, type PhotoUrl } from "../presenters";
import type { AuthorRow } from "../queries";
import type { QueueRow } from "./queries";

export function presentQueueItem(row: QueueRow, photoUrl: PhotoUrl): FlagQueueItem {
  return {
    FlagId: row.flagId,
    Created: row.createdAt.toISOString(),
    Reason: row.reason,
    Reporter: presentAuthor(reporterOf(row), photoUrl),
    Conversation: { Id: row.conversationId, Slug: row.conversationSlug, Title: row.conversationTitle, GroupSlug: row.groupSlug },
    Reaction:
      row.reactionId === null
        ? null
        : {
            Id: row.reactionId,
            Body: readStoredRichText(row.reactionBody),
            Hidden: row.reactionVisible === false,
            Author: presentAuthor(reactionAuthorOf(row), photoUrl),
          },
    ReportCount: row.reportCount,
  };
}

function reporterOf(row: QueueRow): AuthorRow {
  return {
    authorId: row.reporterId,
    authorUsername: row.reporterUsername,
    authorCreatedAt: row.reporterCreatedAt,
    authorPlatformModerator: row.reporterPlatformModerator,
    authorGroupModerator: row.reporterGroupModerator,
    authorPhotoPath: row.reporterPhotoPath,
  };
}

function reactionAuthorOf(row: QueueRow): AuthorRow {
  return {
    authorId: row.reactionAuthorId,
    authorUsername: row.reactionAuthorUsername,
    authorCreatedAt: row.reactionAuthorCreatedAt,
    authorPlatformModerator: row.reactionAuthorPlatformModerator,
    authorGroupModerator: row.reactionAuthorGroupModerator,
    authorPhotoPath: row.reactionAuthorPhotoPath,
  };
}
