/** Direct access to the test database, for arranging and checking what the API did. */
import postgres from "postgres";
import { createDb, serviceRole, withTransaction } from "../db";

export function testSql(): postgres.Sql {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: run the integration tests through jest (global-setup.ts)");
  return postgres(url, { max: 1, prepare: false, onnotice: () => undefined, fetch_types: false });
}

/** A unique suffix for usernames and e-mail addresses of one test (letters and digits only). */
export function unique(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`.slice(-10);
}

/** An auth user written straight into the database (its profile comes from the trigger), for RLS tests. */
export async function insertAuthUser(sql: postgres.Sql, metadata: Record<string, unknown>): Promise<string> {
  const [row] = await sql`
    insert into auth.users (email, encrypted_password, raw_user_meta_data, created_at, updated_at)
    values (${`rls.${unique()}@example.nl`}, 'x', ${sql.json(metadata as postgres.JSONValue)}, now(), now())
    returning id`;
  return row!.id as string;
}

/** The SQLSTATE of what `fn` throws (undefined when it does not throw). */
export async function sqlState(fn: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await fn();
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
}

/** Runs `fn` in one transaction as the service role (arranging rows the API would not write itself). */
export async function asServiceRole<T>(fn: (tx: postgres.TransactionSql) => Promise<T>): Promise<T> {
  const db = createDb(process.env.DATABASE_URL);
  try {
    return await withTransaction(db, serviceRole, fn);
  } finally {
    await db.end({ timeout: 5 });
  }
}
