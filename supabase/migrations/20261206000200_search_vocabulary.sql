-- The patients' vocabulary (issue 40, docs/decisions/351-patients-vocabulary.md): the synonym sets
-- become a maintained list of the words patients use for the library's subjects (lay terms, old
-- names, abbreviations, drug classes, brand names). Each set now names its subject (a title of the
-- library: the type-ahead offers it for a term being typed) and, when the project maintains it, a
-- key (scripts/search/vocabulary.ts; its terms are added by generated migrations, the editors' own
-- terms kept). Editors still add and change rows in Supabase Studio.
alter table public.search_synonym_sets
  add column key text,
  add column subject text,
  drop constraint search_synonym_sets_terms_check,
  add constraint search_synonym_sets_terms_check check (cardinality(terms) between 2 and 40),
  add constraint search_synonym_sets_subject_length check (subject is null or char_length(subject) between 1 and 300);
create unique index search_synonym_sets_key_idx on public.search_synonym_sets (key);
comment on column public.search_synonym_sets.key is 'The entry of the maintained vocabulary (scripts/search/vocabulary.ts) this row is; null for a set only editors keep.';
comment on column public.search_synonym_sets.subject is 'The library''s title for what the terms mean (a dossier or article); the type-ahead offers it for a term. Null: the terms only mean the same.';

-- The sets so far, under their entry's key; sets of one subject become one (drug classes with their drugs).
update public.search_synonym_sets s set key = m.key
from (values ('Reumatoïde artritis', 'ra'), ('Spondyloartritis', 'axspa'), ('Methotrexaat', 'mtx'), ('Jicht', 'jicht'), ('Artrose', 'artrose'),
             ('Fibromyalgie', 'fibromyalgie'), ('Artritis psoriatica', 'psa'), ('Lupus', 'lupus'), ('Jeugdreuma', 'jia'),
             ('Polymyalgia rheumatica', 'pmr'), ('Sjögren', 'sjogren'), ('Osteoporose', 'osteoporose'), ('NSAID', 'nsaid'),
             ('Biologicals', 'biologicals'), ('Prednison', 'prednison'), ('Reumatoloog', 'reumatoloog'),
             ('Vermoeidheid', 'vermoeidheid'), ('Carpaletunnelsyndroom', 'cts'), ('Hydroxychloroquine', 'dmard'),
             ('Artrose in de knie', 'gonartrose'), ('Artrose in de heup', 'coxartrose'),
             ('Ochtendstijfheid', 'ochtendstijfheid'), ('Sclerodermie', 'sclerodermie')) as m(note, key)
where s.note = m.note and s.key is null;
update public.search_synonym_sets s
set terms = s.terms || array(select t from public.search_synonym_sets o, unnest(o.terms) as t
                             where o.note in ('TNF-remmers') and s.key = 'biologicals' and o.key is null
                             union all
                             select t from public.search_synonym_sets o, unnest(o.terms) as t
                             where o.note in ('Leflunomide', 'Sulfasalazine') and s.key = 'dmard' and o.key is null)
where s.key in ('biologicals', 'dmard');
delete from public.search_synonym_sets where key is null and note in ('TNF-remmers', 'Leflunomide', 'Sulfasalazine');


-- A set's subject counts as one of its terms: a query holding a lay word is also read as the
-- subject's title ("UWV" -> "Werk en reuma"), so it meets the library's page for it, and a query
-- naming the subject meets the lay words.
create or replace function public.search_synonyms(p_query text) returns text[]
language plpgsql
stable
set search_path = ''
as $$
begin
  return array(
    with q as (select ' ' || regexp_replace(public.search_fold(p_query), '[^[:alnum:]]+', ' ', 'g') || ' ' as padded,
                      public.search_fold(p_query) as folded),
         sets as (select s.id, s.terms, s.subject from public.search_synonym_sets s)
    -- a term as the set spells it before the same words as the subject ("methotrexaat", not "Methotrexaat")
    select (array_agg(t.term order by t.n))[1]
    from sets s, q, unnest(s.terms || case when s.subject is null then '{}'::text[] else array[s.subject] end) with ordinality as t(term, n)
    where exists (
      select 1 from unnest(s.terms || case when s.subject is null then '{}'::text[] else array[s.subject] end) as u(term)
      where position(' ' || regexp_replace(public.search_fold(u.term), '[^[:alnum:]]+', ' ', 'g') || ' ' in q.padded) > 0
    )
      and public.search_fold(t.term) <> q.folded
    group by public.search_fold(t.term)
    order by 1
    limit 20);
end;
$$;
