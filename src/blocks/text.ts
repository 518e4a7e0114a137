/**
 * Dutch texts of the library (locales/nl/library.json) for static components: a plain lookup, so
 * pages that only render library content ship this one namespace and no i18next hooks.
 */
import { interpolate } from "../i18n/interpolate";
import library from "../i18n/locales/nl/library.json";

type Tree = { readonly [key: string]: string | Tree };

export function lt(key: string, vars?: Record<string, string | number>): string {
  let node: string | Tree | undefined = library as Tree;
  let path = key;
  if (vars && typeof vars.count === "number") {
    const plural = `${key}_${vars.count === 1 ? "one" : "other"}`;
    if (lookup(plural) !== undefined) path = plural;
  }
  node = lookup(path);
  if (typeof node !== "string") throw new Error(`library text missing: ${key}`);
  return interpolate(node, vars);
}

function lookup(path: string): string | Tree | undefined {
  let node: string | Tree | undefined = library as Tree;
  for (const part of path.split(".")) node = typeof node === "object" && node !== null ? node[part] : undefined;
  return node;
}
