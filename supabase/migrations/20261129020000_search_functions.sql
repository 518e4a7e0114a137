-- Search as functions with cached plans (decision 160; docs/performance-log.md, "Search: cached
-- plans, one statement per reading").
--
-- The client sends unnamed statements (Supabase's pooler in transaction mode), so the eleven-read
-- search statement was planned on every call (3–12 ms, as much as its execution for most queries),
-- and a search took seven round trips (the planner settings, synonyms, the tsquery, the reads).
-- PL/pgSQL keeps the plans of a function's statements for the life of the database session (the
-- pooler's server connection), so these functions are planned once per session
-- (plan_cache_mode = force_generic_plan: the shape is fixed anyway, every read being a bitmap scan
-- of a tab's index), carry the search transaction's planner settings themselves (no statement to
-- set them) and take the query's text: synonyms and the tsquery are worked out inside.
--
-- The reading functions run with their owner's rights (SECURITY DEFINER, search_path empty): a
-- kept plan that touches a table under RLS is thrown away whenever the role changes, and visitors
-- (anon) and participants (authenticated) alternate on a pooled connection, so a caller's-rights
-- function was re-planned on most calls. They read documents only through
-- public.search_visible_documents, which already runs with its owner's rights and filters on the
-- caller's claims (auth.uid(): public documents for visitors), and otherwise only the synonym sets
-- and common queries every role may read; so they show no row the statements did not.
--
-- A tab's "any match" read is skipped when its title read already found more than the candidates
-- (a title match is a match of the whole document; with a negated word the title read checks the
-- document as well): the tab's count is "100+" either way and its candidates are title matches
-- only, so a word in most titles of a tab ("reumatoloog": 12,500 story titles, 42,500 story
-- documents) no longer builds the bitmap of every document holding it (20261129020100). A tab
-- that is only counted (another tab is asked) reads its titles for that check, at most the
-- candidates plus one.

-- The terms of every synonym set holding the query or one of its words or phrases (folded), without
-- the query itself (was queries.ts, findSynonyms).
create function public.search_synonyms(p_query text) returns text[]
language plpgsql
stable
set search_path = ''
as $$
begin
  return array(
    with q as (select ' ' || regexp_replace(public.search_fold(p_query), '[^[:alnum:]]+', ' ', 'g') || ' ' as padded,
                      public.search_fold(p_query) as folded)
    select min(t.term)
    from public.search_synonym_sets s, q, unnest(s.terms) as t(term)
    where exists (
      select 1 from unnest(s.terms) as u(term)
      where position(' ' || regexp_replace(public.search_fold(u.term), '[^[:alnum:]]+', ' ', 'g') || ' ' in q.padded) > 0
    )
      and public.search_fold(t.term) <> q.folded
    group by public.search_fold(t.term)
    order by min(t.term)
    limit 12);
end;
$$;

-- A reading of the query as a tsquery: the query with synonyms and alternatives, or a prefix reading.
create function public.search_reading(p_query text, p_synonyms text[], p_alternatives text[], p_prefix text) returns tsquery
language sql
stable
set search_path = ''
return case when p_prefix is not null then to_tsquery('pg_catalog.dutch', p_prefix)
            else public.search_tsquery(p_query, p_synonyms, p_alternatives) end;

-- Whether a reading matches any document the caller may read; each tab's read stops at its first match.
create function public.search_any_match(p_query text, p_synonyms text[], p_alternatives text[], p_prefix text, p_participant boolean)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
set enable_seqscan = off
set enable_indexscan = off
set jit = off
set plan_cache_mode = force_generic_plan
as $$
declare
  v_tsq tsquery := public.search_reading(p_query, p_synonyms, p_alternatives, p_prefix);
begin
  return exists (
    (select 1 from public.search_visible_documents d where d.pillar = 'library' and d.document @@ v_tsq and (d.public or p_participant) limit 1)
    union all
    (select 1 from public.search_visible_documents d where d.pillar = 'conversations' and d.document @@ v_tsq and (d.public or p_participant) limit 1)
    union all
    (select 1 from public.search_visible_documents d where d.pillar = 'stories' and d.document @@ v_tsq and (d.public or p_participant) limit 1)
    union all
    (select 1 from public.search_visible_documents d where d.pillar = 'news' and d.document @@ v_tsq and (d.public or p_participant) limit 1)
    union all
    (select 1 from public.search_visible_documents d where d.pillar = 'activities' and d.document @@ v_tsq and (d.public or p_participant) limit 1));
end;
$$;

-- The title word (of a document the caller may read) closest to p_word, with its similarity (was
-- queries.ts, closestTitleWord).
create function public.search_closest_title_word(p_word text, p_participant boolean, out word text, out similarity real)
language plpgsql
stable
security definer
set search_path = ''
set enable_seqscan = off
set enable_indexscan = off
set jit = off
set plan_cache_mode = force_generic_plan
as $$
begin
  select w, extensions.similarity(w, p_word) into word, similarity
  from (
    select distinct regexp_split_to_table(d.title_folded, '[^[:alnum:]]+') as w
    from (select v.title_folded from public.search_visible_documents v
          where p_word operator(extensions.<%) v.title_folded and (v.public or p_participant) limit 200) d
  ) words
  where char_length(w) >= 3
  order by 2 desc, w
  limit 1;
end;
$$;

revoke execute on function public.search_synonyms(text) from public;
revoke execute on function public.search_reading(text, text[], text[], text) from public;
revoke execute on function public.search_any_match(text, text[], text[], text, boolean) from public;
revoke execute on function public.search_closest_title_word(text, boolean) from public;
grant execute on function public.search_synonyms(text) to anon, authenticated, service_role;
grant execute on function public.search_reading(text, text[], text[], text) to anon, authenticated, service_role;
grant execute on function public.search_any_match(text, text[], text[], text, boolean) to anon, authenticated, service_role;
grant execute on function public.search_closest_title_word(text, boolean) to anon, authenticated, service_role;

-- Type-ahead (was queries.ts, suggest): common queries, synonym terms, then titles starting with
-- the prefix (walked in order on the btree of folded titles, between the prefix and the prefix
-- followed by the highest character: a range a kept plan can use, where `like $1` could not, and
-- starts_with, which no index offers, so that the walk in order stays the cheapest plan), titles
-- with a later word starting with it and, when those are too few and p_contains, titles containing
-- it, each read bounded by p_titles_read in table order (shortest offered). The patterns come from
-- the service (p_start: 'prefix%', p_word: '% prefix%', p_inside: '%prefix%', escaped; p_word_start:
-- a regex).
--
-- When p_contains, one trigram read of the titles containing the prefix (not at their start), at
-- most twice p_titles_read in table order, serves both later kinds: the first p_titles_read of a
-- kind in table order are among them when the read ended early or holds that many of the kind;
-- only otherwise is that kind read on its own, as before. A prefix that no title holds ("pijn in
-- mi") thus rechecks the titles with its trigrams once instead of twice.
create function public.search_suggest(
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
     where q.query like p_inside
     order by starts desc, q.people desc limit 3)
    union all
    (select min(t.term), null, null, 2, 1, 0
     from public.search_synonym_sets s, unnest(s.terms) as t(term)
     where public.search_fold(t.term) like p_prefix || '%'
     group by public.search_fold(t.term)
     order by min(t.term) limit 2)
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

revoke execute on function public.search_suggest(text, text, text, text, text, boolean, boolean, integer, integer) from public;
grant execute on function public.search_suggest(text, text, text, text, text, boolean, boolean, integer, integer) to anon, authenticated, service_role;
