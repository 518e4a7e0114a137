-- A reaction to a story no longer rewrites the story's search document (issue 15 "Performance":
-- react p95 97 ms against 30 ms). A reaction moves blog_posts.last_activity_at (blog_counters), and
-- search_blog_posts_changed (20261124080000_search_stories.sql) then re-synced the whole document:
-- the plain text of the body, three to_tsvector calls of up to 20,000 characters and new entries in
-- both GIN indexes, on every reaction. When only last_activity_at changed, the document's text is
-- the same, so only that column (and updated_at) is written: no generated column depends on it and
-- no index holds it, so the row is updated in place (HOT) and no index is touched. A story without a
-- document (draft, hidden) has none to update, as before. Every other change re-syncs as before
-- (also last_activity_at with published_at together, which the full sync carried along).
create or replace function app_private.search_blog_posts_changed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    delete from public.search_documents where doc_type = 'blogpost' and ref_id = old.id::text;
    return null;
  end if;
  if tg_op = 'UPDATE' and (new.title, new.body, new.description, new.slug, new.visibility, new.hidden, new.published, new.blog_id)
     is not distinct from (old.title, old.body, old.description, old.slug, old.visibility, old.hidden, old.published, old.blog_id) then
    if new.last_activity_at is not distinct from old.last_activity_at then
      return null;
    end if;
    if new.published_at is not distinct from old.published_at then
      update public.search_documents set last_activity_at = new.last_activity_at, updated_at = now()
      where doc_type = 'blogpost' and ref_id = new.id::text;
      return null;
    end if;
  end if;
  perform app_private.search_sync_blog_posts(null, new.id);
  return null;
end;
$$;

revoke execute on function app_private.search_blog_posts_changed() from public, anon, authenticated, service_role;
