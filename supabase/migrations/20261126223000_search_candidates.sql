-- Search at platform scale (issue 16, decision 160): a capped candidate set per tab.
--
-- Ranking every match and counting every match made a frequent word ("reuma", "pijn") visit tens
-- of thousands of rows. Now each tab (pillar) has its own partial GIN indexes, and the search reads
-- at most a fixed number of candidates per tab from them: those whose title matches (a title-only
-- tsvector, shortest title first), then any other match; only the candidates are ranked, and a tab's count
-- stops at that number ("100+"). A rare tab (activities) no longer walks the matches of the
-- others, and a visitor's filter (`public`) is checked on the few rows read.
--
-- Typo matching by title similarity is no longer OR-ed into every search: the service falls back
-- to compound splitting and then to "bedoelde je ...?" only when full-text finds nothing.

alter table public.search_documents
  add column title_document tsvector generated always as (to_tsvector('pg_catalog.dutch', public.search_fold(title))) stored;

comment on column public.search_documents.title_document is 'The title''s lexemes alone (dutch over search_fold): the first tier of a tab''s candidates.';

create index search_documents_library_idx on public.search_documents using gin (document) where pillar = 'library';
create index search_documents_conversations_idx on public.search_documents using gin (document) where pillar = 'conversations';
create index search_documents_stories_idx on public.search_documents using gin (document) where pillar = 'stories';
create index search_documents_news_idx on public.search_documents using gin (document) where pillar = 'news';
create index search_documents_activities_idx on public.search_documents using gin (document) where pillar = 'activities';

create index search_documents_library_title_idx on public.search_documents using gin (title_document) where pillar = 'library';
create index search_documents_conversations_title_idx on public.search_documents using gin (title_document) where pillar = 'conversations';
create index search_documents_stories_title_idx on public.search_documents using gin (title_document) where pillar = 'stories';
create index search_documents_news_title_idx on public.search_documents using gin (title_document) where pillar = 'news';
create index search_documents_activities_title_idx on public.search_documents using gin (title_document) where pillar = 'activities';


-- Every full-text read names its tab now; the index over all tabs only cost writes.
drop index public.search_documents_document_idx;

-- Query expansion, with alternatives: each alternative is OR-ed as all of its words (a compound
-- split in two, "knieartrose" -> "knie artrose"); an alternative that keeps fewer than two words
-- after the dutch stop words and stemming adds nothing (it would widen the query to one part).
create function public.search_tsquery(p_query text, p_synonyms text[], p_alternatives text[]) returns tsquery
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  result tsquery := public.search_tsquery(p_query, p_synonyms);
  alternative text;
  parts tsquery;
begin
  foreach alternative in array coalesce(p_alternatives, '{}'::text[]) loop
    parts := plainto_tsquery('pg_catalog.dutch', public.search_fold(alternative));
    if numnode(parts) >= 3 then
      result := result || parts;
    end if;
  end loop;
  return result;
end;
$$;

revoke execute on function public.search_tsquery(text, text[], text[]) from public;
grant execute on function public.search_tsquery(text, text[], text[]) to anon, authenticated, service_role;

-- More real Dutch terms that mean the same to a reader (editors add more in Supabase Studio). Compounds
-- such as "knieartrose" need no entry: the service splits them (functions/_community/search/service.ts).
update public.search_synonym_sets set terms = terms || array['polymyalgie', 'polymyalgia']
where note = 'Polymyalgia rheumatica' and not ('polymyalgie' = any(terms));

insert into public.search_synonym_sets (terms, note) values
  (array['gonartrose', 'artrose in de knie'], 'Artrose in de knie'),
  (array['coxartrose', 'artrose in de heup'], 'Artrose in de heup'),
  (array['ochtendstijfheid', 'morgenstijfheid'], 'Ochtendstijfheid'),
  (array['sclerodermie', 'systemische sclerose', 'SSc'], 'Sclerodermie'),
  (array['TNF-remmer', 'TNF-remmers', 'anti-TNF', 'TNF-blokker'], 'TNF-remmers'),
  (array['leflunomide', 'Arava'], 'Leflunomide'),
  (array['sulfasalazine', 'Salazopyrine'], 'Sulfasalazine');

-- What a caller may find, for the search statements. Under RLS a visitor's `public` check must run
-- before any operator that is not leakproof, so `document @@ q` and the trigram operators could not
-- use their indexes for visitors (every search and type-ahead read the whole table). This view runs
-- with its owner's rights and applies the same rule as the policies itself: visitors see public
-- documents, signed-in participants every indexed document. Read-only, the table's own columns.
create view public.search_visible_documents as
  select d.* from public.search_documents d
  where d.public or (select auth.uid()) is not null;

comment on view public.search_visible_documents is 'search_documents as the caller may read them (public ones for visitors, all for participants), with the indexes usable (decision 160).';

revoke all on table public.search_visible_documents from public, anon, authenticated, service_role;
grant select on table public.search_visible_documents to anon, authenticated;
