/**
 * Dutch texts of the stories pages (locales/nl/stories.json) as a plain lookup of the imported
 * file, like the community's ct(): the same words on the server's first render and in the browser,
 * without waiting for a namespace to load. The file is also registered in src/i18n/resources.ts.
 */
import { interpolate } from "../../i18n/interpolate";
import stories from "../../i18n/locales/nl/stories.json";

type Tree = { readonly [key: string]: string | Tree };

function lookup(path: string): string | undefined {
  let node: string | Tree | undefined = stories as Tree;
  for (const part of path.split(".")) node = typeof node === "object" && node !== null ? node[part] : undefined;
  return typeof node === "string" ? node : undefined;
}

/** A stories text; `count` picks `key_one` / `key_other` when those exist. Throws for a missing key. */
export function st(key: string, vars?: Record<string, string | number>): string {
  const plural = vars && typeof vars.count === "number" ? lookup(`${key}_${vars.count === 1 ? "one" : "other"}`) : undefined;
  const text = plural ?? lookup(key);
  if (text === undefined) throw new Error(`stories text missing: ${key}`);
  return interpolate(text, vars);
}

/** A validation text of the stories calls ("stories:body.required" or "body.required"). */
export function storyValidationText(key: string): string {
  return lookup(key.replace(/^stories:/, "")) ?? st("errors.generic");
}
