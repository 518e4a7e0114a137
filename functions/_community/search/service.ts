/**
 * Search (spec 000 §7): one query over library, conversations, stories, news and activities, in
 * the caller's transaction (RLS: visitors read public documents only). A query that finds nothing
 * through the full-text index but looks like a typo is searched again with the closest title words
 * ("artritus" -> "artritis"), answered as DidYouMean. Searches with results count towards the
 * common queries without identity (decision 161).
 */
import { withTransaction, serviceRole, type Db } from "../../_shared/db";
import { Invalid } from "../../_shared/errors";
import { asCaller, type Caller, type CommunityDeps } from "../caller";
import {
  cleanQuery,
  fold,
  PILLARS,
  recordableQuery,
  SEARCH_MAX_PAGE_SIZE,
  SUGGEST_LIMIT,
  SUGGEST_MIN_LENGTH,
  type Pillar,
  type SearchAnswer,
  type SearchCounts,
  type SuggestAnswer,
  type SynonymsAnswer,
} from "../../../src/domain/search";
import { presentResults, presentSuggestions } from "./presenters";
import {
  anyMatch,
  closestTitleWord,
  findSynonyms,
  recordQuery,
  searchDocuments,
  suggest,
  TRIGRAM_MIN_LENGTH,
  type Reading,
  type SearchPageRows,
} from "./queries";

export type SearchRequest = { query: string; pillar: Pillar | null; boost: Pillar | null; pageIndex: number; pageSize: number };

/** Title words at least this similar to a query word replace it in "bedoelde je ...?". */
export const CORRECTION_MIN_SIMILARITY = 0.4;

export function requireQuery(value: string | null | undefined): string {
  const query = cleanQuery(value);
  if (!query) throw new Invalid({ query: ["search:errors.queryRequired"] });
  return query;
}

export async function search(deps: Pick<CommunityDeps, "db">, caller: Caller, request: SearchRequest): Promise<SearchAnswer> {
  const participant = caller.userId !== null;
  const pageSize = Math.min(Math.max(request.pageSize, 1), SEARCH_MAX_PAGE_SIZE);
  const page = { limit: pageSize, offset: request.pageIndex * pageSize };
  return asCaller(deps, caller, async (tx) => {
    // Each reading is one statement (public.search_read: synonyms, tsquery, reads and ranking).
    const run = async (query: string, synonyms: string[] | null, alternatives: string[] = [], prefix: string | null = null) =>
      searchDocuments(tx, { query, synonyms, alternatives, prefix, pillar: request.pillar, boost: request.boost, participant, ...page });
    let found = await run(request.query, null);
    let synonyms = found.synonyms;
    let didYouMean: string | null = null;
    // The retries are probed first (a few index lookups each); only the reading that finds
    // something is searched in full, so a typo costs two searches, not four.
    const matches = (reading: Reading) => anyMatch(tx, { ...reading, participant });
    const splits = compoundSplits(request.query);
    const split: Reading = { query: request.query, synonyms, alternatives: splits };
    const prefix = prefixQuery(request.query);
    const started: Reading = { query: request.query, synonyms: [], alternatives: [], prefix };
    if (found.textHits === 0 && splits.length > 0 && (await matches(split))) found = await run(request.query, synonyms, splits);
    else if (found.textHits === 0 && prefix && (await matches(started))) found = await run(request.query, [], [], prefix);
    if (found.textHits === 0) {
      const corrected = await correct(tx, request.query, participant);
      if (corrected) {
        const again = await run(corrected, null);
        if (again.textHits > 0) {
          didYouMean = corrected;
          synonyms = again.synonyms;
          found = again;
        }
      }
    }
    return {
      Query: request.query,
      DidYouMean: didYouMean,
      Synonyms: synonyms,
      Counts: countsOf(found),
      CountsCapped: cappedOf(found),
      PageIndex: request.pageIndex,
      PageSize: pageSize,
      Results: presentResults(found.rows),
    };
  });
}

function countsOf(found: SearchPageRows): SearchCounts {
  const counts = { all: 0 } as SearchCounts;
  for (const pillar of PILLARS) {
    counts[pillar] = found.counts[pillar] ?? 0;
    counts.all += counts[pillar];
  }
  return counts;
}

function cappedOf(found: SearchPageRows): SearchAnswer["CountsCapped"] {
  const capped = PILLARS.filter((pillar) => found.capped.includes(pillar));
  return capped.length > 0 ? ["all", ...capped] : [];
}

/** Compound words are split only when both parts have at least this many letters ("knie" + "artrose"). */
export const COMPOUND_PART_MIN_LENGTH = 3;

/**
 * Dutch writes compounds as one word ("knieartrose", "kniepijn") where a text says "artrose in de
 * knie". For a query that found nothing, each word of 7+ letters is tried as every split into two
 * parts (with and without a linking "s" or "e": "gewrichtspijn" -> "gewricht pijn"); the database
 * keeps only splits of two real words after stemming and stop words, each matched as both words.
 */
export function compoundSplits(query: string): string[] {
  const words = fold(query).split(/[^\p{L}]+/u).filter(Boolean);
  const out = new Set<string>();
  words.forEach((word, index) => {
    if (word.length < 2 * COMPOUND_PART_MIN_LENGTH + 1) return;
    const rest = words.filter((_, other) => other !== index).join(" ");
    for (let cut = COMPOUND_PART_MIN_LENGTH; cut <= word.length - COMPOUND_PART_MIN_LENGTH; cut++) {
      const left = word.slice(0, cut);
      const right = word.slice(cut);
      out.add(`${left} ${right} ${rest}`.trim());
      if (/[se]$/.test(left) && left.length > COMPOUND_PART_MIN_LENGTH) out.add(`${left.slice(0, -1)} ${right} ${rest}`.trim());
    }
  });
  return [...out];
}

/** The last word is read as the start of a word only when it has at least this many letters. */
export const PREFIX_MIN_LENGTH = 4;

/**
 * A query that found nothing as typed may be a word not yet finished ("metho" + Enter, as the
 * type-ahead offers "Methotrexaat"): its words all matched, the last one as the start of a word.
 * Only letters and digits reach the tsquery text, so no input can make it invalid.
 */
export function prefixQuery(query: string): string | null {
  const words = fold(query).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const last = words.at(-1);
  if (!last || last.length < PREFIX_MIN_LENGTH) return null;
  return [...words.slice(0, -1), `${last}:*`].join(" & ");
}

/** The query with each word of 4+ letters that is no title word replaced by the closest one; null when nothing changes. */
async function correct(tx: Parameters<typeof closestTitleWord>[0], query: string, participant: boolean): Promise<string | null> {
  const words = fold(query).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  let changed = false;
  const out: string[] = [];
  for (const word of words) {
    if (word.length < TRIGRAM_MIN_LENGTH) {
      out.push(word);
      continue;
    }
    const closest = await closestTitleWord(tx, word, participant);
    if (closest && closest.word !== word && closest.similarity >= CORRECTION_MIN_SIMILARITY) {
      out.push(closest.word);
      changed = true;
    } else out.push(word);
  }
  return changed ? out.join(" ") : null;
}

export async function synonymsOf(deps: Pick<CommunityDeps, "db">, caller: Caller, query: string): Promise<SynonymsAnswer> {
  return asCaller(deps, caller, async (tx) => ({ Query: query, Synonyms: await findSynonyms(tx, query) }));
}

export async function suggestions(deps: Pick<CommunityDeps, "db">, caller: Caller, text: string): Promise<SuggestAnswer> {
  const query = cleanQuery(text);
  const prefix = fold(query);
  if (prefix.length < SUGGEST_MIN_LENGTH) return { Query: query, Suggestions: [] };
  const rows = await asCaller(deps, caller, (tx) => suggest(tx, prefix, caller.userId !== null, SUGGEST_LIMIT));
  return { Query: query, Suggestions: presentSuggestions(rows) };
}

/**
 * Counts a search that found something towards the common queries. `subject` is the participant's
 * id or the client's address; the database hashes it with a salt of the day and forgets both the
 * next day. Never fails the search.
 */
export async function countQuery(db: Db, query: string, subject: string, found: number): Promise<void> {
  const recordable = recordableQuery(query);
  if (!recordable || found === 0 || !subject || subject === "unknown") return;
  try {
    await withTransaction(db, serviceRole, (tx) => recordQuery(tx, recordable, subject));
  } catch (error) {
    console.error("[search] could not count a query", error);
  }
}
