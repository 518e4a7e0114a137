import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { emptyModule, idleRuntimeModules, shortenChunkFileNames, stylesPerTemplate } from "./browser-bundle";

const root = path.resolve(__dirname, "..", "..");
const gatsbyDir = path.dirname(require.resolve("gatsby/package.json", { paths: [root] }));
const partytown = path.join(gatsbyDir, "dist", "internal-plugins", "partytown", "gatsby-browser.js");
const serviceWorker = path.join(root, ".cache", "register-service-worker.js");
const EMPTY_MODULE = emptyModule(root);

describe("idleRuntimeModules", () => {
  it("empties the Partytown browser plugin and the service-worker registration when no plugin registers one", () => {
    expect(idleRuntimeModules(root, [{ name: "default-site-plugin", browserAPIs: ["wrapPageElement", "onClientEntry"] }])).toEqual({
      [partytown]: EMPTY_MODULE,
      [serviceWorker]: EMPTY_MODULE,
    });
  });

  it("keeps the service-worker registration when a plugin registers a service worker", () => {
    const aliases = idleRuntimeModules(root, [{ name: "gatsby-plugin-offline", browserAPIs: ["registerServiceWorker"] }]);
    expect(Object.keys(aliases)).toEqual([partytown]);
  });

  // If a Gatsby upgrade moves or changes these, the replacement would silently stop applying or
  // start hiding behaviour: look again before updating this test.
  it("matches the Gatsby version installed: the Partytown plugin only acts in development", () => {
    expect(existsSync(partytown)).toBe(true);
    const source = readFileSync(partytown, "utf8");
    expect(source).toMatch(/exports\.onInitialClientRender = onInitialClientRender;/);
    expect(source).toMatch(/if \(process\.env\.NODE_ENV !== `development`\) \{\s*return;\s*\}/);
    const productionApp = readFileSync(path.join(gatsbyDir, "cache-dir", "production-app.js"), "utf8");
    expect(productionApp).toMatch(/if \(apiRunner\(`registerServiceWorker`\)\.filter\(Boolean\)\.length > 0\) \{\s*require\(`\.\/register-service-worker`\)/);
    expect(existsSync(EMPTY_MODULE)).toBe(true);
  });
});

describe("shortenChunkFileNames", () => {
  const sha1Name = (_module: unknown, chunks: Array<{ name?: string | null }>) => createHash("sha1").update(chunks.map((chunk) => `${chunk.name}`).join("")).digest("hex");
  const gatsbyLike = () => ({
    output: { filename: "[name]-[contenthash].js", chunkFilename: "[name]-[contenthash].js" },
    optimization: { splitChunks: { cacheGroups: { commons: { name: "commons" }, shared: { name: sha1Name as unknown } } } },
  });
  const sharedName = (config: ReturnType<typeof gatsbyLike>) => config.optimization.splitChunks.cacheGroups.shared.name as (...args: unknown[]) => string | undefined;

  it("names the chunks loaded on demand by id and 8 hex digits of content hash, keeping the entry files as Gatsby names them", () => {
    const config = gatsbyLike();
    expect(shortenChunkFileNames(config)).toBe(true);
    expect(config.output.chunkFilename).toBe("[id]-[contenthash:8].js");
    expect(config.output.filename).toBe("[name]-[contenthash].js");
  });

  it("keeps Gatsby's name for a chunk shared by named chunks", () => {
    const config = gatsbyLike();
    shortenChunkFileNames(config);
    const chunks = [{ name: "component---a" }, { name: "component---b" }];
    expect(sharedName(config)({}, chunks, "shared")).toBe(sha1Name({}, chunks));
  });

  it("names no chunk shared by chunks loaded with a plain import(): their modules are grouped by the chunks that use them", () => {
    const config = gatsbyLike();
    shortenChunkFileNames(config);
    expect(sharedName(config)({}, [{ name: null }, { name: null }], "shared")).toBeUndefined();
    expect(sharedName(config)({}, [{ name: "component---a" }, { name: undefined }], "shared")).toBeUndefined();
  });

  it("changes nothing when Gatsby's configuration does not look as expected", () => {
    const config = gatsbyLike();
    config.output.chunkFilename = "[name].js";
    const before = config.optimization.splitChunks.cacheGroups.shared.name;
    expect(shortenChunkFileNames(config)).toBe(false);
    expect(config.output.chunkFilename).toBe("[name].js");
    expect(config.optimization.splitChunks.cacheGroups.shared.name).toBe(before);
  });

  it("matches the Gatsby version installed", () => {
    const source = readFileSync(path.join(gatsbyDir, "dist", "utils", "webpack.config.js"), "utf8");
    expect(source).toContain("chunkFilename: `[name]-[contenthash].js`");
    expect(source).toMatch(/shared: \{[\s\S]*?chunks\.reduce\(\(acc, chunk\) => acc \+ chunk\.name, ``\)[\s\S]*?return hash;/);
  });
});

describe("stylesPerTemplate", () => {
  class MiniCssExtractPlugin {
    constructor(public options: { filename: string; chunkFilename: string }) {}
  }
  const gatsbyLike = () => ({
    optimization: {
      splitChunks: {
        cacheGroups: {
          framework: { name: "framework" } as unknown,
          styles: { name: "styles", priority: 40, enforce: true } as unknown,
        } as Record<string, unknown>,
      },
    },
    plugins: [{ apply() {} }, new MiniCssExtractPlugin({ filename: "[name].[contenthash].css", chunkFilename: "[name].[contenthash].css" })],
  });

  it("drops the one style sheet for the whole site and names sheets loaded on demand by id and 8 hex digits", () => {
    const config = gatsbyLike();
    expect(stylesPerTemplate(config)).toBe(true);
    expect(Object.keys(config.optimization.splitChunks.cacheGroups)).toEqual(["framework"]);
    const extract = config.plugins[1] as MiniCssExtractPlugin;
    expect(extract.options).toEqual({ filename: "[name].[contenthash].css", chunkFilename: "[id].[contenthash:8].css" });
  });

  it("changes nothing when Gatsby's configuration does not look as expected", () => {
    const withoutGroup = gatsbyLike();
    delete withoutGroup.optimization.splitChunks.cacheGroups.styles;
    expect(stylesPerTemplate(withoutGroup)).toBe(false);
    expect((withoutGroup.plugins[1] as MiniCssExtractPlugin).options.chunkFilename).toBe("[name].[contenthash].css");

    const otherNames = gatsbyLike();
    (otherNames.plugins[1] as MiniCssExtractPlugin).options.chunkFilename = "[id].css";
    expect(stylesPerTemplate(otherNames)).toBe(false);
    expect(otherNames.optimization.splitChunks.cacheGroups.styles).toEqual({ name: "styles", priority: 40, enforce: true });
  });

  it("matches the Gatsby version installed", () => {
    const source = readFileSync(path.join(gatsbyDir, "dist", "utils", "webpack.config.js"), "utf8");
    expect(source).toMatch(/styles: \{\s*test\(module\) \{\s*return isCssModule\(module\);\s*\},\s*name: `styles`,\s*priority: 40,\s*enforce: true/);
    expect(source).toMatch(/case `build-javascript`:[\s\S]*?extractText\(\{\s*filename: `\[name\]\.\[contenthash\]\.css`,\s*chunkFilename: `\[name\]\.\[contenthash\]\.css`/);
    const staticEntry = readFileSync(path.join(gatsbyDir, "cache-dir", "static-entry.js"), "utf8");
    // The order src/build/style-order.ts puts right: the template's sheet is unshifted last.
    expect(staticEntry).toMatch(/reversedStyles\.forEach\(style => \{[\s\S]*?headComponents\.unshift\(\s*<style\s*data-href=/);
  });
});
