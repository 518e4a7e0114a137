/**
 * Search (spec 000 §7 "Search and sharing", spec 001 §2.1 `/zoeken`): the result types, the tabs
 * (pillars), the query rules and the answer shapes, shared by functions/_community/search and the
 * search page. Pure TypeScript.
 */

/** Result types of spec 001 §3 (Search result); anything else is dropped. */
export const DOC_TYPES = [
  "group",
  "blog",
  "blogpost",
  "conversation",
  "article",
  "contentpage",
  "dossier",
  "news",
  "activity",
] as const;
export type DocType = (typeof DOC_TYPES)[number];

/** The tabs after "all" (spec 000 §2), as the API's `pillar` values. */
export const PILLARS = ["library", "conversations", "stories", "news", "activities"] as const;
export type Pillar = (typeof PILLARS)[number];

export const PILLAR_OF: Record<DocType, Pillar> = {
  article: "library",
  contentpage: "library",
  dossier: "library",
  group: "conversations",
  conversation: "conversations",
  blog: "stories",
  blogpost: "stories",
  news: "news",
  activity: "activities",
};

/** Library document types, written by the build and the publish webhook. */
export const LIBRARY_DOC_TYPES = ["article", "contentpage", "dossier", "news"] as const satisfies readonly DocType[];

/** The `tab` of /zoeken's address, in Dutch: "alles" and one per pillar. */
export const TABS = {
  alles: null,
  bibliotheek: "library",
  gesprekken: "conversations",
  verhalen: "stories",
  nieuws: "news",
  activiteiten: "activities",
} as const;
export type Tab = keyof typeof TABS;

export function tabOf(value: string | null | undefined): Tab {
  return value && Object.prototype.hasOwnProperty.call(TABS, value) ? (value as Tab) : "alles";
}

export function pillarOf(value: string | null | undefined): Pillar | null {
  return (PILLARS as readonly string[]).includes(value ?? "") ? (value as Pillar) : null;
}

export function isDocType(value: string): value is DocType {
  return (DOC_TYPES as readonly string[]).includes(value);
}

export const SEARCH_PAGE_SIZE = 10;
/** At most this many results are read, ranked and counted per tab; a tab with more shows "100+" (decision 160). */
export const SEARCH_CANDIDATES = 100;
export const SEARCH_MAX_PAGE_SIZE = 50;
export const QUERY_MAX_LENGTH = 100;
export const SUGGEST_MIN_LENGTH = 2;
export const SUGGEST_LIMIT = 8;
/** A query typed by at least this many different people (on one day) becomes a suggestion. */
export const POPULAR_QUERY_PEOPLE = 5;

/** Where an activity result without a path leads (spec 001 §3: "a placeholder url"): the guide. */
export const ACTIVITY_PLACEHOLDER_PATH = "/ontmoet-elkaar/activiteiten/";

/** The query as searched: control characters out, spaces collapsed, at most QUERY_MAX_LENGTH characters. */
export function cleanQuery(value: string | null | undefined): string {
  return (
    (value ?? "")
      // eslint-disable-next-line no-control-regex -- control characters are replaced on purpose
      .replace(/[\u0000-\u001f\u007f]/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, QUERY_MAX_LENGTH)
      .trim()
  );
}

/** Lower case without diacritics ("Reumatoïde" -> "reumatoide"), as the database's search_fold. */
export function fold(value: string): string {
  return value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * The form in which a query may count towards the common queries: folded, words of letters only
 * (no digits, so no postcodes, phone numbers or dates of birth; no "@", so no e-mail addresses),
 * 3–60 characters. null: never recorded.
 */
export function recordableQuery(query: string): string | null {
  const folded = fold(cleanQuery(query));
  return /^[a-z][a-z' -]{2,59}$/.test(folded) ? folded : null;
}

/** One result of GET /api/v1/Search (spec 000 §7). */
export type SearchResult = {
  DocType: DocType;
  Id: string;
  Title: string;
  Introduction: string | null;
  Data: {
    Path: string;
    Public: boolean;
    ParentName: string | null;
    ParentPath: string | null;
    ConversationLastActivity: string | null;
    Date: string | null;
  };
};

export type SearchCounts = Record<"all" | Pillar, number>;

export type SearchAnswer = {
  Query: string;
  /** The query the results are for when `Query` found nothing and looked like a typo. */
  DidYouMean: string | null;
  Synonyms: string[];
  Counts: SearchCounts;
  /** The tabs whose count is a floor: more matches exist than were read (SEARCH_CANDIDATES per tab). */
  CountsCapped: Array<keyof SearchCounts>;
  PageIndex: number;
  PageSize: number;
  /** Pages of PageSize results in the requested tab (spec 001 §3.1; a floor when that tab's count is capped). */
  NumPages: number;
  Results: SearchResult[];
};

export type Suggestion = { Text: string; DocType: DocType | null; Path: string | null };
export type SuggestAnswer = { Query: string; Suggestions: Suggestion[] };
export type SynonymsAnswer = { Query: string; Synonyms: string[] };

/** The words to mark in a title or introduction: the query's and its synonyms' words (folded, >= 2 letters). */
export function highlightTerms(query: string, synonyms: readonly string[] = []): string[] {
  const words = [query, ...synonyms].flatMap((text) => fold(text).split(/[^\p{L}\p{N}]+/u));
  return [...new Set(words.filter((word) => word.length >= 2))].sort((a, b) => b.length - a.length);
}

/**
 * `text` cut into plain and marked parts: a part is marked where a word starts with one of `terms`
 * (accent-insensitive, so "reumatoide" marks "Reumatoïde").
 */
export function highlightParts(text: string, terms: readonly string[]): Array<{ text: string; mark: boolean }> {
  if (!terms.length || !text) return [{ text, mark: false }];
  // Fold character by character so the positions stay those of the original text.
  const chars = [...text];
  const folded = chars.map((ch) => fold(ch));
  const parts: Array<{ text: string; mark: boolean }> = [];
  let plain = "";
  let i = 0;
  while (i < chars.length) {
    const atWordStart = i === 0 || !/[\p{L}\p{N}]/u.test(chars[i - 1]!);
    let matched = 0;
    if (atWordStart) {
      for (const term of terms) {
        let j = i;
        let k = 0;
        while (j < chars.length && k < term.length && term.startsWith(folded[j]!, k) && folded[j]!.length > 0) {
          k += folded[j]!.length;
          j += 1;
        }
        if (k === term.length) {
          matched = j - i;
          break;
        }
      }
    }
    if (matched > 0) {
      if (plain) parts.push({ text: plain, mark: false });
      plain = "";
      parts.push({ text: chars.slice(i, i + matched).join(""), mark: true });
      i += matched;
    } else {
      plain += chars[i];
      i += 1;
    }
  }
  if (plain) parts.push({ text: plain, mark: false });
  return parts;
}

/** The address of the search page for a query (and tab). */
export function searchPagePath(query: string, tab: Tab = "alles"): string {
  const params = new URLSearchParams({ query });
  if (tab !== "alles") params.set("tab", tab);
  return `/zoeken/?${params.toString()}`;
}
