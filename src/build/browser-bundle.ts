/**
 * The production browser build's adjustments, applied by the local plugin's onCreateWebpackConfig
 * (plugins/reumanl-webpack/gatsby-node.ts)
 * (docs/decisions/006-article-js-budget.md): how chunks are named (shortenChunkFileNames,
 * below), and Gatsby runtime modules that the app chunk would carry although they never run on this
 * site, replaced with an empty module:
 *   - the internal Partytown plugin's gatsby-browser: its only hook returns at once outside
 *     `gatsby develop`, but it requires gatsby-script and Partytown's integration (about 3 KB
 *     gzipped). The site has no <Script> component (the Head and the cookie-gated analytics add their
 *     own tags), so nothing else needs them.
 *   - the service-worker registration, which Gatsby only requires when a plugin's
 *     `registerServiceWorker` says so: replaced only while no plugin implements that API.
 */
import { createRequire } from "node:module";
import path from "node:path";

/** The stand-in (by the project folder: the plugin's gatsby-node is compiled into .cache before it runs). */
export function emptyModule(projectDir: string): string {
  return path.join(projectDir, "src", "build", "empty-module.ts");
}

export interface BrowserPlugin {
  name: string;
  browserAPIs?: readonly string[];
}

/** Absolute module path -> the empty module, for webpack's resolve.alias in the browser build only. */
export function idleRuntimeModules(projectDir: string, plugins: readonly BrowserPlugin[]): Record<string, string> {
  const gatsbyDir = path.dirname(createRequire(path.join(projectDir, "package.json")).resolve("gatsby/package.json"));
  const empty = emptyModule(projectDir);
  const aliases: Record<string, string> = {
    [path.join(gatsbyDir, "dist", "internal-plugins", "partytown", "gatsby-browser.js")]: empty,
  };
  if (!plugins.some((plugin) => plugin.browserAPIs?.includes("registerServiceWorker"))) {
    aliases[path.join(projectDir, ".cache", "register-service-worker.js")] = empty;
  }
  return aliases;
}

/** The parts of Gatsby's webpack configuration that shortenChunkFileNames reads and changes. */
export interface ChunkNamingConfig {
  output?: { chunkFilename?: unknown };
  optimization?: { splitChunks?: false | { cacheGroups?: Record<string, unknown> } };
}

/** Hex digits of content hash in the file names of the chunks loaded on demand. */
export const CHUNK_HASH_LENGTH = 8;
export const CHUNK_FILENAME = `[id]-[contenthash:${CHUNK_HASH_LENGTH}].js`;

/**
 * How the chunks loaded on demand are named (answers whether Gatsby's configuration had the expected
 * shape; only then is it changed):
 *   - Every page's webpack runtime lists each such chunk (about 85) to build its file name. Gatsby's
 *     `[name]-[contenthash].js` puts every chunk's name (component---src-pages-...) and 20 hex digits
 *     of hash there: about 1.4 KB gzipped of the runtime, growing with every page and chunk. Files
 *     are now `[id]-[contenthash:8].js`: the runtime only lists 8 hex digits per chunk (as
 *     create-react-app did; still enough to tell every version of a file apart for caching). The
 *     names stay in webpack.stats.json and chunk-map.json, which is what Gatsby and bench:js read.
 *   - Gatsby names a chunk shared by several others after the SHA-1 of their names. Chunks loaded
 *     with a plain import() have no name ("null"), so every module used by two such chunks got the
 *     same name, and webpack put them all into one file: the cookie bar, the share form or the login
 *     dialog then loaded the conversation editor (Tiptap, about 80 KB gzipped) with them. Such modules
 *     now get no name, so webpack groups them by the chunks that really use them (and copies small
 *     ones into each, below its 20 KB minimum).
 */
export function shortenChunkFileNames(config: ChunkNamingConfig): boolean {
  const splitChunks = config.optimization?.splitChunks;
  const shared = splitChunks ? (splitChunks.cacheGroups?.shared as { name?: unknown } | undefined) : undefined;
  if (config.output?.chunkFilename !== "[name]-[contenthash].js" || typeof shared?.name !== "function") return false;
  config.output.chunkFilename = CHUNK_FILENAME;
  const gatsbyName = shared.name as (module: unknown, chunks: ReadonlyArray<{ name?: string | null }>, key: unknown) => unknown;
  shared.name = (module: unknown, chunks: ReadonlyArray<{ name?: string | null }>, key: unknown) =>
    chunks.some((chunk) => !chunk.name) ? undefined : gatsbyName(module, chunks, key);
  return true;
}

/** The parts of Gatsby's webpack configuration that stylesPerTemplate reads and changes. */
export interface StylesConfig {
  optimization?: { splitChunks?: false | { cacheGroups?: Record<string, unknown> } };
  plugins?: ReadonlyArray<unknown>;
}

/** File names of style sheets loaded on demand, as for scripts (CHUNK_FILENAME). */
export const CSS_CHUNK_FILENAME = `[id].[contenthash:${CHUNK_HASH_LENGTH}].css`;

/**
 * Style sheets per page template instead of one for the whole site (answers whether Gatsby's
 * configuration had the expected shape; only then is it changed):
 *   - Gatsby's `styles` cache group puts every CSS file into one sheet that each page inlines in its
 *     HTML: the activity guide's, the community's and the account forms' rules were in every article
 *     (43 KB), parsed and matched before the first paint. Without it, mini-css-extract-plugin keeps
 *     each file with the chunk that imports it: the shell's sheets (gatsby-browser: global.css,
 *     forms.css) with the app chunk, a template's with that template's chunk (Gatsby inlines both),
 *     and those of a part loaded on demand with that part's chunk (loaded as a <link> with it).
 *   - Sheets loaded on demand get short names, as scripts do: every page's webpack runtime lists them.
 * What this asks of the CSS: a component imports the sheet with its rules (nothing borrows a class
 * from another feature's sheet), and shared rules live in src/styles. gatsby-ssr puts the shell's
 * sheet first in the HTML (style-order.ts, shellSheetFirst), so a template's rules still come after it.
 */
export function stylesPerTemplate(config: StylesConfig): boolean {
  const splitChunks = config.optimization?.splitChunks;
  const groups = splitChunks ? splitChunks.cacheGroups : undefined;
  const styles = groups?.styles as { name?: unknown; enforce?: unknown } | undefined;
  const extract = (config.plugins ?? []).find(
    (plugin): plugin is { options: { chunkFilename?: unknown } } =>
      (plugin as { constructor?: { name?: string } } | null)?.constructor?.name === "MiniCssExtractPlugin" &&
      typeof (plugin as { options?: unknown }).options === "object",
  );
  if (!groups || styles?.name !== "styles" || styles.enforce !== true || extract?.options.chunkFilename !== "[name].[contenthash].css") return false;
  delete groups.styles;
  extract.options.chunkFilename = CSS_CHUNK_FILENAME;
  return true;
}
