/**
 * The checks of GET /api/v1/health: the database as the functions' own login role (DATABASE_URL),
 * and the mail settings. Each check says only ok or what kind of failure: no host names, role
 * names, versions or messages (the answer is public; the reason goes to the log).
 */
import { anonymous, leaseDb, withTransaction, type Db } from "../_shared/db";
import { log } from "../_shared/log";
import type { AppConfig } from "../_shared/config";

export type DatabaseCheck = "ok" | "not configured" | "unreachable" | "role switch refused";
/** The login role may not bypass RLS (superuser or BYPASSRLS): docs/production-database-role.md. */
export type RoleCheck = "ok" | "too powerful" | "not checked";
export type MailCheck = "ok" | "not configured" | "invalid" | "development";

export type Health = {
  status: "ok" | "failing";
  checks: { database: DatabaseCheck; databaseRole: RoleCheck; mail: MailCheck };
  /** Where the function runs (AWS_REGION of Netlify's runtime, e.g. eu-central-1), or null locally. */
  region: string | null;
};

const DATABASE_TIMEOUT_MS = 5000;

export async function checkHealth(
  config: AppConfig,
  env: Record<string, string | undefined> = process.env,
): Promise<Health> {
  const { database, databaseRole } = await checkDatabase(config);
  const mail = checkMail(config);
  const failing =
    database !== "ok" ||
    mail === "invalid" ||
    mail === "not configured" ||
    (config.production && databaseRole !== "ok");
  return {
    status: failing ? "failing" : "ok",
    checks: { database, databaseRole, mail },
    region: env.AWS_REGION?.trim() || null,
  };
}

async function checkDatabase(config: AppConfig): Promise<{ database: DatabaseCheck; databaseRole: RoleCheck }> {
  if (!config.databaseUrl) return { database: "not configured", databaseRole: "not checked" };
  const lease = leaseDb(config.databaseUrl);
  try {
    return await withTimeout(probe(lease.db, config.production), DATABASE_TIMEOUT_MS);
  } catch (error) {
    log.error("health: database check failed", error);
    return { database: "unreachable", databaseRole: "not checked" };
  } finally {
    await lease.release();
  }
}

/** One transaction as a visitor, the way every call runs (role switch and claims), and the login role's powers. */
async function probe(db: Db, production: boolean): Promise<{ database: DatabaseCheck; databaseRole: RoleCheck }> {
  let rows: { role: string; unsafe: boolean }[];
  try {
    rows = await withTransaction(
      db,
      anonymous,
      (tx) =>
        tx<{ role: string; unsafe: boolean }[]>`
        select current_setting('role') as role,
               coalesce((select r.rolsuper or r.rolbypassrls from pg_catalog.pg_roles r where r.rolname = session_user), true) as unsafe`,
    );
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    // 42501 insufficient privilege / 22023 invalid role: the login role may not become anon
    if (code === "42501" || code === "22023") {
      log.error("health: the login role cannot switch to the request roles", error);
      return { database: "role switch refused", databaseRole: "not checked" };
    }
    throw error;
  }
  const row = rows[0];
  if (row?.role !== "anon") return { database: "role switch refused", databaseRole: "not checked" };
  if (!production) return { database: "ok", databaseRole: "not checked" };
  return { database: "ok", databaseRole: row.unsafe ? "too powerful" : "ok" };
}

function checkMail(config: AppConfig): MailCheck {
  if (!config.smtpUrl) return config.production ? "not configured" : "development";
  try {
    const url = new URL(config.smtpUrl);
    if ((url.protocol !== "smtp:" && url.protocol !== "smtps:") || !url.hostname) return "invalid";
  } catch {
    return "invalid";
  }
  return /<?[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+>?\s*$/.test(config.mailFrom) ? "ok" : "invalid";
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
