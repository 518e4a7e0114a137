/**
 * The one way a Dutch text is found in a namespace's tree (locales/nl/<ns>.json): dotted keys,
 * `key_one` / `key_other` chosen by a numeric `count`, `{{name}}` filled in. `translate()` (any
 * registered namespace, by name) and the plain per-feature lookups (`lt`, `ct`, `pt`, `st`,
 * `cookieText`, `suggestText`: a namespace's JSON imported where its words must be there at the first render,
 * docs/decisions/008-texts-in-the-browser.md) all go through here; react-i18next's `t` reads the
 * same files.
 */
import { interpolate } from "./interpolate";

export type TextTree = { readonly [key: string]: string | TextTree };
export type TextVars = Record<string, string | number>;

/** The text at `key` (plural form when `count` is given and the tree has one), or undefined. */
export function findText(tree: TextTree | undefined, key: string, count?: number): string | undefined {
  if (typeof count === "number") {
    const plural = walk(tree, `${key}_${count === 1 ? "one" : "other"}`);
    if (plural !== undefined) return plural;
  }
  return walk(tree, key);
}

/** A lookup bound to one namespace's tree; a missing key is a programming error and throws. */
export function textLookup(tree: TextTree, namespace: string): (key: string, vars?: TextVars) => string {
  return (key, vars) => {
    const text = findText(tree, key, typeof vars?.count === "number" ? vars.count : undefined);
    if (text === undefined) throw new Error(`${namespace} text missing: ${key}`);
    return interpolate(text, vars);
  };
}

function walk(tree: TextTree | undefined, path: string): string | undefined {
  let node: string | TextTree | undefined = tree;
  for (const part of path.split(".")) node = typeof node === "object" && node !== null ? node[part] : undefined;
  return typeof node === "string" ? node : undefined;
}
