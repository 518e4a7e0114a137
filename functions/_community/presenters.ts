/**
 * What leaves the server, shared by the community aggregates: the author of a contribution and a
 * page of a list. Never a row as it is: a deleted (or, for visitors, unlisted) author is "een
 * deelnemer van ReumaNL" without id, date or photo.
 */
import { authorLabel } from "../../src/domain/author";
import type { AuthorView, Page } from "../../src/domain/community";
import { photoUrlOf, type CommunityDeps } from "./caller";
import type { AuthorRow } from "./queries";

export type PhotoUrl = (path: string | null) => string | null;

/** The photo addresses of the request's storage (null without one). */
export function photosOf(deps: Pick<CommunityDeps, "storage">): PhotoUrl {
  return (path) => photoUrlOf(deps, path);
}

export function presentAuthor(row: AuthorRow, photoUrl: PhotoUrl): AuthorView {
  if (!row.authorId || !row.authorUsername) {
    return { Id: null, Username: authorLabel(null), Created: null, IsModerator: false, ModeratorKind: null, PhotoUrl: null };
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

export function pageOf<T>(items: T[], total: number, pageIndex: number, pageSize: number): Page<T> {
  return { Items: items, Total: total, PageIndex: pageIndex, PageSize: pageSize };
}
