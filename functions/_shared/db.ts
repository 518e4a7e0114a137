/**
 * The one way to the database: postgres.js over DATABASE_URL, and one transaction per unit of work
 * that runs as the caller's role with the caller's JWT claims, as PostgREST does on Supabase:
 *
 *   begin; select set_config('role', 'authenticated', true),
 *                 set_config('request.jwt.claims', '{"sub":"…","role":"authenticated"}', true); …; commit;
 *
 * so the RLS policies (auth.uid()) are a real second fence behind the services' own checks.
 * service_role (bypasses RLS) is for the platform's internals only: sessions, rate limits and the
 * embedded auth provider.
 *
 * Each request makes its own client (`createDb`) and ends it when the answer is ready; nothing is
 * kept in module scope. One connection per request (`max: 1`): transactions run one after the
 * other, never nested, which also keeps PGlite's single backend free of cross-connection waits.
 */
import postgres from "postgres";
import { getConfig, requireDatabaseUrl } from "./config";

export type Db = postgres.Sql;
export type Tx = postgres.TransactionSql;
/** Either a client or a transaction: what query functions take. */
export type Queryable = Db | Tx;

export type Identity =
  | { role: "anon" }
  | { role: "service_role" }
  | { role: "authenticated"; userId: string; email?: string };

export const anonymous: Identity = { role: "anon" };
export const serviceRole: Identity = { role: "service_role" };
export function asUser(userId: string, email?: string): Identity {
  return email ? { role: "authenticated", userId, email } : { role: "authenticated", userId };
}

/** The only roles a transaction may switch to. */
const ROLES = new Set(["anon", "authenticated", "service_role"]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createDb(url: string = requireDatabaseUrl(getConfig())): Db {
  return postgres(url, {
    max: 1,
    prepare: false, // Supabase's pooler (transaction mode) and pglite-socket need unnamed statements
    idle_timeout: 5,
    max_lifetime: 60,
    connect_timeout: 10,
    fetch_types: false,
    onnotice: () => undefined,
    // snake_case column names arrive as camelCase keys; JSON values are left exactly as stored
    transform: { column: { from: postgres.toCamel } },
    connection: { application_name: "reumanl-functions" },
  });
}

/** The JWT claims a transaction carries (`request.jwt.claims`). */
export function claimsOf(identity: Identity): Record<string, string> {
  if (identity.role !== "authenticated") return { role: identity.role };
  const claims: Record<string, string> = { sub: identity.userId, role: "authenticated" };
  if (identity.email) claims.email = identity.email;
  return claims;
}

/** Runs `fn` in one transaction as `identity`; commits when it resolves, rolls back when it throws. */
export async function withTransaction<T>(db: Db, identity: Identity, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (!ROLES.has(identity.role)) throw new Error(`unknown database role ${String(identity.role)}`);
  if (identity.role === "authenticated" && !UUID.test(identity.userId)) throw new Error("user id is not a uuid");
  const result = await db.begin(async (tx) => {
    const t = tx as unknown as Tx;
    await t`select set_config('role', ${identity.role}, true), set_config('request.jwt.claims', ${JSON.stringify(claimsOf(identity))}, true)`;
    return { value: await fn(t) };
  });
  return (result as { value: T }).value;
}

/** Postgres error fields postgres.js exposes (SQLSTATE code and constraint name). */
export function pgErrorOf(error: unknown): { code?: string; constraint?: string } {
  if (typeof error !== "object" || error === null) return {};
  const e = error as { code?: unknown; constraint_name?: unknown };
  return {
    code: typeof e.code === "string" ? e.code : undefined,
    constraint: typeof e.constraint_name === "string" ? e.constraint_name : undefined,
  };
}

export const UNIQUE_VIOLATION = "23505";

/** A Postgres integer array literal for `${intArray(ids)}::int[]` (the clients do not fetch array types). */
export function intArray(ids: readonly number[]): string {
  return `{${ids.map((id) => String(Math.trunc(id))).join(",")}}`;
}

/** A Postgres uuid array literal for `${uuidArray(ids)}::uuid[]` (anything not a uuid is left out). */
export function uuidArray(ids: readonly string[]): string {
  return `{${ids.filter((id) => UUID.test(id)).join(",")}}`;
}
