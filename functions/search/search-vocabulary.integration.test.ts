/**
 * The patients' vocabulary (issue 40, decision 351), one test per entry of scripts/search/vocabulary.ts
 * against the sample library (content-model/sample, as the build indexes it), through the real
 * handlers: the migrations hold the entry; every term finds the entry's subject among the first
 * three results (or, for a set without a subject, is read with the set's other terms); and the
 * type-ahead offers the subject, with its page, for a lay term being typed ("botontk" -> Osteoporose).
 */
import type postgres from "postgres";
import { fold, type SearchAnswer, type SuggestAnswer, type SynonymsAnswer } from "../../src/domain/search";
import { Browser, registerFunctions } from "../_shared/test-support/api";
import { asServiceRole as asService, testSql } from "../_shared/test-support/database";
import { removeLibraryDocument, upsertLibraryDocuments } from "../_community/search/queries";
import { sampleLibrary } from "../../scripts/search/sample-library";
import { PATIENT_VOCABULARY, type VocabularyEntry } from "../../scripts/search/vocabulary";

/* eslint-disable @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require (no static import names a .mts file here) */
registerFunctions(require("./search.mts"));
/* eslint-enable @typescript-eslint/no-require-imports */

const LIBRARY = sampleLibrary();
let sql: postgres.Sql;
const visitor = new Browser();

async function searchAs(query: string): Promise<SearchAnswer> {
  const answer = await visitor.get(`/api/v1/Search?query=${encodeURIComponent(query)}`);
  if (answer.status !== 200) throw new Error(`search answered ${answer.status}: ${answer.text}`);
  return answer.json as SearchAnswer;
}

/** The subject's page: the dossier of that name, else the article. */
function pageOf(subject: string) {
  const named = LIBRARY.filter((doc) => fold(doc.title) === fold(subject));
  return named.find((doc) => doc.docType === "dossier") ?? named[0];
}

/** A term a patient would be typing: a lay word (not the subject's own name), 5+ letters. */
function layTerm(entry: VocabularyEntry): string | undefined {
  return entry.terms.find((term) => term.length >= 5 && !fold(entry.subject ?? "").includes(fold(term)));
}

beforeAll(async () => {
  sql = testSql();
  await asService((tx) => upsertLibraryDocuments(tx, LIBRARY));
});

afterAll(async () => {
  await asService(async (tx) => {
    for (const doc of LIBRARY) await removeLibraryDocument(tx, doc.refId);
  });
  await sql.end({ timeout: 5 });
});

describe.each(PATIENT_VOCABULARY.map((entry) => [entry.key, entry] as const))("vocabulary entry %s", (_key, entry) => {
  it("is in the database, with its subject and every term", async () => {
    const [row] = await sql<Array<{ subject: string | null; terms: string[] }>>`
      select subject, array_to_json(terms) as terms from public.search_synonym_sets where key = ${entry.key}`;
    expect(row?.subject ?? null).toBe(entry.subject);
    const held = new Set((row?.terms ?? []).map(fold));
    for (const term of entry.terms) expect([term, held.has(fold(term))]).toEqual([term, true]);
  });

  if (entry.subject) {
    const subject = entry.subject;
    it(`finds ${subject} for each of its terms`, async () => {
      const page = pageOf(subject);
      expect(page).toBeDefined();
      for (const term of entry.terms) {
        const top = (await searchAs(term)).Results.slice(0, 3).map((r) => r.Data.Path);
        expect([term, top]).toEqual([term, expect.arrayContaining([page!.path])]);
      }
    });

    const term = layTerm(entry);
    if (term) {
      it(`offers ${subject} in the type-ahead for "${term.slice(0, 5)}…"`, async () => {
        const prefix = term.slice(0, Math.max(5, Math.ceil(term.length * 0.6)));
        const answer = (await visitor.get(`/api/v1/Search/suggest/${encodeURIComponent(prefix)}`))
          .json as SuggestAnswer;
        // The subject's page: the sample library's, or one of the same name another test file left in the shared database.
        const offered = answer.Suggestions.find((s) => s.Text === subject);
        expect(offered).toEqual({
          Text: subject,
          DocType: pageOf(subject)!.docType,
          Path: expect.stringMatching(/^\//),
        });
      });
    }
  } else {
    it("reads each term with the set's other terms", async () => {
      for (const term of entry.terms) {
        const answer = (await visitor.get(`/api/v1/Search/synonyms?query=${encodeURIComponent(term)}`))
          .json as SynonymsAnswer;
        const others = entry.terms.filter((other) => fold(other) !== fold(term));
        expect([term, answer.Synonyms.map(fold)]).toEqual([term, expect.arrayContaining(others.map(fold))]);
      }
    });
  }
});

it('offers Osteoporose for "botontk" (the issue\'s example)', async () => {
  const answer = (await visitor.get("/api/v1/Search/suggest/botontk")).json as SuggestAnswer;
  expect(answer.Suggestions[0]).toEqual({
    Text: "Osteoporose",
    DocType: "dossier",
    Path: "/over-reuma/dossiers/osteoporose/",
  });
});

it("reads a set an editor adds or changes at once, with the new terms and without the old ones", async () => {
  const synonymsOf = async (query: string) =>
    ((await visitor.get(`/api/v1/Search/synonyms?query=${encodeURIComponent(query)}`)).json as SynonymsAnswer).Synonyms;
  const [set] = await asService(
    (tx) =>
      tx<Array<{ id: number }>>`insert into public.search_synonym_sets (terms, note)
                                values (array[${"Zwelling bij de enkel"}, ${"oedeem"}]::text[], 'test: an editor''s set') returning id`,
  );
  try {
    expect(await synonymsOf("last van oedeem")).toContain("Zwelling bij de enkel");
    expect(await synonymsOf("zwelling bij de ENKEL")).toContain("oedeem");

    await asService(
      (tx) =>
        tx`update public.search_synonym_sets set terms = array[${"Vocht in de benen"}, ${"oedeem"}]::text[] where id = ${set!.id}`,
    );
    expect(await synonymsOf("vocht in de benen")).toContain("oedeem");
    expect(await synonymsOf("zwelling bij de enkel")).not.toContain("oedeem");
  } finally {
    await asService((tx) => tx`delete from public.search_synonym_sets where id = ${set!.id}`);
  }
});
