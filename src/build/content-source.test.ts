import {
  buildSiteUrl,
  contentSource,
  isPublicBuild,
  SAMPLE_CONTENT_REFUSED,
  sampleContentRefusal,
} from "./content-source";

/** What a Netlify build has in its environment (Netlify's read-only build variables). */
const NETLIFY_BUILD = {
  NETLIFY: "true",
  CONTEXT: "production",
  SITE_ID: "5b0c1e64-0a6f-4c1e-9f8e-3c2f6f0e1a11",
  SITE_NAME: "reumanl",
  URL: "https://reumanl.netlify.app",
  DEPLOY_PRIME_URL: "https://main--reumanl.netlify.app",
  BUILD_ID: "6566d0c1b1a2c40008a1b2c3",
  NODE_ENV: "production",
};

describe("the content a build reads", () => {
  it("refuses the sample content on Netlify, in every deploy context, with a Dutch and English operator message", () => {
    for (const CONTEXT of ["production", "deploy-preview", "branch-deploy"]) {
      expect(sampleContentRefusal({ ...NETLIFY_BUILD, CONTEXT })).toBe(SAMPLE_CONTENT_REFUSED);
    }
    expect(SAMPLE_CONTENT_REFUSED).toContain("DRUPAL_BASE_URL ontbreekt");
    expect(SAMPLE_CONTENT_REFUSED).toContain("DRUPAL_BASE_URL is missing");
    expect(SAMPLE_CONTENT_REFUSED).toContain("scope Builds");
  });

  it("refuses it wherever production is detected, also off Netlify", () => {
    expect(sampleContentRefusal({ APP_ENV: "production" })).toBe(SAMPLE_CONTENT_REFUSED);
    expect(sampleContentRefusal({ CONTEXT: "production" })).toBe(SAMPLE_CONTENT_REFUSED);
  });

  it("builds the sample content locally and in CI, although gatsby build sets NODE_ENV=production", () => {
    expect(contentSource({ NODE_ENV: "production" })).toEqual({
      drupalBaseUrl: null,
      siteUrl: "http://localhost:8888",
    });
    expect(sampleContentRefusal({ NODE_ENV: "production" })).toBeNull();
    expect(sampleContentRefusal({ NODE_ENV: "production", CI: "true", GITHUB_ACTIONS: "true" })).toBeNull();
    // netlify dev runs the build as a developer would
    expect(isPublicBuild({ ...NETLIFY_BUILD, NETLIFY_DEV: "true" })).toBe(false);
  });

  it("reads the configured Drupal on Netlify (a blank value counts as missing)", () => {
    const env = { ...NETLIFY_BUILD, DRUPAL_BASE_URL: " https://cms.reumanl.nl " };
    expect(contentSource(env).drupalBaseUrl).toBe("https://cms.reumanl.nl");
    expect(sampleContentRefusal(env)).toBeNull();
    expect(sampleContentRefusal({ ...NETLIFY_BUILD, DRUPAL_BASE_URL: "  " })).toBe(SAMPLE_CONTENT_REFUSED);
  });

  it("takes SITE_URL, else Netlify's URL, else localhost, without a trailing slash", () => {
    expect(buildSiteUrl({ ...NETLIFY_BUILD, SITE_URL: "https://www.reumanl.nl/" })).toBe("https://www.reumanl.nl");
    expect(contentSource({ ...NETLIFY_BUILD, DRUPAL_BASE_URL: "https://cms.reumanl.nl" }).siteUrl).toBe(
      "https://reumanl.netlify.app",
    );
    expect(buildSiteUrl({})).toBe("http://localhost:8888");
  });
});

describe("a Netlify-like build (gatsby-config.ts and plugins/embedded-drupal)", () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
    Object.assign(process.env, saved);
  });

  type Loaded = { siteMetadata?: { siteUrl?: string }; plugins?: unknown[] };
  function loadConfig(): Loaded {
    let config: unknown;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh gatsby-config per test (isolateModules) reads the environment the test set
      config = (require("../../gatsby-config") as { default: unknown }).default;
    });
    return config as Loaded;
  }

  /** Gatsby's reporter.panic prints the message and ends the build with exit code 1. */
  function runPreInit(): string | null {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin loads after the test has set the environment
    const { onPreInit } = require("../../plugins/embedded-drupal/gatsby-node") as {
      onPreInit: (args: unknown) => void;
    };
    const panic = jest.fn((message: string) => {
      throw new Error(message);
    });
    try {
      onPreInit({ reporter: { panic } });
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  }

  it("without DRUPAL_BASE_URL stops at onPreInit with the operator message, before the sample server starts", () => {
    delete process.env.DRUPAL_BASE_URL;
    delete process.env.SITE_URL;
    Object.assign(process.env, NETLIFY_BUILD);
    expect(JSON.stringify(loadConfig().plugins)).toContain("embedded-drupal");
    expect(runPreInit()).toBe(SAMPLE_CONTENT_REFUSED);
  });

  it("with DRUPAL_BASE_URL builds for Netlify's URL from that Drupal, without the embedded content server", () => {
    delete process.env.SITE_URL;
    Object.assign(process.env, NETLIFY_BUILD, { DRUPAL_BASE_URL: "https://cms.reumanl.nl" });
    const config = loadConfig();
    expect(config.siteMetadata?.siteUrl).toBe("https://reumanl.netlify.app");
    expect(JSON.stringify(config.plugins)).not.toContain("embedded-drupal");
    expect(JSON.stringify(config.plugins)).toContain("https://cms.reumanl.nl/");
  });

  it("a local build goes on with the sample content", () => {
    for (const name of Object.keys(NETLIFY_BUILD)) delete process.env[name];
    delete process.env.DRUPAL_BASE_URL;
    delete process.env.APP_ENV;
    expect(runPreInit()).toBeNull();
  });
});
