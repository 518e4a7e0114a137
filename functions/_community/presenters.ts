/**
 * What leaves the server, shared by the community aggregates: the author of a contribution, a
 * page of a list and the copy kept with a report (conversations' and stories' queues). Never a row as it is: a deleted (or, for visitors, unlisted) author is "een
 * deelnemer van ReumaNL" without id, date or photo.
 */
import { authorLabel } from "../../src/domain/author";
import type { AuthorView, FlagQueueItem } from "../../src/domain/community";
import { readStoredRichText } from "../../src/domain/rich-text/text";
import { photoUrlOf, type CommunityDeps } from "./deps";
import type { AuthorRow } from "./queries";

export type PhotoUrl = (path: string | null) => string | null;

/** The photo addresses of the request's storage (null without one). */
export function photosOf(deps: Pick<CommunityDeps, "storage">): PhotoUrl {
  return (path) => photoUrlOf(deps, path);
}

export function presentAuthor(row: AuthorRow, photoUrl: PhotoUrl): AuthorView {
  if (!row.authorId || !row.authorUsername) {
    return {
      Id: null,
      Username: authorLabel(null),
      Created: null,
      IsModerator: false,
      ModeratorKind: null,
      PhotoUrl: null,
    };
  }
  const platform = Boolean(row.authorPlatformModerator);
  const group = Boolean(row.authorGroupModerator);
  return {
    Id: row.authorId,
    Username: authorLabel({ username: row.authorUsername }),
    Created: row.authorCreatedAt ? row.authorCreatedAt.toISOString() : null,
    IsModerator: platform || group,
    ModeratorKind: platform ? "platform" : group ? "group" : null,
    PhotoUrl: photoUrl(row.authorPhotoPath),
  };
}

/** A page of a list (the one constructor lives beside the Page type, shared with the islands). */
export { pageOf } from "../../src/domain/community";

/**
 * The copy kept with a report (decision 310) and whether the item differs from it now. Reports made
 * before copies were kept have none: then the item as it is now is all there is.
 */
export function reportedCopy(
  title: string | null,
  body: unknown,
  titleNow: string | null,
  bodyNow: unknown,
): FlagQueueItem["Reported"] {
  if (body === null || body === undefined) return { Title: title, Body: null, Changed: false };
  const changed = JSON.stringify(body) !== JSON.stringify(bodyNow ?? null) || (titleNow !== null && title !== titleNow);
  return { Title: title, Body: readStoredRichText(body), Changed: changed };
}
