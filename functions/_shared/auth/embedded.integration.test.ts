/** The embedded auth provider's answers that the HTTP flow does not reach easily (races, bans). */
import type postgres from "postgres";
import { createDb, type Db } from "../db";
import { testSql, unique } from "../test-support/database";
import { createEmbeddedAuth } from "./embedded";
import type { SignUpMetadata } from "./provider";

let sql: postgres.Sql;
let db: Db;

beforeAll(() => {
  sql = testSql();
  db = createDb(process.env.DATABASE_URL);
});
afterAll(async () => {
  await db.end({ timeout: 5 });
  await sql.end({ timeout: 5 });
});

const meta = (username: string): SignUpMetadata => ({
  username,
  role: "participant",
  marketing_emails: false,
  accepted_terms_at: new Date().toISOString(),
});

it("reports a username or e-mail taken at insert time (a race past the service's check)", async () => {
  const auth = createEmbeddedAuth(db);
  const name = `Race${unique()}`;
  const email = `race.${unique()}@example.nl`;
  expect((await auth.signUp(email, "Geheim123", meta(name))).ok).toBe(true);
  expect(await auth.signUp(`other.${unique()}@example.nl`, "Geheim123", meta(name.toLowerCase()))).toEqual({ ok: false, reason: "usernameTaken" });
  expect(await auth.signUp(email, "Geheim123", meta(`Race${unique()}`))).toEqual({ ok: false, reason: "emailTaken" });
});

it("refuses a banned or deleted user as if the password were wrong", async () => {
  const auth = createEmbeddedAuth(db);
  const email = `ban.${unique()}@example.nl`;
  const result = await auth.signUp(email, "Geheim123", meta(`Ban${unique()}`));
  if (!result.ok) throw new Error("sign-up failed");
  expect(await auth.confirm(email, result.confirmationToken)).toBe("confirmed");
  expect((await auth.verifyPassword(email, "Geheim123")).ok).toBe(true);

  await sql`update auth.users set banned_until = now() + interval '1 day' where email = ${email}`;
  expect(await auth.verifyPassword(email, "Geheim123")).toEqual({ ok: false, reason: "invalid" });
  await sql`update auth.users set banned_until = null, deleted_at = now() where email = ${email}`;
  expect(await auth.verifyPassword(email, "Geheim123")).toEqual({ ok: false, reason: "invalid" });
});

it("refuses a malformed token without a query and an unknown address", async () => {
  const auth = createEmbeddedAuth(db);
  expect(await auth.confirm("x@example.nl", "not a token")).toBe("invalid");
  expect(await auth.confirm(`nobody.${unique()}@example.nl`, "A".repeat(43))).toBe("invalid");
});
