-- Type-ahead (issue 40 item 4; issue 35 row 7; docs/decisions/351-patients-vocabulary.md and
-- 161-common-queries-without-identity.md): suggestions only from the library's own words, its
-- titles and its vocabulary, or from queries many different people typed that a moderator allowed.
--
-- A query typed by 5 different people on one day was everyone's suggestion at once: five addresses
-- in a day made "ik b" suggest "ik ben bram". Such a query is now a candidate (status 'pending')
-- until a platform moderator allows it ('allowed') or refuses it ('refused': it never comes back,
-- however often it is typed). Only allowed queries are suggested, and only allowed ones are
-- readable by visitors and participants; moderators read and decide them all.
--
-- The type-ahead offers the library's subject for a vocabulary term being typed, with the subject's
-- page ("botontk" -> Osteoporose), before the titles: a lay word leads to the page the library has.
alter table public.search_popular_queries
  add column status text not null default 'pending',
  add column decided_by uuid references auth.users (id) on delete set null,
  add column decided_at timestamptz,
  add constraint search_popular_queries_status_check check (status in ('pending', 'allowed', 'refused'));
comment on column public.search_popular_queries.status is 'pending: typed by 5+ people on a day, not yet seen by a moderator; allowed: suggested by the type-ahead; refused: never suggested.';
create index search_popular_queries_pending_idx on public.search_popular_queries (last_seen desc) where status = 'pending';

drop policy "search_popular_queries: readable by everyone" on public.search_popular_queries;
create policy "search_popular_queries: allowed ones readable by everyone" on public.search_popular_queries
  for select to anon, authenticated
  using (status = 'allowed');
create policy "search_popular_queries: platform moderators read all" on public.search_popular_queries
  for select to authenticated
  using ((select public.is_platform_moderator()));
create policy "search_popular_queries: platform moderators decide" on public.search_popular_queries
  for update to authenticated
  using ((select public.is_platform_moderator()))
  with check ((select public.is_platform_moderator()) and decided_by = (select auth.uid()));
grant update (status, decided_by, decided_at) on table public.search_popular_queries to authenticated;

create or replace function public.search_suggest(
  p_prefix text, p_start text, p_word text, p_inside text, p_word_start text,
  p_contains boolean, p_participant boolean, p_limit integer, p_titles_read integer)
returns table (text text, doc_type text, path text)
language plpgsql
stable
security definer
set search_path = ''
set enable_seqscan = off
set jit = off
set plan_cache_mode = force_generic_plan
as $$
#variable_conflict use_column
begin
  return query
  with title_starts as materialized (
    select d.title, d.doc_type, d.path, 1 as kind, 1 as starts,
           case d.doc_type when 'dossier' then 3 when 'article' then 2 else 1 end as weight
    from public.search_visible_documents d
    where d.title_folded operator(pg_catalog.~>=~) p_prefix and d.title_folded operator(pg_catalog.~<~) (p_prefix || chr(1114111))
      and starts_with(d.title_folded, p_prefix) and (d.public or p_participant) and d.path is not null
    order by d.title_folded using operator(pg_catalog.~<~)
    limit p_limit),
  -- place: the order the bitmap scan gave (table order).
  around as materialized (
    select row_number() over () as place, d.title, d.doc_type, d.path, d.title_folded, d.title_folded like p_word as word
    from public.search_visible_documents d
    where p_contains and d.title_folded like p_inside and not d.title_folded like p_start and (d.public or p_participant) and d.path is not null
    limit 2 * p_titles_read),
  around_kinds as materialized (
    select count(*) < 2 * p_titles_read as ended, count(*) filter (where a.word) as words, count(*) filter (where not a.word) as others
    from around a),
  word_starts as materialized (
    select t.title, t.doc_type, t.path, 1 as kind, (t.title_folded ~ p_word_start)::int as starts,
           case t.doc_type when 'dossier' then 3 when 'article' then 2 else 1 end as weight
    from (
      (select a.title, a.doc_type, a.path, a.title_folded from around a
       where a.word and (select k.ended or k.words >= p_titles_read from around_kinds k)
       order by a.place limit p_titles_read)
      union all
      (select d.title, d.doc_type, d.path, d.title_folded from public.search_visible_documents d
       where not (select p_contains and (k.ended or k.words >= p_titles_read) from around_kinds k)
         and d.title_folded like p_word and not d.title_folded like p_start and (d.public or p_participant) and d.path is not null
       limit p_titles_read)) t
    order by char_length(t.title), t.title limit p_limit),
  inside as (
    select t.title, t.doc_type, t.path, 1 as kind, (t.title_folded ~ p_word_start)::int as starts,
           case t.doc_type when 'dossier' then 3 when 'article' then 2 else 1 end as weight
    from (
      (select a.title, a.doc_type, a.path, a.title_folded from around a
       where not a.word and (select count(*) from title_starts) + (select count(*) from word_starts) < p_limit
         and (select k.ended or k.others >= p_titles_read from around_kinds k)
       order by a.place limit p_titles_read)
      union all
      (select d.title, d.doc_type, d.path, d.title_folded from public.search_visible_documents d
       where p_contains and (select count(*) from title_starts) + (select count(*) from word_starts) < p_limit
         and not (select k.ended or k.others >= p_titles_read from around_kinds k)
         and d.title_folded like p_inside and not d.title_folded like p_start and not d.title_folded like p_word
         and (d.public or p_participant) and d.path is not null
       limit p_titles_read)) t
    order by char_length(t.title), t.title limit p_limit)
  select s.text, s.doc_type, s.path from (
    (select q.query as text, null::text as doc_type, null::text as path, 0 as kind,
            (q.query like p_prefix || '%')::int as starts, q.people as weight
     from public.search_popular_queries q
     where q.query like p_inside and q.status = 'allowed'
     order by starts desc, q.people desc limit 3)
    union all
    -- The library's subject of a vocabulary term being typed ("botontk" -> Osteoporose), with its
    -- page (a dossier before an article) when the caller may read one; a set without a subject
    -- offers the term itself.
    (select v.text, v.doc_type, v.path, 0, 1, 0
     from (select distinct on (public.search_fold(coalesce(s.subject, t.term)))
                  coalesce(s.subject, t.term) as text, p.doc_type, p.path, char_length(t.term) as length
           from public.search_synonym_sets s
           cross join unnest(s.terms) as t(term)
           left join lateral (
             select d.doc_type, d.path from public.search_visible_documents d
             where s.subject is not null and d.title_folded = public.search_fold(s.subject) and d.pillar = 'library'
               and (d.public or p_participant) and d.path is not null
             order by case d.doc_type when 'dossier' then 0 when 'article' then 1 else 2 end
             limit 1) p on true
           where public.search_fold(t.term) like p_prefix || '%'
           order by public.search_fold(coalesce(s.subject, t.term)), char_length(t.term)) v
     order by v.length, v.text limit 2)
    union all
    (select * from title_starts)
    union all
    (select * from word_starts)
    union all
    (select * from inside)
  ) s
  order by s.kind, s.starts desc, s.weight desc
  limit p_limit;
end;
$$;
