/** The supautils rules that scripts/supabase-db.ts emulates before it runs a script as postgres. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { splitStatements } from "./migrate";
import { reservedRoleStatements, untrustedPrivilegedExtensions } from "./supabase-db";

describe("supautils' reserved roles, emulated", () => {
  it("refuses changes to Supabase's own roles and reserved memberships", () => {
    const refused = [
      "alter role anon set statement_timeout = '1s'",
      "ALTER ROLE authenticator WITH PASSWORD 'x'",
      "drop role if exists service_role",
      "create role supabase_auth_admin",
      "grant authenticator to reumanl_functions",
      "grant pg_read_server_files to reumanl_functions",
      "grant reumanl_functions to authenticated",
    ];
    expect(reservedRoleStatements(refused)).toEqual(refused);
  });

  it("allows what the role script and the migrations do", () => {
    const script = readFileSync(path.join(__dirname, "..", "supabase", "roles", "functions-login-role.sql"), "utf8");
    expect(reservedRoleStatements(splitStatements(script))).toEqual([]);
    expect(
      reservedRoleStatements([
        "grant anon, authenticated, service_role to reumanl_functions",
        "grant select on public.profiles to authenticated",
      ]),
    ).toEqual([]);
  });
});

describe("supautils' privileged extensions, emulated", () => {
  it("names the extensions PostgreSQL does not trust that a migration creates, with their schema", () => {
    const found = untrustedPrivilegedExtensions([
      "create extension if not exists cube;\ncreate extension if not exists earthdistance;",
      "create extension if not exists unaccent with schema extensions;",
    ]);
    expect(found).toEqual([{ name: "earthdistance", schema: "public" }]);
  });
});
