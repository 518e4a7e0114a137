-- Recommended articles (issue 22 item 6, docs/decisions/243-recommended-articles.md): the profile
-- term numbers an article is about (its dossiers' forms of rheumatism 71001–71037 and the topics of
-- their categories 72001–72010), written by the build with the other library fields. A participant
-- is recommended the articles whose terms overlap their profile's (GET /api/v1/Search/recommended).
alter table public.search_documents
  add column profile_terms integer[] not null default '{}';

comment on column public.search_documents.profile_terms is 'Articles only: the profile term numbers (forms 71001–71037, topics 72001–72010) of the article''s dossiers; written by the build.';

create index search_documents_profile_terms_idx on public.search_documents using gin (profile_terms) where doc_type = 'article';
