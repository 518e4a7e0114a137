/** Typed calls of the bookmarks (see docs/decisions/029-bookmarks.md): GET/POST /bookmarks, DELETE /bookmarks/{DrupalId}. */
import type { BookmarkBody, BookmarkView } from "../../domain/library";
import { apiRequest } from "../../platform/http";

export function listBookmarks(): Promise<BookmarkView[]> {
  return apiRequest<BookmarkView[]>("/bookmarks");
}

export function saveBookmark(body: BookmarkBody): Promise<BookmarkView> {
  return apiRequest<BookmarkView>("/bookmarks", { method: "POST", body });
}

export async function removeBookmark(drupalId: string): Promise<void> {
  await apiRequest<void>(`/bookmarks/${encodeURIComponent(drupalId)}`, { method: "DELETE" });
}
