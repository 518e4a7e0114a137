import { createHash } from "node:crypto";
import fs, { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { createElement, type ReactElement } from "react";
import {
  chunkNames,
  emptyModule,
  GATSBY_PINNED,
  idleRuntimeModules,
  restoreClientOnlyHtml,
  shellSheetFirst,
  stylesPerTemplate,
  swcMinifier,
  versionProblems,
} from "./gatsby-internals";

const root = path.resolve(__dirname, "..", "..");
const gatsbyDir = path.dirname(require.resolve("gatsby/package.json", { paths: [root] }));
const partytown = path.join(gatsbyDir, "dist", "internal-plugins", "partytown", "gatsby-browser.js");
const serviceWorker = path.join(root, ".cache", "register-service-worker.js");
const EMPTY_MODULE = emptyModule(root);
// The plugin class Gatsby itself uses, from Gatsby's own resolution.
const TerserPlugin = createRequire(path.join(gatsbyDir, "package.json"))("terser-webpack-plugin") as {
  new (options: Record<string, unknown>): {
    options: {
      exclude: unknown;
      parallel: unknown;
      minimizer: { implementation: unknown; options: Record<string, unknown> };
    };
  };
  swcMinify: (
    input: Record<string, string>,
    sourceMap: undefined,
    options: Record<string, unknown>,
  ) => Promise<{ code: string }>;
};
describe("versionProblems", () => {
  it("finds the installed Gatsby family at the pinned versions, as package.json pins the direct ones", () => {
    expect(versionProblems(root)).toEqual([]);
    const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
    };
    for (const name of ["gatsby", "gatsby-adapter-netlify", "gatsby-source-drupal"])
      expect(pkg.dependencies[name]).toBe(GATSBY_PINNED[name]);
  });
});

describe("idleRuntimeModules", () => {
  it("empties the Partytown browser plugin and the service-worker registration when no plugin registers one", () => {
    expect(idleRuntimeModules(root, [{ browserAPIs: ["wrapPageElement", "onClientEntry"] }])).toEqual({
      [partytown]: EMPTY_MODULE,
      [serviceWorker]: EMPTY_MODULE,
    });
  });

  it("keeps the service-worker registration when a plugin registers a service worker", () => {
    const aliases = idleRuntimeModules(root, [{ browserAPIs: ["registerServiceWorker"] }]);
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
    expect(productionApp).toMatch(
      /if \(apiRunner\(`registerServiceWorker`\)\.filter\(Boolean\)\.length > 0\) \{\s*require\(`\.\/register-service-worker`\)/,
    );
    expect(existsSync(EMPTY_MODULE)).toBe(true);
  });
});

describe("chunkNames", () => {
  const sha1Name = (_module: unknown, chunks: Array<{ name?: string | null }>) =>
    createHash("sha1")
      .update(chunks.map((chunk) => `${chunk.name}`).join(""))
      .digest("hex");
  const gatsbyLike = () => ({
    output: { filename: "[name]-[contenthash].js", chunkFilename: "[name]-[contenthash].js" },
    optimization: {
      splitChunks: { cacheGroups: { commons: { name: "commons" }, shared: { name: sha1Name as unknown } } },
    },
  });
  const sharedName = (config: ReturnType<typeof gatsbyLike>) =>
    config.optimization.splitChunks.cacheGroups.shared.name as (...args: unknown[]) => string | undefined;

  it("names the chunks loaded on demand by id and 8 hex digits of content hash, keeping the entry files as Gatsby names them", () => {
    const config = gatsbyLike();
    expect(chunkNames(config)).toBe(true);
    expect(config.output.chunkFilename).toBe("[id]-[contenthash:8].js");
    expect(config.output.filename).toBe("[name]-[contenthash].js");
  });

  it("keeps Gatsby's name for a chunk shared by named chunks", () => {
    const config = gatsbyLike();
    chunkNames(config);
    const chunks = [{ name: "component---a" }, { name: "component---b" }];
    expect(sharedName(config)({}, chunks, "shared")).toBe(sha1Name({}, chunks));
  });

  it("names no chunk shared by chunks loaded with a plain import(): their modules are grouped by the chunks that use them", () => {
    const config = gatsbyLike();
    chunkNames(config);
    expect(sharedName(config)({}, [{ name: null }, { name: null }], "shared")).toBeUndefined();
    expect(sharedName(config)({}, [{ name: "component---a" }, { name: undefined }], "shared")).toBeUndefined();
  });

  it("changes nothing when Gatsby's configuration does not look as expected", () => {
    const config = gatsbyLike();
    config.output.chunkFilename = "[name].js";
    const before = config.optimization.splitChunks.cacheGroups.shared.name;
    expect(chunkNames(config)).toBe(false);
    expect(config.output.chunkFilename).toBe("[name].js");
    expect(config.optimization.splitChunks.cacheGroups.shared.name).toBe(before);
  });

  it("matches the Gatsby version installed", () => {
    const source = readFileSync(path.join(gatsbyDir, "dist", "utils", "webpack.config.js"), "utf8");
    expect(source).toContain("chunkFilename: `[name]-[contenthash].js`");
    expect(source).toMatch(
      /shared: \{[\s\S]*?chunks\.reduce\(\(acc, chunk\) => acc \+ chunk\.name, ``\)[\s\S]*?return hash;/,
    );
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
    plugins: [
      { apply() {} },
      new MiniCssExtractPlugin({ filename: "[name].[contenthash].css", chunkFilename: "[name].[contenthash].css" }),
    ],
  });

  it("drops the one style sheet for the whole site and names sheets loaded on demand by id and 8 hex digits", () => {
    const config = gatsbyLike();
    expect(stylesPerTemplate(config)).toBe(true);
    expect(Object.keys(config.optimization.splitChunks.cacheGroups)).toEqual(["framework"]);
    const extract = config.plugins[1] as MiniCssExtractPlugin;
    expect(extract.options).toEqual({
      filename: "[name].[contenthash].css",
      chunkFilename: "[id].[contenthash:8].css",
    });
  });

  it("changes nothing when Gatsby's configuration does not look as expected", () => {
    const withoutGroup = gatsbyLike();
    delete withoutGroup.optimization.splitChunks.cacheGroups.styles;
    expect(stylesPerTemplate(withoutGroup)).toBe(false);
    expect((withoutGroup.plugins[1] as MiniCssExtractPlugin).options.chunkFilename).toBe("[name].[contenthash].css");

    const otherNames = gatsbyLike();
    (otherNames.plugins[1] as MiniCssExtractPlugin).options.chunkFilename = "[id].css";
    expect(stylesPerTemplate(otherNames)).toBe(false);
    expect(otherNames.optimization.splitChunks.cacheGroups.styles).toEqual({
      name: "styles",
      priority: 40,
      enforce: true,
    });
  });

  it("matches the Gatsby version installed", () => {
    const source = readFileSync(path.join(gatsbyDir, "dist", "utils", "webpack.config.js"), "utf8");
    expect(source).toMatch(
      /styles: \{\s*test\(module\) \{\s*return isCssModule\(module\);\s*\},\s*name: `styles`,\s*priority: 40,\s*enforce: true/,
    );
    expect(source).toMatch(
      /case `build-javascript`:[\s\S]*?extractText\(\{\s*filename: `\[name\]\.\[contenthash\]\.css`,\s*chunkFilename: `\[name\]\.\[contenthash\]\.css`/,
    );
    const staticEntry = readFileSync(path.join(gatsbyDir, "cache-dir", "static-entry.js"), "utf8");
    // The order shellSheetFirst puts right: the template's sheet is unshifted last.
    expect(staticEntry).toMatch(
      /reversedStyles\.forEach\(style => \{[\s\S]*?headComponents\.unshift\(\s*<style\s*data-href=/,
    );
  });
});

const CssMinimizer = class CssMinimizerPlugin {};

function gatsbyLike() {
  const terser = new TerserPlugin({
    exclude: /\.min\.js/,
    parallel: 1,
    terserOptions: { ie8: false, mangle: { safari10: true } },
  });
  return { optimization: { minimizer: [terser, new CssMinimizer()] as unknown[] } };
}

describe("swcMinifier", () => {
  it("replaces Gatsby's Terser minimizer by SWC's in the same plugin, keeping its exclusions, parallelism and the CSS minimizer", () => {
    const config = gatsbyLike();
    const css = config.optimization.minimizer[1];
    expect(swcMinifier(config)).toBe(true);
    const [js, second] = config.optimization.minimizer as [InstanceType<typeof TerserPlugin>, unknown];
    expect(js).toBeInstanceOf(TerserPlugin);
    expect(js.options.minimizer.implementation).toBe(TerserPlugin.swcMinify);
    expect(js.options.exclude).toEqual(/\.min\.js/);
    expect(js.options.parallel).toBe(1);
    expect(second).toBe(css);
  });

  it("minifies with the options it passes to the installed SWC", async () => {
    const config = gatsbyLike();
    swcMinifier(config);
    const options = (config.optimization.minimizer[0] as InstanceType<typeof TerserPlugin>).options.minimizer.options;
    const source =
      "export function greet(longParameterName) { const unusedValue = 1; return 'Hallo ' + longParameterName; }";
    const { code } = await TerserPlugin.swcMinify({ "app.js": source }, undefined, { ...options, module: true });
    expect(code).toContain("Hallo ");
    expect(code).not.toContain("longParameterName");
    expect(code).not.toContain("unusedValue");
    expect(code.length).toBeLessThan(source.length);
  });

  it("changes nothing without a Terser minimizer", () => {
    const config = { optimization: { minimizer: [new CssMinimizer()] as unknown[] } };
    expect(swcMinifier(config)).toBe(false);
    expect(swcMinifier({})).toBe(false);
    expect(config.optimization.minimizer).toHaveLength(1);
  });

  // If a Gatsby upgrade changes these, the functions above would stop applying: look again.
  it("matches the Gatsby version installed: Terser minimizes scripts, each build stage has a webpack cache on disk and source maps", () => {
    const utils = readFileSync(path.join(gatsbyDir, "dist", "utils", "webpack-utils.js"), "utf8");
    expect(utils).toMatch(/plugins\.minifyJs = \([\s\S]*?new _terserWebpackPlugin\.default\(/);
    const webpackConfig = readFileSync(path.join(gatsbyDir, "dist", "utils", "webpack.config.js"), "utf8");
    expect(webpackConfig).toMatch(/type: `filesystem`,[\s\S]*?config\.cache = cacheConfig;/);
    expect(webpackConfig).toMatch(/case `build-html`:\s*case `build-javascript`:\s*return `source-map`;/);
  });
});

const sheet = (href: string) =>
  createElement("style", { key: href, "data-href": href, "data-identity": "gatsby-global-css" });
const meta = createElement("meta", { key: "m", name: "description" });
const icon = createElement("link", { key: "i", rel: "icon" });
const hrefs = (components: ReturnType<typeof shellSheetFirst>) =>
  components.map((c) => (c as ReactElement<{ "data-href"?: string }>).props["data-href"] ?? (c as ReactElement).type);

describe("shellSheetFirst", () => {
  it("puts the app chunk's sheet (the shell) before the template's, where the first sheet was", () => {
    const head = [sheet("/3116.2a800eb2.css"), sheet("/app.bf95e6b5e487f11765f3.css"), meta, icon];
    expect(hrefs(shellSheetFirst(head))).toEqual([
      "/app.bf95e6b5e487f11765f3.css",
      "/3116.2a800eb2.css",
      "meta",
      "link",
    ]);
  });

  it("keeps the order when the shell's sheet is first already or alone, and leaves heads without sheets alone", () => {
    const ordered = [meta, sheet("/app.1.css"), sheet("/77.a.css"), icon];
    expect(hrefs(shellSheetFirst(ordered))).toEqual(["meta", "/app.1.css", "/77.a.css", "link"]);
    expect(hrefs(shellSheetFirst([sheet("/app.1.css"), icon]))).toEqual(["/app.1.css", "link"]);
    expect(hrefs(shellSheetFirst([meta, icon]))).toEqual(["meta", "link"]);
  });

  it("does not take a template sheet whose name merely contains app for the shell", () => {
    const head = [sheet("/12.happ.css"), sheet("/app.9.css")];
    expect(hrefs(shellSheetFirst(head))).toEqual(["/app.9.css", "/12.happ.css"]);
  });
});

describe("restoreClientOnlyHtml", () => {
  it("puts the moved HTML of a client-only page back where Gatsby looks for it", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
    fs.mkdirSync(path.join(dir, "preview"));
    fs.writeFileSync(path.join(dir, "preview", "[...].html"), "<html>preview</html>");
    fs.writeFileSync(path.join(dir, "index.html"), "<html>home</html>");
    expect(restoreClientOnlyHtml(dir)).toEqual([path.join("preview", "[...]", "index.html")]);
    expect(fs.readFileSync(path.join(dir, "preview", "[...]", "index.html"), "utf8")).toBe("<html>preview</html>");
    expect(restoreClientOnlyHtml(dir)).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe("one home for Gatsby's internals", () => {
  // What only code that relies on Gatsby's insides names. gatsby-browser's replaceHydrateFunction
  // names the focus wrapper as Gatsby's own renderer does; the hydrationRoot check covers it.
  const INTERNALS =
    /store\.(getState|dispatch)\(|gatsby\/dist|cache-dir|internal-plugins|_gatsby\/slices|SLICES_|flattenedPlugins|cacheGroups|swcMinify|MiniCssExtractPlugin|register-service-worker|gatsby-focus-wrapper/;
  const buildCode = (dir: string): string[] =>
    fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return buildCode(file);
      return /\.(ts|tsx|mts|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
    });

  it("is src/build/gatsby-internals.ts: no other build file names them", () => {
    const files = [
      ...buildCode("src/build"),
      ...buildCode("plugins"),
      "gatsby-config.ts",
      "gatsby-node.ts",
      "gatsby-ssr.tsx",
      "gatsby-browser.tsx",
    ];
    const offenders = files.filter(
      (file) =>
        file !== path.join("src", "build", "gatsby-internals.ts") &&
        INTERNALS.test(fs.readFileSync(path.join(root, file), "utf8")),
    );
    expect(offenders).toEqual(["gatsby-browser.tsx"]);
  });
});
