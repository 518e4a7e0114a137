-- Reader features of the library (issue 3): bookmarked articles (ArticleBookmark, spec 001 §3.4)
-- and feedback on articles. RLS on both tables, explicit grants, as in 20261121230500.

-- Bookmarks ---------------------------------------------------------------------------------------
create table public.article_bookmarks (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  drupal_id text not null,
  slug text not null,
  title text not null,
  description text not null default '',
  created_at timestamptz not null default now(),
  constraint article_bookmarks_user_drupal_key unique (user_id, drupal_id),
  constraint article_bookmarks_drupal_id_format check (drupal_id ~ '^[0-9A-Za-z-]{1,36}$'),
  constraint article_bookmarks_slug_relative check (slug ~ '^/[a-z0-9/-]+$' and char_length(slug) <= 300),
  constraint article_bookmarks_title_length check (char_length(title) between 1 and 300),
  constraint article_bookmarks_description_length check (char_length(description) <= 1000)
);

comment on table public.article_bookmarks is 'Articles a participant saved (ArticleBookmark: CreatedDate, DrupalId, slug, Title, Description).';

create index article_bookmarks_user_created_idx on public.article_bookmarks (user_id, created_at desc);

alter table public.article_bookmarks enable row level security;
revoke all on table public.article_bookmarks from public, anon, authenticated, service_role;
grant select, insert, delete on table public.article_bookmarks to authenticated;
grant update (title, description, slug) on table public.article_bookmarks to authenticated;
grant select, insert, update, delete on table public.article_bookmarks to service_role;

create policy "article_bookmarks: own rows are readable" on public.article_bookmarks
  for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "article_bookmarks: own rows can be added" on public.article_bookmarks
  for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "article_bookmarks: own rows can be updated" on public.article_bookmarks
  for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "article_bookmarks: own rows can be removed" on public.article_bookmarks
  for delete to authenticated
  using ((select auth.uid()) = user_id);

-- Feedback on articles ----------------------------------------------------------------------------
-- Anyone may leave feedback (the form is on public pages); nobody but service_role (the editors'
-- tools) can read it back. user_id is set when the sender was logged in.
create table public.article_feedback (
  id uuid primary key default gen_random_uuid(),
  item_id text not null,
  path text not null,
  feedback text not null,
  user_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint article_feedback_item_id_format check (item_id ~ '^[0-9A-Za-z-]{1,36}$'),
  constraint article_feedback_path_relative check (path ~ '^/[a-z0-9/-]*$' and char_length(path) <= 300),
  constraint article_feedback_length check (char_length(feedback) between 1 and 4000)
);

comment on table public.article_feedback is 'Feedback of readers on library pages, for the editors.';

create index article_feedback_created_idx on public.article_feedback (created_at desc);

alter table public.article_feedback enable row level security;
revoke all on table public.article_feedback from public, anon, authenticated, service_role;
grant insert (item_id, path, feedback, user_id) on table public.article_feedback to anon, authenticated;
grant select, insert, update, delete on table public.article_feedback to service_role;

create policy "article_feedback: anonymous feedback can be added" on public.article_feedback
  for insert to anon
  with check (user_id is null);

create policy "article_feedback: own feedback can be added" on public.article_feedback
  for insert to authenticated
  with check (user_id is null or user_id = (select auth.uid()));
