/**
 * Search (spec 000 §7): one query over library, conversations, stories, news and activities, in
 * the caller's transaction (RLS: visitors read public documents only). A query that finds nothing
 * through the full-text index but looks like a typo is searched again with the closest title words
 * ("artritus" -> "artritis"), answered as DidYouMean. Searches with results count towards the
 * common queries without identity (decision 161).
 */
import { withTransaction, serviceRole, type Db } from "../../_shared/db";
import { Invalid } from "../../_shared/errors";
import { numPagesOf } from "../../../src/domain/community";
import { asCaller, type Caller } from "../../_shared/caller";
import type { CommunityDeps } from "../deps";
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
  relaxedQuery,
  searchDocuments,
  suggest,
  TRIGRAM_MIN_LENGTH,
  type Reading,
  type SearchPageRows,
} from "./queries";
import { log } from "../../_shared/log";

export type SearchRequest = {
  query: string;
  pillar: Pillar | null;
  boost: Pillar | null;
  pageIndex: number;
  pageSize: number;
};

/** Title words at least this similar to a query word replace it in "bedoelde je ...?". */
export const CORRECTION_MIN_SIMILARITY = 0.4;

export function requireQuery(value: string | null | undefined): string {
  const query = cleanQuery(value);
  if (!query) throw new Invalid({ query: ["search:errors.queryRequired"] });
  return query;
}

export async function search(
  deps: Pick<CommunityDeps, "db">,
  caller: Caller,
  request: SearchRequest,
): Promise<SearchAnswer> {
  const participant = caller.userId !== null;
  const pageSize = Math.min(Math.max(request.pageSize, 1), SEARCH_MAX_PAGE_SIZE);
  const page = { limit: pageSize, offset: request.pageIndex * pageSize };
  return asCaller(deps, caller, async (tx) => {
    // Each reading is one statement (public.search_read: synonyms, tsquery, reads and ranking).
    const run = async (query: string, synonyms: string[] | null, prefix: string | null = null) =>
      searchDocuments(tx, {
        query,
        synonyms,
        prefix,
        pillar: request.pillar,
        boost: request.boost,
        participant,
        ...page,
      });
    let found = await run(request.query, null);
    let synonyms = found.synonyms;
    let didYouMean: string | null = null;
    // The query as typed already meets compounds split into their parts (public.search_reading,
    // decision 350). When it finds nothing, the retries are probed first (a few index lookups each)
    // and only the reading that finds something is searched in full: the relaxed reading (a
    // question's words that carry no subject left out, a compound met by any of its parts), then
    // the last word as the start of a word.
    const matches = (reading: Reading) => anyMatch(tx, { ...reading, participant });
    if (found.textHits === 0) {
      const relaxed = await relaxedQuery(tx, request.query);
      const prefix = prefixQuery(request.query);
      if (relaxed && (await matches({ query: request.query, synonyms, prefix: relaxed })))
        found = await run(request.query, synonyms, relaxed);
      else if (prefix && (await matches({ query: request.query, synonyms: [], prefix })))
        found = await run(request.query, [], prefix);
    }
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
    const counts = countsOf(found);
    return {
      Query: request.query,
      DidYouMean: didYouMean,
      Synonyms: synonyms,
      Counts: counts,
      CountsCapped: cappedOf(found),
      PageIndex: request.pageIndex,
      PageSize: pageSize,
      NumPages: numPagesOf(counts[request.pillar ?? "all"], pageSize),
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

/** The last word is read as the start of a word only when it has at least this many letters. */
export const PREFIX_MIN_LENGTH = 4;

/**
 * A query that found nothing as typed may be a word not yet finished ("metho" + Enter, as the
 * type-ahead offers "Methotrexaat"): its words all matched, the last one as the start of a word.
 * Only letters and digits reach the tsquery text, so no input can make it invalid.
 */
export function prefixQuery(query: string): string | null {
  const words = fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const last = words.at(-1);
  if (!last || last.length < PREFIX_MIN_LENGTH) return null;
  return [...words.slice(0, -1), `${last}:*`].join(" & ");
}

/** The query with each word of 4+ letters that is no title word replaced by the closest one; null when nothing changes. */
async function correct(
  tx: Parameters<typeof closestTitleWord>[0],
  query: string,
  participant: boolean,
): Promise<string | null> {
  const words = fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
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

export async function synonymsOf(
  deps: Pick<CommunityDeps, "db">,
  caller: Caller,
  query: string,
): Promise<SynonymsAnswer> {
  return asCaller(deps, caller, async (tx) => ({ Query: query, Synonyms: await findSynonyms(tx, query) }));
}

export async function suggestions(
  deps: Pick<CommunityDeps, "db">,
  caller: Caller,
  text: string,
): Promise<SuggestAnswer> {
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
    log.error("search query not counted", error);
  }
}
