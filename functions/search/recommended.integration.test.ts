/**
 * GET /api/v1/Search/recommended through the real handlers and the real test database (spec 000 §1,
 * decision 243): articles recommended from a participant's forms and interests, public articles only,
 * never for a visitor.
 */
import type postgres from "postgres";
import type { RecommendedArticlesAnswer } from "../../src/domain/recommended-articles";
import type { MailSink } from "../_shared/mail/sink";
import { Browser, registerFunctions } from "../_shared/test-support/api";
import { asServiceRole as asService, testSql, unique } from "../_shared/test-support/database";
import { startTestMailSink } from "../_shared/test-support/mail";
import { removeLibraryDocument, upsertLibraryDocuments, type LibraryDocument } from "../_community/search/queries";
import {
  createGroup,
  insertConversation,
  member,
  type Member,
  type TestGroup,
} from "../_shared/test-support/community";

/* eslint-disable @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require (no static import names a .mts file here) */
registerFunctions(
  require("./search.mts"),
  require("../conversations/conversations.mts"),
  require("../custom-user/custom-user.mts"),
);
/* eslint-enable @typescript-eslint/no-require-imports */

let sink: MailSink;
let sql: postgres.Sql;
let group: TestGroup;
let anna: Member;
const visitor = new Browser();

beforeAll(async () => {
  sink = await startTestMailSink();
  sql = testSql();
  group = await createGroup(sql, { title: `Aanbevelingsgroep ${unique()}` });
  anna = await member(sink, sql, { prefix: "Anna" });
});

afterAll(async () => {
  await sql.end({ timeout: 5 });
  await sink.stop();
});

describe("GET /api/v1/Search/recommended (spec 000 §1: recommended articles)", () => {
  const article = (n: number, title: string, profileTerms: number[], publishedAt: string): LibraryDocument => ({
    docType: "article",
    refId: `00000000-0000-4000-9100-00000000000${n}`,
    title,
    introduction: `Over ${title.toLowerCase()}.`,
    body: "",
    path: `/over-reuma/aanbevolen-${n}`,
    parentName: "Reumatoïde artritis",
    parentPath: "/over-reuma/dossiers/reumatoide-artritis/",
    publishedAt,
    profileTerms,
  });
  const ra = article(1, "Leven met RA", [71001, 72002], "2026-01-01T09:00:00.000Z");
  const raMoving = article(2, "Bewegen met RA", [71001, 72003], "2025-06-01T09:00:00.000Z");
  const gout = article(3, "Jicht en eten", [71003, 72005], "2026-02-01T09:00:00.000Z");
  const hidden = article(4, "Alleen voor deelnemers", [71001, 72003], "2026-03-01T09:00:00.000Z");
  const mine = [ra, raMoving, gout, hidden];

  async function setProfile(userId: string, forms: number[], interests: string[]) {
    await sql`
      insert into public.profile_details (user_id, forms, interests, consent_given_at, consent_location)
      values (${userId}, array(select value::int from jsonb_array_elements_text(${sql.json(forms)}::jsonb)),
              array(select value from jsonb_array_elements_text(${sql.json(interests)}::jsonb)), ${forms.length > 0 ? new Date() : null}, ${forms.length > 0 ? "test" : null})
      on conflict (user_id) do update set forms = excluded.forms, interests = excluded.interests,
        consent_given_at = excluded.consent_given_at, consent_location = excluded.consent_location`;
  }

  it("answers 401 to a visitor, and nothing for a profile without forms or interests", async () => {
    const answer = await visitor.get("/api/v1/Search/recommended");
    expect(answer.status).toBe(401);
    expect(answer.text).not.toContain("Articles");

    const bram = await member(sink, sql, { prefix: "Bram" });
    const empty = await bram.browser.get("/api/v1/Search/recommended");
    expect(empty.status).toBe(200);
    expect(empty.json).toEqual({ HasProfileTerms: false, Articles: [] });
  });

  it("recommends the articles sharing most terms with the profile's forms and interests, articles only, public only", async () => {
    await asService((tx) => upsertLibraryDocuments(tx, mine));
    // A participants-only document and a conversation with the same terms are never recommended.
    expect(
      await sql`update public.search_documents set public = false where doc_type = 'article' and ref_id = ${hidden.refId} returning id`,
    ).toHaveLength(1);
    const word = `aanbeveling${unique().replace(/[0-9]/g, "")}`;
    const closed = await insertConversation(sql, group.id, anna.id, {
      title: `Besloten over ${word}`,
      visibility: "participants",
    });
    const tagged =
      await sql`update public.search_documents set profile_terms = '{71001,72003}' where doc_type = 'conversation' and ref_id = ${String(closed.id)} returning id`;
    expect(tagged).toHaveLength(1);
    try {
      const carla = await member(sink, sql, { prefix: "Carla" });
      await setProfile(carla.id, [71001], ["bewegen"]);
      const answer = await carla.browser.get("/api/v1/Search/recommended");
      expect(answer.status).toBe(200);
      const body = answer.json as RecommendedArticlesAnswer;
      expect(body.HasProfileTerms).toBe(true);
      // Two shared terms before one; the gout article shares none.
      expect(body.Articles).toEqual([
        {
          Id: raMoving.refId,
          Title: "Bewegen met RA",
          Description: "Over bewegen met ra.",
          Path: raMoving.path,
          Dossier: "Reumatoïde artritis",
          DossierPath: "/over-reuma/dossiers/reumatoide-artritis/",
        },
        {
          Id: ra.refId,
          Title: "Leven met RA",
          Description: "Over leven met ra.",
          Path: ra.path,
          Dossier: "Reumatoïde artritis",
          DossierPath: "/over-reuma/dossiers/reumatoide-artritis/",
        },
      ]);

      // Interests alone (no forms, no consent) recommend too.
      await setProfile(carla.id, [], ["leefstijl"]);
      expect(
        ((await carla.browser.get("/api/v1/Search/recommended")).json as RecommendedArticlesAnswer).Articles.map(
          (a) => a.Title,
        ),
      ).toEqual(["Jicht en eten"]);
    } finally {
      await asService(async (tx) => {
        for (const doc of mine) await removeLibraryDocument(tx, doc.refId);
      });
    }
  });
});
