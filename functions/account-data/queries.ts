/**
 * Everything stored about one person, for the data export (GDPR art. 15/20). Columns are found in
 * the database catalog, so tables added later are exported without changing this file: every
 * column in public or app_private with a foreign key to public.profiles(id) or auth.users(id), and
 * every uuid column named user_id, author_id or profile_id. A row is exported once when any of its columns
 * refers to the person (flags they made, moderation they did, notifications about their acts...).
 * Secrets (token hashes) are left out; what is deliberately not exported is in NOT_EXPORTED.
 */
import type { Queryable } from "../_shared/db";

export type PersonalTable = { schema: string; table: string; column: string };

const HIDDEN_COLUMNS = ["token_hash", "user_id", "encrypted_password"];

/** Deliberately not exported (schema.table.column -> why). The completeness test reads this. */
export const NOT_EXPORTED: Record<string, string> = {
  // The profile row itself is the export's `profile`.
  "public.profiles.id": "exported as `profile`",
  // Who blocked or muted you stays silent (decision 133): a block is the blocker's data.
  "public.member_blocks.blocked_id": "telling who blocked you would defeat the block",
};

/** Fields left out of a row found through this column (the other person's private answer). */
const HIDDEN_WHEN_FOUND_BY: Record<string, string[]> = {
  // The requester gets their request and message, not the silent denial (decision 132).
  "public.contact_links.requester_id": ["status", "seen_at"],
};

export async function findPersonalColumns(sql: Queryable): Promise<PersonalTable[]> {
  const rows = await sql<PersonalTable[]>`
    select n.nspname as schema, c.relname as table, a.attname as column
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any (k.conkey)
    where k.contype = 'f' and k.confrelid in ('public.profiles'::regclass, 'auth.users'::regclass)
      and n.nspname in ('public', 'app_private')
    union
    select table_schema, table_name, column_name
    from information_schema.columns
    where table_schema in ('public', 'app_private') and column_name in ('user_id', 'author_id', 'profile_id') and data_type = 'uuid'
    order by 1, 2, 3`;
  return rows.filter((c) => !(`${c.schema}.${c.table}.${c.column}` in NOT_EXPORTED));
}

/** The rows of one table where any of `columns` is the person, each once. */
export async function findRowsOf(sql: Queryable, schema: string, table: string, columns: string[], userId: string): Promise<Record<string, unknown>[]> {
  const matches = columns.map((column) => sql`${sql(column)} = ${userId}`).reduce((all, one) => sql`${all} or ${one}`);
  const rows = await sql<{ row: Record<string, unknown> }[]>`select to_jsonb(t) as row from ${sql(`${schema}.${table}`)} t where ${matches}`;
  return rows.map(({ row }) => {
    const copy = { ...row };
    for (const column of columns) {
      if (row[column] === userId) for (const hidden of HIDDEN_WHEN_FOUND_BY[`${schema}.${table}.${column}`] ?? []) delete copy[hidden];
    }
    for (const hidden of HIDDEN_COLUMNS) delete copy[hidden];
    return copy;
  });
}

export async function findProfileRow(sql: Queryable, userId: string): Promise<Record<string, unknown> | null> {
  const [row] = await sql<{ row: Record<string, unknown> }[]>`select to_jsonb(p) as row from public.profiles p where id = ${userId}`;
  return row?.row ?? null;
}
