/**
 * GET /api/v1/drupal/content/volunteer-news and /volunteer-pages (+ detail) through the real
 * handler: volunteers and organisers only, checked on the server; items in the spec's shape.
 */
import type postgres from "postgres";
import type { MailSink } from "../_shared/mail/sink";
import { Browser, registerFunctions } from "../_shared/test-support/api";
import { testSql } from "../_shared/test-support/database";
import { startTestMailSink } from "../_shared/test-support/mail";
import { person, volunteer, type Person } from "../_shared/test-support/volunteers";

/* eslint-disable @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require (no static import names a .mts file here) */
registerFunctions(require("./drupal-content.mts"));
/* eslint-enable @typescript-eslint/no-require-imports */

let sink: MailSink;
let sql: postgres.Sql;
let vera: Person;
let piet: Person;

beforeAll(async () => {
  sink = await startTestMailSink();
  sql = testSql();
  vera = await volunteer(sink, sql);
  piet = await person(sink, "Piet");
}, 60_000);

afterAll(async () => {
  await sql.end({ timeout: 5 });
  await sink.stop();
});

const PATHS = [
  "volunteer-news",
  "volunteer-pages",
  "volunteer-news/training-gespreksleider",
  "volunteer-pages/onkosten",
];

it("visitors get 401 and participants who are not volunteers 403, without any of the text", async () => {
  for (const path of PATHS) {
    const visitor = await new Browser().get(`/api/v1/drupal/content/${path}`);
    expect(visitor.status).toBe(401);
    const participant = await piet.browser.get(`/api/v1/drupal/content/${path}`);
    expect(participant.status).toBe(403);
    expect(participant.json.message).toBe("Deze pagina is alleen voor ervaringsdeskundigen.");
    expect(participant.text).not.toContain("declaratieformulier");
    expect(participant.text).not.toContain("anderhalf uur");
  }
});

it("volunteers get the news items, newest first, in the spec's shape, never cached publicly", async () => {
  const answer = await vera.browser.get("/api/v1/drupal/content/volunteer-news");
  expect(answer.status).toBe(200);
  expect(answer.headers.get("cache-control")).toContain("no-store");
  expect(answer.json).toEqual([
    {
      Title: "Nieuwe training voor gespreksleiders",
      PublicationDate: "2025-09-10",
      Information: "In november start een nieuwe online training voor vrijwilligers die gesprekken leiden.",
      Slug: "training-gespreksleider",
    },
    {
      Title: "Dank aan onze vrijwilligers",
      PublicationDate: "2025-04-18",
      Information: "Vorig jaar beantwoordden vrijwilligers meer dan duizend vragen. Dank je wel!",
      Slug: "dank-aan-vrijwilligers",
    },
  ]);
});

it("pages carry the introduction without HTML", async () => {
  const answer = await vera.browser.get("/api/v1/drupal/content/volunteer-pages");
  expect(answer.json).toContainEqual(
    expect.objectContaining({
      Title: "Onkosten declareren",
      Information: "Zo declareer je reiskosten en andere onkosten als vrijwilliger.",
      Slug: "onkosten",
    }),
  );
});

it("the detail carries its blocks; an unknown slug is 404", async () => {
  const page = await vera.browser.get("/api/v1/drupal/content/volunteer-pages/onkosten");
  expect(page.status).toBe(200);
  expect(page.json.Blocks).toEqual([
    expect.objectContaining({ __typename: "paragraph__text_with_title", field_title: "Reiskosten" }),
    expect.objectContaining({
      field_title: "Indienen",
      field_text: {
        processed: "<p>Stuur het declaratieformulier binnen drie maanden naar de vrijwilligerscoördinator.</p>",
      },
    }),
  ]);
  const missing = await vera.browser.get("/api/v1/drupal/content/volunteer-news/bestaat-niet");
  expect(missing.status).toBe(404);
  expect(missing.json.message).toBe("Dit bericht hebben we niet gevonden.");
});
