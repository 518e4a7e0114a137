/**
 * `npm run bench:js` (also part of `npm run bench`): the JavaScript an article page of the built
 * site loads when it opens, in bytes gzipped (level 9, as a CDN serves them), file by file. No
 * browser needed: the page's own scripts (its <script src> tags) plus the chunk group of its page component
 * (public/page-data/<path>/page-data.json -> componentChunkName -> public/webpack.stats.json), which
 * Gatsby's loader fetches before hydrating. Chunks loaded later on demand (the reader forms when they
 * are opened or scrolled to, the login dialog) are not part of it. Target (issue 3): at most 75 KB.
 *
 *   npm run bench:js                      measure the existing public/
 *   npm run bench:js -- --build           build first (holding /tmp/reumanl-gatsby-build.lock)
 *   npm run bench:js -- --path /leven-met-reuma/bewegen-met-reuma/
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const root = path.resolve(__dirname, "..", "..");
const publicDir = path.join(root, "public");
export const JS_BUDGET_BYTES = 75 * 1024;

export type ScriptWeight = { file: string; raw: number; gzipped: number };

/** "/a/b/" for "a/b", "/a/b" or "/a/b/?x" ("/" for the home page). */
const cleanPath = (pagePath: string) => `/${pagePath.split("?")[0]!.replace(/^\/+|\/+$/g, "")}/`.replace(/^\/\/$/, "/");

/**
 * The built page that serves this address: itself, or for a client-only route without HTML of its
 * own (a group, a conversation: functions/forum-page serves the route's built HTML with the content
 * in it) the page whose match path (.cache/match-paths.json, Gatsby's) it matches; null if none.
 */
export function builtPagePath(pagePath: string, dir = publicDir): string | null {
  const clean = cleanPath(pagePath);
  if (existsSync(path.join(dir, clean, "index.html"))) return clean;
  // Gatsby keeps the client-only routes' match paths beside the build, in .cache/.
  const file = path.join(dir, "..", ".cache", "match-paths.json");
  if (!existsSync(file)) return null;
  const segments = clean.split("/").filter(Boolean);
  const routes = JSON.parse(readFileSync(file, "utf8")) as Array<{ path: string; matchPath: string }>;
  const matches = (matchPath: string) => {
    const parts = matchPath.split("/").filter(Boolean);
    if (parts.at(-1)?.startsWith("*"))
      return (
        parts.slice(0, -1).every((part, index) => part.startsWith(":") || part === segments[index]) &&
        segments.length >= parts.length - 1
      );
    return (
      parts.length === segments.length && parts.every((part, index) => part.startsWith(":") || part === segments[index])
    );
  };
  const route = routes.find((candidate) => matches(candidate.matchPath));
  return route && existsSync(path.join(dir, cleanPath(route.path), "index.html")) ? cleanPath(route.path) : null;
}

/** The scripts a built page loads before it is interactive, with their sizes. */
export function pageScripts(pagePath: string, dir = publicDir): ScriptWeight[] {
  const clean = builtPagePath(pagePath, dir) ?? cleanPath(pagePath);
  const htmlFile = path.join(dir, clean, "index.html");
  if (!existsSync(htmlFile)) throw new Error(`no built page at ${htmlFile}: build first (--build)`);
  const html = readFileSync(htmlFile, "utf8");
  const files = new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+\.js)"/g)].map((match) => match[1]!));

  const pageData = JSON.parse(
    readFileSync(path.join(dir, "page-data", clean === "/" ? "index" : clean, "page-data.json"), "utf8"),
  ) as {
    componentChunkName: string;
  };
  const stats = JSON.parse(readFileSync(path.join(dir, "webpack.stats.json"), "utf8")) as {
    namedChunkGroups: Record<string, { assets: Array<{ name: string }> }>;
  };
  const group = stats.namedChunkGroups[pageData.componentChunkName];
  if (!group) throw new Error(`webpack.stats.json has no chunk group ${pageData.componentChunkName}`);
  for (const asset of group.assets) if (asset.name.endsWith(".js")) files.add(`/${asset.name}`);

  return [...files].map((file) => {
    const content = readFileSync(path.join(dir, decodeURIComponent(file)));
    return { file, raw: content.length, gzipped: gzipSync(content, { level: 9 }).length };
  });
}

export function formatWeights(pagePath: string, scripts: ScriptWeight[]): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const total = scripts.reduce((sum, script) => sum + script.gzipped, 0);
  const raw = scripts.reduce((sum, script) => sum + script.raw, 0);
  const rows = [...scripts]
    .sort((a, b) => b.gzipped - a.gzipped)
    .map((script) => `  ${kb(script.gzipped).padStart(9)}  ${kb(script.raw).padStart(9)} raw  ${script.file}`);
  const verdict = total <= JS_BUDGET_BYTES ? "within" : "over";
  return [
    `JS of ${pagePath} when it opens: ${kb(total)} gzipped (${kb(raw)} raw, ${scripts.length} files), ${verdict} the ${kb(JS_BUDGET_BYTES)} budget`,
    ...rows,
  ].join("\n");
}

/** `gatsby build` in this folder, holding the shared build lock (others build the same public/). */
export function buildSite(label: string): void {
  process.stdout.write(`[${label}] building (waiting for the build lock)…\n`);
  const result = spawnSync("flock", ["/tmp/reumanl-gatsby-build.lock", "npx", "gatsby", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error(`gatsby build ended with ${result.status}`);
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const at = args.indexOf("--path");
  const pagePath = at >= 0 && args[at + 1] ? args[at + 1]! : "/over-reuma/jicht/";
  try {
    if (args.includes("--build")) buildSite("bench:js");
    process.stdout.write(`${formatWeights(pagePath, pageScripts(pagePath))}\n`);
  } catch (error) {
    process.stderr.write(`[bench:js] failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
