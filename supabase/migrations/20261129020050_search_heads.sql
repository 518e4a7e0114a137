-- Search: a tab's "head" matches, between its title matches and its any-match read (decision 160;
-- docs/performance-log.md, "Search: cached plans, one statement per reading").
--
-- A tab's count needs at most the candidates plus one matches, but the GIN bitmap of a word found
-- in most bodies of a tab holds every one of them ("spa" and its synonyms: 40,000 of the 50,000
-- story posts) before the first row is read. The title and introduction, indexed on their own,
-- hold far fewer documents per word; when more than the candidates of a tab match there, the tab's
-- count is capped and its candidates come from them, and the body-wide read is skipped
-- (public.search_read, migration 20261129020100). The same construction as `document` (the title's
-- and the introduction's lexemes at the same positions), so every head match is a document match.
alter table public.search_documents
  add column head_document tsvector generated always as (
    to_tsvector('pg_catalog.dutch', public.search_fold(title)) || to_tsvector('pg_catalog.dutch', public.search_fold(introduction))) stored;
comment on column public.search_documents.head_document is 'The title''s and introduction''s lexemes (dutch over search_fold): a tab''s second read, before its bodies.';
create index search_documents_library_head_idx on public.search_documents using gin (head_document) where pillar = 'library';
create index search_documents_conversations_head_idx on public.search_documents using gin (head_document) where pillar = 'conversations';
create index search_documents_stories_head_idx on public.search_documents using gin (head_document) where pillar = 'stories';
create index search_documents_news_head_idx on public.search_documents using gin (head_document) where pillar = 'news';
create index search_documents_activities_head_idx on public.search_documents using gin (head_document) where pillar = 'activities';
-- The view lists the table's columns as they were when it was made: the new one is added at its end.
create or replace view public.search_visible_documents as
  select d.* from public.search_documents d
  where d.public or (select auth.uid()) is not null;
