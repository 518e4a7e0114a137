import type { Config } from "jest";

type TransformerConfig = [string, Record<string, unknown>];

const swc: TransformerConfig = [
  "@swc/jest",
  {
    jsc: {
      parser: { syntax: "typescript", tsx: true },
      transform: { react: { runtime: "automatic" } },
      target: "es2022",
    },
    module: { type: "commonjs" },
  },
];

const shared = {
  transform: { "^.+\\.(t|j)sx?$": swc, "^.+\\.m(t|j)s$": swc },
  moduleFileExtensions: ["ts", "tsx", "mts", "js", "mjs", "cjs", "jsx", "json"],
  // *.supabase-db.test.ts run on the Supabase-shaped database only (jest.supabase.config.ts).
  testPathIgnorePatterns: ["/node_modules/", "/public/", "/.cache/", "/e2e/", "\\.supabase-db\\.test\\."],
  // ESM-only packages that must be transformed to CommonJS for jest
  transformIgnorePatterns: ["/node_modules/(?!(hono|postal-mime)/)"],
};

// The functions' request lines (functions/_shared/log.ts) only where a test asks for them.
process.env.LOG_LEVEL ??= "warn";

const config: Config = {
  // The integration tests run on PGlite unless TEST_DATABASE_URL names a PostgreSQL server. PGlite
  // serves one statement at a time (scripts/lib/pglite-socket.ts), so more jest workers would only
  // wait for each other. One worker there; on PostgreSQL jest picks.
  ...(process.env.TEST_DATABASE_URL?.trim() ? {} : { maxWorkers: 1 }),
  projects: [
    {
      ...shared,
      displayName: "unit",
      testEnvironment: "node",
      testMatch: ["<rootDir>/**/*.test.ts", "<rootDir>/**/*.test.mts"],
      testPathIgnorePatterns: [...shared.testPathIgnorePatterns, "\\.integration\\.test\\."],
    },
    {
      ...shared,
      displayName: "components",
      testEnvironment: "jsdom",
      testMatch: ["<rootDir>/src/**/*.test.tsx"],
      setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
      moduleNameMapper: {
        "^gatsby$": "<rootDir>/src/test-support/gatsby.tsx",
        "\\.css$": "<rootDir>/src/test-support/style-stub.ts",
      },
    },
    {
      ...shared,
      displayName: "integration",
      testEnvironment: "node",
      testMatch: ["<rootDir>/**/*.integration.test.ts"],
      setupFilesAfterEnv: ["<rootDir>/functions/_shared/test-support/timeout.ts"],
      globalSetup: "<rootDir>/functions/_shared/test-support/global-setup.ts",
      globalTeardown: "<rootDir>/functions/_shared/test-support/global-teardown.ts",
    },
  ],
};

export default config;
