/** Session lifetime: sliding idle expiry, absolute expiry, logout. */
import type postgres from "postgres";
import { sha256Hex } from "./crypto";
import { createDb, type Db } from "./db";
import { createSession, destroySession, destroyUserSessions, resolveSession } from "./session";
import { testSql, unique } from "./test-support/database";

let sql: postgres.Sql;
let db: Db;
let userId: string;

beforeAll(async () => {
  sql = testSql();
  db = createDb(process.env.DATABASE_URL);
  const [row] = await sql`
    insert into auth.users (email, raw_user_meta_data) values (${`sessie.${unique()}@example.nl`}, ${sql.json({ username: `Sessie${unique()}` })})
    returning id`;
  userId = row!.id as string;
});

afterAll(async () => {
  await db.end({ timeout: 5 });
  await sql.end({ timeout: 5 });
});

it("resolves a fresh session to its user and stores only the token's hash", async () => {
  const session = await createSession(db, userId);
  expect(await resolveSession(db, session.token)).toEqual({ id: userId });
  const rows = await sql`select token_hash from app_private.sessions where token_hash = ${sha256Hex(session.token)}`;
  expect(rows).toHaveLength(1);
  expect(await sql`select 1 from app_private.sessions where token_hash = ${session.token}`).toHaveLength(0);
});

it("ends a session after 30 minutes without use (its idle expiry)", async () => {
  const session = await createSession(db, userId);
  await sql`update app_private.sessions set idle_expires_at = now() - interval '1 second' where token_hash = ${sha256Hex(session.token)}`;
  expect(await resolveSession(db, session.token)).toBeNull();
});

it("ends a session 12 hours after login even when it is used (its absolute expiry)", async () => {
  const session = await createSession(db, userId);
  await sql`
    update app_private.sessions set absolute_expires_at = now() - interval '1 second', idle_expires_at = now() - interval '2 seconds'
    where token_hash = ${sha256Hex(session.token)}`;
  expect(await resolveSession(db, session.token)).toBeNull();
});

it("makes a session of 30 minutes idle / 12 hours, or 7 days / 30 days with 'Blijf ingelogd' (decision 320)", async () => {
  const lengths = async (token: string) => {
    const [row] = await sql`
      select extract(epoch from idle_expires_at - created_at)::int as idle, extract(epoch from absolute_expires_at - created_at)::int as absolute
      from app_private.sessions where token_hash = ${sha256Hex(token)}`;
    return row!;
  };
  const plain = await createSession(db, userId);
  expect(plain.maxAgeSeconds).toBeNull();
  expect(await lengths(plain.token)).toEqual({ idle: 30 * 60, absolute: 12 * 3600 });
  const long = await createSession(db, userId, { stayLoggedIn: true });
  expect(long.maxAgeSeconds).toBe(30 * 24 * 3600);
  expect(await lengths(long.token)).toEqual({ idle: 7 * 24 * 3600, absolute: 30 * 24 * 3600 });
});

it("slides the idle expiry by 30 minutes when the session is used, never past the absolute expiry", async () => {
  const session = await createSession(db, userId);
  const hash = sha256Hex(session.token);
  await sql`
    update app_private.sessions
    set last_seen_at = now() - interval '20 minutes', idle_expires_at = now() + interval '10 minutes', absolute_expires_at = now() + interval '2 hours'
    where token_hash = ${hash}`;
  expect(await resolveSession(db, session.token)).toEqual({ id: userId });
  const [slid] = await sql`
    select extract(epoch from idle_expires_at - now())::int as idle_left, last_seen_at > now() - interval '1 minute' as touched
    from app_private.sessions where token_hash = ${hash}`;
  expect(slid!.touched).toBe(true);
  expect(Math.abs(slid!.idle_left - 30 * 60)).toBeLessThanOrEqual(5);

  await sql`
    update app_private.sessions
    set last_seen_at = now() - interval '20 minutes', idle_expires_at = now() + interval '10 minutes', absolute_expires_at = now() + interval '15 minutes'
    where token_hash = ${hash}`;
  expect(await resolveSession(db, session.token)).toEqual({ id: userId });
  const [capped] =
    await sql`select idle_expires_at = absolute_expires_at as capped from app_private.sessions where token_hash = ${hash}`;
  expect(capped!.capped).toBe(true);
});

it("slides a 'Blijf ingelogd' session by 7 days, never past its absolute expiry", async () => {
  const session = await createSession(db, userId, { stayLoggedIn: true });
  const hash = sha256Hex(session.token);
  await sql`
    update app_private.sessions
    set last_seen_at = now() - interval '1 day', idle_expires_at = now() + interval '6 days', absolute_expires_at = now() + interval '6 days 12 hours'
    where token_hash = ${hash}`;
  expect(await resolveSession(db, session.token)).toEqual({ id: userId });
  const [row] = await sql`
    select idle_expires_at = absolute_expires_at as capped, last_seen_at > now() - interval '1 minute' as touched
    from app_private.sessions where token_hash = ${hash}`;
  expect(row).toEqual({ capped: true, touched: true });
});

it("forgets a destroyed session and every session of a user", async () => {
  const one = await createSession(db, userId);
  const two = await createSession(db, userId);
  await destroySession(db, one.token);
  expect(await resolveSession(db, one.token)).toBeNull();
  expect(await resolveSession(db, two.token)).toEqual({ id: userId });
  await destroyUserSessions(db, userId);
  expect(await resolveSession(db, two.token)).toBeNull();
});
