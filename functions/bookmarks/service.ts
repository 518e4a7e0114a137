/** Bookmarked articles of the logged-in participant (spec 000 §1, spec 001 §2.5, §3.4). */
import type { Participant } from "../_shared/caller";
import type { z } from "zod";
import { ITEM_ID_PATTERN, type bookmarkBodySchema, type BookmarkView } from "../../src/domain/library";
import { asUser, withTransaction, type Db } from "../_shared/db";
import { NotFound } from "../_shared/errors";
import { deleteBookmark, findBookmarksByUser, upsertBookmark, type BookmarkRow } from "./queries";

export type BookmarkInput = z.output<typeof bookmarkBodySchema>;

export function presentBookmark(row: BookmarkRow): BookmarkView {
  return {
    DrupalId: row.drupalId,
    Slug: row.slug,
    Title: row.title,
    Description: row.description,
    CreatedDate: row.createdAt.toISOString(),
  };
}

export async function listBookmarks(db: Db, { userId }: Participant): Promise<BookmarkView[]> {
  const rows = await withTransaction(db, asUser(userId), (tx) => findBookmarksByUser(tx, userId));
  return rows.map(presentBookmark);
}

export async function saveBookmark(db: Db, { userId }: Participant, input: BookmarkInput): Promise<BookmarkView> {
  const row = await withTransaction(db, asUser(userId), (tx) =>
    upsertBookmark(tx, {
      userId,
      drupalId: input.DrupalId,
      slug: input.Slug,
      title: input.Title,
      description: input.Description,
    }),
  );
  return presentBookmark(row);
}

export async function removeBookmark(db: Db, { userId }: Participant, drupalId: string): Promise<void> {
  const notFound = new NotFound({ code: "BookmarkNotFound", messageKey: "reader:bookmarks.notFound" });
  if (!ITEM_ID_PATTERN.test(drupalId)) throw notFound;
  const removed = await withTransaction(db, asUser(userId), (tx) => deleteBookmark(tx, userId, drupalId));
  if (!removed) throw notFound;
}
