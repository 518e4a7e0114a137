-- Stories in the search index (issue 16 with issue 15): blogs and their published, not hidden
-- posts, kept current by triggers in the transaction that writes them, as conversations are
-- (20261124040000_search.sql). A post's reactions are not indexed (decision 160). Participants-only
-- posts are stored with public = false, so a visitor's search never returns them.

create function app_private.search_sync_blog_posts(p_blog integer, p_post integer) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- One statement per case, so each uses its index.
  if p_post is not null then
    delete from public.search_documents d
    using public.blog_posts p
    where p.id = p_post and (p.hidden or not p.published) and d.doc_type = 'blogpost' and d.ref_id = p.id::text;
    insert into public.search_documents as d
      (doc_type, ref_id, title, introduction, body, path, public, parent_name, parent_path, published_at, last_activity_at)
    select 'blogpost', p.id::text, p.title, p.description, left(public.search_doc_text(p.body), 20000),
           '/ontmoet-elkaar/verhalen/' || b.slug || '/' || p.slug || '/', p.visibility = 'public',
           b.title, '/ontmoet-elkaar/verhalen/' || b.slug || '/', coalesce(p.published_at, p.created_at), p.last_activity_at
    from public.blog_posts p join public.blogs b on b.id = p.blog_id
    where p.id = p_post and p.published and not p.hidden
    on conflict (doc_type, ref_id) do update set
      title = excluded.title, introduction = excluded.introduction, body = excluded.body, path = excluded.path,
      public = excluded.public, parent_name = excluded.parent_name, parent_path = excluded.parent_path,
      published_at = excluded.published_at, last_activity_at = excluded.last_activity_at, updated_at = now();
    return;
  end if;
  delete from public.search_documents d
  using public.blog_posts p
  where (p_blog is null or p.blog_id = p_blog) and (p.hidden or not p.published)
    and d.doc_type = 'blogpost' and d.ref_id = p.id::text;
  insert into public.search_documents as d
    (doc_type, ref_id, title, introduction, body, path, public, parent_name, parent_path, published_at, last_activity_at)
  select 'blogpost', p.id::text, p.title, p.description, left(public.search_doc_text(p.body), 20000),
         '/ontmoet-elkaar/verhalen/' || b.slug || '/' || p.slug || '/', p.visibility = 'public',
         b.title, '/ontmoet-elkaar/verhalen/' || b.slug || '/', coalesce(p.published_at, p.created_at), p.last_activity_at
  from public.blog_posts p join public.blogs b on b.id = p.blog_id
  where (p_blog is null or p.blog_id = p_blog) and p.published and not p.hidden
  on conflict (doc_type, ref_id) do update set
    title = excluded.title, introduction = excluded.introduction, body = excluded.body, path = excluded.path,
    public = excluded.public, parent_name = excluded.parent_name, parent_path = excluded.parent_path,
    published_at = excluded.published_at, last_activity_at = excluded.last_activity_at, updated_at = now();
end;
$$;

revoke execute on function app_private.search_sync_blog_posts(integer, integer) from public, anon, authenticated, service_role;

create function app_private.search_blog_posts_changed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    delete from public.search_documents where doc_type = 'blogpost' and ref_id = old.id::text;
    return null;
  end if;
  if tg_op = 'UPDATE' and (new.title, new.body, new.description, new.slug, new.visibility, new.hidden, new.published, new.blog_id, new.last_activity_at)
     is not distinct from (old.title, old.body, old.description, old.slug, old.visibility, old.hidden, old.published, old.blog_id, old.last_activity_at) then
    return null;
  end if;
  perform app_private.search_sync_blog_posts(null, new.id);
  return null;
end;
$$;

revoke execute on function app_private.search_blog_posts_changed() from public, anon, authenticated, service_role;

create trigger search_blog_posts_changed
  after insert or update or delete on public.blog_posts
  for each row execute function app_private.search_blog_posts_changed();

-- Blogs are readable by everyone (20261124020000_stories.sql), so their documents are public.
create function app_private.search_blogs_changed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    delete from public.search_documents where doc_type = 'blog' and ref_id = old.id::text;
    return null;
  end if;
  if tg_op = 'UPDATE' and (new.title, new.slug, new.description) is not distinct from (old.title, old.slug, old.description) then
    return null;
  end if;
  perform public.search_upsert('blog', new.id::text, new.title, new.description, null,
    '/ontmoet-elkaar/verhalen/' || new.slug || '/', true, null, null, new.created_at, null);
  if tg_op = 'UPDATE' and (new.title, new.slug) is distinct from (old.title, old.slug) then
    perform app_private.search_sync_blog_posts(new.id, null);
  end if;
  return null;
end;
$$;

revoke execute on function app_private.search_blogs_changed() from public, anon, authenticated, service_role;

create trigger search_blogs_changed
  after insert or update or delete on public.blogs
  for each row execute function app_private.search_blogs_changed();

-- What exists already.
select public.search_upsert('blog', b.id::text, b.title, b.description, null,
  '/ontmoet-elkaar/verhalen/' || b.slug || '/', true, null, null, b.created_at, null)
from public.blogs b;
select app_private.search_sync_blog_posts(null, null);
