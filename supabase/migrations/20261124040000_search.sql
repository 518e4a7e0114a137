-- Search (issue 16): one index of every result type of spec 000 §7 / 001 §2.1 in Postgres, the same
-- on PGlite and Supabase (docs/decisions/160-search-in-postgres.md).
--
--   public.search_documents      one row per findable thing: doc type, ref id (Drupal UUID,
--                                conversation / group id, activity uuid, story id), texts, path,
--                                public flag, parent, dates; a generated tsvector (title A,
--                                introduction B, body C, `dutch` snowball over unaccented text) with a
--                                GIN index and a trigram GIN index on the folded title (typos,
--                                compounds, type-ahead).
--   public.search_synonym_sets   editors' synonyms and abbreviations (RA / reumatoïde artritis, ...),
--                                one row per set of equivalent terms.
--   public.search_popular_queries  queries typed by at least 5 different people on one day, for
--                                type-ahead; no identity (decision 161). The day's sightings live in
--                                app_private with a salted hash whose salt is thrown away with them.
--
-- Who reads what (RLS, the second fence behind the search service's own `public` filter):
--   anon           public documents only (participants-only conversations never reach a visitor)
--   authenticated  every document (hidden conversations and invisible groups are never indexed)
-- Community and activity documents are written by triggers in the transaction that changes the
-- source row; library documents by the build and the publish webhook (service_role); stories by the
-- stories feature calling public.search_upsert / public.search_remove from its own triggers.

create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
create extension if not exists unaccent with schema extensions;
create extension if not exists pg_trgm with schema extensions;

-- unaccent() is stable (its dictionary could change), so it cannot be used in a generated column.
-- This wrapper names the dictionary explicitly and is declared immutable; the SQL-standard body is
-- bound when it is created, so it does not depend on the caller's search_path.
create function public.search_fold(value text) returns text
language sql
immutable
parallel safe
strict
return lower(extensions.unaccent('extensions.unaccent'::regdictionary, value));

revoke execute on function public.search_fold(text) from public;
grant execute on function public.search_fold(text) to anon, authenticated, service_role;

create table public.search_documents (
  id bigint generated always as identity primary key,
  doc_type text not null,
  ref_id text not null,
  title text not null,
  introduction text not null default '',
  body text not null default '',
  path text,
  public boolean not null default true,
  parent_name text,
  parent_path text,
  published_at timestamptz,
  last_activity_at timestamptz,
  updated_at timestamptz not null default now(),
  pillar text generated always as (
    case
      when doc_type in ('article', 'contentpage', 'dossier') then 'library'
      when doc_type in ('group', 'conversation') then 'conversations'
      when doc_type in ('blog', 'blogpost') then 'stories'
      when doc_type = 'news' then 'news'
      else 'activities'
    end
  ) stored,
  title_folded text generated always as (public.search_fold(title)) stored,
  document tsvector generated always as (
    setweight(to_tsvector('pg_catalog.dutch', public.search_fold(title)), 'A')
    || setweight(to_tsvector('pg_catalog.dutch', public.search_fold(introduction)), 'B')
    || setweight(to_tsvector('pg_catalog.dutch', public.search_fold(body)), 'C')
  ) stored,
  constraint search_documents_ref_key unique (doc_type, ref_id),
  constraint search_documents_type_check check (doc_type in ('group', 'blog', 'blogpost', 'conversation', 'article', 'contentpage', 'dossier', 'news', 'activity')),
  constraint search_documents_title_length check (char_length(title) between 1 and 300),
  constraint search_documents_introduction_length check (char_length(introduction) <= 2000),
  constraint search_documents_body_length check (char_length(body) <= 20000),
  constraint search_documents_path_format check (path is null or (path ~ '^/[^/\\]' or path = '/'))
);

comment on table public.search_documents is 'The search index (issue 16): one row per group, story, story post, conversation, library item, news item and activity. Written by triggers (community, activities), the build and the publish webhook (library) and public.search_upsert (stories).';
comment on column public.search_documents.public is 'False: participants only (a conversation with visibility participants). Visitors (anon) never read such rows.';
comment on column public.search_documents.body is 'Plain text, at most 20,000 characters (indexed with weight C).';

create index search_documents_document_idx on public.search_documents using gin (document);
create index search_documents_title_trgm_idx on public.search_documents using gin (title_folded extensions.gin_trgm_ops);
create index search_documents_pillar_idx on public.search_documents (pillar, doc_type);

alter table public.search_documents enable row level security;
revoke all on table public.search_documents from public, anon, authenticated, service_role;
grant select on table public.search_documents to anon, authenticated;
grant select, insert, update, delete on table public.search_documents to service_role;

create policy "search_documents: visitors read public documents" on public.search_documents
  for select to anon
  using (public);

create policy "search_documents: participants read every document" on public.search_documents
  for select to authenticated
  using (true);

-- Writing one document (stories, tests, scripts): insert or replace by (doc_type, ref_id). ----------
create function public.search_upsert(
  p_doc_type text, p_ref_id text, p_title text, p_introduction text, p_body text, p_path text,
  p_public boolean, p_parent_name text, p_parent_path text, p_published_at timestamptz, p_last_activity_at timestamptz
) returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.search_documents as d
    (doc_type, ref_id, title, introduction, body, path, public, parent_name, parent_path, published_at, last_activity_at)
  values (p_doc_type, p_ref_id, left(p_title, 300), left(coalesce(p_introduction, ''), 2000), left(coalesce(p_body, ''), 20000),
          p_path, coalesce(p_public, false), p_parent_name, p_parent_path, p_published_at, p_last_activity_at)
  on conflict (doc_type, ref_id) do update set
    title = excluded.title, introduction = excluded.introduction, body = excluded.body, path = excluded.path,
    public = excluded.public, parent_name = excluded.parent_name, parent_path = excluded.parent_path,
    published_at = excluded.published_at, last_activity_at = excluded.last_activity_at, updated_at = now();
$$;

create function public.search_remove(p_doc_type text, p_ref_id text) returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.search_documents where doc_type = p_doc_type and ref_id = p_ref_id;
$$;

revoke execute on function public.search_upsert(text, text, text, text, text, text, boolean, text, text, timestamptz, timestamptz) from public, anon, authenticated, service_role;
revoke execute on function public.search_remove(text, text) from public, anon, authenticated, service_role;
grant execute on function public.search_upsert(text, text, text, text, text, text, boolean, text, text, timestamptz, timestamptz) to service_role;
grant execute on function public.search_remove(text, text) to service_role;

-- The plain text of a Tiptap (ProseMirror) document: its text nodes, one space apart.
create function public.search_doc_text(doc jsonb) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(string_agg(t #>> '{}', ' '), '') from jsonb_path_query(coalesce(doc, '{}'::jsonb), 'strict $.**.text') t;
$$;

revoke execute on function public.search_doc_text(jsonb) from public, anon, authenticated;
grant execute on function public.search_doc_text(jsonb) to service_role;

-- Groups and conversations ------------------------------------------------------------------------
-- Indexed: visible groups, and not hidden conversations of visible groups. A conversation's
-- reactions are not indexed (decision 160): the conversation is found by its title and opening post.
create function app_private.search_sync_conversations(p_group integer, p_conversation integer) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- One statement per case, so each uses its index (an "x is null or" filter would scan every
  -- conversation for every written row).
  if p_conversation is not null then
    delete from public.search_documents d
    using public.conversations c join public.groups g on g.id = c.group_id
    where c.id = p_conversation and (c.hidden or not g.visible) and d.doc_type = 'conversation' and d.ref_id = c.id::text;
    insert into public.search_documents as d
      (doc_type, ref_id, title, introduction, body, path, public, parent_name, parent_path, published_at, last_activity_at)
    select 'conversation', c.id::text, c.title, c.description, left(public.search_doc_text(c.body), 20000),
           '/ontmoet-elkaar/gesprekken/' || g.slug || '/' || c.slug || '/', c.visibility = 'public',
           g.title, '/ontmoet-elkaar/gesprekken/' || g.slug || '/', c.created_at, c.last_activity_at
    from public.conversations c join public.groups g on g.id = c.group_id
    where c.id = p_conversation and not c.hidden and g.visible
    on conflict (doc_type, ref_id) do update set
      title = excluded.title, introduction = excluded.introduction, body = excluded.body, path = excluded.path,
      public = excluded.public, parent_name = excluded.parent_name, parent_path = excluded.parent_path,
      published_at = excluded.published_at, last_activity_at = excluded.last_activity_at, updated_at = now();
    return;
  end if;
  delete from public.search_documents d
  using public.conversations c join public.groups g on g.id = c.group_id
  where (p_group is null or c.group_id = p_group) and (c.hidden or not g.visible)
    and d.doc_type = 'conversation' and d.ref_id = c.id::text;
  insert into public.search_documents as d
    (doc_type, ref_id, title, introduction, body, path, public, parent_name, parent_path, published_at, last_activity_at)
  select 'conversation', c.id::text, c.title, c.description, left(public.search_doc_text(c.body), 20000),
         '/ontmoet-elkaar/gesprekken/' || g.slug || '/' || c.slug || '/', c.visibility = 'public',
         g.title, '/ontmoet-elkaar/gesprekken/' || g.slug || '/', c.created_at, c.last_activity_at
  from public.conversations c join public.groups g on g.id = c.group_id
  where (p_group is null or c.group_id = p_group) and not c.hidden and g.visible
  on conflict (doc_type, ref_id) do update set
    title = excluded.title, introduction = excluded.introduction, body = excluded.body, path = excluded.path,
    public = excluded.public, parent_name = excluded.parent_name, parent_path = excluded.parent_path,
    published_at = excluded.published_at, last_activity_at = excluded.last_activity_at, updated_at = now();
end;
$$;

revoke execute on function app_private.search_sync_conversations(integer, integer) from public, anon, authenticated, service_role;

create function app_private.search_conversations_changed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    delete from public.search_documents where doc_type = 'conversation' and ref_id = old.id::text;
    return null;
  end if;
  if tg_op = 'UPDATE' and (new.title, new.body, new.description, new.slug, new.visibility, new.hidden, new.group_id, new.last_activity_at)
     is not distinct from (old.title, old.body, old.description, old.slug, old.visibility, old.hidden, old.group_id, old.last_activity_at) then
    return null;
  end if;
  perform app_private.search_sync_conversations(null, new.id);
  return null;
end;
$$;

revoke execute on function app_private.search_conversations_changed() from public, anon, authenticated, service_role;

create trigger search_conversations_changed
  after insert or update or delete on public.conversations
  for each row execute function app_private.search_conversations_changed();

create function app_private.search_groups_changed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    delete from public.search_documents where doc_type = 'group' and ref_id = old.id::text;
    return null;
  end if;
  if tg_op = 'UPDATE' and (new.title, new.slug, new.description, new.introduction, new.visible)
     is not distinct from (old.title, old.slug, old.description, old.introduction, old.visible) then
    return null;
  end if;
  if new.visible then
    perform public.search_upsert('group', new.id::text, new.title, new.description, new.introduction,
      '/ontmoet-elkaar/gesprekken/' || new.slug || '/', true, null, null, new.created_at, null);
  else
    perform public.search_remove('group', new.id::text);
  end if;
  if tg_op = 'UPDATE' and (new.title, new.slug, new.visible) is distinct from (old.title, old.slug, old.visible) then
    perform app_private.search_sync_conversations(new.id, null);
  end if;
  return null;
end;
$$;

revoke execute on function app_private.search_groups_changed() from public, anon, authenticated, service_role;

create trigger search_groups_changed
  after insert or update or delete on public.groups
  for each row execute function app_private.search_groups_changed();

-- Activities: published ones, at /ontmoet-elkaar/activiteiten/{slug}/ (src/build/activity-pages.ts).
create function app_private.search_activities_changed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' or not new.is_published then
    perform public.search_remove('activity', old.id::text);
    if tg_op = 'DELETE' then return null; end if;
    perform public.search_remove('activity', new.id::text);
    return null;
  end if;
  perform public.search_upsert('activity', new.id::text, new.title, new.description,
    concat_ws(' ', public.search_doc_text(new.signup_text), public.search_doc_text(new.practical_information), new.teaching_methods, new.learning),
    '/ontmoet-elkaar/activiteiten/' || new.slug || '/', true, null, null, coalesce(new.last_updated, new.modified), null);
  return null;
end;
$$;

revoke execute on function app_private.search_activities_changed() from public, anon, authenticated, service_role;

create trigger search_activities_changed
  after insert or update or delete on public.physical_activities
  for each row execute function app_private.search_activities_changed();

-- Backfill what exists.
insert into public.search_documents (doc_type, ref_id, title, introduction, body, path, public, published_at)
select 'group', g.id::text, g.title, left(g.description, 2000), left(g.introduction, 20000), '/ontmoet-elkaar/gesprekken/' || g.slug || '/', true, g.created_at
from public.groups g where g.visible;
select app_private.search_sync_conversations(null, null);
insert into public.search_documents (doc_type, ref_id, title, introduction, body, path, public, published_at)
select 'activity', a.id::text, a.title, a.description,
       left(concat_ws(' ', public.search_doc_text(a.signup_text), public.search_doc_text(a.practical_information), a.teaching_methods, a.learning), 20000),
       '/ontmoet-elkaar/activiteiten/' || a.slug || '/', true, coalesce(a.last_updated, a.modified)
from public.physical_activities a where a.is_published;

-- Query expansion: the websearch query OR each synonym as a phrase. ---------------------------------
create function public.search_tsquery(p_query text, p_synonyms text[]) returns tsquery
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  result tsquery := websearch_to_tsquery('pg_catalog.dutch', public.search_fold(p_query));
  synonym text;
begin
  foreach synonym in array coalesce(p_synonyms, '{}'::text[]) loop
    result := result || phraseto_tsquery('pg_catalog.dutch', public.search_fold(synonym));
  end loop;
  return result;
end;
$$;

revoke execute on function public.search_tsquery(text, text[]) from public;
grant execute on function public.search_tsquery(text, text[]) to anon, authenticated, service_role;

-- Synonyms ---------------------------------------------------------------------------------------
create table public.search_synonym_sets (
  id integer generated by default as identity primary key,
  terms text[] not null,
  note text,
  created_at timestamptz not null default now(),
  constraint search_synonym_sets_terms_check check (cardinality(terms) between 2 and 20)
);

comment on table public.search_synonym_sets is 'Terms that mean the same to a reader (abbreviation, medical and everyday word). Editors add rows in Supabase Studio; a query that contains one term also finds the others.';

alter table public.search_synonym_sets enable row level security;
revoke all on table public.search_synonym_sets from public, anon, authenticated, service_role;
grant select on table public.search_synonym_sets to anon, authenticated;
grant select, insert, update, delete on table public.search_synonym_sets to service_role;

create policy "search_synonym_sets: readable by everyone" on public.search_synonym_sets
  for select to anon, authenticated
  using (true);

insert into public.search_synonym_sets (terms, note) values
  (array['RA', 'reumatoïde artritis', 'reumatoide artritis', 'chronische gewrichtsontsteking'], 'Reumatoïde artritis'),
  (array['SPA', 'axSpA', 'spondyloartritis', 'axiale spondyloartritis', 'ziekte van Bechterew', 'Bechterew', 'spondylitis ankylopoetica'], 'Spondyloartritis'),
  (array['MTX', 'methotrexaat', 'Ledertrexate', 'Metoject'], 'Methotrexaat'),
  (array['jicht', 'urinezuur', 'jichtaanval', 'podagra'], 'Jicht'),
  (array['artrose', 'slijtage', 'gewrichtsslijtage', 'osteoartrose'], 'Artrose'),
  (array['fibromyalgie', 'FM', 'wekedelenreuma', 'weke delen reuma'], 'Fibromyalgie'),
  (array['PsA', 'artritis psoriatica', 'psoriasis artritis', 'psoriatische artritis'], 'Artritis psoriatica'),
  (array['SLE', 'lupus', 'systemische lupus erythematosus'], 'Lupus'),
  (array['JIA', 'jeugdreuma', 'juveniele idiopathische artritis', 'kinderreuma'], 'Jeugdreuma'),
  (array['PMR', 'polymyalgia rheumatica', 'spierreuma'], 'Polymyalgia rheumatica'),
  (array['Sjögren', 'syndroom van Sjögren', 'ziekte van Sjögren', 'droge ogen en mond'], 'Sjögren'),
  (array['osteoporose', 'botontkalking'], 'Osteoporose'),
  (array['NSAID', 'NSAID''s', 'ontstekingsremmer', 'ontstekingsremmende pijnstiller'], 'NSAID'),
  (array['biological', 'biologicals', 'biologische medicijnen'], 'Biologicals'),
  (array['prednison', 'prednisolon', 'corticosteroïden', 'corticosteroiden'], 'Prednison'),
  (array['reumatoloog', 'reumaspecialist'], 'Reumatoloog'),
  (array['vermoeidheid', 'moeheid', 'vermoeid'], 'Vermoeidheid'),
  (array['CTS', 'carpaletunnelsyndroom'], 'Carpaletunnelsyndroom'),
  (array['hydroxychloroquine', 'Plaquenil', 'HCQ'], 'Hydroxychloroquine');

-- Common queries for type-ahead (decision 161) ----------------------------------------------------
create table public.search_popular_queries (
  query text primary key,
  people integer not null,
  first_seen date not null default current_date,
  last_seen date not null default current_date,
  constraint search_popular_queries_query_format check (char_length(query) between 3 and 60),
  constraint search_popular_queries_people_check check (people >= 5)
);

comment on table public.search_popular_queries is 'Queries typed by at least 5 different people on one day (counted without identity, app_private.search_query_sightings). Used by GET /Search/suggest.';

create index search_popular_queries_trgm_idx on public.search_popular_queries using gin (query extensions.gin_trgm_ops);

alter table public.search_popular_queries enable row level security;
revoke all on table public.search_popular_queries from public, anon, authenticated, service_role;
grant select on table public.search_popular_queries to anon, authenticated;
grant select, insert, update, delete on table public.search_popular_queries to service_role;

create policy "search_popular_queries: readable by everyone" on public.search_popular_queries
  for select to anon, authenticated
  using (true);

-- Today's random salt: never derived from a secret, deleted with the day's sightings, so yesterday's
-- hashes cannot be linked to anyone (not even by whoever holds APP_SECRET).
create table app_private.search_salts (
  day date primary key,
  salt bytea not null default uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid())
);

create table app_private.search_query_sightings (
  day date not null,
  query text not null,
  who bytea not null,
  primary key (day, query, who)
);

comment on table app_private.search_query_sightings is 'Today''s (query, salted hash of the searcher) pairs; only the count per query matters. Rows and salt of earlier days are deleted.';

alter table app_private.search_salts enable row level security;
alter table app_private.search_query_sightings enable row level security;
revoke all on table app_private.search_salts from public, anon, authenticated, service_role;
revoke all on table app_private.search_query_sightings from public, anon, authenticated, service_role;

-- One search of `p_query` (already normalised by the service) by `p_subject` (a session's user id
-- or the client address: hashed here with today's salt, never stored as given).
create function app_private.record_search_query(p_query text, p_subject text) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  today date := (now() at time zone 'Europe/Amsterdam')::date;
  today_salt bytea;
  people integer;
begin
  if p_query is null or char_length(p_query) not between 3 and 60 or p_subject is null or p_subject = '' then
    return;
  end if;
  delete from app_private.search_query_sightings where day < today;
  delete from app_private.search_salts where day < today;
  insert into app_private.search_salts (day) values (today) on conflict (day) do nothing;
  select s.salt into today_salt from app_private.search_salts s where s.day = today;
  insert into app_private.search_query_sightings (day, query, who)
  values (today, p_query, sha256(today_salt || convert_to(p_subject, 'UTF8')))
  on conflict do nothing;
  select count(*) into people from app_private.search_query_sightings where day = today and query = p_query;
  if people >= 5 then
    insert into public.search_popular_queries as q (query, people, first_seen, last_seen)
    values (p_query, people, today, today)
    on conflict (query) do update set people = greatest(q.people, excluded.people), last_seen = today;
  end if;
end;
$$;

-- Only the search service (as service_role, with the subject it derived itself) records a query:
-- an API role that could pass any subject could fake five people.
revoke execute on function app_private.record_search_query(text, text) from public, anon, authenticated, service_role;
grant execute on function app_private.record_search_query(text, text) to service_role;
