import { getConfig, isProduction } from "./config";

/**
 * What a Netlify function really has in its environment at run time: the variables set in the
 * Netlify UI with the Functions scope, plus the runtime's own (no build-only CONTEXT, no NODE_ENV).
 */
const NETLIFY_RUNTIME = {
  AWS_LAMBDA_FUNCTION_NAME: "reumanl-customuser",
  AWS_LAMBDA_RUNTIME_API: "127.0.0.1:9001",
  AWS_LAMBDA_LOG_GROUP_NAME: "/aws/lambda/reumanl-customuser",
  AWS_EXECUTION_ENV: "AWS_Lambda_nodejs22.x",
  LAMBDA_TASK_ROOT: "/var/task",
  SITE_ID: "5b0c1e64-0a6f-4c1e-9f8e-3c2f6f0e1a11",
  SITE_NAME: "reumanl",
  URL: "https://reumanl.nl",
};
const PRODUCTION_SETTINGS = {
  APP_SECRET: "p".repeat(40),
  SMTP_URL: "smtps://user:pass@smtp.example.nl:465",
  DRUPAL_PREVIEW_SECRET: "d".repeat(40),
};

describe("configuration", () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it("has local defaults", () => {
    const config = getConfig({});
    expect(config).toMatchObject({
      siteUrl: "http://localhost:8888",
      mailFrom: "ReumaNL <noreply@reumanl.nl>",
      siteName: "ReumaNL",
      production: false,
      databaseUrl: undefined,
      smtpUrl: undefined,
    });
    expect(config.appSecret.length).toBeGreaterThanOrEqual(32);
    expect(warn).toHaveBeenCalled();
  });

  it("reads the environment and drops a trailing slash of SITE_URL", () => {
    const config = getConfig({
      SITE_URL: "https://reumanl.nl/",
      APP_SECRET: "s".repeat(40),
      SITE_NAME: "Reuma",
      SMTP_URL: "smtp://mail:25",
    });
    expect(config).toMatchObject({
      siteUrl: "https://reumanl.nl",
      appSecret: "s".repeat(40),
      siteName: "Reuma",
      smtpUrl: "smtp://mail:25",
    });
  });

  it("falls back to Netlify's URL for SITE_URL in its function runtime, and never signs mails with Netlify's SITE_NAME", () => {
    const config = getConfig({ ...NETLIFY_RUNTIME, ...PRODUCTION_SETTINGS });
    expect(config.siteUrl).toBe("https://reumanl.nl");
    // SITE_NAME is Netlify's read-only subdomain name there ("reumanl"), not the organisation's
    expect(config.siteName).toBe("ReumaNL");
    expect(getConfig({ ...NETLIFY_RUNTIME, ...PRODUCTION_SETTINGS, GATSBY_SITE_NAME: "ReumaNL Test" }).siteName).toBe(
      "ReumaNL Test",
    );
    expect(getConfig({ ...NETLIFY_RUNTIME, ...PRODUCTION_SETTINGS, SITE_URL: "https://www.reumanl.nl/" }).siteUrl).toBe(
      "https://www.reumanl.nl",
    );
  });

  it.each([{ NODE_ENV: "production" }, { CONTEXT: "production" }])(
    "requires a long APP_SECRET in production (%p)",
    (env) => {
      const others = {
        SMTP_URL: PRODUCTION_SETTINGS.SMTP_URL,
        DRUPAL_PREVIEW_SECRET: PRODUCTION_SETTINGS.DRUPAL_PREVIEW_SECRET,
      };
      expect(() => getConfig({ ...env, ...others })).toThrow("APP_SECRET is required in production");
      expect(() => getConfig({ ...env, ...others, APP_SECRET: "short" })).toThrow(/at least 32/);
      expect(getConfig({ ...env, ...PRODUCTION_SETTINGS, APP_SECRET: "p".repeat(32) }).production).toBe(true);
    },
  );
});

describe("the mailer", () => {
  it("fails only when a mail is sent if SMTP_URL is missing in production", async () => {
    const { createMailer } = await import("./mail/mailer");
    const mailer = createMailer({
      ...getConfig({ NODE_ENV: "production", ...PRODUCTION_SETTINGS }),
      smtpUrl: undefined,
    });
    await expect(mailer.send({ to: "a@b.nl", subject: "s", text: "t", html: "h" })).rejects.toThrow(
      "SMTP_URL is required in production",
    );
  });
});

describe("production fails closed", () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it("detects production from Netlify's run-time environment, without CONTEXT or NODE_ENV", () => {
    expect(isProduction(NETLIFY_RUNTIME)).toBe(true);
    expect(getConfig({ ...NETLIFY_RUNTIME, ...PRODUCTION_SETTINGS }).production).toBe(true);
  });

  it("detects production from the explicit setting APP_ENV=production", () => {
    expect(isProduction({ APP_ENV: "production" })).toBe(true);
  });

  it.each(["Production", "PRODUCTION", " production "])("reads APP_ENV in any letter case (%p)", (appEnv) => {
    expect(isProduction({ APP_ENV: appEnv })).toBe(true);
    expect(() => getConfig({ APP_ENV: appEnv })).toThrow(
      "APP_SECRET, SMTP_URL, DRUPAL_PREVIEW_SECRET are required in production",
    );
  });

  it.each(["development", "Development", "test", "TEST"])("knows APP_ENV=%p as not production", (appEnv) => {
    expect(isProduction({ APP_ENV: appEnv })).toBe(false);
    expect(getConfig({ APP_ENV: appEnv }).production).toBe(false);
  });

  it.each(["prod", "productie", "live", "staging", "yes"])(
    "refuses to start with an APP_ENV it does not know (%p), also where it would be production",
    (appEnv) => {
      expect(() => isProduction({ APP_ENV: appEnv })).toThrow(/APP_ENV/);
      expect(() => getConfig({ APP_ENV: appEnv })).toThrow(
        /APP_ENV "[^"]+" is not one of production, development, test/,
      );
      expect(() => getConfig({ ...NETLIFY_RUNTIME, ...PRODUCTION_SETTINGS, APP_ENV: appEnv })).toThrow(/APP_ENV/);
    },
  );

  it("cannot be talked out of production by APP_ENV=development or NETLIFY_DEV=true in a deployed function", () => {
    expect(isProduction({ ...NETLIFY_RUNTIME, NETLIFY_DEV: "true" })).toBe(true);
    expect(isProduction({ ...NETLIFY_RUNTIME, APP_ENV: "development" })).toBe(true);
    expect(() => getConfig({ ...NETLIFY_RUNTIME, NETLIFY_DEV: "true", APP_SECRET: "p".repeat(40) })).toThrow(
      /required in production/,
    );
  });

  it("is not production in @netlify/dev's local Lambda emulation (lambda-local) under npm start", () => {
    // lambda-local sets these for every call; AWS_LAMBDA_RUNTIME_API and the log group only a real Lambda has.
    const lambdaLocal = {
      AWS_LAMBDA_FUNCTION_NAME: "handler",
      AWS_EXECUTION_ENV: "AWS_Lambda_nodejs20",
      LAMBDA_TASK_ROOT: "/tmp/x",
      LAMBDA_RUNTIME_DIR: "/tmp",
    };
    expect(isProduction({ ...lambdaLocal, NETLIFY_DEV: "true" })).toBe(false);
    expect(isProduction(lambdaLocal)).toBe(true);
  });

  it("is not production under npm start or netlify dev (the embedded defaults)", () => {
    expect(isProduction({})).toBe(false);
    expect(isProduction({ NETLIFY_DEV: "true", SITE_ID: "x", URL: "http://localhost:8888" })).toBe(false);
  });

  it.each(["APP_SECRET", "SMTP_URL", "DRUPAL_PREVIEW_SECRET"])("refuses to start without %s in production", (name) => {
    const env: Record<string, string | undefined> = { ...NETLIFY_RUNTIME, ...PRODUCTION_SETTINGS, [name]: undefined };
    expect(() => getConfig(env)).toThrow(new RegExp(`${name} is required in production`));
    expect(() => getConfig({ ...env, [name]: "   " })).toThrow(new RegExp(`${name} is required in production`));
  });

  it("never falls back to the development secret in production", () => {
    expect(() =>
      getConfig({ ...NETLIFY_RUNTIME, SMTP_URL: "smtp://x", DRUPAL_PREVIEW_SECRET: "d".repeat(40) }),
    ).toThrow();
    expect(warn).not.toHaveBeenCalled();
  });

  it("refuses every call of a function with the Dutch server error, before any route runs", async () => {
    const { createApp } = await import("./http");
    const saved = { ...process.env };
    const route = jest.fn();
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      for (const key of ["NODE_ENV", "CONTEXT", "APP_SECRET", "SMTP_URL", "DRUPAL_PREVIEW_SECRET", "NETLIFY_DEV"])
        delete process.env[key];
      Object.assign(process.env, NETLIFY_RUNTIME, { APP_SECRET: "p".repeat(40) });
      const app = createApp("/api/v1/Probe");
      app.get("/x", (c) => {
        route();
        return c.text("served");
      });
      const response = await app.fetch(new Request("https://reumanl.nl/api/v1/Probe/x"));
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({
        code: "ServiceUnavailable",
        message: "Er was een probleem met de server.",
      });
      expect(route).not.toHaveBeenCalled();
    } finally {
      error.mockRestore();
      for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
      Object.assign(process.env, saved);
    }
  });

  it("refuses to serve stored files too (the storage function checks the configuration like the others)", async () => {
    const saved = { ...process.env };
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      for (const key of [
        "NODE_ENV",
        "CONTEXT",
        "APP_SECRET",
        "SMTP_URL",
        "DRUPAL_PREVIEW_SECRET",
        "NETLIFY_DEV",
        "SUPABASE_URL",
      ])
        delete process.env[key];
      Object.assign(process.env, NETLIFY_RUNTIME, { APP_SECRET: "p".repeat(40) });
      type Entry = { default: (request: Request, context: unknown) => Promise<Response> };
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the function reads the environment when it loads, so it loads after the environment is set
      const entry = require("../storage/storage.mts") as Entry;
      const storage = entry.default;
      const response = await storage(new Request("https://reumanl.nl/api/v1/storage/profile-photos/abc/def.webp"), {});
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({
        code: "ServiceUnavailable",
        message: "Er was een probleem met de server.",
      });
      expect(JSON.parse(String(error.mock.lastCall?.[0]))).toMatchObject({
        msg: "refusing to serve: the configuration is incomplete",
        reason: "SMTP_URL, DRUPAL_PREVIEW_SECRET are required in production",
      });
    } finally {
      error.mockRestore();
      for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
      Object.assign(process.env, saved);
    }
  });
});
