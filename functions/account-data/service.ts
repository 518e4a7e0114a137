/** The data export: the account, the profile row, and the rows of every personal table. */
import type { AuthProvider } from "../_shared/auth";
import { serviceRole, withTransaction, type Db } from "../_shared/db";
import { Unauthorized } from "../_shared/errors";
import type { SessionUser } from "../_shared/session";
import { findPersonalTables, findProfileRow, findRowsOf } from "./queries";

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
    for (const table of await findPersonalTables(tx)) {
      const rows = await findRowsOf(tx, table, user.id);
      if (rows.length) tables[`${table.schema}.${table.table}`] = [...(tables[`${table.schema}.${table.table}`] ?? []), ...rows];
    }
    return {
      exportedAt: new Date().toISOString(),
      account: { id: account.id, email: account.email, emailConfirmed: account.emailConfirmed },
      profile,
      tables,
    };
  });
}
