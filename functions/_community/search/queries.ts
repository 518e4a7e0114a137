/**
 * SQL of search (parameterised postgres.js). Every read runs in the caller's transaction, so RLS
 * (visitors: public documents only) applies; the statements filter on `public` themselves too.
 * The search, its probes, the typo correction and the type-ahead are PL/pgSQL functions that run
 * with the caller's rights (migrations 20261129020000 and 20261129020100): the client sends unnamed
 * statements, so a statement sent from here is planned on every call, where a function's plans
 * are kept for the database session; the functions also carry the planner settings (bitmap scans
 * of the indexes only) that a statement per transaction used to set.
 *
 * A document matches when its tsvector (its words and its compounds' parts, decision 350) matches
 * the query expanded with synonyms, or-ed with the query whose compounds are split
 * (public.search_reading: `dutch` snowball over unaccented text). Each tab (pillar) has its
 * own partial GIN indexes, and a search ranks at most SEARCH_CANDIDATES candidates per tab: titles
 * that are the query, title matches (shortest of a bounded read), then any other match (decision
 * 160). Only candidates are ranked, and a tab's count stops at SEARCH_CANDIDATES ("100+"). Score: ts_rank (title A > introduction B >
 * body C, divided by the log of the length) plus the closest trigram similarity of the whole
 * title to the query or a synonym (a title that *is* the term beats one that merely contains it),
 * times a type weight, times recency for community posts, times 1.5 for the boosted tab.
 */
import type { Queryable } from "../../_shared/db";
import { SEARCH_CANDIDATES, type DocType, type LIBRARY_DOC_TYPES, type Pillar } from "../../../src/domain/search";
import type { PopularQueryStatus } from "../../../src/domain/search-bodies";

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

/**
 * synonyms: those of the query (looked up when the reading gave none); counts: candidates per tab
 * (at most SEARCH_CANDIDATES); capped: the tabs with more matches than that; textHits: zero exactly
 * when nothing matched.
 */
export type SearchPageRows = {
  synonyms: string[];
  counts: Record<string, number>;
  capped: string[];
  textHits: number;
  rows: SearchRow[];
};

/**
 * What is matched: the query with its synonyms (and its compounds split, in SQL: public.search_reading),
 * or a tsquery text instead of the query's own reading (the relaxed reading; "metho:*": the last word
 * as a prefix). The SQL functions still take a list of alternative readings (each matched as all of
 * its words); the compound splitting that filled it moved into the database (decision 350).
 */
export type Reading = {
  query: string;
  synonyms: string[];
  prefix?: string | null;
};

export type SearchParams = Omit<Reading, "synonyms"> & {
  /** null: the query's synonyms are looked up in the same statement (and answered). */
  synonyms: string[] | null;
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

/**
 * All tabs: the candidates of each tab ranked for the first pages, in the candidates' order (titles
 * that are the query, title matches shortest first, other matches). The rest of a tab's candidates
 * follow them and are ranked only for a page that reaches them: ranking (ts_rank, the title's
 * trigram similarity, recency) of up to 500 candidates was a third of a frequent word's search
 * (migration 20261130020100). One tab ranks all of its candidates.
 */
export const RANKED_FIRST = 40;

export async function searchDocuments(db: Queryable, p: SearchParams): Promise<SearchPageRows> {
  // One statement: public.search_read (migration 20261129020100) looks the synonyms up when they are
  // not given, builds the reading's tsquery and runs the capped reads and the ranking with a plan
  // kept for the database session (the client sends unnamed statements, planned per call).
  const [row] = await db<Array<{ result: SearchReadResult }>>`
    select public.search_read(${p.query}, string_to_array(${p.synonyms === null ? null : p.synonyms.join(SEP)}::text, ${SEP}), '{}'::text[], ${p.prefix ?? null}::text,
                              ${p.pillar}::text, ${p.boost}::text, ${p.participant}, ${p.limit}, ${p.offset}, ${SEARCH_CANDIDATES}, ${TITLE_MATCHES_READ}, ${RANKED_FIRST}) as result`;
  const result = row?.result;
  return {
    synonyms: result?.synonyms ?? [],
    counts: result?.counts ?? {},
    capped: result?.capped ?? [],
    textHits: Number(result?.matched ?? 0),
    rows: result?.rows ?? [],
  };
}

type SearchReadResult = {
  synonyms: string[] | null;
  counts: Record<string, number> | null;
  capped: string[] | null;
  matched: number | null;
  rows: SearchRow[] | null;
};

/**
 * Whether a reading of the query matches any document the caller may read, in any tab. Each tab's
 * read stops at its first match, so a retry ("knieartrose" split, "metho" as a prefix) that finds
 * nothing costs a few index lookups instead of a whole search (public.search_any_match).
 */
export async function anyMatch(
  db: Queryable,
  p: Reading & { synonyms: string[]; participant: boolean },
): Promise<boolean> {
  const [row] = await db<Array<{ found: boolean }>>`
    select public.search_any_match(${p.query}, string_to_array(${p.synonyms.join(SEP)}, ${SEP}), '{}'::text[], ${p.prefix ?? null}::text, ${p.participant}) as found`;
  return row?.found ?? false;
}

/**
 * The relaxed reading of a query that found nothing as typed, as a tsquery text (null when it would
 * read the query as before): the words of a question that carry no subject left out, each compound
 * as any of its parts (public.search_relaxed_query, decision 350).
 */
export async function relaxedQuery(db: Queryable, query: string): Promise<string | null> {
  const [row] = await db<Array<{ relaxed: string | null }>>`select public.search_relaxed_query(${query}) as relaxed`;
  return row?.relaxed ?? null;
}

/**
 * The terms of every synonym set that holds the query or one of its words or phrases (folded
 * comparison), without the query itself (public.search_synonyms).
 */
export async function findSynonyms(db: Queryable, query: string): Promise<string[]> {
  const [row] = await db<
    Array<{ terms: string[] | null }>
  >`select array_to_json(public.search_synonyms(${query})) as terms`;
  return row?.terms ?? [];
}

/** The title word (of a document the caller may read) closest to `word`, with its similarity (public.search_closest_title_word). */
export async function closestTitleWord(
  db: Queryable,
  word: string,
  participant: boolean,
): Promise<{ word: string; similarity: number } | null> {
  const [row] = await db<Array<{ word: string | null; similarity: number | null }>>`
    select c.word, c.similarity from public.search_closest_title_word(${word}, ${participant}) as c`;
  return row?.word ? { word: row.word, similarity: Number(row.similarity) } : null;
}

export type SuggestionRow = { text: string; docType: DocType | null; path: string | null };

/** Titles read per kind of suggestion before the shortest are taken (the trigram index gives them in table order). */
export const SUGGEST_TITLES_READ = 100;

/** Containing matches ("reumat" inside "polyreumatisch") need a trigram: prefixes of at least this many characters. */
export const SUGGEST_CONTAINS_MIN_LENGTH = 3;

/**
 * Common queries, then titles starting with `prefix`, then titles with a later word starting with
 * it, then titles containing it, then synonym terms (public.search_suggest, one statement with a
 * plan kept for the session). Every title read is bounded: titles starting with the prefix are
 * walked in order on the btree of folded titles; later word starts (`like '% ra%'`: the trigrams of
 * a word's start, which the index has) and containing matches are read through the trigram index,
 * at most SUGGEST_TITLES_READ each ("ra" starts words in thousands of titles), and the shortest of
 * those are offered; containing matches only when too few words start with it.
 */
export async function suggest(
  db: Queryable,
  prefix: string,
  participant: boolean,
  limit: number,
): Promise<SuggestionRow[]> {
  const escaped = prefix.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  const wordStart = `(^|[^[:alnum:]])${prefix.replace(/[^\p{L}\p{N} ]/gu, "")}`;
  return db<SuggestionRow[]>`
    select s.text, s.doc_type, s.path
    from public.search_suggest(${prefix}, ${`${escaped}%`}, ${`% ${escaped}%`}, ${`%${escaped}%`}, ${wordStart},
                               ${prefix.length >= SUGGEST_CONTAINS_MIN_LENGTH}, ${participant}, ${limit}, ${SUGGEST_TITLES_READ}) as s`;
}

export type PopularQueryRow = {
  query: string;
  people: number;
  firstSeen: string;
  lastSeen: string;
  status: PopularQueryStatus;
};

/** Common queries of one status, most recently typed first (as the caller: only platform moderators read pending and refused ones). */
export async function findPopularQueries(
  db: Queryable,
  status: PopularQueryStatus,
  limit: number,
): Promise<PopularQueryRow[]> {
  return db<PopularQueryRow[]>`
    select q.query, q.people, q.first_seen::text as first_seen, q.last_seen::text as last_seen, q.status
    from public.search_popular_queries q
    where q.status = ${status}
    order by q.last_seen desc, q.people desc, q.query
    limit ${limit}`;
}

/** A platform moderator's decision on a common query (as the caller: RLS lets only them); false when there is no such query. */
export async function decidePopularQuery(db: Queryable, query: string, status: PopularQueryStatus): Promise<boolean> {
  const rows = await db`
    update public.search_popular_queries set status = ${status}, decided_by = (select auth.uid()), decided_at = now()
    where query = ${query}
    returning query`;
  return rows.length > 0;
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

export type RecommendedRow = {
  refId: string;
  title: string;
  introduction: string;
  path: string;
  parentName: string | null;
  parentPath: string | null;
};

/**
 * The public articles that share profile terms with `terms`: most shared terms first, then the
 * most recently reviewed, then by title (the caller's transaction; articles only, never another type).
 */
export async function findRecommendedArticles(
  db: Queryable,
  terms: readonly number[],
  limit: number,
): Promise<RecommendedRow[]> {
  return db<RecommendedRow[]>`
    with mine as (select array(select value::int from jsonb_array_elements_text(${db.json([...terms])}::jsonb)) as terms)
    select d.ref_id, d.title, d.introduction, d.path, d.parent_name, d.parent_path
    from public.search_documents d, mine
    where d.doc_type = 'article' and d.public and d.path is not null and d.profile_terms && mine.terms
    order by (select count(*) from unnest(d.profile_terms) as t(term) where t.term = any(mine.terms)) desc,
             d.published_at desc nulls last, d.title, d.ref_id
    limit ${limit}`;
}
