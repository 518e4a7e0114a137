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
 * A function call takes its database with `leaseDb()` and gives it back with `release()` when the
 * answer (and the work after it) is done. One connection per call (`max: 1`): transactions run one
 * after the other, never nested, which also keeps PGlite's single backend free of cross-connection
 * waits.
 *
 * Connection reuse (docs/deploy.md, "Region and connection cost"): on Netlify's function runtime an
 * instance serves one call at a time, so a warm instance keeps its connection for its next call if
 * that comes within WARM_IDLE_SECONDS: no new TCP, TLS and pooler authentication (about 5 round
 * trips of the ~8–9 a call to Supabase costs). Supabase's transaction pooler (port 6543) hands the
 * server connection back after each transaction, so only the client's socket is kept; statements
 * are unnamed (`prepare: false`) because the next transaction may run on another server connection,
 * and every setting a transaction makes is local to it (`set_config(..., true)`). Elsewhere (npm
 * start serves many calls at once in one process, the tests, the scripts) each call opens its own
 * connection and closes it. A transaction whose connection turns out to be gone before it began
 * (a socket that died while the instance was frozen) is tried once more on a new connection.
 */
import postgres from "postgres";
import { getConfig, requireDatabaseUrl } from "./config";

export type Db = postgres.Sql;
export type Tx = postgres.TransactionSql;
/** Either a client or a transaction: what query functions take. */
export type Queryable = Db | Tx;

export type Identity =
  { role: "anon" } | { role: "service_role" } | { role: "authenticated"; userId: string; email?: string };

export const anonymous: Identity = { role: "anon" };
export const serviceRole: Identity = { role: "service_role" };
export function asUser(userId: string, email?: string): Identity {
  return email ? { role: "authenticated", userId, email } : { role: "authenticated", userId };
}

/** The only roles a transaction may switch to. */
const ROLES = new Set(["anon", "authenticated", "service_role"]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createDb(
  url: string = requireDatabaseUrl(getConfig()),
  options: { idleSeconds?: number; lifetimeSeconds?: number } = {},
): Db {
  return postgres(url, {
    max: 1,
    prepare: false, // Supabase's pooler (transaction mode) and pglite-socket need unnamed statements
    idle_timeout: options.idleSeconds ?? 5,
    max_lifetime: options.lifetimeSeconds ?? 60,
    connect_timeout: 10,
    fetch_types: false,
    onnotice: () => undefined,
    // snake_case column names arrive as camelCase keys; JSON values are left exactly as stored
    transform: { column: { from: postgres.toCamel } },
    connection: { application_name: "reumanl-functions" },
  });
}

/** A warm instance keeps its connection this long between calls (well below the pooler's and NAT's idle limits). */
export const WARM_IDLE_SECONDS = 30;

/** The database of one function call; `release()` when its answer and the work after it are done. */
export type DbLease = { db: Db; reused: boolean; release: () => Promise<void> };

type Env = Record<string, string | undefined>;

/**
 * Reuse is on in Netlify's function runtime (one call at a time per instance), not under `netlify
 * dev` / `npm start`; DB_REUSE_CONNECTIONS=1 or 0 decides explicitly (the round-trip benchmark).
 */
export function reusesConnections(env: Env = process.env): boolean {
  const explicit = env.DB_REUSE_CONNECTIONS?.trim();
  if (explicit === "1" || explicit === "0") return explicit === "1";
  return Boolean(env.AWS_LAMBDA_FUNCTION_NAME?.trim()) && env.NETLIFY_DEV !== "true";
}

let warm: { db: Db; url: string; busy: boolean; calls: number } | null = null;

export function leaseDb(url: string = requireDatabaseUrl(getConfig()), env: Env = process.env): DbLease {
  if (reusesConnections(env)) {
    if (warm && warm.url !== url) {
      void warm.db.end({ timeout: 2 });
      warm = null;
    }
    if (!warm)
      warm = {
        db: createDb(url, { idleSeconds: WARM_IDLE_SECONDS, lifetimeSeconds: 300 }),
        url,
        busy: false,
        calls: 0,
      };
    if (!warm.busy) {
      const held = warm;
      held.busy = true;
      held.calls += 1;
      return { db: held.db, reused: held.calls > 1, release: async () => void (held.busy = false) };
    }
    // A second call at the same time in one instance (not Netlify's way): its own connection.
  }
  const db = createDb(url);
  return { db, reused: false, release: () => db.end({ timeout: 2 }) };
}

/** Ends the kept connection (tests; an instance that is shutting down). */
export async function endWarmDb(): Promise<void> {
  const kept = warm;
  warm = null;
  await kept?.db.end({ timeout: 2 });
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
  const run = async () => {
    let began = false;
    try {
      const result = await db.begin(async (tx) => {
        began = true;
        const t = tx as unknown as Tx;
        await t`select set_config('role', ${identity.role}, true), set_config('request.jwt.claims', ${JSON.stringify(claimsOf(identity))}, true)`;
        return { value: await fn(t) };
      });
      return (result as { value: T }).value;
    } catch (error) {
      throw began ? error : Object.assign(error as object, { [NOT_BEGUN]: true });
    }
  };
  try {
    return await run();
  } catch (error) {
    // Nothing of the transaction ran: a connection that died while idle is safe to open once more.
    if ((error as Record<symbol, unknown>)[NOT_BEGUN] === true && isConnectionLost(error)) return run();
    throw error;
  }
}

const NOT_BEGUN = Symbol("transaction not begun");
const CONNECTION_LOST = new Set([
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "ECONNRESET",
  "EPIPE",
]);

/** postgres.js's codes for a connection that is gone (not a refused or timed-out new one). */
export function isConnectionLost(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && CONNECTION_LOST.has(code);
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
