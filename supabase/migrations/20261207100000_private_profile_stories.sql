-- "Iedereen mag mijn profiel en verhalen zien" covers the stories too (issue 37 row 2). With the
-- switch off (profiles.profile_public = false, the default) a participant's stories are for
-- participants only, whatever each story's own visibility says: a visitor gets what a
-- participants-only story gives (403 on the story, left out of lists, teasers and search). The
-- story keeps its own choice, so switching the profile back on shows its public stories again.

-- Whether the owner of blog `target` lets visitors see their profile and stories. Security definer:
-- profiles are readable only by their owner (20261121230500), and visitors' policies ask this.
create function public.is_public_blog(target integer) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select p.profile_public from public.blogs b join public.profiles p on p.id = b.owner_id where b.id = target), false);
$$;

revoke execute on function public.is_public_blog(integer) from public, anon, authenticated, service_role;
grant execute on function public.is_public_blog(integer) to anon, authenticated, service_role;

-- Visitors read published, shown, public stories of owners whose profile is public. Reactions
-- follow (their policy asks for a readable post).
drop policy "blog_posts: visitors read published public ones" on public.blog_posts;
create policy "blog_posts: visitors read published public ones of public profiles" on public.blog_posts for select to anon
  using (published and not hidden and visibility = 'public' and public.is_public_blog(blog_id));

-- The search index: a story's document is public only when the story and its owner's profile are.
create or replace function app_private.search_sync_blog_posts(p_blog integer, p_post integer) returns void
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
           '/ontmoet-elkaar/verhalen/' || b.slug || '/' || p.slug || '/', p.visibility = 'public' and coalesce(o.profile_public, false),
           b.title, '/ontmoet-elkaar/verhalen/' || b.slug || '/', coalesce(p.published_at, p.created_at), p.last_activity_at
    from public.blog_posts p join public.blogs b on b.id = p.blog_id left join public.profiles o on o.id = b.owner_id
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
         '/ontmoet-elkaar/verhalen/' || b.slug || '/' || p.slug || '/', p.visibility = 'public' and coalesce(o.profile_public, false),
         b.title, '/ontmoet-elkaar/verhalen/' || b.slug || '/', coalesce(p.published_at, p.created_at), p.last_activity_at
  from public.blog_posts p join public.blogs b on b.id = p.blog_id left join public.profiles o on o.id = b.owner_id
  where (p_blog is null or p.blog_id = p_blog) and p.published and not p.hidden
  on conflict (doc_type, ref_id) do update set
    title = excluded.title, introduction = excluded.introduction, body = excluded.body, path = excluded.path,
    public = excluded.public, parent_name = excluded.parent_name, parent_path = excluded.parent_path,
    published_at = excluded.published_at, last_activity_at = excluded.last_activity_at, updated_at = now();
end;
$$;

revoke execute on function app_private.search_sync_blog_posts(integer, integer) from public, anon, authenticated, service_role;

-- Switching the profile's visibility re-syncs the documents of the owner's stories.
create function app_private.search_profile_visibility_changed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_blog integer;
begin
  for v_blog in select b.id from public.blogs b where b.owner_id = new.id loop
    perform app_private.search_sync_blog_posts(v_blog, null);
  end loop;
  return null;
end;
$$;

revoke execute on function app_private.search_profile_visibility_changed() from public, anon, authenticated, service_role;

create trigger search_profile_visibility_changed
  after update of profile_public on public.profiles
  for each row when (new.profile_public is distinct from old.profile_public)
  execute function app_private.search_profile_visibility_changed();

-- What exists already.
select app_private.search_sync_blog_posts(null, null);
