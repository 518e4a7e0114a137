/**
 * /api/v1/Search through the real handlers and the real test database: what visitors and
 * participants find, a conversation found the moment it is started, typos ("artritus"), words
 * without their diaeresis, synonyms and abbreviations, type-ahead, tabs with counts, and the common
 * queries counted without identity.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type postgres from "postgres";
import type { SearchAnswer, SuggestAnswer, SynonymsAnswer } from "../../src/domain/search";
import { anonymous, withTransaction, createDb } from "../_shared/db";
import type { MailSink } from "../_shared/mail/sink";
import { Browser, registerFunctions } from "../_shared/test-support/api";
import { asServiceRole as asService, testSql, unique } from "../_shared/test-support/database";
import { startTestMailSink } from "../_shared/test-support/mail";
import {
  removeLibraryDocument,
  sweepLibraryDocuments,
  upsertLibraryDocuments,
  type LibraryDocument,
} from "../_community/search/queries";
import {
  createGroup,
  doc,
  insertConversation,
  makePlatformModerator,
  member,
  type Member,
  type TestGroup,
} from "../_shared/test-support/community";
import type { PopularQueriesAnswer } from "../../src/domain/search-bodies";
import { writeStory } from "../_shared/test-support/stories";

/* eslint-disable @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require (no static import names a .mts file here) */
registerFunctions(
  require("./search.mts"),
  require("../conversations/conversations.mts"),
  require("../drupal/drupal.mts"),
  require("../custom-blog/custom-blog.mts"),
  require("../custom-user/custom-user.mts"),
);
/* eslint-enable @typescript-eslint/no-require-imports */

let sink: MailSink;
let sql: postgres.Sql;
let group: TestGroup;
let anna: Member;
const visitor = new Browser();

const RA_DOSSIER = "00000000-0000-4000-9000-000000000001";
const RA_ARTICLE = "00000000-0000-4000-9000-000000000002";
const MTX_ARTICLE = "00000000-0000-4000-9000-000000000003";
const OLD_NEWS = "00000000-0000-4000-9000-000000000004";

const library: LibraryDocument[] = [
  {
    docType: "dossier",
    refId: RA_DOSSIER,
    title: "Reumatoïde artritis",
    introduction: "Reumatoïde artritis is een chronische ontsteking van de gewrichten.",
    body: "Bij RA raken vooral de kleine gewrichten van handen en voeten ontstoken.",
    path: "/over-reuma/reumatoide-artritis",
    parentName: "Over reuma",
    parentPath: "/over-reuma/",
    publishedAt: null,
  },
  {
    docType: "article",
    refId: RA_ARTICLE,
    title: "Behandeling van reumatoïde artritis",
    introduction: "Welke medicijnen en therapieën helpen bij reumatoïde artritis?",
    body: "De reumatoloog begint vaak met methotrexaat. Daarnaast helpen fysiotherapie en bewegen.",
    path: "/over-reuma/reumatoide-artritis/behandeling",
    parentName: "Reumatoïde artritis",
    parentPath: "/over-reuma/reumatoide-artritis/",
    publishedAt: "2026-03-01T09:00:00.000Z",
  },
  {
    docType: "article",
    refId: MTX_ARTICLE,
    title: "Methotrexaat",
    introduction: "Alles over methotrexaat: hoe je het gebruikt en welke bijwerkingen het kan hebben.",
    body: "Methotrexaat neem je één keer per week. Foliumzuur helpt tegen bijwerkingen.",
    path: "/leven-met-reuma/medicijnen/methotrexaat",
    parentName: "Medicijnen",
    parentPath: "/leven-met-reuma/medicijnen/",
    publishedAt: "2026-02-01T09:00:00.000Z",
  },
];

async function anonymousRead<T>(fn: (tx: postgres.TransactionSql) => Promise<T>): Promise<T> {
  const db = createDb(process.env.DATABASE_URL);
  try {
    return await withTransaction(db, anonymous, fn);
  } finally {
    await db.end({ timeout: 5 });
  }
}

async function searchAs(browser: Browser, query: string, extra = ""): Promise<SearchAnswer> {
  const answer = await browser.get(`/api/v1/Search?query=${encodeURIComponent(query)}${extra}`);
  if (answer.status !== 200) throw new Error(`search answered ${answer.status}: ${answer.text}`);
  return answer.json as SearchAnswer;
}

beforeAll(async () => {
  sink = await startTestMailSink();
  sql = testSql();
  group = await createGroup(sql, { title: `Zoekgroep ${unique()}` });
  anna = await member(sink, sql, { prefix: "Anna", publicProfile: true });
  await asService((tx) => upsertLibraryDocuments(tx, library));
});

afterAll(async () => {
  await sql.end({ timeout: 5 });
  await sink.stop();
});

describe("who finds what", () => {
  it("never shows a participants-only conversation to a visitor, and shows it to a participant", async () => {
    const word = `kraanvogel${unique().replace(/[0-9]/g, "")}`;
    const open = await insertConversation(sql, group.id, anna.id, {
      title: `Openbaar over ${word}`,
      visibility: "public",
    });
    const closed = await insertConversation(sql, group.id, anna.id, {
      title: `Besloten over ${word}`,
      visibility: "participants",
    });

    const seenByVisitor = await searchAs(visitor, word);
    expect(seenByVisitor.Results.map((r) => r.Id)).toEqual([String(open.id)]);
    expect(seenByVisitor.Counts.conversations).toBe(1);

    const seenByAnna = await searchAs(anna.browser, word);
    expect(seenByAnna.Results.map((r) => r.Id).sort()).toEqual([String(open.id), String(closed.id)].sort());
    const participantsOnly = seenByAnna.Results.find((r) => r.Id === String(closed.id))!;
    expect(participantsOnly).toMatchObject({
      DocType: "conversation",
      Title: `Besloten over ${word}`,
      Data: {
        Public: false,
        ParentName: group.title,
        Path: `/ontmoet-elkaar/gesprekken/${group.slug}/${closed.slug}/`,
      },
    });
    expect(participantsOnly.Data.ConversationLastActivity).toEqual(expect.any(String));

    // Nor through the view the search reads, as a visitor (anon).
    const hiddenRows = await anonymousRead(
      (tx) => tx`select count(*)::int as n from public.search_visible_documents where not public`,
    );
    expect(hiddenRows[0]!.n).toBe(0);

    // Nor through type-ahead.
    const suggested = (await visitor.get(`/api/v1/Search/suggest/${encodeURIComponent(`besloten over ${word}`)}`))
      .json as SuggestAnswer;
    expect(suggested.Suggestions).toEqual([]);
  });

  it("finds a conversation started a moment ago through the API, and forgets it when a moderator hides it", async () => {
    const word = `zwaluwstaart${unique().replace(/[0-9]/g, "")}`;
    const started = await anna.browser.post(`/api/v1/conversations/${group.id}`, {
      Title: `Wie kent ${word}?`,
      Description: doc(`Ik zoek ervaringen met ${word} bij ochtendstijfheid.`),
      Visibility: "public",
      GroupTermIds: [],
      FollowConversation: false,
    });
    expect(started.status).toBe(200);

    const found = await searchAs(visitor, word);
    expect(found.Results.map((r) => r.Title)).toEqual([`Wie kent ${word}?`]);

    await sql`update public.conversations set hidden = true where id = ${started.json.Id}`;
    expect((await searchAs(anna.browser, word)).Results).toEqual([]);
  });
});

describe("stories", () => {
  it("finds a story the moment it is published, keeps a participants-only story from visitors, and forgets a hidden one", async () => {
    const word = `ijsvogel${unique().replace(/[0-9]/g, "")}`;
    await anna.browser.post("/api/v1/CustomUser/Blog");
    const open = await writeStory(anna, {
      Title: `Mijn tuin en ${word}`,
      Body: doc(`Over ${word} en bewegen.`),
      Visibility: "public",
    });
    const closed = await writeStory(anna, {
      Title: `Alleen voor deelnemers: ${word}`,
      Body: doc(`Besloten over ${word}.`),
      Visibility: "participants",
    });

    const seenByVisitor = await searchAs(visitor, word);
    expect(seenByVisitor.Results.map((r) => r.Id)).toEqual([String(open.Id)]);
    expect(seenByVisitor.Results[0]).toMatchObject({
      DocType: "blogpost",
      Title: `Mijn tuin en ${word}`,
      Data: { Public: true },
    });
    expect(seenByVisitor.Results[0]!.Data.Path).toMatch(/^\/ontmoet-elkaar\/verhalen\/[a-z0-9-]+\/[a-z0-9-]+\/$/);

    const seenByAnna = await searchAs(anna.browser, word);
    expect(seenByAnna.Results.map((r) => r.Id).sort()).toEqual([String(open.Id), String(closed.Id)].sort());

    await sql`update public.blog_posts set hidden = true where id = ${open.Id}`;
    expect((await searchAs(visitor, word)).Results).toEqual([]);
  });
});

describe("Dutch, typos and synonyms", () => {
  it('finds the RA dossier and article first for "reumatoide artritis" without the diaeresis', async () => {
    const answer = await searchAs(visitor, "reumatoide artritis");
    expect(answer.Results.slice(0, 2).map((r) => r.Id)).toEqual([RA_DOSSIER, RA_ARTICLE]);
    expect(answer.Results[0]).toEqual({
      DocType: "dossier",
      Id: RA_DOSSIER,
      Title: "Reumatoïde artritis",
      Introduction: "Reumatoïde artritis is een chronische ontsteking van de gewrichten.",
      Data: {
        Path: "/over-reuma/reumatoide-artritis",
        Public: true,
        ParentName: "Over reuma",
        ParentPath: "/over-reuma/",
        ConversationLastActivity: null,
        Date: null,
      },
    });
    expect(answer.DidYouMean).toBeNull();
    expect(answer.Synonyms).toEqual(expect.arrayContaining(["RA"]));
  });

  it('answers "artritus" (a typo) with "bedoelde je artritis?" and the RA results', async () => {
    const answer = await searchAs(visitor, "artritus");
    expect(answer.DidYouMean).toBe("artritis");
    expect(answer.Results.slice(0, 2).map((r) => r.Id)).toEqual([RA_DOSSIER, RA_ARTICLE]);
  });

  it("expands an abbreviation: MTX finds methotrexaat, and /synonyms names the terms", async () => {
    const answer = await searchAs(visitor, "MTX");
    expect(answer.Results[0]!.Id).toBe(MTX_ARTICLE);
    expect(answer.Synonyms).toEqual(expect.arrayContaining(["methotrexaat"]));

    const synonyms = (await visitor.get("/api/v1/Search/synonyms?query=ziekte%20van%20Bechterew"))
      .json as SynonymsAnswer;
    expect(synonyms.Synonyms).toEqual(expect.arrayContaining(["SPA", "spondyloartritis"]));
    const gout = (await visitor.get("/api/v1/Search/synonyms?query=jicht")).json as SynonymsAnswer;
    expect(gout.Synonyms).toEqual(expect.arrayContaining(["urinezuur"]));
  });

  it('splits a compound that finds nothing as written: "knieartrose" finds "Artrose in de knie"', async () => {
    const refId = "00000000-0000-4000-9000-000000000005";
    await asService((tx) =>
      upsertLibraryDocuments(tx, [
        {
          ...library[1]!,
          refId,
          title: "Artrose in de knie",
          introduction: "Slijtage van het kraakbeen in je knie.",
          body: "",
          path: "/over-reuma/artrose-knie",
        },
      ]),
    );
    try {
      const answer = await searchAs(visitor, "knieartrose");
      expect(answer.DidYouMean).toBeNull();
      expect(answer.Results[0]).toMatchObject({ Id: refId, Title: "Artrose in de knie" });
    } finally {
      await asService((tx) => removeLibraryDocument(tx, refId));
    }
  });

  it('suggests methotrexaat for "metho"', async () => {
    const answer = (await visitor.get("/api/v1/Search/suggest/metho")).json as SuggestAnswer;
    expect(answer.Suggestions.map((s) => s.Text)).toEqual(expect.arrayContaining(["Methotrexaat"]));
    expect(answer.Suggestions.find((s) => s.Path)).toMatchObject({
      Text: "Methotrexaat",
      DocType: "article",
      Path: "/leven-met-reuma/medicijnen/methotrexaat",
    });
  });
});

describe("tabs, paging and rules", () => {
  it("narrows to one tab while the counts stay those of every tab", async () => {
    const all = await searchAs(visitor, "reumatoide artritis");
    const library = await searchAs(visitor, "reumatoide artritis", "&pillar=library");
    expect(library.Counts).toEqual(all.Counts);
    expect(library.Results.every((r) => ["article", "dossier", "contentpage"].includes(r.DocType))).toBe(true);
    expect(library.Results).toHaveLength(Math.min(all.Counts.library, 10));
    const second = await searchAs(visitor, "reumatoide artritis", "&pillar=library&page_size=1&page_index=1");
    expect(second.Results.map((r) => r.Id)).toEqual([RA_ARTICLE]);
    // Spec 001 §3.1: NumPages counts the pages of the chosen tab (all tabs without one).
    expect(second).toMatchObject({ PageIndex: 1, PageSize: 1, NumPages: all.Counts.library });
    expect(all.NumPages).toBe(Math.ceil(all.Counts.all / all.PageSize));
  });

  it('reads at most 100 results per tab: the count shows "100+" and the best-named document is still first', async () => {
    const word = `ijsvogel${unique().replace(/[0-9]/g, "")}`;
    const many: LibraryDocument[] = Array.from({ length: 102 }, (_, i) => ({
      ...library[1]!,
      refId: `00000000-0000-4000-9100-${String(i).padStart(12, "0")}`,
      title: `Over de ${word} en nog veel meer, deel ${i + 1}`,
      introduction: `Weer een stuk over de ${word}.`,
      body: "",
      path: `/over-reuma/${word}-${i}`,
    }));
    const best = { ...many[101]!, title: word[0]!.toUpperCase() + word.slice(1) };
    await asService((tx) => upsertLibraryDocuments(tx, [...many.slice(0, 101), best]));
    try {
      const answer = await searchAs(visitor, word);
      expect(answer.Counts.library).toBe(100);
      expect(answer.CountsCapped).toEqual(["all", "library"]);
      expect(answer.Results[0]).toMatchObject({ Id: best.refId, Title: best.title });
      const exact = await searchAs(visitor, "reumatoide artritis");
      expect(exact.CountsCapped).toEqual([]);
    } finally {
      await asService(async (tx) => {
        for (const doc of many) await removeLibraryDocument(tx, doc.refId);
      });
    }
  }, 20_000);

  it("refuses an empty query with a Dutch message", async () => {
    const answer = await visitor.get("/api/v1/Search?query=%20");
    expect(answer.status).toBe(400);
    expect(answer.text).toContain("Typ een zoekwoord.");
  });

  it("removes library documents that were unpublished", async () => {
    await asService((tx) =>
      upsertLibraryDocuments(tx, [
        {
          ...library[0]!,
          refId: OLD_NEWS,
          docType: "news",
          title: "Oud nieuws over zeldzame oorvijgen",
          path: "/nieuws/oud",
        },
      ]),
    );
    expect((await searchAs(visitor, "oorvijgen")).Results.map((r) => r.Id)).toEqual([OLD_NEWS]);
    await asService((tx) => removeLibraryDocument(tx, OLD_NEWS));
    expect((await searchAs(visitor, "oorvijgen")).Results).toEqual([]);
    // Drupal's publish webhook with status false removes the item at once (the build hook is still called).
    await asService((tx) =>
      upsertLibraryDocuments(tx, [
        {
          ...library[0]!,
          refId: OLD_NEWS,
          docType: "news",
          title: "Oud nieuws over zeldzame oorvijgen",
          path: "/nieuws/oud",
        },
      ]),
    );
    const hook = await startHook();
    try {
      const answer = await new Browser().post(
        "/api/v1/drupal/publish",
        { entityType: "node", bundle: "news", id: 40, uuid: OLD_NEWS, status: false },
        {
          antiforgery: false,
          headers: { "X-Drupal-Webhook-Secret": HOOK_SECRET },
        },
      );
      expect(answer.status).toBe(202);
      expect(hook.calls).toBe(1);
    } finally {
      await hook.stop();
    }
    expect((await searchAs(visitor, "oorvijgen")).Results).toEqual([]);
    // The build's sweep keeps what it listed (other files' documents in the shared database may go).
    const listed = library.map((d) => d.refId);
    await asService((tx) => sweepLibraryDocuments(tx, listed));
    const kept = await asService(
      (tx) => tx<{ n: number }[]>`select count(*)::int as n from public.search_documents where ref_id in ${tx(listed)}`,
    );
    expect(kept[0]!.n).toBe(listed.length);
  });
});

const HOOK_SECRET = "drupal-webhook-secret-0123456789abcdef";

async function startHook(): Promise<{ calls: number; stop: () => Promise<void> }> {
  const state = { calls: 0, stop: async () => undefined as void };
  const server = createServer((req, res) => {
    state.calls += 1;
    req.resume();
    res.writeHead(201).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.NETLIFY_BUILD_HOOK_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/build_hooks/abc`;
  process.env.DRUPAL_WEBHOOK_SECRET = HOOK_SECRET;
  state.stop = async () => {
    delete process.env.NETLIFY_BUILD_HOOK_URL;
    delete process.env.DRUPAL_WEBHOOK_SECRET;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return state;
}

describe("common queries, without identity", () => {
  it("becomes a suggestion only once 5 different people searched it, and stores no address", async () => {
    const query = `reumaproef ${unique().replace(/[0-9]/g, "")}`;
    await upsertWith(query);
    const people = Array.from({ length: 5 }, () => new Browser());
    for (const person of people.slice(0, 4)) await searchAs(person, query);
    await searchAs(people[0]!, query); // the same person again does not count
    expect(await sql`select 1 from public.search_popular_queries where query = ${query}`).toHaveLength(0);

    await searchAs(people[4]!, query);
    const [popular] = await sql`select people from public.search_popular_queries where query = ${query}`;
    expect(popular!.people).toBe(5);
    const sightings =
      await sql`select encode(who, 'escape') as who from app_private.search_query_sightings where query = ${query}`;
    for (const person of people) expect(sightings.map((s) => s.who).join(" ")).not.toContain(person.ip);

    // Five addresses are not enough to put words in everyone's type-ahead (issue 35 row 7): the query
    // waits for a platform moderator, and nobody else can read it.
    const suggest = async () =>
      ((await visitor.get(`/api/v1/Search/suggest/${encodeURIComponent(query.slice(0, 8))}`)).json as SuggestAnswer)
        .Suggestions;
    expect((await suggest()).map((s) => s.Text)).not.toContain(query);
    expect(
      await anonymousRead((tx) => tx`select 1 from public.search_popular_queries where query = ${query}`),
    ).toHaveLength(0);
    expect((await anna.browser.get("/api/v1/Search/popular")).status).toBe(403);
    expect((await anna.browser.post("/api/v1/Search/popular", { Query: query, Allowed: true })).status).toBe(403);
    expect((await visitor.get("/api/v1/Search/popular")).status).toBe(401);

    const moderator = await member(sink, sql, { prefix: "Zoekmoderator" });
    await makePlatformModerator(sql, moderator.id);
    const pending = (await moderator.browser.get("/api/v1/Search/popular?status=pending")).json as PopularQueriesAnswer;
    expect(pending.Items.find((item) => item.Query === query)).toMatchObject({ People: 5, Status: "pending" });
    expect((await moderator.browser.post("/api/v1/Search/popular", { Query: query, Allowed: true })).status).toBe(204);
    expect((await suggest())[0]).toEqual({ Text: query, DocType: null, Path: null });

    // Refused: gone from the type-ahead, and typed by more people it stays refused.
    expect((await moderator.browser.post("/api/v1/Search/popular", { Query: query, Allowed: false })).status).toBe(204);
    expect((await suggest()).map((s) => s.Text)).not.toContain(query);
    await searchAs(new Browser(), query);
    const [still] = await sql`select status from public.search_popular_queries where query = ${query}`;
    expect(still!.status).toBe("refused");

    const unknown = await moderator.browser.post("/api/v1/Search/popular", { Query: "nooit gezocht", Allowed: true });
    expect(unknown.status).toBe(404);
    const bad = await moderator.browser.post("/api/v1/Search/popular", { Query: "", Allowed: "ja" });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("Kies een zoekopdracht.");
    expect(bad.text).toContain("Kies toestaan of weigeren.");
  });

  async function upsertWith(query: string) {
    await asService((tx) =>
      upsertLibraryDocuments(tx, [
        {
          ...library[0]!,
          refId: "00000000-0000-4000-9000-000000000005",
          docType: "contentpage",
          title: `Pagina ${query}`,
          path: "/proef",
        },
      ]),
    );
  }
});
