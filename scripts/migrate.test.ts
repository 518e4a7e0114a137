import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { listMigrations, splitStatements } from "./migrate";

describe("splitStatements", () => {
  it("splits at top-level semicolons; leading comments stay with their statement; comment-only pieces go", () => {
    expect(splitStatements("create table a (id int);\n-- about b; really\nselect 1;\n-- the end;\n")).toEqual([
      "create table a (id int)",
      "-- about b; really\nselect 1",
    ]);
  });

  it("keeps semicolons inside quotes, identifiers, dollar quotes and comments", () => {
    const script = `
      insert into t values ('a;b', 'it''s; fine', E'x\\';y');
      create function f() returns int language sql as $$ select 1; $$;
      create function g() returns int language plpgsql as $body$ begin return 1; end; $body$;
      select "odd;name" from t /* block; /* nested; */ still comment; */ where x = 1;
      select 2 -- trailing; comment
    `;
    const statements = splitStatements(script);
    expect(statements).toHaveLength(5);
    expect(statements[0]).toBe("insert into t values ('a;b', 'it''s; fine', E'x\\';y')");
    expect(statements[1]).toContain("$$ select 1; $$");
    expect(statements[2]).toContain("begin return 1; end; $body$");
    expect(statements[3]).toContain('"odd;name"');
    expect(statements[4]).toBe("select 2 -- trailing; comment");
  });

  it("splits the project's migrations into statements that each hold SQL", () => {
    const dir = path.join(__dirname, "..", "supabase", "migrations");
    for (const migration of listMigrations(dir)) {
      const statements = splitStatements(readFileSync(migration.file, "utf8"));
      expect(statements.length).toBeGreaterThan(0);
      for (const statement of statements) expect(statement.replace(/--.*$/gm, "").trim()).not.toBe("");
    }
  });
});

describe("listMigrations", () => {
  it("orders by version, skips misnamed files and refuses duplicate versions", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "reumanl-list-"));
    try {
      writeFileSync(path.join(dir, "20260102000000_second.sql"), "");
      writeFileSync(path.join(dir, "20260101000000_first.sql"), "");
      writeFileSync(path.join(dir, "notes.sql"), "");
      writeFileSync(path.join(dir, "README.md"), "");
      const skipped: string[] = [];
      expect(listMigrations(dir, (line) => skipped.push(line)).map((m) => `${m.version}:${m.name}`)).toEqual([
        "20260101000000:first",
        "20260102000000:second",
      ]);
      expect(skipped).toHaveLength(1);
      writeFileSync(path.join(dir, "20260101000000_again.sql"), "");
      expect(() => listMigrations(dir)).toThrow(/two migrations have version 20260101000000/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
