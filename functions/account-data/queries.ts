/**
 * Everything stored about one person, for the data export (GDPR art. 20). Tables are found by
 * their columns, so tables added later are exported without changing this file: every table in
 * public or app_private with a uuid column user_id (or author_id) referencing the person.
 * Secrets (token hashes) are left out.
 */
import type { Queryable } from "../_shared/db";

export type PersonalTable = { schema: string; table: string; column: string };

const HIDDEN_COLUMNS = ["token_hash", "user_id", "encrypted_password"];

export async function findPersonalTables(sql: Queryable): Promise<PersonalTable[]> {
  return sql<PersonalTable[]>`
    select table_schema as schema, table_name as table, column_name as column
    from information_schema.columns
    where table_schema in ('public', 'app_private')
      and column_name in ('user_id', 'author_id')
      and data_type = 'uuid'
    order by table_schema, table_name, column_name`;
}

export async function findRowsOf(sql: Queryable, t: PersonalTable, userId: string): Promise<Record<string, unknown>[]> {
  const rows = await sql<{ row: Record<string, unknown> }[]>`
    select to_jsonb(t) as row from ${sql(`${t.schema}.${t.table}`)} t where ${sql(t.column)} = ${userId}`;
  return rows.map(({ row }) => {
    const copy = { ...row };
    for (const hidden of HIDDEN_COLUMNS) delete copy[hidden];
    return copy;
  });
}

export async function findProfileRow(sql: Queryable, userId: string): Promise<Record<string, unknown> | null> {
  const [row] = await sql<{ row: Record<string, unknown> }[]>`select to_jsonb(p) as row from public.profiles p where id = ${userId}`;
  return row?.row ?? null;
}
