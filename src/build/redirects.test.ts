import { createDrupalRedirects, normalizeAlias, redirectRule, redirectRules } from "./redirects";

describe("Drupal redirects", () => {
  it("turns a redirect entity into a rule from the old path to the target", () => {
    expect(
      redirectRule({
        redirect_source: { path: "ziektebeelden/jicht" },
        redirect_redirect: { uri: "internal:/over-reuma/jicht" },
        status_code: 301,
      }),
    ).toEqual({ fromPath: "/ziektebeelden/jicht", toPath: "/over-reuma/jicht", statusCode: 301, internal: true });
    expect(
      redirectRule({
        redirect_source: { path: "/Oud/" },
        redirect_redirect: { uri: "https://example.nl/x" },
        status_code: 302,
      }),
    ).toEqual({
      fromPath: "/oud",
      toPath: "https://example.nl/x",
      statusCode: 302,
      internal: false,
    });
  });

  it("skips redirects it cannot follow safely", () => {
    expect(redirectRule({ redirect_source: { path: "" }, redirect_redirect: { uri: "internal:/x" } })).toBeNull();
    expect(
      redirectRule({ redirect_source: { path: "a" }, redirect_redirect: { uri: "javascript:alert(1)" } }),
    ).toBeNull();
    expect(
      redirectRule({ redirect_source: { path: "a" }, redirect_redirect: { uri: "internal://evil.example" } }),
    ).toBeNull();
    expect(redirectRule({ redirect_source: { path: "a" }, redirect_redirect: { uri: "entity:node/12" } })).toBeNull();
    expect(redirectRule({ redirect_source: { path: "a/b" }, redirect_redirect: { uri: "internal:/a/b/" } })).toBeNull();
    expect(normalizeAlias("/../etc")).toBeNull();
  });

  it("keeps the first redirect of an old path", () => {
    const rules = redirectRules([
      { redirect_source: { path: "oud" }, redirect_redirect: { uri: "internal:/een" } },
      { redirect_source: { path: "OUD" }, redirect_redirect: { uri: "internal:/twee" } },
    ]);
    expect(rules.map((rule) => rule.toPath)).toEqual(["/een"]);
  });

  it("creates one forced Netlify redirect per rule at build time, following Drupal's pages", async () => {
    const created: unknown[] = [];
    const urls: string[] = [];
    const pages: Record<string, unknown> = {
      "http://drupal.test/jsonapi/redirect/redirect?page[limit]=50": {
        data: [
          {
            attributes: {
              redirect_source: { path: "medicijnwijzer" },
              redirect_redirect: { uri: "internal:/over-reuma/medicijnen-bij-reuma" },
              status_code: 302,
            },
          },
        ],
        links: { next: { href: "http://drupal.test/next" } },
      },
      "http://drupal.test/next": {
        data: [{ attributes: { redirect_source: { path: "kapot" }, redirect_redirect: null } }],
        links: {},
      },
    };
    const count = await createDrupalRedirects({
      access: { baseUrl: "http://drupal.test", username: "gatsby", password: "geheim" },
      fetcher: async (url, init) => {
        urls.push(`${url} ${(init.headers as Record<string, string>).authorization}`);
        return { ok: true, status: 200, json: async () => pages[url] };
      },
      actions: { createRedirect: (redirect) => created.push(redirect) },
      reporter: { info: () => undefined, warn: () => undefined },
    });
    expect(count).toBe(1);
    expect(urls).toHaveLength(2);
    expect(urls[0]).toContain(`Basic ${Buffer.from("gatsby:geheim").toString("base64")}`);
    expect(created).toEqual([
      {
        fromPath: "/medicijnwijzer",
        toPath: "/over-reuma/medicijnen-bij-reuma",
        isPermanent: false,
        statusCode: 302,
        force: true,
      },
    ]);
  });

  it("creates no redirects, with a warning, when Drupal refuses the redirect type", async () => {
    const warnings: string[] = [];
    const count = await createDrupalRedirects({
      access: { baseUrl: "http://drupal.test" },
      fetcher: async () => ({ ok: false, status: 403, json: async () => ({}) }),
      actions: { createRedirect: () => undefined },
      reporter: { info: () => undefined, warn: (message) => warnings.push(message) },
    });
    expect(count).toBe(0);
    expect(warnings[0]).toMatch(/not readable \(403\)/);
  });
});
