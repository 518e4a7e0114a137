-- A title that is the query is a candidate of the first tier whatever its closing punctuation
-- (issue 40): "wat is reuma" is the article "Wat is reuma?". At the benchmark's size the title reads
-- (p_title_reads of the many "Reuma ..." titles, in the index's order) did not reach it, so it was
-- no candidate at all. Such a title also ranks as the query itself (title similarity 1).
-- The whole function is repeated (a migration replaces it); the change against 20261206000500 is
-- v_query_titles: in v_titles and in the score's title similarity.

create or replace function public.search_read(
  p_query text, p_synonyms text[], p_alternatives text[], p_prefix text,
  p_pillar text, p_boost text, p_participant boolean, p_limit integer, p_offset integer,
  p_candidates integer, p_title_reads integer, p_ranked_first integer)
returns json
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
  v_synonyms text[] := coalesce(p_synonyms, public.search_synonyms(p_query));
  v_alternatives text[] := coalesce(p_alternatives, '{}'::text[]);
  v_tsq tsquery := public.search_reading(p_query, v_synonyms, v_alternatives, p_prefix);
  -- Without a negated word every title match is a document match (the title's lexemes are the
  -- document's weight A, at the same positions); with one ("-stuk"), a title read checks the
  -- document too. So a tab's title read holds matches only, and when it holds more than the
  -- candidates the tab's count is capped.
  v_monotone boolean := position('!' in v_tsq::text) = 0;
  v_query_folded text := public.search_fold(p_query);
  -- The query as a title, with and without a closing punctuation mark.
  v_query_bare text := regexp_replace(public.search_fold(p_query), '[[:space:][:punct:]]+$', '');
  v_query_titles text[] := array[v_query_bare, v_query_bare || '?', v_query_bare || '!', v_query_bare || '.', v_query_bare || ':'];
  v_titles text[];
  -- The library's subjects the query's vocabulary terms name (folded titles): their pages are
  -- candidates of the first tier even when they hold none of the terms ("UWV" -> "Werk en reuma").
  v_subjects text[] := case when p_prefix is null then public.search_subjects(p_query) else '{}'::text[] end;
  v_term_folded text[] := '{}';
  v_term_query tsquery[] := '{}';
  -- Any of the terms: most titles hold none, and then no term is looked at one by one.
  v_terms_any tsquery;
  v_term text;
  v_index integer;
  v_result json;
begin
  v_titles := case when p_prefix is not null then array[v_query_folded]
                   else array[v_query_folded] || v_query_titles || array(select public.search_fold(s.t) from unnest(v_synonyms) with ordinality as s(t, n) order by s.n) || v_subjects end;
  -- A synonym's (phrase) or an alternative's (all its words) similarity counts only for a title that
  -- holds it: a title without the term is not close to it.
  foreach v_term in array v_synonyms loop
    v_term_folded := v_term_folded || public.search_fold(v_term);
    v_term_query := v_term_query || phraseto_tsquery('pg_catalog.dutch', public.search_fold(v_term));
  end loop;
  foreach v_term in array v_alternatives loop
    v_term_folded := v_term_folded || public.search_fold(v_term);
    v_term_query := v_term_query || plainto_tsquery('pg_catalog.dutch', public.search_fold(v_term));
  end loop;
  for v_index in 1 .. coalesce(array_length(v_term_query, 1), 0) loop
    v_terms_any := case when v_terms_any is null then v_term_query[v_index] else v_terms_any || v_term_query[v_index] end;
  end loop;

  with
    exact as materialized (
      select d.id, d.pillar, d.doc_type, d.ref_id, d.title, d.introduction, d.path, d.public, d.parent_name, d.parent_path, d.published_at, d.last_activity_at, d.title_folded, d.title_document, d.document from public.search_visible_documents d
      where d.title_folded = any(v_titles) and (d.document @@ v_tsq or (v_monotone and d.pillar = 'library' and d.title_folded = any(v_subjects)))
        and (d.public or p_participant)
      limit p_candidates),
    titles_library as materialized (
      select d.id, d.pillar, d.doc_type, d.ref_id, d.title, d.introduction, d.path, d.public, d.parent_name, d.parent_path, d.published_at, d.last_activity_at, d.title_folded, d.title_document, d.document from public.search_visible_documents d
      where d.pillar = 'library' and d.title_document @@ v_tsq and (v_monotone or d.document @@ v_tsq) and (d.public or p_participant)
      limit case when p_pillar is null or p_pillar = 'library' then p_title_reads else p_candidates + 1 end),
    heads_library as materialized (
      select d.id, d.pillar, d.doc_type, d.ref_id, d.title, d.introduction, d.path, d.public, d.parent_name, d.parent_path, d.published_at, d.last_activity_at, d.title_folded, d.title_document, d.document from public.search_visible_documents d
      where d.pillar = 'library' and d.head_document @@ v_tsq and (v_monotone or d.document @@ v_tsq) and (d.public or p_participant)
        and (select count(*) from titles_library) <= p_candidates
      limit p_candidates + 1),
    any_library as materialized (
      select d.id, d.pillar, d.doc_type, d.ref_id, d.title, d.introduction, d.path, d.public, d.parent_name, d.parent_path, d.published_at, d.last_activity_at, d.title_folded, d.title_document, d.document from public.search_visible_documents d
      where d.pillar = 'library' and d.document @@ v_tsq and (d.public or p_participant)
        and (select count(*) from titles_library) <= p_candidates and (select count(*) from heads_library) <= p_candidates
      limit p_candidates + 1),
    titles_conversations as materialized (
      select d.id, d.pillar, d.doc_type, d.ref_id, d.title, d.introduction, d.path, d.public, d.parent_name, d.parent_path, d.published_at, d.last_activity_at, d.title_folded, d.title_document, d.document from public.search_visible_documents d
      where d.pillar = 'conversations' and d.title_document @@ v_tsq and (v_monotone or d.document @@ v_tsq) and (d.public or p_participant)
      limit case when p_pillar = 'conversations' then p_title_reads when p_pillar is null then 2 * p_candidates else p_candidates + 1 end),
    heads_conversations as materialized (
      select d.id, d.pillar, d.doc_type, d.ref_id, d.title, d.introduction, d.path, d.public, d.parent_name, d.parent_path, d.published_at, d.last_activity_at, d.title_folded, d.title_document, d.document from public.search_visible_documents d
      where d.pillar = 'conversations' and d.head_document @@ v_tsq and (v_monotone or d.document @@ v_tsq) and (d.public or p_participant)
        and (select count(*) from titles_conversations) <= p_candidates
      limit p_candidates + 1),
    any_conversations as materialized (
      select d.id, d.pillar, d.doc_type, d.ref_id, d.title, d.introduction, d.path, d.public, d.parent_name, d.parent_path, d.published_at, d.last_activity_at, d.title_folded, d.title_document, d.document from public.search_visible_documents d
      where d.pillar = 'conversations' and d.document @@ v_tsq and (d.public or p_participant)
        and (select count(*) from titles_conversations) <= p_candidates and (select count(*) from heads_conversations) <= p_candidates
      limit p_candidates + 1),
    titles_stories as materialized (
      select d.id, d.pillar, d.doc_type, d.ref_id, d.title, d.introduction, d.path, d.public, d.parent_name, d.parent_path, d.published_at, d.last_activity_at, d.title_folded, d.title_document, d.document from public.search_visible_documents d
      where d.pillar = 'stories' and d.title_document @@ v_tsq and (v_monotone or d.document @@ v_tsq) and (d.public or p_participant)
      limit case when p_pillar = 'stories' then p_title_reads when p_pillar is null then 2 * p_candidates else p_candidates + 1 end),
    heads_stories as materialized (
      select d.id, d.pillar, d.doc_type, d.ref_id, d.title, d.introduction, d.path, d.public, d.parent_name, d.parent_path, d.published_at, d.last_activity_at, d.title_folded, d.title_document, d.document from public.search_visible_documents d
      where d.pillar = 'stories' and d.head_document @@ v_tsq and (v_monotone or d.document @@ v_tsq) and (d.public or p_participant)
        and (select count(*) from titles_stories) <= p_candidates
      limit p_candidates + 1),
    any_stories as materialized (
      select d.id, d.pillar, d.doc_type, d.ref_id, d.title, d.introduction, d.path, d.public, d.parent_name, d.parent_path, d.published_at, d.last_activity_at, d.title_folded, d.title_document, d.document from public.search_visible_documents d
      where d.pillar = 'stories' and d.document @@ v_tsq and (d.public or p_participant)
        and (select count(*) from titles_stories) <= p_candidates and (select count(*) from heads_stories) <= p_candidates
      limit p_candidates + 1),
    titles_news as materialized (
      select d.id, d.pillar, d.doc_type, d.ref_id, d.title, d.introduction, d.path, d.public, d.parent_name, d.parent_path, d.published_at, d.last_activity_at, d.title_folded, d.title_document, d.document from public.search_visible_documents d
      where d.pillar = 'news' and d.title_document @@ v_tsq and (v_monotone or d.document @@ v_tsq) and (d.public or p_participant)
      limit case when p_pillar = 'news' then p_title_reads when p_pillar is null then 2 * p_candidates else p_candidates + 1 end),
    heads_news as materialized (
      select d.id, d.pillar, d.doc_type, d.ref_id, d.title, d.introduction, d.path, d.public, d.parent_name, d.parent_path, d.published_at, d.last_activity_at, d.title_folded, d.title_document, d.document from public.search_visible_documents d
      where d.pillar = 'news' and d.head_document @@ v_tsq and (v_monotone or d.document @@ v_tsq) and (d.public or p_participant)
        and (select count(*) from titles_news) <= p_candidates
      limit p_candidates + 1),
    any_news as materialized (
      select d.id, d.pillar, d.doc_type, d.ref_id, d.title, d.introduction, d.path, d.public, d.parent_name, d.parent_path, d.published_at, d.last_activity_at, d.title_folded, d.title_document, d.document from public.search_visible_documents d
      where d.pillar = 'news' and d.document @@ v_tsq and (d.public or p_participant)
        and (select count(*) from titles_news) <= p_candidates and (select count(*) from heads_news) <= p_candidates
      limit p_candidates + 1),
    titles_activities as materialized (
      select d.id, d.pillar, d.doc_type, d.ref_id, d.title, d.introduction, d.path, d.public, d.parent_name, d.parent_path, d.published_at, d.last_activity_at, d.title_folded, d.title_document, d.document from public.search_visible_documents d
      where d.pillar = 'activities' and d.title_document @@ v_tsq and (v_monotone or d.document @@ v_tsq) and (d.public or p_participant)
      limit case when p_pillar = 'activities' then p_title_reads when p_pillar is null then 2 * p_candidates else p_candidates + 1 end),
    heads_activities as materialized (
      select d.id, d.pillar, d.doc_type, d.ref_id, d.title, d.introduction, d.path, d.public, d.parent_name, d.parent_path, d.published_at, d.last_activity_at, d.title_folded, d.title_document, d.document from public.search_visible_documents d
      where d.pillar = 'activities' and d.head_document @@ v_tsq and (v_monotone or d.document @@ v_tsq) and (d.public or p_participant)
        and (select count(*) from titles_activities) <= p_candidates
      limit p_candidates + 1),
    any_activities as materialized (
      select d.id, d.pillar, d.doc_type, d.ref_id, d.title, d.introduction, d.path, d.public, d.parent_name, d.parent_path, d.published_at, d.last_activity_at, d.title_folded, d.title_document, d.document from public.search_visible_documents d
      where d.pillar = 'activities' and d.document @@ v_tsq and (d.public or p_participant)
        and (select count(*) from titles_activities) <= p_candidates and (select count(*) from heads_activities) <= p_candidates
      limit p_candidates + 1),
    read as (
      select e.*, 0 as tier from exact e
      union all (select t.*, 1 from titles_library t where p_pillar is null or p_pillar = 'library' order by char_length(t.title) limit p_candidates)
      union all (select a.*, 2 from heads_library a where (select count(*) from heads_library) > p_candidates)
      union all (select a.*, 2 from any_library a)
      union all (select t.*, 1 from titles_conversations t where p_pillar is null or p_pillar = 'conversations' order by char_length(t.title) limit p_candidates)
      union all (select a.*, 2 from heads_conversations a where (select count(*) from heads_conversations) > p_candidates)
      union all (select a.*, 2 from any_conversations a)
      union all (select t.*, 1 from titles_stories t where p_pillar is null or p_pillar = 'stories' order by char_length(t.title) limit p_candidates)
      union all (select a.*, 2 from heads_stories a where (select count(*) from heads_stories) > p_candidates)
      union all (select a.*, 2 from any_stories a)
      union all (select t.*, 1 from titles_news t where p_pillar is null or p_pillar = 'news' order by char_length(t.title) limit p_candidates)
      union all (select a.*, 2 from heads_news a where (select count(*) from heads_news) > p_candidates)
      union all (select a.*, 2 from any_news a)
      union all (select t.*, 1 from titles_activities t where p_pillar is null or p_pillar = 'activities' order by char_length(t.title) limit p_candidates)
      union all (select a.*, 2 from heads_activities a where (select count(*) from heads_activities) > p_candidates)
      union all (select a.*, 2 from any_activities a)
    ),
    per_tab as (
      select 'library' as pillar, case when (select count(*) from titles_library) > p_candidates or (select count(*) from heads_library) > p_candidates then p_candidates + 1
                                   else greatest((select count(*) from any_library), (select count(*) from exact e where e.pillar = 'library')) end as n
      union all
      select 'conversations' as pillar, case when (select count(*) from titles_conversations) > p_candidates or (select count(*) from heads_conversations) > p_candidates then p_candidates + 1
                                   else greatest((select count(*) from any_conversations), (select count(*) from exact e where e.pillar = 'conversations')) end as n
      union all
      select 'stories' as pillar, case when (select count(*) from titles_stories) > p_candidates or (select count(*) from heads_stories) > p_candidates then p_candidates + 1
                                   else greatest((select count(*) from any_stories), (select count(*) from exact e where e.pillar = 'stories')) end as n
      union all
      select 'news' as pillar, case when (select count(*) from titles_news) > p_candidates or (select count(*) from heads_news) > p_candidates then p_candidates + 1
                                   else greatest((select count(*) from any_news), (select count(*) from exact e where e.pillar = 'news')) end as n
      union all
      select 'activities' as pillar, case when (select count(*) from titles_activities) > p_candidates or (select count(*) from heads_activities) > p_candidates then p_candidates + 1
                                   else greatest((select count(*) from any_activities), (select count(*) from exact e where e.pillar = 'activities')) end as n
    ),
    hits as materialized (
      select * from (
        select u.*, row_number() over (partition by u.pillar order by u.tier, char_length(u.title), u.id) as place
        from (select distinct on (r.id) r.* from read r order by r.id, r.tier) u
      ) candidates
      where place <= p_candidates),
    page as (
      select h.*,
             (ts_rank(h.document, v_tsq, 1)
              + greatest(extensions.similarity(h.title_folded, v_query_folded),
                         -- the query itself, with a closing punctuation mark
                         case when h.title_folded = any(v_query_titles) then 1::real end,
                         -- a subject's page is as close to the query as a title that is a synonym
                         case when h.title_folded = any(v_subjects) then 1::real end,
                         case when h.title_document @@ v_terms_any then
                           (select max(extensions.similarity(h.title_folded, s.folded))
                            from unnest(v_term_folded, v_term_query) as s(folded, query)
                            where h.title_document @@ s.query) end))
             * case h.doc_type when 'dossier' then 1.4::float8 when 'article' then 1.25::float8 when 'contentpage' then 1.0::float8
                 when 'news' then 0.9::float8 when 'group' then 0.9::float8 when 'activity' then 0.9::float8 else 0.8::float8 end
             * case when h.doc_type in ('conversation', 'blogpost')
                 then 0.6::float8 + 0.4::float8 * exp(-extract(epoch from now() - coalesce(h.last_activity_at, h.published_at, now()))::float8 / (180 * 86400)::float8)
                 else 1::float8 end
             * case when h.pillar = p_boost then 1.5::float8 else 1::float8 end as score
             , (p_pillar is null and h.pillar <> 'library' and h.place > p_ranked_first) as later
      from hits h
      where (p_pillar is null or h.pillar = p_pillar)
        and (p_pillar is not null or h.pillar = 'library' or h.place <= p_ranked_first
             or (select count(*) from hits f where f.pillar = 'library' or f.place <= p_ranked_first) < p_offset + p_limit)
      order by later, score desc, h.id
      limit p_limit offset p_offset
    )
  select json_build_object(
           'synonyms', to_json(v_synonyms),
           'counts', (select json_object_agg(pillar, least(n, p_candidates)) from per_tab),
           'capped', (select json_agg(pillar) from per_tab where n > p_candidates),
           'matched', greatest((select count(*) from hits), (select sum(n) from per_tab)),
           'rows', (select json_agg(json_build_object(
              'doc_type', doc_type, 'ref_id', ref_id, 'title', title, 'introduction', introduction, 'path', path,
              'public', public, 'parent_name', parent_name, 'parent_path', parent_path,
              'published_at', published_at, 'last_activity_at', last_activity_at) order by later, score desc, id) from page))
    into v_result;
  return v_result;
end;
$$;
