/**
 * Looks up a Dutch text by namespace name, for code where no component renders: the functions (the
 * error catalogue, server-rendered pages' titles), the build and the mails.
 * `translate("auth", "username.taken")`; a key like "auth:username.taken" names its namespace.
 * Unknown keys fall back to the generic error text, never to the key itself. It holds every
 * namespace (resources.ts), so browser code never imports it: it imports the files it shows and
 * looks them up with textsOf (src/i18n/texts.ts).
 */
import { interpolate } from "./interpolate";
import { resources, type Namespace } from "./resources";
import { findText, type TextTree } from "./text-lookup";

/** The namespace's tree and the key's path within it ("auth:username.taken" names its namespace). */
function locate(ns: Namespace, key: string): { tree: TextTree | undefined; path: string } {
  const colon = key.indexOf(":");
  const namespace: string = colon > 0 ? key.slice(0, colon) : ns;
  const path = colon > 0 ? key.slice(colon + 1) : key;
  return { tree: (resources.nl as unknown as Record<string, TextTree>)[namespace], path };
}

export function translate(ns: Namespace, key: string, vars?: Record<string, string | number>): string {
  const { tree, path } = locate(ns, key);
  const text = findText(tree, path, typeof vars?.count === "number" ? vars.count : undefined);
  return interpolate(text ?? resources.nl.errors.generic, vars);
}

/** True when the key exists in its namespace (the error catalogue; tests that every schema message has a text). */
export function hasText(ns: Namespace, key: string): boolean {
  const { tree, path } = locate(ns, key);
  return findText(tree, path) !== undefined;
}
