-- The vocabulary's terms as a query is compared with them, kept with each set (issue 40: all tabs
-- p95 <= 30 ms). public.search_synonyms and public.search_subjects folded and padded every term of
-- every set on every search, and search_synonyms did so once per term of a set for each of its
-- terms: with the patients' vocabulary (decision 351) that was about a third of a search for
-- "artrose in de knie" at the benchmark's size. Now a trigger writes the folded, padded terms
-- (the subject included) when a set is written, and a search folds only the query.

alter table public.search_synonym_sets add column match_terms text[] not null default '{}';
comment on column public.search_synonym_sets.match_terms is 'The terms and the subject folded (public.search_fold), every run of other characters one space, padded with a space: what a padded query must hold for the set to apply. Written by the trigger search_synonym_sets_match_terms.';

create function app_private.search_synonym_sets_match_terms() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.match_terms := array(
    select distinct ' ' || regexp_replace(public.search_fold(u.term), '[^[:alnum:]]+', ' ', 'g') || ' '
    from unnest(new.terms || case when new.subject is null then '{}'::text[] else array[new.subject] end) as u(term));
  return new;
end;
$$;
revoke execute on function app_private.search_synonym_sets_match_terms() from public, anon, authenticated, service_role;

create trigger search_synonym_sets_match_terms before insert or update of terms, subject on public.search_synonym_sets
  for each row execute function app_private.search_synonym_sets_match_terms();

update public.search_synonym_sets set terms = terms;

-- The folded subjects of the vocabulary sets whose terms the query holds.
create or replace function public.search_subjects(p_query text) returns text[]
language sql
stable
set search_path = ''
as $$
  with q as (select ' ' || regexp_replace(public.search_fold(p_query), '[^[:alnum:]]+', ' ', 'g') || ' ' as padded)
  select coalesce(array_agg(distinct public.search_fold(s.subject)), '{}'::text[])
  from public.search_synonym_sets s, q
  where s.subject is not null
    and exists (select 1 from unnest(s.match_terms) as m(term) where position(m.term in q.padded) > 0)
$$;

-- The terms of every synonym set holding the query or one of its words or phrases (folded), without
-- the query itself (as in 20261206000500): the sets that apply are found first, then their terms.
create or replace function public.search_synonyms(p_query text) returns text[]
language plpgsql
stable
set search_path = ''
as $$
begin
  return array(
    with q as (select ' ' || regexp_replace(public.search_fold(p_query), '[^[:alnum:]]+', ' ', 'g') || ' ' as padded,
                      public.search_fold(p_query) as folded),
         applies as materialized (
           select s.terms from public.search_synonym_sets s, q
           where exists (select 1 from unnest(s.match_terms) as m(term) where position(m.term in q.padded) > 0))
    select min(t.term)
    from applies s, q, unnest(s.terms) as t(term)
    where public.search_fold(t.term) <> q.folded
    group by public.search_fold(t.term)
    order by min(t.term)
    limit 20);
end;
$$;
