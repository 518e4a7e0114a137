import { getConfig } from "./config";

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
    const config = getConfig({ SITE_URL: "https://reumanl.nl/", APP_SECRET: "s".repeat(40), SITE_NAME: "Reuma", SMTP_URL: "smtp://mail:25" });
    expect(config).toMatchObject({ siteUrl: "https://reumanl.nl", appSecret: "s".repeat(40), siteName: "Reuma", smtpUrl: "smtp://mail:25" });
  });

  it.each([{ NODE_ENV: "production" }, { CONTEXT: "production" }])("requires a long APP_SECRET in production (%p)", (env) => {
    expect(() => getConfig(env)).toThrow("APP_SECRET is required in production");
    expect(() => getConfig({ ...env, APP_SECRET: "short" })).toThrow(/at least 32/);
    expect(getConfig({ ...env, APP_SECRET: "p".repeat(32) }).production).toBe(true);
  });
});

describe("the mailer", () => {
  it("fails only when a mail is sent if SMTP_URL is missing in production", async () => {
    const { createMailer } = await import("./mail/mailer");
    const mailer = createMailer(getConfig({ NODE_ENV: "production", APP_SECRET: "p".repeat(32) }));
    await expect(mailer.send({ to: "a@b.nl", subject: "s", text: "t", html: "h" })).rejects.toThrow("SMTP_URL is required in production");
  });
});
