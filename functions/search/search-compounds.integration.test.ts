/**
 * Dutch compounds in search (issue 40, decision 350): the splitter of the index and the query
 * (app_private.search_split_word over the parts derived from OpenTaal's dictionary) splits 50 real
 * compounds into their parts and leaves 50 words whole that a dictionary lookup alone would cut into
 * nonsense; and through the real handlers a patient's own spelling finds the library's article
 * ("auto rijden" -> "Autorijden met reuma"), with the sample library's own texts.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type postgres from "postgres";
import type { SearchAnswer } from "../../src/domain/search";
import { htmlToText } from "../../src/build/search-library";
import { Browser, registerFunctions } from "../_shared/test-support/api";
import { asServiceRole as asService, testSql, unique } from "../_shared/test-support/database";
import { removeLibraryDocument, upsertLibraryDocuments, type LibraryDocument } from "../_community/search/queries";
import { createGroup, insertConversation, member } from "../_shared/test-support/community";
import type { MailSink } from "../_shared/mail/sink";
import { startTestMailSink } from "../_shared/test-support/mail";

/* eslint-disable @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require (no static import names a .mts file here) */
registerFunctions(require("./search.mts"));
/* eslint-enable @typescript-eslint/no-require-imports */

/** Compounds and the parts the index holds for them (a verb's stem as the verb: "zwem" -> "zwemmen"). */
const COMPOUNDS: Record<string, string> = {
  autorijden: "auto rijden",
  zorgverzekeraar: "zorg verzekeraar",
  zorgverzekering: "zorg verzekering",
  handartrose: "hand artrose",
  gewrichtspijn: "gewricht pijn",
  ochtendstijfheid: "ochtend stijfheid",
  knieartrose: "knie artrose",
  heupartrose: "heup artrose",
  zwembad: "zwemmen bad",
  warmwaterbad: "warm water bad",
  botontkalking: "bot ontkalking",
  gewrichtsontsteking: "gewricht ontsteking",
  rugpijn: "rug pijn",
  hoofdpijn: "hoofd pijn",
  pijnbestrijding: "pijn bestrijding",
  ontstekingsremmer: "ontsteking remmer",
  bloedonderzoek: "bloed onderzoek",
  huisarts: "huis arts",
  reumaverpleegkundige: "reuma verpleegkundige",
  basisverzekering: "basis verzekering",
  oefentherapie: "oefenen therapie",
  afweersysteem: "afweer systeem",
  handschoenen: "hand schoenen",
  spierpijn: "spier pijn",
  nekpijn: "nek pijn",
  kniegewricht: "knie gewricht",
  heupgewricht: "heup gewricht",
  vingergewricht: "vinger gewricht",
  wachtlijst: "wacht lijst",
  ziekenhuis: "zieken huis",
  werkgever: "werk gever",
  thuiszorg: "thuis zorg",
  mantelzorg: "mantel zorg",
  slaapproblemen: "slaap problemen",
  vermoeidheidsklachten: "vermoeidheid klachten",
  bewegingsoefeningen: "beweging oefeningen",
  voedingsadvies: "voeding advies",
  gewichtsverlies: "gewicht verlies",
  bloeddruk: "bloed druk",
  hartziekte: "hart ziekte",
  longontsteking: "long ontsteking",
  huidziekte: "huid ziekte",
  darmklachten: "darm klachten",
  rolstoel: "rol stoel",
  traplift: "trap lift",
  douchestoel: "douche stoel",
  fietstocht: "fiets tocht",
  griepprik: "griep prik",
  jeugdreuma: "jeugd reuma",
  gewrichtspijnen: "gewricht pijnen",
};

/** Words that stay whole: inflections, derivations and prefixes that a dictionary would cut into two real words. */
const WHOLE = [
  "kinderen",
  "spieren",
  "bekken",
  "artrose",
  "reumatoloog",
  "behandeling",
  "ontsteking",
  "medicijnen",
  "gewrichten",
  "verzekering",
  "zwemmen",
  "vermoeidheid",
  "gezondheid",
  "stijfheid",
  "pijnlijk",
  "moeilijk",
  "zwangerschap",
  "vriendschap",
  "iedereen",
  "misschien",
  "belangrijk",
  "waarschijnlijk",
  "verschillende",
  "vergoeding",
  "vertrouwen",
  "voorzichtig",
  "vrijwilliger",
  "boodschappen",
  "eindelijk",
  "tijdelijk",
  "lichamelijk",
  "ervaring",
  "oefenen",
  "ochtend",
  "vergeten",
  "onderzoek",
  "bijwerking",
  "natuurlijk",
  "eigenlijk",
  "helemaal",
  "herstellen",
  "bestellen",
  "vermijden",
  "ondersteuning",
  "zorgvuldig",
  "begeleiding",
  "tintelingen",
  "eenzaamheid",
  "regelmatig",
  "combinatie",
];

let sql: postgres.Sql;
let sink: MailSink;
const visitor = new Browser();

async function splitOf(word: string): Promise<string | null> {
  const [row] = await sql<
    Array<{ parts: string | null }>
  >`select array_to_string(app_private.search_split_word(${word}), ' ') as parts`;
  return row?.parts ?? null;
}

async function searchAs(browser: Browser, query: string): Promise<SearchAnswer> {
  const answer = await browser.get(`/api/v1/Search?query=${encodeURIComponent(query)}`);
  if (answer.status !== 200) throw new Error(`search answered ${answer.status}: ${answer.text}`);
  return answer.json as SearchAnswer;
}

type SampleArticle = {
  title: string;
  field_article_description: string;
  field_page_content: Array<{ field_text?: string }>;
};

/** A sample library article (content-model/sample) as the build indexes it. */
function sampleArticle(file: string, refId: string): LibraryDocument {
  const data = JSON.parse(
    readFileSync(path.join(__dirname, "../../content-model/sample/articles", file), "utf8"),
  ) as SampleArticle;
  return {
    docType: "article",
    refId,
    title: data.title,
    introduction: data.field_article_description,
    body: data.field_page_content.map((block) => htmlToText(block.field_text)).join(" "),
    path: `/${file.replace(/\.json$/, "")}`,
    parentName: null,
    parentPath: null,
    publishedAt: null,
    profileTerms: [],
  };
}

const ARTICLES = [
  sampleArticle("leven-met-reuma/autorijden.json", "00000000-0000-4000-9400-000000000001"),
  sampleArticle("leven-met-reuma/zorgverzekering.json", "00000000-0000-4000-9400-000000000002"),
  sampleArticle("leven-met-reuma/zwemmen-en-warm-water.json", "00000000-0000-4000-9400-000000000003"),
];

beforeAll(async () => {
  sql = testSql();
  sink = await startTestMailSink();
  await asService((tx) => upsertLibraryDocuments(tx, ARTICLES));
});

afterAll(async () => {
  await asService(async (tx) => {
    for (const article of ARTICLES) await removeLibraryDocument(tx, article.refId);
  });
  await sql.end({ timeout: 5 });
  await sink.stop();
});

describe("the splitter", () => {
  it.each(Object.entries(COMPOUNDS))("splits %s into %s", async (word, parts) => {
    expect(await splitOf(word)).toBe(parts);
  });

  it.each(WHOLE)("leaves %s whole", async (word) => {
    expect(await splitOf(word)).toBeNull();
  });

  it("holds 50 compounds and 50 whole words", () => {
    expect(Object.keys(COMPOUNDS)).toHaveLength(50);
    expect(new Set(WHOLE).size).toBe(50);
  });
});

describe("the index and the query", () => {
  it("keeps each compound whole and adds its parts with the field's weight", async () => {
    const [row] = await sql<Array<{ title: string; head: string }>>`
      select title_document::text as title, head_document::text as head from public.search_documents where doc_type = 'article' and ref_id = ${ARTICLES[0]!.refId}`;
    expect(row!.title).toContain("'autorijd'");
    expect(row!.title).toContain("'auto'");
    expect(row!.title).toContain("'rijd'");
    const [zwemmen] = await sql<Array<{ head: string }>>`
      select head_document::text as head from public.search_documents where doc_type = 'article' and ref_id = ${ARTICLES[2]!.refId}`;
    // "warmwaterbad" in the introduction: warm, water, bad.
    expect(zwemmen!.head).toEqual(expect.stringContaining("'bad'"));
  });

  it("answers the issue's queries with their article first", async () => {
    expect((await searchAs(visitor, "auto rijden")).Results[0]?.Title).toBe("Autorijden met reuma");
    expect((await searchAs(visitor, "mag ik autorijden met reuma")).Results[0]?.Title).toBe("Autorijden met reuma");
    expect((await searchAs(visitor, "zwembad")).Results[0]?.Title).toBe("Zwemmen en oefenen in warm water");
  });

  it("lets a compound meet another of the same part when nothing matches as typed (heupoperatie, heupprothese: heup)", async () => {
    const mark = `spreeuwnest${unique().replace(/[0-9]/g, "")}`;
    const refId = "00000000-0000-4000-9400-000000000009";
    await asService((tx) =>
      upsertLibraryDocuments(tx, [
        {
          ...ARTICLES[0]!,
          refId,
          title: `Een nieuwe heupprothese (${mark})`,
          introduction: "Wat je mag verwachten van de operatie.",
          body: "",
          path: "/proef/heup",
        },
      ]),
    );
    try {
      const [relaxed] = await sql<
        Array<{ q: string | null }>
      >`select public.search_relaxed_query(${`wanneer heupoperatie ${mark}`}) as q`;
      expect(relaxed!.q).toBe(`( heupoperatie | heup | operatie ) & ${mark}`);
      const answer = await searchAs(visitor, `wanneer heupoperatie ${mark}`);
      expect(answer.Results.map((r) => r.Id)).toEqual([refId]);
      expect(answer.DidYouMean).toBeNull();
    } finally {
      await asService((tx) => removeLibraryDocument(tx, refId));
    }
  });

  it("answers vergoeding zorgverzekeraar with the article on the insurance (the vocabulary names it)", async () => {
    expect((await searchAs(visitor, "vergoeding zorgverzekeraar")).Results[0]?.Title).toBe(
      "Reuma en je zorgverzekering",
    );
  });

  it("splits a conversation's compounds in the transaction that starts it (the community's triggers)", async () => {
    const group = await createGroup(sql, { title: `Compoundgroep ${unique()}` });
    const author = await member(sink, sql, { prefix: "Compound" });
    const mark = `keverkast${unique().replace(/[0-9]/g, "")}`;
    const started = await insertConversation(sql, group.id, author.id, {
      title: `Kniepijn bij ${mark}`,
      visibility: "public",
    });
    const answer = await searchAs(visitor, `pijn knie ${mark}`);
    expect(answer.Results.map((r) => r.Id)).toEqual([String(started.id)]);
  });

  it("rewrites no vectors when only a document's dates change (a story's last activity)", async () => {
    const before =
      await sql`select document::text as d from public.search_documents where ref_id = ${ARTICLES[0]!.refId}`;
    await asService(
      (tx) =>
        tx`update public.search_documents set last_activity_at = now() where doc_type = 'article' and ref_id = ${ARTICLES[0]!.refId}`,
    );
    const after =
      await sql`select document::text as d from public.search_documents where ref_id = ${ARTICLES[0]!.refId}`;
    expect(after[0]!.d).toBe(before[0]!.d);
  });
});
