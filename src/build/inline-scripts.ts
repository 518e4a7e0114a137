/**
 * The pages' Content-Security-Policy allows no inline script but those whose SHA-256 it lists
 * (issue 35 row 11, docs/decisions/331-csp-script-hashes.md). A hash fits a script whose text never
 * changes: the form guard (form-guard.ts) and the early cookie bar (EarlyCookieBar.tsx) are such.
 * Gatsby writes three whose text changes per page or per build: `window.pagePath="…"`
 * (gatsby-script-loader), `window.___chunkMapping="…"` (gatsby-chunk-mapping) and
 * `window.___webpackCompilationHash="…"`. After the build (plugins/reumanl-webpack onPostBuild)
 * each becomes a JSON data element that does not run, and one reader script with a fixed text
 * sets the same globals from them, in the same place, before Gatsby's (async) scripts run.
 *
 * `inlineScriptProblems` (run after the build; a problem fails it) names every page that runs an
 * inline script whose hash the CSP does not list.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** The globals Gatsby's runtime reads (production-app.js, loader.js, navigation.js). */
const GLOBALS = ["pagePath", "___chunkMapping", "___webpackCompilationHash"] as const;

/** The one reader: sets each global from its data element (only these names). */
export const GLOBALS_READER = `(function(d){${JSON.stringify(GLOBALS)}.forEach(function(n){var e=d.querySelector('script[data-gatsby-global="'+n+'"]');if(e)window[n]=JSON.parse(e.textContent)})})(document)`;

const JS_STRING = String.raw`"(?:[^"\\<]|\\.)*"`;
/** Gatsby's three scripts as it writes them; the value is a JSON-compatible string literal. */
const GATSBY_SCRIPTS: ReadonlyArray<{ name: (typeof GLOBALS)[number]; pattern: RegExp }> = [
  {
    name: "pagePath",
    pattern: new RegExp(
      String.raw`<script id="gatsby-script-loader">/\*<!\[CDATA\[\*/window\.pagePath=(${JS_STRING});/\*\]\]>\*/</script>`,
    ),
  },
  {
    name: "___chunkMapping",
    pattern: new RegExp(
      String.raw`<script\s+id="gatsby-chunk-mapping"\s*>\s*window\.___chunkMapping=(${JS_STRING});\s*</script>`,
    ),
  },
  {
    name: "___webpackCompilationHash",
    pattern: new RegExp(String.raw`<script>window\.___webpackCompilationHash=(${JS_STRING});</script>`),
  },
];

const dataElement = (name: string, json: string) =>
  `<script type="application/json" data-gatsby-global="${name}">${json}</script>`;

/** The page with Gatsby's changing inline scripts as data and the reader after the last of them; unchanged when it has none. */
export function withoutChangingInlineScripts(html: string): string {
  let out = html;
  let last = -1;
  for (const { name, pattern } of GATSBY_SCRIPTS) {
    const match = pattern.exec(out);
    if (!match) continue;
    JSON.parse(match[1]!); // a literal JSON cannot read stops the build here
    const element = dataElement(name, match[1]!);
    out = out.slice(0, match.index) + element + out.slice(match.index + match[0].length);
    last = Math.max(last, match.index + element.length);
  }
  if (last < 0) return out;
  return `${out.slice(0, last)}<script>${GLOBALS_READER}</script>${out.slice(last)}`;
}

/** `'sha256-…'` of a script's text, as a CSP lists it. */
export function cspHash(script: string): string {
  return `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;
}

/** The text of every inline script of the page that runs (not a data block such as JSON or JSON-LD). */
export function runningInlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1]!;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.trim().toLowerCase();
    if (type && !["text/javascript", "application/javascript", "module"].includes(type)) continue;
    scripts.push(match[2]!);
  }
  return scripts;
}

function htmlFiles(dir: string, depth = 0): string[] {
  if (depth > 12 || !fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === "page-data" || entry.name === "static" ? [] : htmlFiles(full, depth + 1);
    // "[…].html": where the adapter moves a client-only page's "[…]/index.html" after this runs;
    // until then it is the last build's copy (gatsby-internals.ts clientOnlyHtml).
    return entry.isFile() && entry.name.endsWith(".html") && !/^\[.*\]\.html$/.test(entry.name) ? [full] : [];
  });
}

/** Rewrites every built page (withoutChangingInlineScripts); answers how many changed. */
export function rewriteBuiltPages(publicDir: string): number {
  let changed = 0;
  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, "utf8");
    const rewritten = withoutChangingInlineScripts(html);
    if (rewritten !== html) {
      fs.writeFileSync(file, rewritten);
      changed += 1;
    }
  }
  return changed;
}

/** The script-src sources of a CSP. */
export function scriptSources(csp: string): string[] {
  const directive = csp
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === "script-src");
  return directive ? directive.slice(1) : [];
}

/** Each page (relative to publicDir) that runs an inline script whose hash `csp` does not list, with the hash. */
export function inlineScriptProblems(publicDir: string, csp: string): string[] {
  const allowed = new Set(scriptSources(csp));
  const problems: string[] = [];
  if (allowed.has("'unsafe-inline'")) problems.push("the CSP's script-src allows 'unsafe-inline'");
  for (const file of htmlFiles(publicDir)) {
    for (const script of runningInlineScripts(fs.readFileSync(file, "utf8"))) {
      const hash = cspHash(script);
      if (!allowed.has(hash))
        problems.push(
          `${path.relative(publicDir, file)}: an inline script without its hash in the CSP (${hash}: ${script.slice(0, 60)}…)`,
        );
    }
  }
  return problems;
}
