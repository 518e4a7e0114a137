/**
 * Row-level security and grants are a real second fence: checked here with the same
 * withTransaction the services use, against the migrated test database.
 */
import type postgres from "postgres";
import { anonymous, asUser, createDb, serviceRole, withTransaction, type Db } from "./db";
import { insertAuthUser, sqlState, testSql, unique } from "./test-support/database";

let sql: postgres.Sql;
let db: Db;
let userA: string;
let userB: string;

function createUser(metadata: Record<string, unknown>): Promise<string> {
  return insertAuthUser(sql, metadata);
}

beforeAll(async () => {
  sql = testSql();
  db = createDb(process.env.DATABASE_URL);
  userA = await createUser({ username: `RlsA${unique()}` });
  userB = await createUser({ username: `RlsB${unique()}` });
});

afterAll(async () => {
  await db.end({ timeout: 5 });
  await sql.end({ timeout: 5 });
});

describe("public.profiles", () => {
  it("shows user A only A's own row, never B's", async () => {
    const rows = await withTransaction(db, asUser(userA), (tx) => tx`select id from public.profiles`);
    expect(rows.map((r) => r.id)).toEqual([userA]);
    const other = await withTransaction(
      db,
      asUser(userA),
      (tx) => tx`select id from public.profiles where id = ${userB}`,
    );
    expect(other).toHaveLength(0);
  });

  it("lets A change A's marketing choice but not B's", async () => {
    const own = await withTransaction(
      db,
      asUser(userA),
      (tx) => tx`update public.profiles set marketing_emails = true where id = ${userA}`,
    );
    expect(own.count).toBe(1);
    const others = await withTransaction(
      db,
      asUser(userA),
      (tx) => tx`update public.profiles set marketing_emails = true where id = ${userB}`,
    );
    expect(others.count).toBe(0);
  });

  it("does not let a user make themselves volunteer, moderator or rename themselves", async () => {
    for (const column of ["is_volunteer", "role", "username"]) {
      const value = column === "is_volunteer" ? true : column === "role" ? "volunteer" : "Anders";
      const state = await sqlState(() =>
        withTransaction(
          db,
          asUser(userA),
          (tx) => tx`update public.profiles set ${tx(column)} = ${value} where id = ${userA}`,
        ),
      );
      expect(state).toBe("42501"); // insufficient_privilege
    }
  });

  it("gives anonymous callers nothing", async () => {
    expect(await sqlState(() => withTransaction(db, anonymous, (tx) => tx`select id from public.profiles`))).toBe(
      "42501",
    );
  });

  it("lets service_role see every row", async () => {
    const rows = await withTransaction(
      db,
      serviceRole,
      (tx) => tx`select id from public.profiles where id in (${userA}, ${userB})`,
    );
    expect(rows).toHaveLength(2);
  });
});

describe("private tables", () => {
  it.each([
    ["auth.users", "select id from auth.users"],
    ["app_private.sessions", "select id from app_private.sessions"],
    ["app_private.rate_limits", "select subject from app_private.rate_limits"],
  ])("refuses %s to authenticated and anonymous callers", async (_, query) => {
    expect(await sqlState(() => withTransaction(db, asUser(userA), (tx) => tx.unsafe(query)))).toBe("42501");
    expect(await sqlState(() => withTransaction(db, anonymous, (tx) => tx.unsafe(query)))).toBe("42501");
  });

  it("has RLS enabled on every table of public and app_private", async () => {
    const rows = await sql`
      select n.nspname as schema, c.relname as name, c.relrowsecurity as rls
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname in ('public', 'app_private')`;
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) expect(`${row.schema}.${row.name}: ${row.rls}`).toBe(`${row.schema}.${row.name}: true`);
  });
});

describe("handle_new_user", () => {
  it("creates the profile from the metadata", async () => {
    const username = `Meta${unique()}`;
    const id = await createUser({
      username,
      role: "volunteer",
      marketing_emails: true,
      accepted_terms_at: "2026-01-02T03:04:05Z",
    });
    const [profile] =
      await sql`select username, role, is_volunteer, marketing_emails, accepted_terms_at from public.profiles where id = ${id}`;
    expect(profile).toMatchObject({ username, role: "volunteer", is_volunteer: false, marketing_emails: true });
    expect(new Date(profile!.accepted_terms_at as string).toISOString()).toBe("2026-01-02T03:04:05.000Z");
  });

  it("falls back to a valid username and safe values when the metadata is missing or odd", async () => {
    const id = await createUser({ role: "moderator", marketing_emails: "yes", accepted_terms_at: "not a date" });
    const [profile] =
      await sql`select username, role, marketing_emails, accepted_terms_at from public.profiles where id = ${id}`;
    expect(profile!.username).toMatch(/^lid[0-9a-f]{12}$/);
    expect(profile).toMatchObject({ role: "participant", marketing_emails: false, accepted_terms_at: null });
  });

  it("refuses the user when the username breaks the rules, so no user exists without a profile", async () => {
    const email = `kapot.${unique()}@example.nl`;
    const state = await sqlState(
      () =>
        sql`insert into auth.users (email, raw_user_meta_data) values (${email}, ${sql.json({ username: "met spatie" })})`,
    );
    expect(state).toBe("23514"); // check_violation
    expect(await sql`select 1 from auth.users where email = ${email}`).toHaveLength(0);
  });

  it("removes the profile and the sessions with the user", async () => {
    const id = await createUser({ username: `Weg${unique()}` });
    await sql`
      insert into app_private.sessions (token_hash, user_id, idle_expires_at, absolute_expires_at)
      values (${"a".repeat(64)}, ${id}, now() + interval '1 day', now() + interval '2 days')`;
    await sql`delete from auth.users where id = ${id}`;
    expect(await sql`select 1 from public.profiles where id = ${id}`).toHaveLength(0);
    expect(await sql`select 1 from app_private.sessions where user_id = ${id}`).toHaveLength(0);
  });
});
