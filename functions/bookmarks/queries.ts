/** SQL of the bookmark calls (public.article_bookmarks; RLS: own rows only). */
import type { Queryable } from "../_shared/db";

export type BookmarkRow = { drupalId: string; slug: string; title: string; description: string; createdAt: Date };

export async function findBookmarksByUser(tx: Queryable, userId: string): Promise<BookmarkRow[]> {
  return tx<BookmarkRow[]>`
    select drupal_id, slug, title, description, created_at
    from public.article_bookmarks
    where user_id = ${userId}
    order by created_at desc, id
    limit 500`;
}

export type NewBookmark = { userId: string; drupalId: string; slug: string; title: string; description: string };

/** Adds the bookmark, or refreshes its slug, title and description when it exists. */
export async function upsertBookmark(tx: Queryable, row: NewBookmark): Promise<BookmarkRow> {
  const [saved] = await tx<BookmarkRow[]>`
    insert into public.article_bookmarks (user_id, drupal_id, slug, title, description)
    values (${row.userId}, ${row.drupalId}, ${row.slug}, ${row.title}, ${row.description})
    on conflict (user_id, drupal_id) do update
      set slug = excluded.slug, title = excluded.title, description = excluded.description
    returning drupal_id, slug, title, description, created_at`;
  return saved!;
}

export async function deleteBookmark(tx: Queryable, userId: string, drupalId: string): Promise<boolean> {
  const rows = await tx`
    delete from public.article_bookmarks where user_id = ${userId} and drupal_id = ${drupalId} returning id`;
  return rows.length > 0;
}
