/** GET /api/v1/health through the real handler, on the test database. */
import { getConfig } from "../_shared/config";
import { REQUEST_ID_HEADER } from "../_shared/log";
import type * as HealthModule from "./health.mjs";

// Type-only import above (erased at run time); jest loads the .mts entry through require.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require
const { default: handler } = require("./health.mts") as typeof HealthModule;

const PRODUCTION = {
  APP_ENV: "production",
  APP_SECRET: "h".repeat(40),
  SMTP_URL: "smtps://reumanl:geheim-wachtwoord@smtp.example.nl:465",
  DRUPAL_PREVIEW_SECRET: "d".repeat(40),
  MAIL_FROM: "ReumaNL <noreply@reumanl.nl>",
};

const saved = { ...process.env };
afterEach(() => {
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
  Object.assign(process.env, saved);
});

async function health(): Promise<{
  status: number;
  body: Record<string, unknown>;
  text: string;
  requestId: string | null;
}> {
  const response = await handler(new Request("http://localhost:8888/api/v1/health"), {} as never);
  const text = await response.text();
  return {
    status: response.status,
    body: JSON.parse(text) as Record<string, unknown>,
    text,
    requestId: response.headers.get(REQUEST_ID_HEADER),
  };
}

describe("GET /api/v1/health", () => {
  it("answers ok with the database reached as a visitor and the local mail set-up", async () => {
    delete process.env.SMTP_URL;
    const answer = await health();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: "ok",
      checks: { database: "ok", databaseRole: "not checked", mail: "development" },
      region: null,
    });
    expect(answer.requestId).toBeTruthy();
  });

  it("names the failing check without telling where the database is", async () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
    process.env.DATABASE_URL = "postgres://reumanl_functions:geheim@127.0.0.1:1/postgres";
    process.env.SMTP_URL = "http://not-smtp.example.nl";
    const answer = await health();
    spy.mockRestore();
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ status: "failing", checks: { database: "unreachable", mail: "invalid" } });
    for (const secret of ["127.0.0.1", "reumanl_functions", "geheim", "not-smtp"])
      expect(answer.text).not.toContain(secret);
  });

  it("fails in production when the functions log in with a role that bypasses RLS (the test database's owner), and tells only that", async () => {
    Object.assign(process.env, PRODUCTION, { AWS_REGION: "eu-central-1" });
    expect(getConfig().production).toBe(true);
    const answer = await health();
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({
      status: "failing",
      checks: { database: "ok", databaseRole: "too powerful", mail: "ok" },
      region: "eu-central-1",
    });
    expect(answer.text).not.toContain("geheim-wachtwoord");
  });

  it("answers 503 before any check when production lacks a required secret", async () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
    Object.assign(process.env, PRODUCTION);
    delete process.env.SMTP_URL;
    const answer = await health();
    spy.mockRestore();
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ code: "ServiceUnavailable" });
  });
});
