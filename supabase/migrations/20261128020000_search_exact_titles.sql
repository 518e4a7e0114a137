-- Search: titles that *are* the query (decision 160; docs/performance-log.md, "Search: bounded
-- title reads").
--
-- A tab's title matches are no longer all fetched to be sorted by length: the search reads the
-- first few hundred a GIN index gives (table order) and takes the shortest of those. So that a
-- document named exactly as the query or one of its synonyms ("Jicht", "Reumatoïde artritis") is
-- still a candidate however many other titles hold the word, the search first looks the folded
-- query and synonyms up among the folded titles: an equality read of this btree (a bitmap scan,
-- as every search read; functions/_community/search/queries.ts, searchDocuments).
create index search_documents_title_folded_idx on public.search_documents (title_folded);
