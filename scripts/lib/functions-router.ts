/**
 * Runs the functions of `functions/<name>/<name>.mts` in this process, routed by their
 * `config.path` the way Netlify routes them. `@netlify/dev` rebuilds a function into a fresh
 * folder on every request (about 2 s a call here); `npm start` uses this router instead so the site
 * answers at once. `NETLIFY_DEV_FUNCTIONS=1 npm start` and the browser tests use `@netlify/dev`.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export type NetlifyHandler = (request: Request, context: Record<string, unknown>) => Promise<Response> | Response;
export type RoutedFunction = { name: string; handler: NetlifyHandler; patterns: RegExp[] };

/** A `config.path` pattern (URLPattern pathname syntax: `*` and `:name`) as a regular expression. */
export function pathPattern(pattern: string): RegExp {
  let source = "";
  for (const part of pattern.split(/(\*|:[A-Za-z_][A-Za-z0-9_]*)/)) {
    if (part === "*") source += ".*";
    else if (part.startsWith(":")) source += "[^/]+";
    else source += part.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${source}$`);
}

export function findFunction(functions: RoutedFunction[], pathname: string): RoutedFunction | undefined {
  return functions.find((fn) => fn.patterns.some((pattern) => pattern.test(pathname)));
}

/** Imports every function entry once. Needs a TypeScript-aware loader (tsx) in this process. */
export async function loadFunctions(directory: string): Promise<RoutedFunction[]> {
  const loaded: RoutedFunction[] = [];
  for (const name of readdirSync(directory).sort()) {
    if (name.startsWith("_")) continue;
    const entry = ["mts", "ts", "mjs", "js"]
      .map((ext) => path.join(directory, name, `${name}.${ext}`))
      .find(existsSync);
    if (!entry) continue;
    const module = (await import(pathToFileURL(entry).href)) as {
      default?: NetlifyHandler;
      config?: { path?: string | string[] };
    };
    const paths = module.config?.path;
    if (!module.default || !paths) continue;
    loaded.push({ name, handler: module.default, patterns: (Array.isArray(paths) ? paths : [paths]).map(pathPattern) });
  }
  return loaded;
}
