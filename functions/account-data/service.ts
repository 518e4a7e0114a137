/** The data export: the account, the profile row, and the rows of every personal table. */
import type { AuthProvider } from "../_shared/auth";
import { serviceRole, withTransaction, type Db } from "../_shared/db";
import { Unauthorized } from "../_shared/errors";
import type { SessionUser } from "../_shared/session";
import { findPersonalColumns, findProfileRow, findRowsOf } from "./queries";

export type AccountExport = {
  exportedAt: string;
  account: { id: string; email: string; emailConfirmed: boolean };
  profile: Record<string, unknown>;
  tables: Record<string, Record<string, unknown>[]>;
};

export async function exportAccount(deps: { db: Db; auth: AuthProvider }, user: SessionUser): Promise<AccountExport> {
  const account = await deps.auth.getUser(user.id);
  if (!account) throw new Unauthorized();
  // service_role: sessions live in app_private; every query filters on this user's id.
  return withTransaction(deps.db, serviceRole, async (tx) => {
    const profile = await findProfileRow(tx, user.id);
    if (!profile) throw new Unauthorized();
    const tables: AccountExport["tables"] = {};
    const columnsOf = new Map<string, { schema: string; table: string; columns: string[] }>();
    for (const { schema, table, column } of await findPersonalColumns(tx)) {
      const key = `${schema}.${table}`;
      const entry = columnsOf.get(key) ?? { schema, table, columns: [] };
      entry.columns.push(column);
      columnsOf.set(key, entry);
    }
    for (const [key, { schema, table, columns }] of columnsOf) {
      const rows = await findRowsOf(tx, schema, table, columns, user.id);
      if (rows.length) tables[key] = rows;
    }
    return {
      exportedAt: new Date().toISOString(),
      account: { id: account.id, email: account.email, emailConfirmed: account.emailConfirmed },
      profile,
      tables,
    };
  });
}
