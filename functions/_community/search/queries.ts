/**
 * SQL of search (parameterised postgres.js). Every read runs in the caller's transaction, so RLS
 * (visitors: public documents only) applies; the statements filter on `public` themselves too.
 *
 * A document matches when its tsvector matches the query expanded with synonyms and compound
 * splits (public.search_tsquery: `dutch` snowball over unaccented text). Each tab (pillar) has its
 * own partial GIN indexes, and a search ranks at most SEARCH_CANDIDATES candidates per tab: titles
 * that are the query, title matches (shortest of a bounded read), then any other match (decision 160). Only candidates are ranked, and a
 * tab's count stops at SEARCH_CANDIDATES ("100+"). Score: ts_rank (title A > introduction B >
 * body C, divided by the log of the length) plus the closest trigram similarity of the whole
 * title to the query or a synonym (a title that *is* the term beats one that merely contains it),
 * times a type weight, times recency for community posts, times 1.5 for the boosted tab.
 */
import type { Queryable } from "../../_shared/db";
import { PILLARS, SEARCH_CANDIDATES, type DocType, type LIBRARY_DOC_TYPES, type Pillar } from "../../../src/domain/search";

export type SearchRow = {
  doc_type: string;
  ref_id: string;
  title: string;
  introduction: string;
  path: string | null;
  public: boolean;
  parent_name: string | null;
  parent_path: string | null;
  published_at: Date | null;
  last_activity_at: Date | null;
};

/** counts: candidates per tab (at most SEARCH_CANDIDATES); capped: the tabs with more matches than that. */
export type SearchPageRows = { counts: Record<string, number>; capped: string[]; textHits: number; rows: SearchRow[] };

/** What is matched: the query with synonyms and alternatives, or a prefix reading instead. */
export type Reading = {
  query: string;
  synonyms: string[];
  /** Other readings of the query, each matched as all of its words (compound splits). */
  alternatives: string[];
  /** A tsquery text that replaces the query's own reading ("metho:*": the last word as a prefix). */
  prefix?: string | null;
};

export type SearchParams = Reading & {
  pillar: Pillar | null;
  boost: Pillar | null;
  participant: boolean;
  limit: number;
  offset: number;
};

/** Lists travel as one text split in SQL (the pool does not fetch array types); no term contains it. */
const SEP = "\u001f";

/** Title similarity (typo correction, closest title word) only for words of at least this many characters. */
export const TRIGRAM_MIN_LENGTH = 4;


/**
 * A tab's title matches read before the shortest titles are taken: the GIN index gives matches in
 * table order, so a title word in thousands of titles ("vermoeidheid": 3,333 story titles) would
 * otherwise fetch every one of them to sort by length (decision 160).
 */
export const TITLE_MATCHES_READ = 5 * SEARCH_CANDIDATES;

export async function searchDocuments(db: Queryable, p: SearchParams): Promise<SearchPageRows> {
  // The query's tsquery is built once (a constant for the planner, instead of the expansion
  // evaluated while planning each of the tab reads below).
  const tsq = db`${await tsqueryText(db, p)}::tsquery`;
  // Per tab, capped reads on that tab's partial indexes (the literal pillar lets the planner prove
  // the index predicate), every one a bitmap scan of a GIN index (readThroughIndexes):
  //   tier 0  titles that *are* the query or a synonym (folded), in every tab at once;
  //   tier 1  title matches: the shortest of the first TITLE_MATCHES_READ (only for a ranked tab);
  //   tier 2  any match, SEARCH_CANDIDATES + 1: the tab's count ("100+" when it reads one more).
  // A tab's candidates are its first SEARCH_CANDIDATES by tier (then shortest title); only they
  // are ranked, and only those of the asked tab (or of every tab).
  const columns = db.unsafe(
    "d.id, d.pillar, d.doc_type, d.ref_id, d.title, d.introduction, d.path, d.public, d.parent_name, d.parent_path, d.published_at, d.last_activity_at, d.title_folded, d.title_document, d.document",
  );
  const titles = p.prefix ? [p.query] : [p.query, ...p.synonyms];
  const exact = db`
    (select ${columns}, 0 as tier from public.search_visible_documents d
     where d.title_folded = any(array(select public.search_fold(t) from unnest(string_to_array(${titles.join(SEP)}, ${SEP})) as t))
       and d.document @@ ${tsq} and (d.public or ${p.participant})
     limit ${SEARCH_CANDIDATES})`;
  const perTab = PILLARS.map((pillar) => {
    const tab = db.unsafe(`'${pillar}'`);
    const anyMatch = db`
      (select ${columns}, 2 as tier from public.search_visible_documents d
       where d.pillar = ${tab} and d.document @@ ${tsq} and (d.public or ${p.participant})
       limit ${SEARCH_CANDIDATES + 1})`;
    if (p.pillar !== null && p.pillar !== pillar) return anyMatch;
    return db`
      (select t.*, 1 as tier from (
         select ${columns} from public.search_visible_documents d
         where d.pillar = ${tab} and d.title_document @@ ${tsq} and (d.public or ${p.participant})
         limit ${TITLE_MATCHES_READ}) t
       order by char_length(t.title)
       limit ${SEARCH_CANDIDATES})
      union all
      ${anyMatch}`;
  });
  // The closest of the terms to the title, as one expression. The query's similarity is always
  // computed (a prefix reading "metho" matches no title word as typed); a synonym's or a compound
  // split's only for a title that holds it (trigram similarity per row and term was most of the
  // ranking: "spa" has seven synonyms), since a title without the term is not close to it.
  const similarity = (term: string) => db`extensions.similarity(h.title_folded, public.search_fold(${term}::text))`;
  const closest = [
    similarity(p.query),
    ...p.synonyms.map((term) => db`case when h.title_document @@ phraseto_tsquery('pg_catalog.dutch', public.search_fold(${term}::text)) then ${similarity(term)} else 0 end`),
    ...p.alternatives.map((term) => db`case when h.title_document @@ plainto_tsquery('pg_catalog.dutch', public.search_fold(${term}::text)) then ${similarity(term)} else 0 end`),
  ].reduce((all, next) => db`${all}, ${next}`);
  const [row] = await db<Array<{ counts: Record<string, number> | null; capped: string[] | null; matched: number; rows: SearchRow[] | null }>>`
    with q as materialized (select ${tsq} as tsq),
    read as (${[exact, ...perTab].reduce((all, next) => db`${all} union all ${next}`)}),
    per_tab as (
      select pillar, count(*) filter (where tier = 2)::int as n, count(*) filter (where tier = 2) > ${SEARCH_CANDIDATES} as capped
      from read group by pillar
    ),
    hits as materialized (
      select * from (
        select u.*, row_number() over (partition by u.pillar order by u.tier, char_length(u.title), u.id) as place
        from (select distinct on (r.id) r.* from read r order by r.id, r.tier) u
      ) candidates
      where place <= ${SEARCH_CANDIDATES}),
    page as (
      select h.*,
             (ts_rank(h.document, q.tsq, 1)
              + greatest(${closest}))
             * case h.doc_type when 'dossier' then 1.4 when 'article' then 1.25 when 'contentpage' then 1.0
                 when 'news' then 0.9 when 'group' then 0.9 when 'activity' then 0.9 else 0.8 end
             * case when h.doc_type in ('conversation', 'blogpost')
                 then 0.6 + 0.4 * exp(-extract(epoch from now() - coalesce(h.last_activity_at, h.published_at, now())) / (180 * 86400))
                 else 1 end
             * case when h.pillar = ${p.boost}::text then 1.5 else 1 end as score
      from hits h, q
      where ${p.pillar}::text is null or h.pillar = ${p.pillar}::text
      order by score desc, h.id
      limit ${p.limit} offset ${p.offset}
    )
    select (select json_object_agg(pillar, least(n, ${SEARCH_CANDIDATES})) from per_tab) as counts,
           (select json_agg(pillar) from per_tab where capped) as capped,
           (select count(*)::int from hits) as matched,
           (select json_agg(json_build_object(
              'doc_type', doc_type, 'ref_id', ref_id, 'title', title, 'introduction', introduction, 'path', path,
              'public', public, 'parent_name', parent_name, 'parent_path', parent_path,
              'published_at', published_at, 'last_activity_at', last_activity_at) order by score desc, id) from page) as rows`;
  return { counts: row?.counts ?? {}, capped: row?.capped ?? [], textHits: row?.matched ?? 0, rows: row?.rows ?? [] };
}

/**
 * For the rest of the caller's transaction: plan reads as bitmap scans of the GIN indexes only. The
 * planner's LIMIT costing assumes matches spread evenly over a walk of the table (or of a tab),
 * but a tab's documents lie together and a word frequent in one tab may be absent from another:
 * such walks visited the whole table (10,000+ buffers) where the GIN posting lists bound the work
 * by the matches (decision 160).
 */
export async function readThroughIndexes(db: Queryable, orderedWalks = false): Promise<void> {
  // jit off: the disabled walks' cost penalty would otherwise push small statements over jit_above_cost.
  // orderedWalks (type-ahead): index walks stay allowed, for the bounded walk of titles in order.
  await db`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', ${orderedWalks ? "on" : "off"}, true), set_config('jit', 'off', true)`;
}

/** The query's reading as a tsquery expression (inline, so the planner folds it). */
function tsqueryOf(db: Queryable, p: Reading) {
  return p.prefix
    ? db`to_tsquery('pg_catalog.dutch', ${p.prefix})`
    : db`public.search_tsquery(${p.query}, string_to_array(${p.synonyms.join(SEP)}, ${SEP}), string_to_array(${p.alternatives.join(SEP)}, ${SEP}))`;
}

/** The reading's tsquery as text, built once by the database (passed on as a constant). */
async function tsqueryText(db: Queryable, p: Reading): Promise<string> {
  const [row] = await db<Array<{ tsq: string }>>`select (${tsqueryOf(db, p)})::text as tsq`;
  return row?.tsq ?? "";
}

/**
 * Whether a reading of the query matches any document the caller may read, in any tab. Each tab's
 * read stops at its first match, so a retry ("knieartrose" split, "metho" as a prefix) that finds
 * nothing costs a few index lookups instead of a whole search.
 */
export async function anyMatch(db: Queryable, p: Reading & { participant: boolean }): Promise<boolean> {
  const tsq = tsqueryOf(db, p);
  const perTab = PILLARS.map(
    (pillar) => db`
      (select 1 from public.search_visible_documents d
       where d.pillar = ${db.unsafe(`'${pillar}'`)} and d.document @@ ${tsq} and (d.public or ${p.participant}) limit 1)`,
  );
  const [row] = await db<Array<{ found: boolean }>>`select exists (${perTab.reduce((all, next) => db`${all} union all ${next}`)}) as found`;
  return row?.found ?? false;
}

/**
 * The terms of every synonym set that holds the query or one of its words or phrases (folded
 * comparison), without the query itself.
 */
export async function findSynonyms(db: Queryable, query: string): Promise<string[]> {
  const rows = await db<Array<{ term: string }>>`
    with q as (select ' ' || regexp_replace(public.search_fold(${query}), '[^[:alnum:]]+', ' ', 'g') || ' ' as padded,
                      public.search_fold(${query}) as folded)
    select min(t.term) as term
    from public.search_synonym_sets s, q, unnest(s.terms) as t(term)
    where exists (
      select 1 from unnest(s.terms) as u(term)
      where position(' ' || regexp_replace(public.search_fold(u.term), '[^[:alnum:]]+', ' ', 'g') || ' ' in q.padded) > 0
    )
      and public.search_fold(t.term) <> q.folded
    group by public.search_fold(t.term)
    order by min(t.term)
    limit 12`;
  return rows.map((r) => r.term);
}

/** The title word (of a document the caller may read) closest to `word`, with its similarity. */
export async function closestTitleWord(db: Queryable, word: string, participant: boolean): Promise<{ word: string; similarity: number } | null> {
  const [row] = await db<Array<{ word: string; similarity: number }>>`
    select w as word, extensions.similarity(w, ${word}) as similarity
    from (
      select distinct regexp_split_to_table(d.title_folded, '[^[:alnum:]]+') as w
      from (select title_folded from public.search_visible_documents
            where ${word} operator(extensions.<%) title_folded and (public or ${participant}) limit 200) d
    ) words
    where char_length(w) >= 3
    order by similarity desc, w
    limit 1`;
  return row ?? null;
}

export type SuggestionRow = { text: string; docType: DocType | null; path: string | null };

/** Titles read per kind of suggestion before the shortest are taken (the trigram index gives them in table order). */
export const SUGGEST_TITLES_READ = 100;

/** Containing matches ("reumat" inside "polyreumatisch") need a trigram: prefixes of at least this many characters. */
export const SUGGEST_CONTAINS_MIN_LENGTH = 3;

/**
 * Common queries, then titles starting with `prefix`, then titles with a later word starting with
 * it, then titles containing it, then synonym terms. Every title read is bounded: titles starting
 * with the prefix are walked in order on the btree of folded titles (the caller's transaction
 * allows index walks: readThroughIndexes(tx, true)); later word starts (`like '% ra%'`: the
 * trigrams of a word's start, which the index has) and containing matches are read through the
 * trigram index, at most SUGGEST_TITLES_READ each ("ra" starts words in thousands of titles), and
 * the shortest of those are offered; containing matches only when too few words start with it.
 */
export async function suggest(db: Queryable, prefix: string, participant: boolean, limit: number): Promise<SuggestionRow[]> {
  const escaped = prefix.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  const like = `%${escaped}%`;
  const wordStart = `(^|[^[:alnum:]])${prefix.replace(/[^\p{L}\p{N} ]/gu, "")}`;
  const visible = db`(d.public or ${participant}) and d.path is not null`;
  const bounded = (where: typeof visible) => db`
    select t.title, t.doc_type, t.path, 1 as kind, (t.title_folded ~ ${wordStart})::int as starts,
           case t.doc_type when 'dossier' then 3 when 'article' then 2 else 1 end as weight
    from (select d.title, d.doc_type, d.path, d.title_folded from public.search_visible_documents d
          where ${where} and ${visible}
          limit ${SUGGEST_TITLES_READ}) t
    order by char_length(t.title), t.title limit ${limit}`;
  return db<SuggestionRow[]>`
    with title_starts as materialized (
      select d.title, d.doc_type, d.path, 1 as kind, 1 as starts,
             case d.doc_type when 'dossier' then 3 when 'article' then 2 else 1 end as weight
      from public.search_visible_documents d
      where d.title_folded like ${`${escaped}%`} and ${visible}
      order by d.title_folded using operator(pg_catalog.~<~)
      limit ${limit}),
    word_starts as materialized (${bounded(db`d.title_folded like ${`% ${escaped}%`} and not d.title_folded like ${`${escaped}%`}`)})
    (select q.query as text, null::text as doc_type, null::text as path, 0 as kind,
            (q.query like ${prefix} || '%')::int as starts, q.people as weight
     from public.search_popular_queries q
     where q.query like ${like}
     order by starts desc, q.people desc limit 3)
    union all
    (select min(t.term), null, null, 2, 1, 0
     from public.search_synonym_sets s, unnest(s.terms) as t(term)
     where public.search_fold(t.term) like ${prefix} || '%'
     group by public.search_fold(t.term)
     order by min(t.term) limit 2)
    union all
    (select * from title_starts)
    union all
    (select * from word_starts)
    union all
    (${bounded(db`${prefix.length >= SUGGEST_CONTAINS_MIN_LENGTH} and (select count(*) from title_starts) + (select count(*) from word_starts) < ${limit}
                  and d.title_folded like ${like} and not d.title_folded like ${`${escaped}%`} and not d.title_folded like ${`% ${escaped}%`}`)})
    order by kind, starts desc, weight desc
    limit ${limit}`;
}

/** Counts the query towards the common queries (as service_role; the subject is hashed in the database). */
export async function recordQuery(db: Queryable, query: string, subject: string): Promise<void> {
  await db`select app_private.record_search_query(${query}, ${subject})`;
}

export type LibraryDocument = {
  docType: (typeof LIBRARY_DOC_TYPES)[number];
  refId: string;
  title: string;
  introduction: string;
  body: string;
  path: string;
  parentName: string | null;
  parentPath: string | null;
  publishedAt: string | null;
  /** Articles: the profile term numbers of their dossiers (src/domain/recommended-articles.ts). */
  profileTerms?: number[];
};

/** Inserts or replaces library documents (as service_role). */
export async function upsertLibraryDocuments(db: Queryable, docs: readonly LibraryDocument[]): Promise<void> {
  for (let start = 0; start < docs.length; start += 500) {
    const chunk = docs.slice(start, start + 500);
    await db`
      insert into public.search_documents as d (doc_type, ref_id, title, introduction, body, path, public, parent_name, parent_path, published_at, profile_terms)
      select x.doc_type, x.ref_id, left(x.title, 300), left(x.introduction, 2000), left(x.body, 20000), x.path, true, x.parent_name, x.parent_path, x.published_at,
             array(select distinct t.value::int from jsonb_array_elements_text(x.profile_terms) as t(value) order by 1)
      from json_to_recordset(${db.json(chunk.map(rowOf))}::json)
        as x(doc_type text, ref_id text, title text, introduction text, body text, path text, parent_name text, parent_path text, published_at timestamptz, profile_terms jsonb)
      on conflict (doc_type, ref_id) do update set
        title = excluded.title, introduction = excluded.introduction, body = excluded.body, path = excluded.path,
        public = true, parent_name = excluded.parent_name, parent_path = excluded.parent_path,
        published_at = excluded.published_at, profile_terms = excluded.profile_terms, updated_at = now()
      where (d.title, d.introduction, d.body, d.path, d.parent_name, d.parent_path, d.published_at, d.profile_terms)
            is distinct from (excluded.title, excluded.introduction, excluded.body, excluded.path, excluded.parent_name, excluded.parent_path, excluded.published_at, excluded.profile_terms)`;
  }
}

function rowOf(doc: LibraryDocument) {
  return {
    doc_type: doc.docType,
    ref_id: doc.refId,
    title: doc.title,
    introduction: doc.introduction,
    body: doc.body,
    path: doc.path,
    parent_name: doc.parentName,
    parent_path: doc.parentPath,
    published_at: doc.publishedAt,
    profile_terms: doc.docType === "article" ? (doc.profileTerms ?? []) : [],
  };
}

/** Removes library documents whose Drupal id is not in `keep` (unpublished, expired or deleted). */
export async function sweepLibraryDocuments(db: Queryable, keep: readonly string[]): Promise<number> {
  const rows = await db`
    delete from public.search_documents
    where doc_type in ('article', 'contentpage', 'dossier', 'news') and not (ref_id = any(string_to_array(${keep.join(SEP)}, ${SEP})))
    returning id`;
  return rows.length;
}

/** Removes one library document (the publish webhook, on unpublish). */
export async function removeLibraryDocument(db: Queryable, refId: string): Promise<number> {
  const rows = await db`
    delete from public.search_documents where doc_type in ('article', 'contentpage', 'dossier', 'news') and ref_id = ${refId} returning id`;
  return rows.length;
}

export type RecommendedRow = { refId: string; title: string; introduction: string; path: string; parentName: string | null; parentPath: string | null };

/**
 * The public articles that share profile terms with `terms`: most shared terms first, then the
 * most recently reviewed, then by title (the caller's transaction; articles only, never another type).
 */
export async function findRecommendedArticles(db: Queryable, terms: readonly number[], limit: number): Promise<RecommendedRow[]> {
  return db<RecommendedRow[]>`
    with mine as (select array(select value::int from jsonb_array_elements_text(${db.json([...terms])}::jsonb)) as terms)
    select d.ref_id, d.title, d.introduction, d.path, d.parent_name, d.parent_path
    from public.search_documents d, mine
    where d.doc_type = 'article' and d.public and d.path is not null and d.profile_terms && mine.terms
    order by (select count(*) from unnest(d.profile_terms) as t(term) where t.term = any(mine.terms)) desc,
             d.published_at desc nulls last, d.title, d.ref_id
    limit ${limit}`;
}
