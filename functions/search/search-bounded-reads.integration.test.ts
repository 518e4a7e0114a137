/**
 * /api/v1/Search and /Search/suggest when a word is in many titles (decision 160, bounded reads):
 * a search reads only the first TITLE_MATCHES_READ title matches of a tab, yet a document named
 * exactly as the query is still found first, and a tab with more title matches than candidates is
 * counted "100+" from its title read (unless the query excludes a word); type-ahead offers titles whose word starts with a
 * two-letter prefix (no trigram of its own) and reads a bounded number of them.
 */
import { Browser, registerFunctions } from "../_shared/test-support/api";
import { asServiceRole as asService, unique } from "../_shared/test-support/database";
import { anonymous, createDb, withTransaction } from "../_shared/db";
import {
  removeLibraryDocument,
  searchDocuments,
  TITLE_MATCHES_READ,
  upsertLibraryDocuments,
  type LibraryDocument,
} from "../_community/search/queries";
import type { SearchAnswer, SuggestAnswer } from "../../src/domain/search";

/* eslint-disable @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require (no static import names a .mts file here) */
registerFunctions(require("./search.mts"));
/* eslint-enable @typescript-eslint/no-require-imports */

const visitor = new Browser();

/** A made-up word of letters only (the search folds and stems real words; this one stays itself). */
const word = `zeldzaamwoord${unique().replace(/[0-9]/g, "").slice(0, 8)}`;

const many: LibraryDocument[] = Array.from({ length: TITLE_MATCHES_READ + 1 }, (_, i) => ({
  docType: "article",
  refId: `00000000-0000-4000-9200-${String(i).padStart(12, "0")}`,
  title: `Over ${word} deel ${i + 1}`,
  introduction: `Nog een stuk over ${word}.`,
  body: "",
  path: `/over-reuma/${word}-${i}`,
  parentName: null,
  parentPath: null,
  publishedAt: null,
}));
// Written last: after every other title match in the table's order.
const named: LibraryDocument = {
  ...many[0]!,
  refId: "00000000-0000-4000-9200-999999999999",
  title: word[0]!.toUpperCase() + word.slice(1),
  path: `/over-reuma/${word}`,
};

beforeAll(async () => {
  await asService((tx) => upsertLibraryDocuments(tx, many));
  await asService((tx) => upsertLibraryDocuments(tx, [named]));
}, 60_000);

afterAll(async () => {
  await asService(async (tx) => {
    for (const doc of [...many, named]) await removeLibraryDocument(tx, doc.refId);
  });
});

it("finds the document named exactly as the query first, though more title matches than are read come before it", async () => {
  const answer = (await visitor.get(`/api/v1/Search?query=${encodeURIComponent(word)}`)).json as SearchAnswer;
  expect(answer.Results[0]).toMatchObject({ Id: named.refId, Title: named.title });
  expect(answer.Counts.library).toBe(100);
  expect(answer.CountsCapped).toEqual(["all", "library"]);
});

it("counts a tab from its title read when another tab is asked, and reads every match when the query excludes a word", async () => {
  // The library is only counted here: more title matches than candidates make it "100+" without
  // reading every document that holds the word.
  const other = (await visitor.get(`/api/v1/Search?query=${encodeURIComponent(word)}&pillar=conversations`))
    .json as SearchAnswer;
  expect(other.Counts.library).toBe(100);
  expect(other.CountsCapped).toEqual(["all", "library"]);
  expect(other.Results).toEqual([]);
  // "-stuk": every title matches, yet no document does (each introduction says "stuk"): none is a
  // result, and the title read does not stand for the count.
  const db = createDb(process.env.DATABASE_URL);
  try {
    const read = await withTransaction(db, anonymous, (tx) =>
      searchDocuments(tx, {
        query: `${word} -stuk`,
        synonyms: [],
        prefix: null,
        pillar: null,
        boost: null,
        participant: false,
        limit: 10,
        offset: 0,
      }),
    );
    expect(read).toMatchObject({ textHits: 0, capped: [], rows: [] });
    expect(read.counts.library).toBe(0);
  } finally {
    await db.end({ timeout: 5 });
  }
});

it("suggests titles whose word starts with two letters, and reads a bounded number of them", async () => {
  const prefix = word.slice(0, 2);
  const answer = (await visitor.get(`/api/v1/Search/suggest/${prefix}`)).json as SuggestAnswer;
  const titles = answer.Suggestions.filter((s) => s.Path).map((s) => s.Text);
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) expect(title.toLowerCase()).toMatch(new RegExp(`(^|[^a-z0-9])${prefix}`));
  const longer = (await visitor.get(`/api/v1/Search/suggest/${word.slice(0, 6)}`)).json as SuggestAnswer;
  expect(longer.Suggestions.find((s) => s.Path)).toMatchObject({ Text: named.title, Path: named.path });
});

it("suggests titles with a later word starting with the text, then titles containing it, and nothing for text no title holds", async () => {
  const titlesFor = async (text: string) =>
    (
      (await visitor.get(`/api/v1/Search/suggest/${encodeURIComponent(text)}`)).json as SuggestAnswer
    ).Suggestions.filter((s) => s.Path).map((s) => s.Text.toLowerCase());
  const later = await titlesFor(`${word} deel 1`);
  expect(later.length).toBeGreaterThan(0);
  for (const title of later) expect(title).toContain(`${word} deel 1`);
  const inside = word.slice(2, 9);
  const containing = await titlesFor(inside);
  expect(containing.length).toBeGreaterThan(0);
  for (const title of containing) {
    expect(title).toContain(inside);
    expect(title.startsWith(inside)).toBe(false);
  }
  expect(await titlesFor(`${word} deel 9999`)).toEqual([]);
});

it('counts a tab "100+" from its introductions when more than 100 of them hold the word and no title does', async () => {
  const introWord = `kraanvogel${unique().replace(/[0-9]/g, "").slice(0, 8)}`;
  const intros: LibraryDocument[] = Array.from({ length: 102 }, (_, i) => ({
    ...many[0]!,
    refId: `00000000-0000-4000-9300-${String(i).padStart(12, "0")}`,
    title: `Notitie ${i + 1}`,
    introduction: `Een stuk over de ${introWord}.`,
    path: `/over-reuma/${introWord}-${i}`,
  }));
  await asService((tx) => upsertLibraryDocuments(tx, intros));
  try {
    const answer = (await visitor.get(`/api/v1/Search?query=${encodeURIComponent(introWord)}&pillar=library`))
      .json as SearchAnswer;
    expect(answer.Counts.library).toBe(100);
    expect(answer.CountsCapped).toEqual(["all", "library"]);
    expect(answer.Results).toHaveLength(10);
    for (const result of answer.Results) expect(result.Introduction).toContain(introWord);
  } finally {
    await asService(async (tx) => {
      for (const doc of intros) await removeLibraryDocument(tx, doc.refId);
    });
  }
}, 30_000);
