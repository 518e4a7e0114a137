/**
 * A PostgreSQL 15 shaped like a hosted Supabase database, for the tests of the production path
 * (issue 34; docs/production-database-role.md, "Checked by"):
 *
 *   npm run supabase-db -- start   a new cluster in SUPABASE_DB_DIR on SUPABASE_DB_PORT, then every
 *                                  step an operator takes on a new project (docs/deploy.md):
 *                                  migrations through the real Supabase CLI (db push as postgres),
 *                                  the role script as postgres; prints the URLs as JSON
 *   npm run supabase-db -- stop    stops it
 *   npm run test:supabase          start, the jest project of *.supabase.test.ts against it, stop
 *
 * The cluster (scripts/supabase-db/*.sql, hand-written): bootstrap superuser supabase_admin;
 * `postgres` without superuser (createrole, createdb, replication, bypassrls, as on Supabase);
 * anon, authenticated, service_role, authenticator, dashboard_user (platform.sql); the tables of
 * `auth` that GoTrue v2.196.0 has, made as supabase_auth_admin (auth.sql), and those of `storage`,
 * made as supabase_storage_admin (storage.sql), with Supabase's grants: postgres and dashboard_user
 * may use their tables, the API roles may not read auth.users, and postgres may create nothing in
 * those schemas. What supautils adds on Supabase and
 * PostgreSQL itself does not refuse is checked by `reservedRoleStatements` on every statement this
 * script runs as postgres (emulated, not the extension: see docs/production-database-role.md).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync, chownSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { listMigrations, splitStatements } from "./migrate";

const ROOT = path.resolve(__dirname, "..");
const SQL_DIR = path.join(__dirname, "supabase-db");
const PG_BIN = "/usr/lib/postgresql/15/bin";

export type SupabaseDbSettings = { dir: string; port: number; password: string };

/** The connection URLs of a running Supabase-shaped database (over TCP, with passwords). */
export type SupabaseDbUrls = {
  /** The project's owner role, as the Supabase CLI and the SQL editor connect. */
  postgres: string;
  /** The functions' login role (supabase/roles/functions-login-role.sql). */
  functions: string;
  /** GoTrue's role (the GoTrue stand-in writes auth.* with it). */
  authAdmin: string;
  /** Storage's role (the Storage stand-in writes storage.* with it). */
  storageAdmin: string;
};

export function settingsFromEnv(env: Record<string, string | undefined> = process.env): SupabaseDbSettings {
  return {
    dir: path.resolve(env.SUPABASE_DB_DIR?.trim() || "/tmp/reumanl-supabase-db"),
    port: Number(env.SUPABASE_DB_PORT?.trim() || 54339),
    password: env.SUPABASE_DB_PASSWORD?.trim() || "supabase-shaped-test",
  };
}

export function urlsOf(settings: SupabaseDbSettings): SupabaseDbUrls {
  const url = (user: string) =>
    `postgres://${user}:${encodeURIComponent(settings.password)}@127.0.0.1:${settings.port}/postgres`;
  return {
    postgres: url("postgres"),
    functions: url("reumanl_functions"),
    authAdmin: url("supabase_auth_admin"),
    storageAdmin: url("supabase_storage_admin"),
  };
}

/**
 * supautils' refusals that PostgreSQL 15 does not make itself, as configured on Supabase
 * (supautils.reserved_roles and supautils.reserved_memberships of supabase/postgres): no ALTER,
 * DROP, RENAME or CREATE of a reserved role, no GRANT of a reserved membership, no GRANT ... TO a
 * reserved role. Answers the offending statements (empty: all allowed).
 */
export const RESERVED_ROLES = [
  "supabase_admin",
  "supabase_auth_admin",
  "supabase_storage_admin",
  "supabase_read_only_user",
  "supabase_replication_admin",
  "dashboard_user",
  "pgbouncer",
  "service_role",
  "authenticator",
  "authenticated",
  "anon",
];
export const RESERVED_MEMBERSHIPS = [
  "pg_read_server_files",
  "pg_write_server_files",
  "pg_execute_server_program",
  "authenticator",
];

export function reservedRoleStatements(statements: string[]): string[] {
  const names = (list: string) => list.split(",").map((name) => name.trim().replace(/^"|"$/g, "").toLowerCase());
  const reserved = (name: string) => RESERVED_ROLES.includes(name);
  return statements.filter((raw) => {
    const statement = raw
      .replace(/--[^\n]*/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .toLowerCase();
    const role = /^(?:alter|drop|create) (?:role|user|group)(?: if exists)? ("?[\w]+"?)/.exec(statement);
    if (role && reserved(names(role[1]!)[0]!)) return true;
    const grant = /^grant ([\w", ]+?) to ([\w", ]+?)(?: with .*)?$/.exec(statement);
    if (grant && !/ on /.test(` ${grant[1]} `)) {
      if (names(grant[1]!).some((name) => RESERVED_MEMBERSHIPS.includes(name))) return true;
      if (names(grant[2]!).some(reserved)) return true;
    }
    return false;
  });
}

/** supautils.privileged_extensions of Supabase (the ones a migration here may use). */
export const PRIVILEGED_EXTENSIONS = [
  "btree_gin",
  "btree_gist",
  "citext",
  "cube",
  "earthdistance",
  "fuzzystrmatch",
  "hstore",
  "pg_trgm",
  "pgcrypto",
  "unaccent",
  "uuid-ossp",
];

/**
 * supautils lets postgres create a privileged extension that PostgreSQL does not trust (the
 * superuser creates it). Emulated ahead of the migrations: every such `create extension if not
 * exists` of a migration is made by supabase_admin in the schema the migration names (or public),
 * so the migration's own statement then finds it. Any other untrusted extension fails in db push,
 * as on Supabase.
 */
export function untrustedPrivilegedExtensions(scripts: string[]): Array<{ name: string; schema: string }> {
  const found: Array<{ name: string; schema: string }> = [];
  for (const script of scripts) {
    for (const match of script.matchAll(/create extension if not exists "?([\w-]+)"?(?: with schema (\w+))?/gi)) {
      const name = match[1]!.toLowerCase();
      const control = `/usr/share/postgresql/15/extension/${name}.control`;
      const trusted = existsSync(control) && /^\s*trusted\s*=\s*true/m.test(readFileSync(control, "utf8"));
      if (PRIVILEGED_EXTENSIONS.includes(name) && !trusted && !found.some((e) => e.name === name))
        found.push({ name, schema: match[2] ?? "public" });
    }
  }
  return found;
}

function run(
  command: string,
  args: string[],
  options: { asPostgresUser?: boolean; env?: NodeJS.ProcessEnv; cwd?: string } = {},
): string {
  const root = process.getuid?.() === 0;
  const [file, argv] =
    options.asPostgresUser && root ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: "utf8", env: options.env ?? process.env, cwd: options.cwd ?? ROOT });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(" ")} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return `${result.stdout}${result.stderr}`;
}

/** Runs a script statement by statement on one session, after `prelude` (set role, search_path). */
async function runFile(connect: () => postgres.Sql, file: string, prelude: string[] = []): Promise<void> {
  const sql = connect();
  try {
    for (const statement of [...prelude, ...splitStatements(readFileSync(file, "utf8"))]) await sql.unsafe(statement);
  } catch (error) {
    throw new Error(`${path.basename(file)}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  } finally {
    await sql.end({ timeout: 5 });
  }
}

function assertNoReservedRoleStatements(label: string, script: string): void {
  const refused = reservedRoleStatements(splitStatements(script));
  if (refused.length > 0) throw new Error(`${label}: supautils refuses these on Supabase:\n${refused.join("\n")}`);
}

export function stop(settings: SupabaseDbSettings = settingsFromEnv()): void {
  if (!existsSync(path.join(settings.dir, "PG_VERSION"))) return;
  spawnSync(
    process.getuid?.() === 0 ? "runuser" : `${PG_BIN}/pg_ctl`,
    [
      ...(process.getuid?.() === 0 ? ["-u", "postgres", "--", `${PG_BIN}/pg_ctl`] : []),
      "-D",
      settings.dir,
      "-m",
      "fast",
      "stop",
    ],
    { stdio: "ignore" },
  );
}

/** A new cluster, shaped like Supabase, with the project's migrations and role script applied as an operator would. */
export async function start(
  settings: SupabaseDbSettings = settingsFromEnv(),
  log: (line: string) => void = console.log,
): Promise<SupabaseDbUrls> {
  if (!existsSync(`${PG_BIN}/initdb`))
    throw new Error(`PostgreSQL 15 is not installed at ${PG_BIN} (apt-get install postgresql-15)`);
  stop(settings);
  rmSync(settings.dir, { recursive: true, force: true });
  mkdirSync(settings.dir, { recursive: true });
  if (process.getuid?.() === 0) {
    // initdb and the server refuse to run as root: they run as the system user postgres (as .ci/run's cluster).
    chownSync(settings.dir, Number(run("id", ["-u", "postgres"]).trim()), Number(run("id", ["-g", "postgres"]).trim()));
  }
  const started = Date.now();
  run(
    `${PG_BIN}/initdb`,
    ["-D", settings.dir, "-U", "supabase_admin", "-A", "trust", "-E", "UTF8", "--locale=C.UTF-8"],
    { asPostgresUser: true },
  );
  // Passwords over TCP (as on Supabase); the bootstrap superuser only on the cluster's own socket.
  writeFileSync(
    path.join(settings.dir, "pg_hba.conf"),
    "local all supabase_admin trust\nhost all all 127.0.0.1/32 scram-sha-256\n",
  );
  run(
    `${PG_BIN}/pg_ctl`,
    [
      "-D",
      settings.dir,
      "-l",
      path.join(settings.dir, "server.log"),
      "-w",
      "start",
      "-o",
      `-c listen_addresses=127.0.0.1 -p ${settings.port} -k ${settings.dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c password_encryption=scram-sha-256`,
    ],
    { asPostgresUser: true },
  );

  const adminSql = () =>
    postgres({
      host: settings.dir,
      port: settings.port,
      user: "supabase_admin",
      database: "postgres",
      max: 1,
      onnotice: () => undefined,
    });
  await runFile(adminSql, path.join(SQL_DIR, "platform.sql"));
  await runFile(adminSql, path.join(SQL_DIR, "auth.sql"), ["set role supabase_auth_admin", "set search_path = auth"]);
  await runFile(adminSql, path.join(SQL_DIR, "storage.sql"), [
    "set role supabase_storage_admin",
    "set search_path = storage",
  ]);
  {
    const sql = adminSql();
    try {
      for (const role of ["postgres", "supabase_auth_admin", "supabase_storage_admin"]) {
        await sql.unsafe(`alter role ${role} with password '${settings.password.replace(/'/g, "''")}'`);
      }
    } finally {
      await sql.end({ timeout: 5 });
    }
  }
  log(`supabase-db: cluster shaped like Supabase on port ${settings.port} in ${Date.now() - started} ms`);

  const urls = urlsOf(settings);
  // 1. Migrations, with the real Supabase CLI, as postgres (docs/deploy.md step 2).
  const migrations = listMigrations(path.join(ROOT, "supabase", "migrations")).map((m) => ({
    file: m.file,
    script: readFileSync(m.file, "utf8"),
  }));
  for (const migration of migrations) assertNoReservedRoleStatements(path.basename(migration.file), migration.script);
  {
    const sql = adminSql();
    try {
      for (const { name, schema } of untrustedPrivilegedExtensions(migrations.map((m) => m.script))) {
        await sql.unsafe(`create extension if not exists "${name}" with schema ${schema} cascade`);
      }
    } finally {
      await sql.end({ timeout: 5 });
    }
  }
  const pushed = run(
    path.join(ROOT, "node_modules", ".bin", "supabase"),
    ["db", "push", "--db-url", `${urls.postgres}?sslmode=disable`, "--yes", "--workdir", ROOT],
    {
      env: { ...process.env, ...supabaseCliEnv(), DO_NOT_TRACK: "1" },
    },
  );
  log(
    `supabase-db: supabase db push: ${pushed.split("\n").filter((line) => /Applying|Finished|up to date/i.test(line)).length} lines of progress`,
  );
  // 2. The functions' login role, as postgres (step 3).
  const roleScript = path.join(ROOT, "supabase", "roles", "functions-login-role.sql");
  assertNoReservedRoleStatements("functions-login-role.sql", readFileSync(roleScript, "utf8"));
  await runFile(() => postgres(urls.postgres, { max: 1, onnotice: () => undefined }), roleScript);
  {
    const sql = postgres(urls.postgres, { max: 1, onnotice: () => undefined });
    try {
      await sql.unsafe(`alter role reumanl_functions with login password '${settings.password.replace(/'/g, "''")}'`);
    } finally {
      await sql.end({ timeout: 5 });
    }
  }
  log(`supabase-db: ready in ${Date.now() - started} ms`);
  return urls;
}

/** The env(...) values supabase/config.toml names, so that the CLI can read it (test values). */
export function supabaseCliEnv(): Record<string, string> {
  return {
    SUPABASE_AUTH_SITE_URL: "https://www.reumanl.example",
    SUPABASE_AUTH_SMTP_HOST: "smtp.reumanl.example",
    SUPABASE_AUTH_SMTP_USER: "reumanl",
    SUPABASE_AUTH_SMTP_PASS: "test-only",
    SUPABASE_AUTH_SMTP_ADMIN_EMAIL: "noreply@reumanl.example",
  };
}

if (typeof require !== "undefined" && require.main === module) {
  const command = process.argv[2];
  const settings = settingsFromEnv();
  if (command === "start") {
    start(settings, (line) => console.error(line)).then(
      (urls) => console.log(JSON.stringify(urls)),
      (error: unknown) => {
        console.error(error instanceof Error ? error.message : error);
        stop(settings);
        process.exit(1);
      },
    );
  } else if (command === "stop") {
    stop(settings);
  } else {
    console.error("usage: tsx scripts/supabase-db.ts start|stop (SUPABASE_DB_DIR, SUPABASE_DB_PORT)");
    process.exit(2);
  }
}
