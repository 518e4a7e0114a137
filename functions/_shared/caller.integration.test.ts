/**
 * The one caller model (caller.ts, http-db.ts) through the real handlers: an account area
 * (bookmarks: participantsOnly) and a community area (profiles: the service's requireParticipant)
 * resolve the same session cookie to the same participant; a visitor gets 401 with the Dutch text;
 * a participants-only route answers 401 before it reads the body, and a session cookie that no
 * longer holds a session is cleared (also by the session probe GET /CustomUser, which answers 204).
 */
import type postgres from "postgres";
import type { MailSink } from "./mail/sink";
import { SESSION_COOKIE } from "./http";
import { loggedInAccount } from "./test-support/accounts";
import { Browser, registerFunctions } from "./test-support/api";
import { testSql } from "./test-support/database";
import { startTestMailSink } from "./test-support/mail";

/* eslint-disable @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require (no static import names a .mts file here) */
registerFunctions(require("../bookmarks/bookmarks.mts"), require("../profiles/profiles.mts"));
/* eslint-enable @typescript-eslint/no-require-imports */

const UNAUTHORIZED = { status: 401, code: "Unauthorized", message: "Je bent niet ingelogd. Log in om verder te gaan." };
const BOOKMARK = {
  DrupalId: "5f8a6d2e-3c1b-4f7a-9e2d-1a2b3c4d5e6f",
  Slug: "/over-reuma/jicht",
  Title: "Jicht",
  Description: "",
};

let sink: MailSink;
let sql: postgres.Sql;

beforeAll(async () => {
  sink = await startTestMailSink();
  sql = testSql();
});

afterAll(async () => {
  await sink.stop();
  await sql.end({ timeout: 5 });
});

const clearsSession = (setCookies: string[]) =>
  setCookies.some((line) => line.startsWith(`${SESSION_COOKIE}=;`) && /Max-Age=0/i.test(line));

it("resolves the session cookie to the same participant in an account area and in a community area", async () => {
  const browser = new Browser();
  await loggedInAccount(sink, browser, "Beller");
  const saved = await browser.post("/api/v1/bookmarks", BOOKMARK);
  expect(saved.status).toBe(200);
  expect((await browser.get("/api/v1/bookmarks")).json).toEqual([
    expect.objectContaining({ DrupalId: BOOKMARK.DrupalId }),
  ]);
  const pause = await browser.get("/api/v1/profiles/pause");
  expect(pause.status).toBe(200);
});

it("answers 401 to a visitor in both areas, without touching cookies", async () => {
  const visitor = new Browser();
  const bookmarks = await visitor.get("/api/v1/bookmarks");
  expect(bookmarks.status).toBe(401);
  expect(bookmarks.json).toMatchObject(UNAUTHORIZED);
  expect(bookmarks.setCookies.some((line) => line.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
  const pause = await visitor.get("/api/v1/profiles/pause");
  expect(pause.status).toBe(401);
  expect(pause.json).toMatchObject(UNAUTHORIZED);
});

it("answers 401 on a participants-only route before the body is read, and clears a session cookie that no longer holds", async () => {
  const browser = new Browser();
  const account = await loggedInAccount(sink, browser, "Verlopen");
  await sql`delete from app_private.sessions where user_id = ${account.Id}`;
  const answer = await browser.post("/api/v1/bookmarks", { DrupalId: "geen id" });
  expect(answer.status).toBe(401);
  expect(answer.json).toMatchObject(UNAUTHORIZED);
  expect(clearsSession(answer.setCookies)).toBe(true);
});

it("answers the session probe of a session that ended with 204 and clears its cookie", async () => {
  const browser = new Browser();
  const account = await loggedInAccount(sink, browser, "Probe");
  expect((await browser.get("/api/v1/CustomUser")).json).toMatchObject({ Id: account.Id, Username: account.Username });
  await sql`delete from app_private.sessions where user_id = ${account.Id}`;
  const probe = await browser.get("/api/v1/CustomUser");
  expect(probe.status).toBe(204);
  expect(clearsSession(probe.setCookies)).toBe(true);
  expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
});
