/** /api/v1/bookmarks through the real handler and the real test database (RLS: own rows only). */
import type postgres from "postgres";
import type { MailSink } from "../_shared/mail/sink";
import { loggedInAccount } from "../_shared/test-support/accounts";
import { Browser, registerFunctions } from "../_shared/test-support/api";
import { testSql } from "../_shared/test-support/database";
import { startTestMailSink } from "../_shared/test-support/mail";

// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require
registerFunctions(require("./bookmarks.mts"));

let sink: MailSink;
let sql: postgres.Sql;

beforeAll(async () => {
  sink = await startTestMailSink();
  sql = testSql();
});

afterAll(async () => {
  await sql.end({ timeout: 5 });
  await sink.stop();
});

/** A browser logged in as a new, verified participant. */
async function participant(): Promise<{ browser: Browser; id: string }> {
  const browser = new Browser();
  const account = await loggedInAccount(sink, browser, "Lezer");
  return { browser, id: account.Id };
}

const ARTICLE = {
  DrupalId: "1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b",
  Slug: "/over-reuma/jicht",
  Title: "Jicht",
  Description: "Wat is jicht en wat kun je eraan doen?",
};

describe("/api/v1/bookmarks", () => {
  it("answers 401 without a session, for reading and saving", async () => {
    const visitor = new Browser();
    const list = await visitor.get("/api/v1/bookmarks");
    expect(list.status).toBe(401);
    expect(list.json.message).toBe("Je bent niet ingelogd. Log in om verder te gaan.");
    expect((await visitor.post("/api/v1/bookmarks", ARTICLE)).status).toBe(401);
  });

  it("saves, lists (newest first, only the presented fields), refreshes and removes bookmarks", async () => {
    const { browser } = await participant();
    expect((await browser.get("/api/v1/bookmarks")).json).toEqual([]);

    const saved = await browser.post("/api/v1/bookmarks", ARTICLE);
    expect(saved.status).toBe(200);
    expect(Object.keys(saved.json).sort()).toEqual(["CreatedDate", "Description", "DrupalId", "Slug", "Title"]);
    const second = { DrupalId: "42", Slug: "/leven-met-reuma/werk", Title: "Werken met reuma", Description: "" };
    expect((await browser.post("/api/v1/bookmarks", second)).status).toBe(200);
    // saving again refreshes the title instead of adding a second row
    expect((await browser.post("/api/v1/bookmarks", { ...ARTICLE, Title: "Jicht (bijgewerkt)" })).status).toBe(200);

    const list = await browser.get("/api/v1/bookmarks");
    expect(list.json.map((b: { DrupalId: string }) => b.DrupalId)).toEqual(["42", ARTICLE.DrupalId]);
    expect(list.json[1]).toMatchObject({ Title: "Jicht (bijgewerkt)", Slug: ARTICLE.Slug });
    expect(list.text).not.toMatch(/user_?id/i);

    expect((await browser.call("DELETE", "/api/v1/bookmarks/42")).status).toBe(204);
    const gone = await browser.call("DELETE", "/api/v1/bookmarks/42");
    expect(gone.status).toBe(404);
    expect(gone.json.message).toBe("Dit artikel staat niet (meer) bij je bewaarde artikelen.");
    expect((await browser.get("/api/v1/bookmarks")).json).toHaveLength(1);
  });

  it("refuses a slug outside the library and a missing title", async () => {
    const { browser } = await participant();
    const answer = await browser.post("/api/v1/bookmarks", { ...ARTICLE, Slug: "https://evil.example/x", Title: "" });
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toEqual({
      Slug: ["Dit artikel kan niet worden bewaard."],
      Title: ["Dit artikel kan niet worden bewaard."],
    });
  });

  it("keeps each participant's bookmarks to themselves (service and RLS)", async () => {
    const anna = await participant();
    const bert = await participant();
    expect((await anna.browser.post("/api/v1/bookmarks", ARTICLE)).status).toBe(200);
    expect((await bert.browser.get("/api/v1/bookmarks")).json).toEqual([]);
    expect((await bert.browser.call("DELETE", `/api/v1/bookmarks/${ARTICLE.DrupalId}`)).status).toBe(404);

    // RLS: as Bert, the table shows none of Anna's rows and refuses a row in her name.
    const seen = await sql.begin(async (tx) => {
      await tx`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${JSON.stringify({ sub: bert.id, role: "authenticated" })}, true)`;
      return tx`select count(*)::int as n from public.article_bookmarks`;
    });
    expect(seen[0]!.n).toBe(0);
    await expect(
      sql.begin(async (tx) => {
        await tx`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${JSON.stringify({ sub: bert.id, role: "authenticated" })}, true)`;
        await tx`insert into public.article_bookmarks (user_id, drupal_id, slug, title) values (${anna.id}, '7', '/over-reuma/x', 'X')`;
      }),
    ).rejects.toThrow(/row-level security/);
    const [annas] = await sql`select count(*)::int as n from public.article_bookmarks where user_id = ${anna.id}`;
    expect(annas!.n).toBe(1);
  });
});
