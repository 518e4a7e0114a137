/**
 * How a Dutch text is found in a namespace's tree (locales/nl/<ns>.json): dotted keys, `key_one` /
 * `key_other` chosen by a numeric `count`. textsOf (the browser's lookup, src/i18n/texts.ts) and
 * translate() (functions, build, mails) both find their texts here.
 */

export type TextTree = { readonly [key: string]: string | TextTree };

/** The text at `key` (plural form when `count` is given and the tree has one), or undefined. */
export function findText(tree: TextTree | undefined, key: string, count?: number): string | undefined {
  if (typeof count === "number") {
    const plural = walk(tree, `${key}_${count === 1 ? "one" : "other"}`);
    if (plural !== undefined) return plural;
  }
  return walk(tree, key);
}

function walk(tree: TextTree | undefined, path: string): string | undefined {
  let node: string | TextTree | undefined = tree;
  for (const part of path.split(".")) node = typeof node === "object" && node !== null ? node[part] : undefined;
  return typeof node === "string" ? node : undefined;
}
