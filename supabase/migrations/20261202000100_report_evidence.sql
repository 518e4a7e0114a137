-- Reports keep their evidence (issue 35 item 1; docs/decisions/310-reports-keep-their-evidence.md).
--
-- 1. Every report holds a copy of what was reported, made by the database when the report is
--    added (reported_title, reported_body): the moderators see what the reporter saw, whatever the
--    author does next. Participants cannot write these columns (no insert grant).
-- 2. While an item has an open report, or is hidden, its author can neither edit nor delete it:
--    conversations (never deleted anyway), their reactions, stories and story reactions. The
--    services refuse first with a Dutch text; these policies are the second fence.
-- 3. Deleting a story keeps the reactions on it that have an open report (of anyone): they lose
--    their story (post_id null) and wait in the moderators' queue with their reports.

-- Snapshots ---------------------------------------------------------------------------------------
alter table public.conversation_flags
  add column reported_title text,
  add column reported_body jsonb;
comment on column public.conversation_flags.reported_title is 'The conversation''s title when the report was made (copied by the database).';
comment on column public.conversation_flags.reported_body is 'The reported text when the report was made: the reaction''s body, or the conversation''s own text (copied by the database).';

alter table public.blog_post_flags
  add column reported_title text,
  add column reported_body jsonb;
comment on column public.blog_post_flags.reported_title is 'The story''s title when the report was made (copied by the database).';
comment on column public.blog_post_flags.reported_body is 'The reported reaction''s body when the report was made (copied by the database).';

-- Filled before insert, as the owner: a hidden reaction's body is in hidden_reaction_bodies.
create function app_private.conversation_flags_snapshot() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  select c.title, case when new.reaction_id is null then c.body end
  into new.reported_title, new.reported_body
  from public.conversations c where c.id = new.conversation_id;
  if new.reaction_id is not null then
    select coalesce(r.body, h.body) into new.reported_body
    from public.conversation_reactions r left join public.hidden_reaction_bodies h on h.reaction_id = r.id
    where r.id = new.reaction_id;
  end if;
  return new;
end;
$$;

revoke execute on function app_private.conversation_flags_snapshot() from public, anon, authenticated, service_role;

create trigger conversation_flags_snapshot before insert on public.conversation_flags
  for each row execute function app_private.conversation_flags_snapshot();

create function app_private.blog_post_flags_snapshot() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  select p.title, r.body into new.reported_title, new.reported_body
  from public.blog_post_reactions r left join public.blog_posts p on p.id = r.post_id
  where r.id = new.reaction_id;
  return new;
end;
$$;

revoke execute on function app_private.blog_post_flags_snapshot() from public, anon, authenticated, service_role;

create trigger blog_post_flags_snapshot before insert on public.blog_post_flags
  for each row execute function app_private.blog_post_flags_snapshot();

-- Open reports, asked by the authors' policies (yes or no only: nobody reads others' reports) ------
create function public.conversation_has_open_flag(target integer) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.conversation_flags f where f.conversation_id = target and f.reaction_id is null and f.resolved_at is null);
$$;

revoke execute on function public.conversation_has_open_flag(integer) from public, anon, authenticated, service_role;
grant execute on function public.conversation_has_open_flag(integer) to authenticated, service_role;

create function public.blog_reaction_has_open_flag(target integer) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.blog_post_flags f where f.reaction_id = target and f.resolved_at is null);
$$;

revoke execute on function public.blog_reaction_has_open_flag(integer) from public, anon, authenticated, service_role;
grant execute on function public.blog_reaction_has_open_flag(integer) to authenticated, service_role;

-- Conversations and their reactions ------------------------------------------------------------------
drop policy "conversations: authors edit their own open ones" on public.conversations;
create policy "conversations: authors edit their own open, unreported ones" on public.conversations
  for update to authenticated
  using (author_id = (select auth.uid()) and not hidden and not closed and not public.conversation_has_open_flag(id))
  with check (author_id = (select auth.uid()));

drop policy "conversation_reactions: authors edit their visible ones in open conversations" on public.conversation_reactions;
create policy "conversation_reactions: authors edit their visible, unreported ones in open conversations" on public.conversation_reactions
  for update to authenticated
  using (author_id = (select auth.uid()) and visible and not public.reaction_has_open_flag(id))
  with check (
    author_id = (select auth.uid()) and visible
    and exists (select 1 from public.conversations c where c.id = conversation_id and not c.closed)
  );

-- A group moderator who wrote the conversation passes the moderators' update policy: the guard also
-- refuses a change of the text while the conversation has an open report.
create or replace function public.conversations_guard_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if new.author_id is distinct from old.author_id or new.slug is distinct from old.slug
     or new.created_at is distinct from old.created_at or new.visibility is distinct from old.visibility
     or new.reaction_count is distinct from old.reaction_count or new.like_count is distinct from old.like_count
     or new.last_activity_at is distinct from old.last_activity_at then
    raise exception 'these conversation columns are not changed through the API' using errcode = '42501';
  end if;
  if (new.sticky, new.closed, new.hidden, new.hidden_at, new.hidden_by, new.group_id)
     is distinct from (old.sticky, old.closed, old.hidden, old.hidden_at, old.hidden_by, old.group_id)
     and not (public.moderates_group(old.group_id) and public.moderates_group(new.group_id)) then
    raise exception 'only moderators of the group change this' using errcode = '42501';
  end if;
  if (new.title, new.body, new.description, new.modified_at) is distinct from (old.title, old.body, old.description, old.modified_at)
     and (old.author_id is distinct from (select auth.uid()) or public.conversation_has_open_flag(old.id)) then
    raise exception 'only the author edits a conversation, and not while it is reported' using errcode = '42501';
  end if;
  return new;
end;
$$;

-- Stories and their reactions ------------------------------------------------------------------------
drop policy "blog_posts: authors edit their own" on public.blog_posts;
create policy "blog_posts: authors edit their own shown ones" on public.blog_posts for update to authenticated
  using ((select public.owns_blog(blog_id)) and not hidden) with check ((select public.owns_blog(blog_id)));

drop policy "blog_posts: authors delete their own" on public.blog_posts;
create policy "blog_posts: authors delete their own shown ones" on public.blog_posts for delete to authenticated
  using ((select public.owns_blog(blog_id)) and not hidden);

drop policy "blog_post_reactions: authors edit their visible ones" on public.blog_post_reactions;
create policy "blog_post_reactions: authors edit their visible, unreported ones" on public.blog_post_reactions for update to authenticated
  using (author_id = (select auth.uid()) and visible and not public.blog_reaction_has_open_flag(id))
  with check (author_id = (select auth.uid()) and visible);

drop policy "blog_post_reactions: authors delete their own" on public.blog_post_reactions;
create policy "blog_post_reactions: authors delete their visible, unreported ones" on public.blog_post_reactions for delete to authenticated
  using (author_id = (select auth.uid()) and visible and not public.blog_reaction_has_open_flag(id));

-- A platform moderator who wrote the story passes the moderators' update policy: the guard also
-- refuses a change of the text of a hidden story.
create or replace function public.blog_posts_guard_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if new.blog_id is distinct from old.blog_id or new.created_at is distinct from old.created_at
     or new.reaction_count is distinct from old.reaction_count or new.like_count is distinct from old.like_count
     or new.last_activity_at is distinct from old.last_activity_at then
    raise exception 'these story columns are not changed through the API' using errcode = '42501';
  end if;
  if (new.hidden, new.hidden_at, new.hidden_by) is distinct from (old.hidden, old.hidden_at, old.hidden_by)
     and not public.is_platform_moderator() then
    raise exception 'only moderators hide a story' using errcode = '42501';
  end if;
  if (new.title, new.description, new.body, new.visibility, new.published, new.published_at, new.modified_at, new.slug)
     is distinct from (old.title, old.description, old.body, old.visibility, old.published, old.published_at, old.modified_at, old.slug)
     and (not public.owns_blog(old.blog_id) or old.hidden) then
    raise exception 'only the author edits a story, and not while it is hidden' using errcode = '42501';
  end if;
  return new;
end;
$$;

-- Deleting a story keeps its reported reactions ------------------------------------------------------
-- A kept reaction loses its story (post_id null); its reports point at the reaction alone.
alter table public.blog_post_reactions alter column post_id drop not null;
comment on column public.blog_post_reactions.post_id is 'The story; null once the story was deleted while this reaction had an open report (kept for the moderators until they decide).';

alter table public.blog_post_flags drop constraint blog_post_flags_reaction_fkey;
alter table public.blog_post_flags
  add constraint blog_post_flags_reaction_fkey foreign key (reaction_id) references public.blog_post_reactions (id) on delete cascade;
alter table public.blog_post_flags drop constraint blog_post_flags_post_id_fkey;
alter table public.blog_post_flags alter column post_id drop not null;
alter table public.blog_post_flags
  add constraint blog_post_flags_post_id_fkey foreign key (post_id) references public.blog_posts (id) on delete set null;

drop policy "blog_post_flags: participants report what they can read" on public.blog_post_flags;
create policy "blog_post_flags: participants report what they can read" on public.blog_post_flags for insert to authenticated
  with check (reporter_id = (select auth.uid()) and exists (select 1 from public.blog_post_reactions r where r.id = reaction_id and r.post_id = post_id));

create function app_private.blog_posts_keep_reported_reactions() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Quotes within the story go first: the kept reactions leave it, the rest is deleted with it.
  update public.blog_post_reactions set quoted_reaction_id = null where post_id = old.id and quoted_reaction_id is not null;
  update public.blog_post_reactions r set post_id = null
  where r.post_id = old.id
    and exists (select 1 from public.blog_post_flags f where f.reaction_id = r.id and f.resolved_at is null);
  return old;
end;
$$;

revoke execute on function app_private.blog_posts_keep_reported_reactions() from public, anon, authenticated, service_role;

create trigger blog_posts_keep_reported_reactions before delete on public.blog_posts
  for each row execute function app_private.blog_posts_keep_reported_reactions();
