/**
 * The data export: the account, the profile row, the rows of the person (by a column of theirs or
 * through a row of theirs) and what they did to others' rows (the action only). See plan.ts.
 */
import type { AuthProvider } from "../_shared/auth";
import { serviceRole, withTransaction, type Db } from "../_shared/db";
import { Unauthorized } from "../_shared/errors";
import type { Participant } from "../_shared/caller";
import { ACTION_COLUMNS } from "./plan";
import {
  exportedTables,
  findActionsOf,
  findPersonalColumns,
  findProfileRow,
  findRowsOf,
  ownColumnsOf,
} from "./queries";

export type AccountExport = {
  exportedAt: string;
  account: { id: string; email: string; emailConfirmed: boolean };
  profile: Record<string, unknown>;
  /** schema.table -> the person's rows. */
  tables: Record<string, Record<string, unknown>[]>;
  /** schema.table.column -> what the person did to others' rows there (moderation, decisions), without their text. */
  actions: Record<string, Record<string, unknown>[]>;
};

export async function exportAccount(deps: { db: Db; auth: AuthProvider }, caller: Participant): Promise<AccountExport> {
  const account = await deps.auth.getUser(caller.userId);
  if (!account) throw new Unauthorized();
  // service_role: sessions live in app_private; every query filters on this user's id.
  return withTransaction(deps.db, serviceRole, async (tx) => {
    const profile = await findProfileRow(tx, caller.userId);
    if (!profile) throw new Unauthorized();
    const columns = await findPersonalColumns(tx);
    const own = ownColumnsOf(columns);
    const tables: AccountExport["tables"] = {};
    for (const table of exportedTables(own)) {
      const rows = await findRowsOf(tx, own, table, caller.userId);
      if (rows.length) tables[table] = rows;
    }
    const actions: AccountExport["actions"] = {};
    for (const key of Object.keys(ACTION_COLUMNS).sort()) {
      if (!columns.some(({ schema, table, column }) => `${schema}.${table}.${column}` === key)) continue;
      const rows = await findActionsOf(tx, key, caller.userId);
      if (rows.length) actions[key] = rows;
    }
    return {
      exportedAt: new Date().toISOString(),
      account: { id: account.id, email: account.email, emailConfirmed: account.emailConfirmed },
      profile,
      tables,
      actions,
    };
  });
}
