-- "Bedoelde je …?" from a table of title words (decision 160; docs/performance-log.md, "Search: the
-- typo correction from a table of title words").
--
-- The correction of a query word that matches nothing was a trigram read over the folded titles
-- (`word <% title`, the first 200 titles in table order, then the closest of their words): the
-- slowest reading of every typo ("artritus", "fibromialgie"), because the trigrams of a misspelt
-- rheumatology word are those of thousands of titles. The distinct words of the titles (3+
-- characters, as the correction splits them) are a few thousand rows here, tens of thousands at
-- most: their trigram index gives the closest words at once, and a word is offered only when a
-- title the caller may read still holds it (checked through the tabs' title indexes, closest word
-- first), so the table only grows and needs no counts: a word whose titles were removed, hidden or
-- made participants-only is passed over, not offered, and no write waits on another for a common
-- word. The words are added by a trigger on public.search_documents, the one table every write path
-- goes through (conversation, group and activity triggers, stories' search_upsert, the library
-- build), when a row is inserted or its title changes.

create table app_private.search_title_words (
  word text primary key
);
comment on table app_private.search_title_words is 'Every word (3+ characters, folded) that a search document''s title held: the candidates of the typo correction. Only grows; the reader checks that a title the caller may read still holds the word.';
alter table app_private.search_title_words enable row level security;
revoke all on table app_private.search_title_words from public, anon, authenticated, service_role;
create index search_title_words_trgm_idx on app_private.search_title_words using gin (word extensions.gin_trgm_ops);

-- The words of a folded title, as the correction splits them.
create function app_private.search_title_words_of(p_title_folded text) returns setof text
language sql
immutable
set search_path = ''
as $$ select w from regexp_split_to_table(p_title_folded, '[^[:alnum:]]+') as w where char_length(w) >= 3 $$;

create function app_private.search_title_words_add() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- In order, so that two writers adding the same new words wait for each other, never in a circle.
  insert into app_private.search_title_words (word)
  select distinct w from app_private.search_title_words_of(new.title_folded) as w order by 1
  on conflict (word) do nothing;
  return null;
end;
$$;
revoke execute on function app_private.search_title_words_add() from public, anon, authenticated, service_role;

create trigger search_documents_title_words_insert after insert on public.search_documents
  for each row execute function app_private.search_title_words_add();
create trigger search_documents_title_words_update after update of title on public.search_documents
  for each row when (old.title_folded is distinct from new.title_folded) execute function app_private.search_title_words_add();

insert into app_private.search_title_words (word)
select distinct w from public.search_documents d, app_private.search_title_words_of(d.title_folded) as w
on conflict (word) do nothing;

-- The title word closest to p_word (trigram similarity, then alphabetical) that a title the caller
-- may read holds: the closest words of the table are tried in turn, each checked with the tabs'
-- title indexes (the word's stem, then the word itself in the folded title: regexp_like, which no
-- index offers, so that the plan does not AND the stem's titles with a trigram read of the
-- pattern). A word without a stem (a stop word such as "van") is checked through the trigram index
-- of the titles.
create or replace function public.search_closest_title_word(p_word text, p_participant boolean, out word text, out similarity real)
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
  v_candidate record;
  v_stem tsquery;
  v_pattern text;
  v_held boolean;
begin
  for v_candidate in
    select w.word, extensions.similarity(w.word, p_word) as similarity
    from app_private.search_title_words w
    where w.word operator(extensions.%) p_word
    order by 2 desc, 1
    limit 20
  loop
    v_stem := plainto_tsquery('pg_catalog.dutch', v_candidate.word);
    v_pattern := '(^|[^[:alnum:]])' || v_candidate.word || '($|[^[:alnum:]])';
    if pg_catalog.numnode(v_stem) > 0 then
      -- Tabs without participants-only rows first: a visitor reads the titles of a word found mostly
      -- in participants-only conversations (1,000 in the bench for "zwemmen") only if no other tab has it.
      v_held := exists (
        (select 1 from public.search_visible_documents d where d.pillar = 'library' and d.title_document @@ v_stem and pg_catalog.regexp_like(d.title_folded, v_pattern) and (d.public or p_participant) limit 1)
        union all
        (select 1 from public.search_visible_documents d where d.pillar = 'news' and d.title_document @@ v_stem and pg_catalog.regexp_like(d.title_folded, v_pattern) and (d.public or p_participant) limit 1)
        union all
        (select 1 from public.search_visible_documents d where d.pillar = 'activities' and d.title_document @@ v_stem and pg_catalog.regexp_like(d.title_folded, v_pattern) and (d.public or p_participant) limit 1)
        union all
        (select 1 from public.search_visible_documents d where d.pillar = 'stories' and d.title_document @@ v_stem and pg_catalog.regexp_like(d.title_folded, v_pattern) and (d.public or p_participant) limit 1)
        union all
        (select 1 from public.search_visible_documents d where d.pillar = 'conversations' and d.title_document @@ v_stem and pg_catalog.regexp_like(d.title_folded, v_pattern) and (d.public or p_participant) limit 1));
    else
      v_held := exists (select 1 from public.search_visible_documents d where d.title_folded ~ v_pattern and (d.public or p_participant));
    end if;
    if v_held then
      word := v_candidate.word;
      similarity := v_candidate.similarity;
      return;
    end if;
  end loop;
end;
$$;
