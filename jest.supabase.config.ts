/**
 * The production path on a database shaped like Supabase (issue 34): `npm run test:supabase`.
 * globalSetup makes the cluster (scripts/supabase-db.ts: Supabase's roles and grants, the GoTrue and
 * Storage tables made as their services' roles, the migrations pushed with the Supabase CLI, the
 * role script run as postgres) and starts the Supabase API stand-in; the tests connect as
 * reumanl_functions.
 */
import type { Config } from "jest";
import base from "./jest.config";

const integration = (base.projects as Array<Record<string, unknown>>).find(
  (project) => project.displayName === "integration",
)!;

const config: Config = {
  maxWorkers: 1,
  projects: [
    {
      ...integration,
      displayName: "supabase",
      testMatch: ["<rootDir>/**/*.supabase-db.test.ts"],
      testPathIgnorePatterns: ["/node_modules/", "/public/", "/.cache/", "/e2e/"],
      globalSetup: "<rootDir>/functions/_shared/test-support/supabase-setup.ts",
      globalTeardown: "<rootDir>/functions/_shared/test-support/supabase-teardown.ts",
    },
  ],
};

export default config;
