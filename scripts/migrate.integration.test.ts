/** The migration runner against the test database (already migrated by global-setup.ts). */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { migrate } from "./migrate";

const url = (): string => process.env.DATABASE_URL!;
let sql: postgres.Sql;
let dir: string;

beforeAll(() => {
  sql = postgres(url(), { max: 1, onnotice: () => undefined });
  dir = mkdtempSync(path.join(os.tmpdir(), "reumanl-migrations-"));
});

afterAll(async () => {
  await sql`delete from supabase_migrations.schema_migrations where version like '2099%'`;
  await sql`drop schema if exists migrate_probe cascade`;
  await sql.end({ timeout: 5 });
  rmSync(dir, { recursive: true, force: true });
});

it("applies nothing the second time, and has recorded every migration like the Supabase CLI", async () => {
  const lines: string[] = [];
  const result = await migrate(url(), (line) => lines.push(line));
  expect(result.applied).toEqual([]);
  expect(lines).toContain("migrations: up to date");

  const files = readdirSync(path.join(__dirname, "..", "supabase", "migrations")).filter((f) => f.endsWith(".sql"));
  const rows = await sql<{ version: string; name: string; statements: string[] }[]>`
    select version, name, statements from supabase_migrations.schema_migrations where version not like '2099%' order by version`;
  expect(rows.map((r) => `${r.version}_${r.name}.sql`)).toEqual(files.sort());
  for (const row of rows) expect(row.statements.length).toBeGreaterThan(0);
});

it("applies a new migration once, in its own transaction, and rolls a failing one back entirely", async () => {
  writeFileSync(
    path.join(dir, "20990101000000_probe.sql"),
    "create schema migrate_probe;\ncreate table migrate_probe.t (id int); -- a comment; with a semicolon\ninsert into migrate_probe.t values (1);\n",
  );
  const first = await migrate(url(), () => undefined, { migrationsDir: dir });
  expect(first.applied).toEqual(["20990101000000"]);
  expect((await migrate(url(), () => undefined, { migrationsDir: dir })).applied).toEqual([]);

  writeFileSync(
    path.join(dir, "20990101000001_broken.sql"),
    "create table migrate_probe.u (id int);\nselect * from no_such_table;\n",
  );
  await expect(migrate(url(), () => undefined, { migrationsDir: dir })).rejects.toThrow(
    /20990101000001_broken\.sql statement 2 failed/,
  );
  expect(await sql`select to_regclass('migrate_probe.u') as t`).toEqual([{ t: null }]);
  expect(await sql`select 1 from supabase_migrations.schema_migrations where version = '20990101000001'`).toHaveLength(
    0,
  );
  rmSync(path.join(dir, "20990101000001_broken.sql"));
});
