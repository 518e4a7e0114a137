/**
 * Applies the database migrations, like `supabase db push`, to any Postgres reachable by URL
 * (PGlite over pglite-socket, PostgreSQL 15 in CI, Supabase).
 *
 *   npm run migrate                       (reads DATABASE_URL)
 *   import { migrate } from "./migrate";  await migrate(url, log)
 *
 * 1. When the database has no auth.users (it is not Supabase), or its auth.users is the shim,
 *    supabase/shim/auth.sql is applied (idempotent).
 * 2. Every supabase/migrations/<14-digit version>_<name>.sql not yet recorded in
 *    supabase_migrations.schema_migrations runs in its own transaction, in version order, and is
 *    recorded there with its name and statements, as the Supabase CLI does. Running it again
 *    applies nothing.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";

export type MigrateLog = (line: string) => void;

export type MigrateOptions = {
  migrationsDir?: string;
  shimFile?: string;
};

export type MigrateResult = {
  /** True when the auth shim was applied (the database is not Supabase). */
  shim: boolean;
  /** Versions applied by this run, in order. */
  applied: string[];
};

export type MigrationFile = { version: string; name: string; file: string };

const ROOT = path.resolve(__dirname, "..");
const DEFAULT_MIGRATIONS_DIR = path.join(ROOT, "supabase", "migrations");
const DEFAULT_SHIM_FILE = path.join(ROOT, "supabase", "shim", "auth.sql");
const SHIM_MARKER = "reumanl auth shim";
const MIGRATION_FILE = /^(\d{14})_([\w-]+)\.sql$/;

export async function migrate(
  databaseUrl: string,
  log: MigrateLog = (line) => console.log(line),
  options: MigrateOptions = {},
): Promise<MigrateResult> {
  const migrationsDir = options.migrationsDir ?? DEFAULT_MIGRATIONS_DIR;
  const shimFile = options.shimFile ?? DEFAULT_SHIM_FILE;
  const sql = postgres(databaseUrl, {
    max: 1,
    prepare: false,
    onnotice: () => undefined,
    connect_timeout: 30,
    connection: { application_name: "reumanl-migrate" },
  });
  try {
    const shim = await applyShimIfNeeded(sql, shimFile, log);
    await ensureHistoryTable(sql);
    const applied = await applyPending(sql, listMigrations(migrationsDir, log), log);
    return { shim, applied };
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function applyShimIfNeeded(sql: postgres.Sql, shimFile: string, log: MigrateLog): Promise<boolean> {
  const [row] = await sql<{ exists: boolean; comment: string | null }[]>`
    select to_regclass('auth.users') is not null as exists,
           obj_description(to_regclass('auth.users'), 'pg_class') as comment`;
  const isShim = row?.comment?.startsWith(SHIM_MARKER) ?? false;
  if (row?.exists && !isShim) {
    log("auth: provided by the database (Supabase); shim not applied");
    return false;
  }
  const statements = splitStatements(readFileSync(shimFile, "utf8"));
  await sql.begin(async (tx) => {
    for (const [index, statement] of statements.entries()) {
      await runStatement(tx, statement, `${path.basename(shimFile)} statement ${index + 1}`);
    }
  });
  log(row?.exists ? "auth: shim up to date" : "auth: shim applied (auth.users, roles, auth.uid())");
  return true;
}

async function ensureHistoryTable(sql: postgres.Sql): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`create schema if not exists supabase_migrations`;
    await tx`create table if not exists supabase_migrations.schema_migrations (version text not null primary key)`;
    await tx`alter table supabase_migrations.schema_migrations add column if not exists statements text[]`;
    await tx`alter table supabase_migrations.schema_migrations add column if not exists name text`;
  });
}

/** The migration files of a directory in version order; other files are reported and skipped. */
export function listMigrations(dir: string, log: MigrateLog = () => undefined): MigrationFile[] {
  const files: MigrationFile[] = [];
  for (const entry of readdirSync(dir).sort()) {
    if (!entry.endsWith(".sql")) continue;
    const match = MIGRATION_FILE.exec(entry);
    if (!match) {
      log(`skipping ${entry}: the name must be <14-digit version>_<name>.sql`);
      continue;
    }
    files.push({ version: match[1]!, name: match[2]!, file: path.join(dir, entry) });
  }
  const seen = new Set<string>();
  for (const migration of files) {
    if (seen.has(migration.version)) throw new Error(`two migrations have version ${migration.version}`);
    seen.add(migration.version);
  }
  return files;
}

async function applyPending(sql: postgres.Sql, migrations: MigrationFile[], log: MigrateLog): Promise<string[]> {
  const done = new Set(
    (await sql<{ version: string }[]>`select version from supabase_migrations.schema_migrations`).map((r) => r.version),
  );
  const local = new Set(migrations.map((m) => m.version));
  for (const version of done) {
    if (!local.has(version)) log(`warning: version ${version} is recorded in the database but has no file here`);
  }

  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.version)) continue;
    const statements = splitStatements(readFileSync(migration.file, "utf8"));
    const ran = await sql.begin(async (tx) => {
      // Two runners at once (a test and npm start): the second waits here, then skips.
      await tx`lock table supabase_migrations.schema_migrations in exclusive mode`;
      const [already] =
        await tx`select 1 from supabase_migrations.schema_migrations where version = ${migration.version}`;
      if (already) return false;
      for (const [index, statement] of statements.entries()) {
        await runStatement(tx, statement, `${path.basename(migration.file)} statement ${index + 1}`);
      }
      await tx`
        insert into supabase_migrations.schema_migrations (version, name, statements)
        values (${migration.version}, ${migration.name}, ${tx.array(statements)})`;
      return true;
    });
    if (ran) {
      applied.push(migration.version);
      log(`applied ${migration.version}_${migration.name} (${statements.length} statements)`);
    }
  }
  if (applied.length === 0) log("migrations: up to date");
  return applied;
}

async function runStatement(tx: postgres.TransactionSql, statement: string, where: string): Promise<void> {
  try {
    await tx.unsafe(statement);
  } catch (error) {
    const firstLine = statement.split("\n").find((line) => line.trim() && !line.trim().startsWith("--")) ?? "";
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${where} failed: ${reason}\n  at: ${firstLine.trim().slice(0, 160)}`, { cause: error });
  }
}

/**
 * Splits a SQL script into statements at top-level semicolons, respecting quotes ('...', E'...',
 * "..."), dollar quotes ($$...$$, $tag$...$tag$) and comments (-- and nested block comments).
 * Statements that hold only comments are dropped; the trailing semicolon is not kept.
 */
export function splitStatements(script: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  let hasCode = false;
  const n = script.length;

  const push = (end: number): void => {
    const text = script.slice(start, end).trim();
    if (hasCode && text) statements.push(text);
    hasCode = false;
  };

  while (i < n) {
    const ch = script[i]!;
    const next = script[i + 1];
    if (ch === "-" && next === "-") {
      const end = script.indexOf("\n", i);
      i = end === -1 ? n : end + 1;
    } else if (ch === "/" && next === "*") {
      let depth = 1;
      i += 2;
      while (i < n && depth > 0) {
        if (script[i] === "/" && script[i + 1] === "*") {
          depth += 1;
          i += 2;
        } else if (script[i] === "*" && script[i + 1] === "/") {
          depth -= 1;
          i += 2;
        } else {
          i += 1;
        }
      }
    } else if (ch === "'") {
      const escapes = i > 0 && /[eE]/.test(script[i - 1]!) && !/[\w$]/.test(script[i - 2] ?? " ");
      hasCode = true;
      i += 1;
      while (i < n) {
        if (escapes && script[i] === "\\") {
          i += 2;
        } else if (script[i] === "'" && script[i + 1] === "'") {
          i += 2;
        } else if (script[i] === "'") {
          i += 1;
          break;
        } else {
          i += 1;
        }
      }
    } else if (ch === '"') {
      hasCode = true;
      const end = script.indexOf('"', i + 1);
      i = end === -1 ? n : end + 1;
      while (i < n && script[i] === '"') {
        // "" inside a quoted identifier
        const again = script.indexOf('"', i + 1);
        i = again === -1 ? n : again + 1;
      }
    } else if (ch === "$" && !/[\w$]/.test(script[i - 1] ?? " ")) {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(script.slice(i, i + 64));
      hasCode = true;
      if (tag) {
        const end = script.indexOf(tag[0], i + tag[0].length);
        i = end === -1 ? n : end + tag[0].length;
      } else {
        i += 1;
      }
    } else if (ch === ";") {
      push(i);
      start = i + 1;
      i += 1;
    } else {
      if (!/\s/.test(ch)) hasCode = true;
      i += 1;
    }
  }
  push(n);
  return statements;
}

if (typeof require !== "undefined" && require.main === module) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error("DATABASE_URL is not set (npm start sets it for the embedded PGlite database)");
    process.exit(1);
  }
  migrate(url).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
