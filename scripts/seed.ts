/**
 * Demo data for the embedded defaults: applies supabase/seed/<NN>_<name>.sql in name order, each
 * once (recorded in supabase_migrations.seeds) and in its own transaction.
 *
 *   npm run seed                          (reads DATABASE_URL)
 *   import { seed } from "./seed";        await seed(url, log)
 *
 * `npm start` seeds only the database it starts itself (PGlite), never a DATABASE_URL you give it:
 * the seed accounts have a published demo password. A seed file must therefore never run on
 * Supabase; seed() refuses a database whose auth.users is not the shim.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { loadCourses } from "./load-courses";
import { splitStatements, type MigrateLog } from "./migrate";

const ROOT = path.resolve(__dirname, "..");
export const DEFAULT_SEED_DIR = path.join(ROOT, "supabase", "seed");
const SEED_FILE = /^(\d{2})_([\w-]+)\.sql$/;

export type SeedOptions = { seedDir?: string };

export async function seed(
  databaseUrl: string,
  log: MigrateLog = (line) => console.log(line),
  options: SeedOptions = {},
): Promise<string[]> {
  const seedDir = options.seedDir ?? DEFAULT_SEED_DIR;
  const sql = postgres(databaseUrl, { max: 1, prepare: false, onnotice: () => undefined, connect_timeout: 30 });
  try {
    const [row] = await sql<
      { comment: string | null }[]
    >`select obj_description(to_regclass('auth.users'), 'pg_class') as comment`;
    if (!row?.comment?.startsWith("reumanl auth shim")) {
      throw new Error(
        "seed: this database's auth.users is not the embedded shim; demo data is only for embedded databases",
      );
    }
    await sql`create table if not exists supabase_migrations.seeds (name text primary key, applied_at timestamptz not null default now())`;
    // The courses first: content, not demo data, but the demo's teaching groups link them by slug.
    log(`courses loaded: ${(await loadCourses(sql)).join(", ")}`);
    const files = readdirSync(seedDir)
      .filter((entry) => SEED_FILE.test(entry))
      .sort();
    const applied: string[] = [];
    for (const file of files) {
      const statements = splitStatements(readFileSync(path.join(seedDir, file), "utf8"));
      const ran = await sql.begin(async (tx) => {
        await tx`lock table supabase_migrations.seeds in exclusive mode`;
        const [done] = await tx`select 1 from supabase_migrations.seeds where name = ${file}`;
        if (done) return false;
        for (const [index, statement] of statements.entries()) {
          try {
            await tx.unsafe(statement);
          } catch (error) {
            throw new Error(
              `${file} statement ${index + 1} failed: ${error instanceof Error ? error.message : String(error)}`,
              { cause: error },
            );
          }
        }
        await tx`insert into supabase_migrations.seeds (name) values (${file})`;
        return true;
      });
      if (ran) {
        applied.push(file);
        log(`seeded ${file} (${statements.length} statements)`);
      }
    }
    if (applied.length === 0) log("seed data: up to date");
    return applied;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

if (require.main === module) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error("DATABASE_URL is not set");
    process.exit(1);
  }
  seed(url).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
