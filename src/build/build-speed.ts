/**
 * What makes `gatsby build` faster without changing what it builds
 * (docs/decisions/005-build-speed.md), applied by the local plugin's onCreateWebpackConfig
 * (plugins/reumanl-webpack/gatsby-node.ts):
 *   - swcMinifier: the browser bundle is minified by SWC instead of Terser, through the same
 *     terser-webpack-plugin (its swcMinify). On this 2-core machine Terser took about 14 s of a cold
 *     build, SWC takes about 6; the article page's scripts come out smaller (73.2 KB gzipped against
 *     74.0 with Terser).
 *   - withoutPersistentCache: webpack's cache on disk (.cache/webpack, about 200 MB) saves a warm
 *     rebuild half its time, but writing it costs a cold build 11 s or more before the site can be
 *     served. `npm start` builds without it (WEBPACK_CACHE=off); Netlify and `npm run build` keep it,
 *     where the next build of an editor's change starts warm.
 *   - sourceMapsOff: `npm start` also builds without source maps (SOURCE_MAPS=off), about 2 s less;
 *     `SOURCE_MAPS=on npm start` keeps them for debugging the local site.
 *
 * And by gatsby-config, before Gatsby creates its worker pool (docs/decisions/005-build-speed.md):
 *   - gatsbyCpuCount: Gatsby runs the page queries and renders the HTML in one worker per physical
 *     core minus one, keeping a core for its main process, which only waits during those steps. On
 *     a 2-core machine that is one worker and one idle core. One worker per logical core builds
 *     10,258 pages in 124–140 s instead of 164–171.
 */

/** The parts of Gatsby's webpack configuration that these functions read and change. */
export interface MinimizerConfig {
  optimization?: { minimizer?: unknown[] };
}

interface TerserPluginInstance {
  options?: { parallel?: unknown; exclude?: unknown };
}

interface TerserPluginClass {
  new (options: Record<string, unknown>): unknown;
  swcMinify?: unknown;
}

/**
 * Replaces Gatsby's Terser minimizer with SWC's minifier in the same plugin (answers whether it
 * found one to replace). Keeps Gatsby's choices: files named *.min.js stay as they are, and names
 * are mangled with Safari 10's scoping bug in mind.
 */
export function swcMinifier(config: MinimizerConfig): boolean {
  const minimizers = config.optimization?.minimizer;
  const index = minimizers?.findIndex((plugin) => (plugin as { constructor?: { name?: string } } | null)?.constructor?.name === "TerserPlugin") ?? -1;
  if (!minimizers || index < 0) return false;
  const terser = minimizers[index] as TerserPluginInstance;
  const TerserPlugin = (terser as { constructor: TerserPluginClass }).constructor;
  if (typeof TerserPlugin.swcMinify !== "function") return false;
  minimizers[index] = new TerserPlugin({
    minify: TerserPlugin.swcMinify,
    parallel: terser.options?.parallel ?? true,
    exclude: terser.options?.exclude ?? /\.min\.js/,
    terserOptions: { compress: { ecma: 5 }, mangle: { safari10: true } },
  });
  return true;
}

/** True when the build should not write webpack's cache to disk (set by `npm start`). */
export function persistentCacheOff(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.WEBPACK_CACHE === "off";
}

/** True when the build should make no source maps (set by `npm start`). */
export function sourceMapsOff(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.SOURCE_MAPS === "off";
}

/** Most workers the build starts: each loads the datastore and the renderer (about 300 MB). */
const MOST_WORKERS = 8;

/**
 * The GATSBY_CPU_COUNT that gives one build worker per logical core (Gatsby starts that count
 * minus one), or undefined to leave Gatsby's choice: when GATSBY_CPU_COUNT is already set, or on a
 * single core, where Gatsby runs the queries in its main process.
 */
export function gatsbyCpuCount(env: NodeJS.ProcessEnv, logicalCores: number): string | undefined {
  if (env.GATSBY_CPU_COUNT !== undefined || logicalCores < 2) return undefined;
  return String(Math.min(logicalCores, MOST_WORKERS) + 1);
}
