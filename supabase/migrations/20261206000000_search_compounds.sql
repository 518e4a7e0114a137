-- Dutch compounds in search (issue 40, docs/decisions/350-dutch-compounds-in-search.md).
--
-- Dutch writes compounds as one word (autorijden, zorgverzekeraar, gewrichtspijn) where a patient
-- types two ("auto rijden"), and the Snowball stemmer does not split them. Every document now holds
-- the parts of its compound words beside the words themselves, each field with its own weight, and
-- a query matches either its words or its compounds' parts:
--   app_private.search_split_word(word)   the parts of one folded word, null for a word that stays whole
--   app_private.search_compound_texts(..) the parts of the compounds of a row's three folded texts
--   app_private.search_vectors(...)       title_document, head_document and document of a row
--   public.search_split_query(query)      the query with each compound (not negated) as its parts
-- The three tsvector columns were generated from the texts; a generated column cannot read a table,
-- so they become plain columns that a trigger before insert and update fills, in every write path at
-- once (the build's and the webhook's upserts, the community and activity triggers, stories'
-- search_upsert). An update that leaves the texts alone (a story's last activity) keeps them as
-- they are: nothing is recomputed and the row can still be updated in place.

create table app_private.search_compound_parts (
  part text primary key,
  base text,
  head smallint not null default 0,
  tail smallint not null default 0,
  constraint search_compound_parts_kind check (head between 0 and 2 and tail between 0 and 2 and head + tail > 0)
);
comment on table app_private.search_compound_parts is 'Parts of Dutch compounds (folded): head/tail 2 strong (OpenTaal''s compound flags or reviewed), 1 weak (attested), 0 no; base: the word indexed for the part (a linking s dropped, a verb stem as its infinitive). Generated: scripts/search/compound-parts.ts.';
alter table app_private.search_compound_parts enable row level security;
revoke all on table app_private.search_compound_parts from public, anon, authenticated, service_role;

-- Every word (6+ letters, folded) of the indexed texts with its parts (null: it stays whole), so
-- that a document's words are split once, not at every write: a word costs a few index reads to
-- split, and a text mostly repeats words the index has seen. Only grows; emptied (and the index's
-- vectors rewritten) by a migration that changes the parts.
create table app_private.search_word_splits (
  word text primary key,
  parts text[]
);
comment on table app_private.search_word_splits is 'The parts of each folded word (6+ letters) of the indexed texts, null for a word that stays whole (app_private.search_split_word); a cache that only grows, emptied when search_compound_parts changes.';
alter table app_private.search_word_splits enable row level security;
revoke all on table app_private.search_word_splits from public, anon, authenticated, service_role;

-- One word: a head and a tail (two strong parts, or a strong and a weak one of 5+ letters), the
-- shortest head first, so the longest tail ("zorg" + "verzekeraar"); a head of 6+ letters is split
-- again ("warmwater" + "bad" -> warm, water, bad). Without such a split, a head that is itself a
-- compound before a strong tail ("urinezuur" + "gewrichtsontsteking"). A head's base replaces it
-- (a linking s, a verb stem). At most four levels deep. The word's prefixes and suffixes are looked
-- up in one read each, and the cuts tried in memory.
create function app_private.search_split_word(p_word text, p_depth integer default 0) returns text[]
language plpgsql
stable
strict
parallel safe
set search_path = ''
as $$
declare
  v_length integer := char_length(p_word);
  v_heads jsonb;
  v_tails jsonb;
  v_head jsonb;
  v_tail integer;
  v_name text;
  v_inner text[];
  k integer;
begin
  if v_length < 6 or p_depth > 3 then
    return null;
  end if;
  select coalesce(jsonb_object_agg(p.part, jsonb_build_array(p.head, coalesce(p.base, p.part))) filter (where p.head > 0), '{}'),
         coalesce(jsonb_object_agg(p.part, p.tail) filter (where p.tail > 0), '{}')
    into v_heads, v_tails
  from app_private.search_compound_parts p
  where p.part = any(array(select left(p_word, g) from generate_series(3, v_length - 3) as g
                           union all select substr(p_word, g + 1) from generate_series(3, v_length - 3) as g));
  for k in 3 .. v_length - 3 loop
    v_tail := (v_tails ->> substr(p_word, k + 1))::integer;
    v_head := v_heads -> left(p_word, k);
    continue when v_tail is null or v_head is null;
    if ((v_head ->> 0)::integer = 2 and (v_tail = 2 or v_length - k >= 5)) or (v_tail = 2 and k >= 5) then
      v_name := v_head ->> 1;
      v_inner := case when char_length(v_name) >= 6 then app_private.search_split_word(v_name, p_depth + 1) end;
      return coalesce(v_inner, array[v_name]) || substr(p_word, k + 1);
    end if;
  end loop;
  for k in 6 .. v_length - 3 loop
    continue when coalesce((v_tails ->> substr(p_word, k + 1))::integer, 0) < 2;
    v_inner := app_private.search_split_word(left(p_word, k), p_depth + 1);
    if v_inner is not null then
      return v_inner || substr(p_word, k + 1);
    end if;
  end loop;
  return null;
end;
$$;

-- The parts of one folded word: from the table of the words seen, else split now.
create function app_private.search_word_parts(p_word text) returns text[]
language plpgsql
stable
strict
set search_path = ''
as $$
declare
  v_parts text[];
begin
  select c.parts into v_parts from app_private.search_word_splits c where c.word = p_word;
  if found then
    return v_parts;
  end if;
  return app_private.search_split_word(p_word);
end;
$$;

-- The parts of the compound words (6+ letters) of a row's folded title, introduction and body, each
-- field's words once: the words not seen before are split and kept (in order, so that two writers
-- of the same new words wait for each other, never in a circle), then one read gives every field's
-- parts.
create function app_private.search_compound_texts(p_title text, p_introduction text, p_body text,
  out title_parts text, out introduction_parts text, out body_parts text)
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_title text[] := array(select distinct w from regexp_split_to_table(coalesce(p_title, ''), '[^[:alpha:]]+') as w where char_length(w) >= 6);
  v_introduction text[] := array(select distinct w from regexp_split_to_table(coalesce(p_introduction, ''), '[^[:alpha:]]+') as w where char_length(w) >= 6);
  v_body text[] := array(select distinct w from regexp_split_to_table(coalesce(p_body, ''), '[^[:alpha:]]+') as w where char_length(w) >= 6);
  v_words text[] := array(select distinct w from unnest(v_title || v_introduction || v_body) as w order by 1);
  v_missing text[];
begin
  title_parts := '';
  introduction_parts := '';
  body_parts := '';
  if cardinality(v_words) = 0 then
    return;
  end if;
  v_missing := array(select w from unnest(v_words) as w where not exists (select 1 from app_private.search_word_splits c where c.word = w) order by 1);
  if cardinality(v_missing) > 0 then
    insert into app_private.search_word_splits (word, parts)
    select w, app_private.search_split_word(w) from unnest(v_missing) as w order by w
    on conflict (word) do nothing;
  end if;
  select coalesce(string_agg(array_to_string(c.parts, ' '), ' ' order by c.word) filter (where c.word = any(v_title)), ''),
         coalesce(string_agg(array_to_string(c.parts, ' '), ' ' order by c.word) filter (where c.word = any(v_introduction)), ''),
         coalesce(string_agg(array_to_string(c.parts, ' '), ' ' order by c.word) filter (where c.word = any(v_body)), '')
    into title_parts, introduction_parts, body_parts
  from app_private.search_word_splits c
  where c.word = any(v_words) and c.parts is not null;
end;
$$;

-- A row's vectors: each field's words, then the parts of its compounds, with the field's weight;
-- head_document and document are built alike, so a head match is a document match.
create function app_private.search_vectors(p_title text, p_introduction text, p_body text,
  out title_document tsvector, out head_document tsvector, out document tsvector)
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_title text := public.search_fold(p_title);
  v_introduction text := public.search_fold(coalesce(p_introduction, ''));
  v_body text := public.search_fold(coalesce(p_body, ''));
  v_parts record;
  v_intro_document tsvector;
begin
  select * into v_parts from app_private.search_compound_texts(v_title, v_introduction, v_body);
  title_document := to_tsvector('pg_catalog.dutch', v_title) || to_tsvector('pg_catalog.dutch', v_parts.title_parts);
  v_intro_document := to_tsvector('pg_catalog.dutch', v_introduction) || to_tsvector('pg_catalog.dutch', v_parts.introduction_parts);
  head_document := title_document || v_intro_document;
  document := setweight(title_document, 'A') || setweight(v_intro_document, 'B')
    || setweight(to_tsvector('pg_catalog.dutch', v_body) || to_tsvector('pg_catalog.dutch', v_parts.body_parts), 'C');
end;
$$;

revoke execute on function app_private.search_split_word(text, integer) from public, anon, authenticated, service_role;
revoke execute on function app_private.search_word_parts(text) from public, anon, authenticated, service_role;
revoke execute on function app_private.search_compound_texts(text, text, text) from public, anon, authenticated, service_role;
revoke execute on function app_private.search_vectors(text, text, text) from public, anon, authenticated, service_role;

create function app_private.search_documents_vectors() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v record;
begin
  if tg_op = 'UPDATE' and (new.title, new.introduction, new.body) is not distinct from (old.title, old.introduction, old.body) then
    new.title_document := old.title_document;
    new.head_document := old.head_document;
    new.document := old.document;
    return new;
  end if;
  select * into v from app_private.search_vectors(new.title, new.introduction, new.body);
  new.title_document := v.title_document;
  new.head_document := v.head_document;
  new.document := v.document;
  return new;
end;
$$;
revoke execute on function app_private.search_documents_vectors() from public, anon, authenticated, service_role;

alter table public.search_documents
  alter column document drop expression,
  alter column title_document drop expression,
  alter column head_document drop expression;

create trigger search_documents_vectors before insert or update on public.search_documents
  for each row execute function app_private.search_documents_vectors();

comment on column public.search_documents.document is 'Title (A), introduction (B) and body (C): dutch over search_fold, each field''s words and then the parts of its compound words (app_private.search_vectors, written by the trigger search_documents_vectors).';
comment on column public.search_documents.title_document is 'The title''s lexemes and its compounds'' parts: the first tier of a tab''s candidates.';
comment on column public.search_documents.head_document is 'The title''s and introduction''s lexemes and compound parts: a tab''s second read, before its bodies.';

-- The query with each compound word as its parts ("vergoeding zorgverzekeraar" -> "vergoeding zorg
-- verzekeraar"), read as a websearch query beside the query itself; a negated word ("-kinderen")
-- and words inside quotes stay as typed. Null when no word splits.
create function public.search_split_query(p_query text) returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_folded text := public.search_fold(coalesce(p_query, ''));
  v_token text;
  v_parts text[];
  v_out text[] := '{}';
  v_quoted boolean := false;
  v_changed boolean := false;
begin
  foreach v_token in array regexp_split_to_array(v_folded, '\s+') loop
    v_parts := null;
    if not v_quoted and v_token ~ '^[[:alpha:]]{6,}$' then
      v_parts := app_private.search_word_parts(v_token);
    end if;
    if (char_length(v_token) - char_length(replace(v_token, '"', ''))) % 2 = 1 then
      v_quoted := not v_quoted;
    end if;
    if v_parts is not null then
      v_out := v_out || v_parts;
      v_changed := true;
    else
      v_out := v_out || v_token;
    end if;
  end loop;
  return case when v_changed then array_to_string(v_out, ' ') end;
end;
$$;
revoke execute on function public.search_split_query(text) from public;
grant execute on function public.search_split_query(text) to anon, authenticated, service_role;

-- A relaxed reading, for a query that found nothing as typed: the words of a question that carry no
-- subject are left out ("mag ik autorijden met reuma" -> autorijden & reuma) and a compound is
-- matched by any of its parts, so that it meets another compound of the same part
-- ("zorgverzekeraar" and "zorgverzekering": zorg). A to_tsquery text of letters and digits only;
-- null when it would read the query as before (nothing left out, nothing split).
create function public.search_relaxed_query(p_query text) returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_word text;
  v_parts text[];
  v_terms text[] := '{}';
  v_changed boolean := false;
begin
  foreach v_word in array regexp_split_to_array(public.search_fold(coalesce(p_query, '')), '[^[:alnum:]]+') loop
    continue when v_word = '';
    if v_word = any(array['mag', 'mogen', 'kan', 'kun', 'kunt', 'kunnen', 'moet', 'moeten', 'mocht', 'hoe', 'wat', 'waarom', 'welke',
                          'welk', 'wanneer', 'waar', 'wie', 'helpt', 'help', 'helpen', 'ik', 'je', 'jij', 'u', 'mijn', 'me', 'mij', 'we', 'wij',
                          'is', 'ben', 'bent', 'zijn', 'heb', 'hebt', 'heeft', 'hebben', 'krijg', 'krijgt', 'krijgen', 'doe', 'doet', 'doen',
                          'word', 'wordt', 'worden', 'er', 'iets', 'nog', 'ook', 'erg', 'veel', 'beter', 'goed', 'last', 'vraag', 'tips']) then
      v_changed := true;
      continue;
    end if;
    v_parts := case when char_length(v_word) >= 6 and v_word ~ '^[[:alpha:]]+$' then app_private.search_word_parts(v_word) end;
    if v_parts is not null then
      v_terms := v_terms || ('( ' || v_word || ' | ' || array_to_string(v_parts, ' | ') || ' )');
      v_changed := true;
    else
      v_terms := v_terms || v_word;
    end if;
  end loop;
  return case when v_changed and cardinality(v_terms) > 0 then array_to_string(v_terms, ' & ') end;
end;
$$;
revoke execute on function public.search_relaxed_query(text) from public;
grant execute on function public.search_relaxed_query(text) to anon, authenticated, service_role;

-- A reading of the query: as typed (with synonyms and alternatives), or-ed with the query whose
-- compounds are split; or a replacing tsquery text (a prefix or the relaxed reading), with the
-- synonyms given.
create or replace function public.search_reading(p_query text, p_synonyms text[], p_alternatives text[], p_prefix text) returns tsquery
language sql
stable
set search_path = ''
return case when p_prefix is not null then to_tsquery('pg_catalog.dutch', p_prefix) || public.search_tsquery('', p_synonyms)
            else public.search_tsquery(p_query, p_synonyms, p_alternatives)
                 || coalesce(websearch_to_tsquery('pg_catalog.dutch', public.search_split_query(p_query)), ''::tsquery) end;
