/**
 * Everything stored about one person, for the data export (GDPR art. 15/20). The columns that name
 * a person are found in the database catalog, so tables added later are exported without changing
 * this file: every column in public or app_private with a foreign key to public.profiles(id) or
 * auth.users(id), and every uuid column named user_id, author_id or profile_id. How the rest of the
 * schema is treated (rows reached through the person's rows, rows the person only acted on) is in
 * plan.ts. Secrets (token hashes) are left out; what is deliberately not exported is in NOT_EXPORTED.
 */
import type postgres from "postgres";
import type { Queryable } from "../_shared/db";
import { ACTION_COLUMNS, HIDDEN_WHEN_FOUND_BY, OWNED_CHILDREN } from "./plan";

export type PersonalTable = { schema: string; table: string; column: string };

const HIDDEN_COLUMNS = ["token_hash", "user_id", "encrypted_password"];

/** Deliberately not exported (schema.table.column -> why). The completeness test reads this. */
export const NOT_EXPORTED: Record<string, string> = {
  // The profile row itself is the export's `profile`.
  "public.profiles.id": "exported as `profile`",
  // Who blocked or muted you stays silent (decision 133): a block is the blocker's data.
  "public.member_blocks.blocked_id": "telling who blocked you would defeat the block",
  // The other member's box of your conversation: whether and when they read it is theirs.
  "public.message_boxes.other_id": "the other member's box (unseen count, last update) is theirs",
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

/** schema.table -> the columns by which a row of it is the person's own (not the ones they only acted through). */
export type OwnColumns = ReadonlyMap<string, readonly string[]>;

export function ownColumnsOf(columns: PersonalTable[]): OwnColumns {
  const own = new Map<string, string[]>();
  for (const { schema, table, column } of columns) {
    const key = `${schema}.${table}`;
    if (`${key}.${column}` in ACTION_COLUMNS) continue;
    own.set(key, [...(own.get(key) ?? []), column]);
  }
  return own;
}

/** The tables that hold rows of the person: by a column of theirs or through a parent row of theirs. */
export function exportedTables(own: OwnColumns): string[] {
  return [...new Set([...own.keys(), ...OWNED_CHILDREN.map(({ link }) => link.table)])].sort();
}

/** alias.a, alias.b */
function columnList(sql: Queryable, alias: string, columns: readonly string[]): postgres.Fragment {
  return columns.map((column) => sql`${sql(alias)}.${sql(column)}`).reduce((all, one) => sql`${all}, ${one}`);
}

/** The condition "row `alias` of `table` is the person's": a column of theirs, or a parent row of theirs (recursively). */
function belongsTo(
  sql: Queryable,
  own: OwnColumns,
  table: string,
  alias: string,
  userId: string,
  depth = 0,
): postgres.Fragment {
  const parts = (own.get(table) ?? []).map((column) => sql`${sql(alias)}.${sql(column)} = ${userId}`);
  for (const { link } of OWNED_CHILDREN) {
    if (link.table !== table || depth > 4) continue;
    const parentAlias = `p${depth}`;
    parts.push(sql`(${columnList(sql, alias, link.columns)}) in (
      select ${columnList(sql, parentAlias, link.parentColumns)}
      from ${sql(link.parent)} ${sql(parentAlias)}
      where ${belongsTo(sql, own, link.parent, parentAlias, userId, depth + 1)})`);
  }
  return parts.length ? parts.reduce((all, one) => sql`${all} or ${one}`) : sql`false`;
}

/** The person's rows of one table, each once, without secrets and without what is someone else's. */
export async function findRowsOf(
  sql: Queryable,
  own: OwnColumns,
  table: string,
  userId: string,
): Promise<Record<string, unknown>[]> {
  const rows = await sql<
    { row: Record<string, unknown> }[]
  >`select to_jsonb(t) as row from ${sql(table)} t where ${belongsTo(sql, own, table, "t", userId)}`;
  const ownColumns = own.get(table) ?? [];
  const actedThrough = Object.keys(ACTION_COLUMNS)
    .filter((key) => key.startsWith(`${table}.`))
    .map((key) => key.slice(table.length + 1));
  return rows.map(({ row }) => {
    const copy = { ...row };
    for (const column of ownColumns) {
      if (row[column] === userId)
        for (const hidden of HIDDEN_WHEN_FOUND_BY[`${table}.${column}`] ?? []) delete copy[hidden];
    }
    // Which moderator hid your story, who decided your request: someone else's part of your row.
    for (const column of actedThrough) if (row[column] !== userId) delete copy[column];
    for (const hidden of HIDDEN_COLUMNS) delete copy[hidden];
    return copy;
  });
}

/** What the person did to someone else's rows (`column` = the person): only the columns of the action. */
export async function findActionsOf(
  sql: Queryable,
  tableColumn: string,
  userId: string,
): Promise<Record<string, unknown>[]> {
  const keep = ACTION_COLUMNS[tableColumn] ?? [];
  const dot = tableColumn.lastIndexOf(".");
  const [table, column] = [tableColumn.slice(0, dot), tableColumn.slice(dot + 1)];
  const rows = await sql<
    { row: Record<string, unknown> }[]
  >`select to_jsonb(t) as row from ${sql(table)} t where ${sql(column)} = ${userId}`;
  return rows.map(({ row }) => Object.fromEntries(keep.map((name) => [name, row[name] ?? null])));
}

export async function findProfileRow(sql: Queryable, userId: string): Promise<Record<string, unknown> | null> {
  const [row] = await sql<
    { row: Record<string, unknown> }[]
  >`select to_jsonb(p) as row from public.profiles p where id = ${userId}`;
  return row?.row ?? null;
}
