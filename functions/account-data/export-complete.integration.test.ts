/**
 * The data export is complete (issue 20, item 13; GDPR art. 15/20): every column that refers to a
 * person, found here in the database catalog independently of the export's own discovery, is
 * exported, except the few listed (with the reason) in NOT_EXPORTED.
 */
import type postgres from "postgres";
import { createEmbeddedAuth } from "../_shared/auth/embedded";
import { createDb } from "../_shared/db";
import { insertAuthUser, testSql, unique } from "../_shared/test-support/database";
import { findPersonalColumns, NOT_EXPORTED } from "./queries";
import { exportAccount } from "./service";

let sql: postgres.Sql;
beforeAll(() => {
  sql = testSql();
});
afterAll(async () => {
  await sql.end({ timeout: 5 });
});

/** schema.table.column of every column that refers to a person, by foreign key or by name. */
async function columnsReferringToAPerson(): Promise<string[]> {
  const byKey = await sql<{ name: string }[]>`
    select n.nspname || '.' || c.relname || '.' || a.attname as name
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any (k.conkey)
    where k.contype = 'f' and k.confrelid in ('public.profiles'::regclass, 'auth.users'::regclass)
      and n.nspname in ('public', 'app_private')`;
  const byName = await sql<{ name: string }[]>`
    select table_schema || '.' || table_name || '.' || column_name as name
    from information_schema.columns
    where table_schema in ('public', 'app_private') and data_type = 'uuid'
      and (column_name ~ '(^|_)(user|author|profile|person|member|owner|reporter|requester|receiver|blocker|blocked|muter|muted|follower|followee|moderator|volunteer)(_id)?$'
           or column_name ~ '_by$')`;
  return [...new Set([...byKey, ...byName].map(({ name }) => name))].sort();
}

describe("the data export", () => {
  it("exports every column that refers to a person, but for the listed exceptions", async () => {
    const exported = new Set((await findPersonalColumns(sql)).map((c) => `${c.schema}.${c.table}.${c.column}`));
    const missed = (await columnsReferringToAPerson()).filter((name) => !exported.has(name) && !(name in NOT_EXPORTED));
    expect(missed).toEqual([]);
  });

  it("holds the rows found under any column: requests made and received, moderation done; not who blocked you or a silent denial", async () => {
    const person = await insertAuthUser(sql, { username: `Pers${unique()}`.slice(0, 20) });
    const other = await insertAuthUser(sql, { username: `Ander${unique()}`.slice(0, 20) });
    await sql`update auth.users set email_confirmed_at = now() where id = ${person}`; // a usable account
    await sql`insert into public.contact_links (requester_id, receiver_id, status, message) values (${person}, ${other}, 'denied', 'Zullen we eens bellen?')`;
    await sql`insert into public.member_blocks (user_id, blocked_id) values (${other}, ${person})`;
    await sql`insert into public.role_requests (user_id, status, decided_at, decided_by) values (${other}, 'approved', now(), ${person})`;

    const db = createDb(); // the functions' connection (camelCase rows)
    const data = await exportAccount({ db, auth: createEmbeddedAuth(db) }, { id: person } as Parameters<typeof exportAccount>[1]);
    expect(data.tables["public.contact_links"]).toEqual([expect.objectContaining({ requester_id: person, receiver_id: other, message: "Zullen we eens bellen?" })]);
    expect(data.tables["public.contact_links"]![0]).not.toHaveProperty("status");
    expect(data.tables["public.role_requests"]).toEqual([expect.objectContaining({ decided_by: person, status: "approved" })]);
    expect(data.tables["public.member_blocks"]).toBeUndefined();
    await db.end({ timeout: 5 });
  });
});
