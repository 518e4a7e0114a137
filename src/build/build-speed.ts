/**
 * What makes `gatsby build` faster without changing what it builds
 * (docs/decisions/005-build-speed.md), applied by the local plugin's onCreateWebpackConfig
 * (plugins/reumanl-webpack/gatsby-node.ts):
 *   - the browser bundle is minified by SWC instead of Terser: swcMinifier in gatsby-internals.ts,
 *     since it replaces a plugin inside Gatsby's configuration.
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
