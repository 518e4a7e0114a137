/**
 * "Bedoelde je …?" from the table of title words (app_private.search_title_words, migration
 * 20261130020000): a word is offered only while a title the caller may read holds it, through
 * every way a title is written (conversations, stories, the library build and its removal) and
 * when a title changes or its conversation is hidden or participants-only.
 */
import { randomBytes } from "node:crypto";
import type postgres from "postgres";
import type { SearchAnswer } from "../../src/domain/search";
import { Browser, registerFunctions } from "../_shared/test-support/api";
import { asServiceRole as asService, testSql, unique } from "../_shared/test-support/database";
import type { MailSink } from "../_shared/mail/sink";
import { startTestMailSink } from "../_shared/test-support/mail";
import { removeLibraryDocument, upsertLibraryDocuments } from "../_community/search/queries";
import {
  createGroup,
  insertConversation,
  member,
  doc,
  type Member,
  type TestGroup,
} from "../_shared/test-support/community";
import { writeStory } from "../_shared/test-support/stories";

/* eslint-disable @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require (no static import names a .mts file here) */
registerFunctions(
  require("./search.mts"),
  require("../custom-blog/custom-blog.mts"),
  require("../custom-user/custom-user.mts"),
);
/* eslint-enable @typescript-eslint/no-require-imports */

let sink: MailSink;
let sql: postgres.Sql;
let group: TestGroup;
let anna: Member;
const visitor = new Browser();

/**
 * A made-up word of ten random letters after "vx": no other title holds it or a word close to it,
 * not even one made a moment before (unique() shares its leading time digits between two calls, so
 * two words built from it were close enough for the correction to offer one for the other).
 */
function madeUpWord(): string {
  const letters = "bcdfghjklmnpqrstwz";
  return `vx${Array.from(randomBytes(10), (byte) => letters[byte % letters.length]).join("")}`;
}

/** The word with one letter in its middle changed: a typo that matches nothing. */
function typoOf(word: string): string {
  const at = Math.floor(word.length / 2);
  return `${word.slice(0, at)}${word[at] === "o" ? "u" : "o"}${word.slice(at + 1)}`;
}

async function searchAs(browser: Browser, query: string): Promise<SearchAnswer> {
  const answer = await browser.get(`/api/v1/Search?query=${encodeURIComponent(query)}`);
  if (answer.status !== 200) throw new Error(`search answered ${answer.status}: ${answer.text}`);
  return answer.json as SearchAnswer;
}

async function stored(word: string): Promise<boolean> {
  const [row] = await sql<
    { found: boolean }[]
  >`select exists (select 1 from app_private.search_title_words where word = ${word}) as found`;
  return row!.found;
}

beforeAll(async () => {
  sink = await startTestMailSink();
  sql = testSql();
  group = await createGroup(sql, { title: `Woordengroep ${unique()}` });
  anna = await member(sink, sql, { prefix: "Anna", publicProfile: true });
});

afterAll(async () => {
  await sql.end({ timeout: 5 });
  await sink.stop();
});

describe("the typo correction's title words", () => {
  it("offers a participants-only title's word to participants only, and no word of a hidden conversation", async () => {
    const word = madeUpWord();
    const closed = await insertConversation(sql, group.id, anna.id, {
      title: `Besloten over ${word}`,
      visibility: "participants",
    });
    expect(await stored(word)).toBe(true);

    const byVisitor = await searchAs(visitor, typoOf(word));
    expect(byVisitor.DidYouMean).toBeNull();
    expect(byVisitor.Results).toEqual([]);

    const byAnna = await searchAs(anna.browser, typoOf(word));
    expect(byAnna.DidYouMean).toBe(word);
    expect(byAnna.Results.map((r) => r.Id)).toEqual([String(closed.id)]);

    await sql`update public.conversations set hidden = true where id = ${closed.id}`;
    const afterHiding = await searchAs(anna.browser, typoOf(word));
    expect(afterHiding.DidYouMean).toBeNull();
    expect(afterHiding.Results).toEqual([]);
  });

  it("passes over a closer word that only a participants-only title holds, for a visitor", async () => {
    const closer = `${madeUpWord()}mnop`;
    const visible = `${closer.slice(0, -1)}a`;
    await insertConversation(sql, group.id, anna.id, { title: `Besloten: ${closer}`, visibility: "participants" });
    const open = await insertConversation(sql, group.id, anna.id, {
      title: `Openbaar: ${visible}`,
      visibility: "public",
    });

    const byVisitor = await searchAs(visitor, typoOf(closer));
    expect(byVisitor.DidYouMean).toBe(visible);
    expect(byVisitor.Results.map((r) => r.Id)).toEqual([String(open.id)]);
    expect((await searchAs(anna.browser, typoOf(closer))).DidYouMean).toBe(closer);
  });

  it("follows a changed title: the new word is offered, the old one no longer", async () => {
    const before = madeUpWord();
    const after = madeUpWord();
    const open = await insertConversation(sql, group.id, anna.id, {
      title: `Vraag over ${before}`,
      visibility: "public",
    });
    expect((await searchAs(visitor, typoOf(before))).DidYouMean).toBe(before);

    await sql`update public.conversations set title = ${`Vraag over ${after}`} where id = ${open.id}`;
    expect(await stored(after)).toBe(true);
    const corrected = await searchAs(visitor, typoOf(after));
    expect(corrected.DidYouMean).toBe(after);
    expect(corrected.Results.map((r) => r.Title)).toEqual([`Vraag over ${after}`]);
    expect((await searchAs(visitor, typoOf(before))).DidYouMean).toBeNull();
  });

  it("takes the words of a story's title (public.search_upsert) and of a library title until the item is removed", async () => {
    const storyWord = madeUpWord();
    await anna.browser.post("/api/v1/CustomUser/Blog");
    const story = await writeStory(anna, {
      Title: `Mijn week met ${storyWord}`,
      Body: doc("Over bewegen."),
      Visibility: "public",
    });
    const aboutStory = await searchAs(visitor, typoOf(storyWord));
    expect(aboutStory.DidYouMean).toBe(storyWord);
    expect(aboutStory.Results.map((r) => r.Id)).toEqual([String(story.Id)]);

    const libraryWord = madeUpWord();
    const refId = "00000000-0000-4000-9000-0000000000a1";
    await asService((tx) =>
      upsertLibraryDocuments(tx, [
        {
          docType: "article",
          refId,
          title: `Leven met ${libraryWord}`,
          introduction: "",
          body: "",
          path: "/leven-met-reuma/woord",
          parentName: null,
          parentPath: null,
          publishedAt: null,
        },
      ]),
    );
    expect((await searchAs(visitor, typoOf(libraryWord))).DidYouMean).toBe(libraryWord);
    await asService((tx) => removeLibraryDocument(tx, refId));
    expect((await searchAs(visitor, typoOf(libraryWord))).DidYouMean).toBeNull();
  });
});
