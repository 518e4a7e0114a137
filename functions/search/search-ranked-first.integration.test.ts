/**
 * All tabs rank the library's candidates and the first RANKED_FIRST of each other tab first; the
 * rest follow, ranked among themselves, for the pages that reach them (migration 20261130020100).
 * Paging through all tabs still shows every candidate exactly once, and the counts are unchanged.
 */
import type postgres from "postgres";
import type { SearchAnswer } from "../../src/domain/search";
import { Browser, registerFunctions } from "../_shared/test-support/api";
import { asServiceRole as asService, testSql, unique } from "../_shared/test-support/database";
import { removeLibraryDocument, RANKED_FIRST, upsertLibraryDocuments } from "../_community/search/queries";
import { createGroup, insertConversation } from "../_shared/test-support/community";

/* eslint-disable @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require (no static import names a .mts file here) */
registerFunctions(require("./search.mts"));
/* eslint-enable @typescript-eslint/no-require-imports */

const visitor = new Browser();
const word = `rangwoord${unique().toLowerCase().replace(/[0-9]/g, "")}`;
const ARTICLE = "00000000-0000-4000-9300-000000000001";
const CONVERSATIONS = RANKED_FIRST + 15;
let sql: postgres.Sql;

beforeAll(async () => {
  sql = testSql();
  const group = await createGroup(sql, { title: `Ranggroep ${unique()}` });
  for (let i = 0; i < CONVERSATIONS; i++)
    await insertConversation(sql, group.id, null, {
      title: `Gesprek ${i + 1} over ${word}`,
      lastActivityMinutesAgo: i,
    });
  await asService((tx) =>
    upsertLibraryDocuments(tx, [
      {
        docType: "article",
        refId: ARTICLE,
        title: `Alles over ${word}`,
        introduction: "",
        body: "",
        path: `/leven-met-reuma/${word}`,
        parentName: null,
        parentPath: null,
        publishedAt: null,
      },
    ]),
  );
}, 60_000);

afterAll(async () => {
  await asService((tx) => removeLibraryDocument(tx, ARTICLE));
  await sql.end({ timeout: 5 });
});

it("pages through every candidate of all tabs once, the library article first, though only the first conversations are ranked for the first page", async () => {
  const seen: string[] = [];
  let first: SearchAnswer | null = null;
  for (let page = 0; page * 10 < CONVERSATIONS + 1; page++) {
    const answer = (
      await visitor.get(`/api/v1/Search?query=${encodeURIComponent(word)}&page_index=${page}&page_size=10`)
    ).json as SearchAnswer;
    first ??= answer;
    seen.push(...answer.Results.map((r) => `${r.DocType}-${r.Id}`));
  }
  expect(first!.Counts).toMatchObject({ all: CONVERSATIONS + 1, library: 1, conversations: CONVERSATIONS });
  expect(first!.Results[0]).toMatchObject({ Id: ARTICLE, DocType: "article" });
  expect(seen).toHaveLength(CONVERSATIONS + 1);
  expect(new Set(seen).size).toBe(CONVERSATIONS + 1);
  // The conversations ranked first are those first in candidate order (shortest titles: 1–9, then 10–…).
  const firstConversations = first!.Results.filter((r) => r.DocType === "conversation").map((r) => r.Title);
  expect(firstConversations.every((title) => Number(title.split(" ")[1]) <= RANKED_FIRST)).toBe(true);
});
