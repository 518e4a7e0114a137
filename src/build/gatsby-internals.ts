/**
 * Every place where the site relies on how Gatsby works inside rather than on its documented API,
 * in one module (docs/gatsby-upgrade.md; decisions 005, 006, 009, 010). Gatsby and its family
 * are pinned (package.json, GATSBY_PINNED below, checked when the build starts), and each trick
 * has a check after the build (`buildProblems`, run by plugins/reumanl-webpack's onPostBuild) that
 * fails the build when the trick did not take effect:
 *
 * | trick | relies on | check after the build |
 * | --- | --- | --- |
 * | chunkNames | Gatsby's chunkFilename and its `shared` cache group's SHA-1 names | every lazy chunk is `[id]-[hash:8].js`; no chunk named by a SHA-1 |
 * | stylesPerTemplate | Gatsby's `styles` cache group and mini-css-extract's chunkFilename | no site-wide `styles` sheet; lazy sheets `[id].[hash:8].css` |
 * | swcMinifier | Gatsby's TerserPlugin instance in optimization.minimizer | webpack's own options name SWC's minify |
 * | idleRuntimeModules | paths of Gatsby's Partytown plugin and .cache/register-service-worker.js | the app chunk has neither's code |
 * | shellSheetFirst | the order and `data-href` of the sheets Gatsby inlines | the shell's sheet is every page's first |
 * | clientOnlyHtml | where Gatsby stitches client-only pages and where the Netlify adapter moves them | each moved page is back where Gatsby looks |
 * | pageShells | where Gatsby writes a client-only page's HTML | every shell was copied to public/_shells/ |
 * | routes | Gatsby's private store (`pages`, `redirects`) read by the link check | the store lists every page that has page data |
 * | hydrationRoot | gatsby-browser's replaceHydrateFunction tells server HTML by `#gatsby-focus-wrapper`'s children, as Gatsby does | every page's wrapper has server HTML |
 */
import { createRequire } from "node:module";
import fs from "node:fs";
import path from "node:path";
import { isValidElement, type ReactNode } from "react";

/** The versions every trick below was written and checked against. Upgrading: docs/gatsby-upgrade.md. */
export const GATSBY_PINNED: Readonly<Record<string, string>> = {
  gatsby: "5.16.1",
  "gatsby-adapter-netlify": "1.4.0",
  "gatsby-source-drupal": "6.16.0",
  "babel-preset-gatsby": "3.16.0",
  "gatsby-script": "2.16.0",
  "terser-webpack-plugin": "5.6.1",
  "mini-css-extract-plugin": "1.6.2",
};

/** Packages installed at another version than GATSBY_PINNED ("gatsby 5.17.0, pinned 5.16.1"). */
export function versionProblems(projectDir: string): string[] {
  const gatsbyRequire = createRequire(path.join(gatsbyDir(projectDir), "package.json"));
  return Object.entries(GATSBY_PINNED).flatMap(([name, pinned]) => {
    let installed: string;
    try {
      installed = (gatsbyRequire(`${name}/package.json`) as { version: string }).version;
    } catch {
      installed = "missing";
    }
    return installed === pinned ? [] : [`${name} ${installed}, pinned ${pinned}`];
  });
}

function gatsbyDir(projectDir: string): string {
  return path.dirname(createRequire(path.join(projectDir, "package.json")).resolve("gatsby/package.json"));
}

// ---- The browser build's webpack configuration (plugins/reumanl-webpack, stage build-javascript)

/** The parts of Gatsby's browser configuration that the tricks read and change. */
export interface BrowserConfig {
  output?: { chunkFilename?: unknown };
  optimization?: { splitChunks?: false | { cacheGroups?: Record<string, unknown> }; minimizer?: unknown[] };
  plugins?: ReadonlyArray<unknown>;
}

const constructorName = (value: unknown) => (value as { constructor?: { name?: string } } | null)?.constructor?.name;
const HASH = 8;
export const CHUNK_FILENAME = `[id]-[contenthash:${HASH}].js`;
export const CSS_CHUNK_FILENAME = `[id].[contenthash:${HASH}].css`;

/**
 * chunkNames (decision 006): lazy chunks as `[id]-[contenthash:8].js` instead of Gatsby's
 * `[name]-[contenthash].js` (every page's runtime lists them all: 1.4 KB gzipped less); and no name
 * for a chunk shared with a chunk loaded by a plain import(), which has none: Gatsby's SHA-1 of
 * "null"s put every such module in one file with the editor (Tiptap, 80 KB) that the cookie bar,
 * the share form and the login dialog then loaded. Answers whether the configuration looked as expected.
 */
export function chunkNames(config: BrowserConfig): boolean {
  const splitChunks = config.optimization?.splitChunks;
  const shared = splitChunks ? (splitChunks.cacheGroups?.shared as { name?: unknown } | undefined) : undefined;
  if (config.output?.chunkFilename !== "[name]-[contenthash].js" || typeof shared?.name !== "function") return false;
  config.output.chunkFilename = CHUNK_FILENAME;
  const gatsbyName = shared.name as (
    module: unknown,
    chunks: ReadonlyArray<{ name?: string | null }>,
    key: unknown,
  ) => unknown;
  shared.name = (module: unknown, chunks: ReadonlyArray<{ name?: string | null }>, key: unknown) =>
    chunks.some((chunk) => !chunk.name) ? undefined : gatsbyName(module, chunks, key);
  return true;
}

/**
 * stylesPerTemplate (decision 009): without Gatsby's `styles` cache group (all of the site's CSS in
 * one sheet inlined in every page) each sheet stays with the chunk that imports it: the shell's with
 * the app chunk, a template's with the template's; lazy sheets get short names as scripts do.
 */
export function stylesPerTemplate(config: BrowserConfig): boolean {
  const splitChunks = config.optimization?.splitChunks;
  const groups = splitChunks ? splitChunks.cacheGroups : undefined;
  const styles = groups?.styles as { name?: unknown; enforce?: unknown } | undefined;
  const extract = (config.plugins ?? []).find(
    (plugin): plugin is { options: { chunkFilename?: unknown } } =>
      constructorName(plugin) === "MiniCssExtractPlugin" &&
      typeof (plugin as { options?: unknown }).options === "object",
  );
  if (
    !groups ||
    styles?.name !== "styles" ||
    styles.enforce !== true ||
    extract?.options.chunkFilename !== "[name].[contenthash].css"
  )
    return false;
  delete groups.styles;
  extract.options.chunkFilename = CSS_CHUNK_FILENAME;
  return true;
}

interface TerserPluginClass {
  new (options: Record<string, unknown>): unknown;
  swcMinify?: unknown;
}

/**
 * swcMinifier (decision 005): Gatsby's TerserPlugin minifies with SWC (its swcMinify) instead of
 * Terser: about 8 s less of a cold build here and 0.8 KB less on the article. Gatsby's exclusions
 * and Safari 10 mangling kept.
 */
export function swcMinifier(config: BrowserConfig): boolean {
  const minimizers = config.optimization?.minimizer;
  const index = minimizers?.findIndex((plugin) => constructorName(plugin) === "TerserPlugin") ?? -1;
  if (!minimizers || index < 0) return false;
  const terser = minimizers[index] as {
    constructor: TerserPluginClass;
    options?: { parallel?: unknown; exclude?: unknown };
  };
  const TerserPlugin = terser.constructor;
  if (typeof TerserPlugin.swcMinify !== "function") return false;
  minimizers[index] = new TerserPlugin({
    minify: TerserPlugin.swcMinify,
    parallel: terser.options?.parallel ?? true,
    exclude: terser.options?.exclude ?? /\.min\.js/,
    terserOptions: { compress: { ecma: 5 }, mangle: { safari10: true } },
  });
  return true;
}

/** The tricks on Gatsby's browser configuration, by name; each answers whether it applied. */
export const BROWSER_CONFIG_TRICKS = { chunkNames, stylesPerTemplate, swcMinifier } as const;

/** The stand-in for runtime modules that never run here (by the project folder). */
export const emptyModule = (projectDir: string) => path.join(projectDir, "src", "build", "empty-module.ts");

/**
 * idleRuntimeModules (decision 006), webpack aliases for the browser build: Gatsby's internal
 * Partytown plugin (acts only in `gatsby develop`, but brings gatsby-script, about 3 KB) and the
 * service-worker registration (only while no plugin implements registerServiceWorker).
 */
export function idleRuntimeModules(
  projectDir: string,
  plugins: ReadonlyArray<{ browserAPIs?: readonly string[] }>,
): Record<string, string> {
  const empty = emptyModule(projectDir);
  const aliases: Record<string, string> = {
    [path.join(gatsbyDir(projectDir), "dist", "internal-plugins", "partytown", "gatsby-browser.js")]: empty,
  };
  if (!plugins.some((plugin) => plugin.browserAPIs?.includes("registerServiceWorker"))) {
    aliases[path.join(projectDir, ".cache", "register-service-worker.js")] = empty;
  }
  return aliases;
}

/** Gatsby's store as the tricks read it (plugins see it as `store`; not a documented API). */
export interface GatsbyStore {
  getState(): unknown;
}

/** The site's plugins with their browser APIs, from Gatsby's store. */
export function browserPlugins(store: GatsbyStore): ReadonlyArray<{ browserAPIs?: readonly string[] }> {
  const plugins = (store.getState() as { flattenedPlugins?: unknown }).flattenedPlugins;
  if (!Array.isArray(plugins)) throw new Error("Gatsby's store has no flattenedPlugins (docs/gatsby-upgrade.md)");
  return plugins as Array<{ browserAPIs?: readonly string[] }>;
}

// ---- The HTML renderer (gatsby-ssr's onPreRenderHTML; decision 009)

const inlinedSheet = (component: ReactNode): string | null =>
  isValidElement<{ "data-href"?: unknown }>(component) &&
  component.type === "style" &&
  typeof component.props["data-href"] === "string"
    ? component.props["data-href"]
    : null;
const isShellSheet = (href: string | null) => href !== null && /^app[.-]/.test(href.split("/").pop() ?? "");

/**
 * shellSheetFirst: Gatsby inlines the app chunk's sheet (the shell) after the template's; moved to
 * where the first inlined sheet was, so a template's rules win at equal specificity, as after a
 * client-side navigation.
 */
export function shellSheetFirst(components: readonly ReactNode[]): ReactNode[] {
  const first = components.findIndex((component) => inlinedSheet(component) !== null);
  const shell = components.filter((component) => isShellSheet(inlinedSheet(component)));
  if (first < 0 || shell.length === 0) return [...components];
  const others = components.filter((component) => !isShellSheet(inlinedSheet(component)));
  return [...others.slice(0, first), ...shell, ...others.slice(first)];
}

// ---- Around Gatsby's output

/** A client-only page's HTML as Gatsby wrote it ("[group]/index.html") or the adapter moved it ("[group].html"). */
export function clientOnlyHtml(publicDir: string, page: string): string | null {
  const candidates = [path.join(publicDir, page, "index.html"), path.join(publicDir, `${page}.html`)];
  return candidates.find((file) => fs.existsSync(file)) ?? null;
}

/** Files "[…].html" the adapter moved out of "[…]/index.html", under publicDir (not in assets). */
function movedClientOnlyPages(publicDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string, depth: number) => {
    if (depth > 8 || !fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== "static" && entry.name !== "page-data" && !entry.name.startsWith("_"))
        walk(full, depth + 1);
      else if (entry.isFile() && /^\[.*\]\.html$/.test(entry.name)) found.push(full);
    }
  };
  walk(publicDir, 0);
  return found;
}

const stitchedPlace = (moved: string) => path.join(moved.slice(0, -".html".length), "index.html");

/**
 * clientOnlyHtml (onPreBuild): gatsby-adapter-netlify moves a client-only page's HTML
 * ("preview/[...]/index.html" to "preview/[...].html") after the build; the next build stitches
 * slices into the unchanged pages at the old place (ENOENT). A copy goes back there.
 */
export function restoreClientOnlyHtml(publicDir: string): string[] {
  const restored: string[] = [];
  for (const moved of movedClientOnlyPages(publicDir)) {
    const target = stitchedPlace(moved);
    if (fs.existsSync(target)) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(moved, target);
    restored.push(path.relative(publicDir, target));
  }
  return restored;
}

/** routes: every page path and the match paths and redirects the link check accepts, from Gatsby's store. */
export function gatsbyRoutes(store: Pick<GatsbyStore, "getState">): { pages: string[]; routes: string[] } {
  const { pages, redirects } = store.getState() as { pages?: unknown; redirects?: unknown };
  if (!(pages instanceof Map) || !Array.isArray(redirects))
    throw new Error("Gatsby's store has no pages Map or redirects list (docs/gatsby-upgrade.md)");
  const values = [...pages.values()] as Array<{ path?: unknown; matchPath?: unknown }>;
  return {
    pages: values.map((page) => String(page.path)),
    routes: [
      ...values.flatMap((page) => (typeof page.matchPath === "string" ? [page.matchPath] : [])),
      ...(redirects as Array<{ fromPath: string }>).map((redirect) => redirect.fromPath),
    ],
  };
}

// ---- The checks after the build (plugins/reumanl-webpack's onPostBuild fails the build on any)

/** What the browser build's webpack really ran with, recorded by WebpackOptionsRecorder. */
export const webpackRecord: { minifier?: string } = {};

/** Records the minifier from webpack's own options (after Gatsby applied every change). */
export class WebpackOptionsRecorder {
  apply(compiler: { options: { optimization?: { minimizer?: unknown[] } } }): void {
    const terser = compiler.options.optimization?.minimizer?.find(
      (plugin) => constructorName(plugin) === "TerserPlugin",
    ) as { constructor: TerserPluginClass; options?: { minimizer?: { implementation?: unknown } } } | undefined;
    const implementation = terser?.options?.minimizer?.implementation;
    webpackRecord.minifier = !terser ? "none" : implementation === terser.constructor.swcMinify ? "swc" : "other";
  }
}

/** What the checks read besides public/. */
export interface BuildFacts {
  publicDir: string;
  /** The files public/_shells/… the forum and story functions fetch (relative to publicDir). */
  shells: readonly string[];
  store: Pick<GatsbyStore, "getState">;
  minifier: string | undefined;
}

const read = (file: string) => fs.readFileSync(file, "utf8");
/** Every page's HTML (the files Gatsby rendered with its root element), relative to publicDir. */
function pageHtmlFiles(publicDir: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && !["page-data", "static", "_gatsby", "_shells"].includes(entry.name)) walk(full);
      else if (entry.isFile() && entry.name.endsWith(".html") && read(full).includes('<div id="___gatsby"'))
        files.push(path.relative(publicDir, full));
    }
  };
  walk(publicDir);
  return files;
}

const ENTRY_FILE = /^(app|framework|webpack-runtime|polyfill)-[0-9a-f]+\.js$/;

/** Each trick's check: the problems found (none when it took effect). */
export const BUILD_CHECKS: Record<string, (facts: BuildFacts) => string[]> = {
  chunkNames: ({ publicDir }) => {
    const scripts = fs.readdirSync(publicDir).filter((file) => file.endsWith(".js") && !ENTRY_FILE.test(file));
    const stats = JSON.parse(read(path.join(publicDir, "webpack.stats.json"))) as {
      assetsByChunkName?: Record<string, unknown>;
    };
    return [
      ...(scripts.length === 0 ? ["no lazy chunk in public/"] : []),
      ...scripts
        .filter((file) => !/^\d+-[0-9a-f]{8}\.js$/.test(file))
        .map((file) => `lazy chunk ${file} is not named [id]-[hash:8].js`),
      ...Object.keys(stats.assetsByChunkName ?? {})
        .filter((name) => /^[0-9a-f]{40}$/.test(name))
        .map((name) => `a chunk is named by Gatsby's SHA-1 (${name})`),
    ];
  },
  stylesPerTemplate: ({ publicDir }) => {
    const sheets = fs.readdirSync(publicDir).filter((file) => file.endsWith(".css"));
    return [
      ...sheets.filter((file) => file.startsWith("styles.")).map((file) => `the site-wide sheet ${file} is back`),
      ...(sheets.some((file) => /^\d+\.[0-9a-f]{8}\.css$/.test(file))
        ? []
        : ["no sheet of a template or lazy part ([id].[hash:8].css)"]),
    ];
  },
  swcMinifier: ({ minifier }) =>
    minifier === "swc" ? [] : [`the browser build was minified by ${minifier ?? "an unrecorded minifier"}, not SWC`],
  idleRuntimeModules: ({ publicDir }) => {
    const app = fs.readdirSync(publicDir).filter((file) => /^app-[0-9a-f]+\.js$/.test(file));
    if (app.length === 0) return ["no app chunk in public/"];
    const code = app.map((file) => read(path.join(publicDir, file))).join("\n");
    return [
      ...(code.includes("text/partytown") ? ["the app chunk carries gatsby-script's Partytown code"] : []),
      ...(code.includes("/sw.js") ? ["the app chunk carries the service-worker registration"] : []),
    ];
  },
  shellSheetFirst: ({ publicDir }) =>
    pageHtmlFiles(publicDir).flatMap((page) => {
      const first = /<style data-href="([^"]*)"/.exec(read(path.join(publicDir, page)))?.[1] ?? null;
      return isShellSheet(first) ? [] : [`${page}: the first inlined sheet is ${first ?? "missing"}, not the shell's`];
    }),
  clientOnlyHtml: ({ publicDir }) =>
    movedClientOnlyPages(publicDir)
      .filter((moved) => !fs.existsSync(stitchedPlace(moved)))
      .map((moved) => `${path.relative(publicDir, stitchedPlace(moved))} is missing where Gatsby stitches`),
  pageShells: ({ publicDir, shells }) =>
    shells.filter((file) => !fs.existsSync(path.join(publicDir, file))).map((file) => `${file} was not copied`),
  hydrationRoot: ({ publicDir }) =>
    pageHtmlFiles(publicDir)
      .filter(
        (page) =>
          !/<div[^>]* id="gatsby-focus-wrapper"[^>]*>(<!--[^>]*-->)*<[a-z]/.test(read(path.join(publicDir, page))),
      )
      .map(
        (page) =>
          `${page} has no #gatsby-focus-wrapper with server HTML: gatsby-browser would render it anew instead of hydrating`,
      ),
  routes: ({ publicDir, store }) => {
    let pages: string[];
    try {
      pages = gatsbyRoutes(store).pages;
    } catch (error) {
      return [(error as Error).message];
    }
    const pageData = fs
      .readdirSync(path.join(publicDir, "page-data"), { recursive: true })
      .filter((file) => String(file).endsWith("page-data.json"));
    return pages.length === pageData.length
      ? []
      : [`Gatsby's store lists ${pages.length} pages, public/page-data ${pageData.length}`];
  },
};

/** Every check's problems as "trick: problem" lines (empty when every trick took effect). */
export function buildProblems(facts: BuildFacts): string[] {
  return Object.entries(BUILD_CHECKS).flatMap(([trick, check]) => {
    try {
      return check(facts).map((problem) => `${trick}: ${problem}`);
    } catch (error) {
      return [`${trick}: the check could not run (${(error as Error).message})`];
    }
  });
}
