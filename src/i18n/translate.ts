/**
 * Looks up a Dutch text without i18next, for the functions (server side) and plain modules.
 * `translate("auth", "username.taken")`; a key like "auth:username.taken" names its namespace.
 * Unknown keys fall back to the generic error text, never to the key itself.
 *
 * On the server `resources` holds every namespace. In the browser bundle `./resources` is
 * resources.browser.ts (see plugins/reumanl-webpack/gatsby-node.ts): the namespaces the page's
 * HTML carried, `common`, `errors` and `forms` once the code that shows them is there, and those
 * loaded since.
 */
import { interpolate } from "./interpolate";
import { resources, type Namespace } from "./resources";
import { findText, type TextTree } from "./text-lookup";
import { noteNamespaceUse } from "./usage";

/** The namespace's tree and the key's path within it ("auth:username.taken" names its namespace). */
function locate(ns: Namespace, key: string): { namespace: string; tree: TextTree | undefined; path: string } {
  const colon = key.indexOf(":");
  const namespace: string = colon > 0 ? key.slice(0, colon) : ns;
  const path = colon > 0 ? key.slice(colon + 1) : key;
  return { namespace, tree: (resources.nl as unknown as Record<string, TextTree>)[namespace], path };
}

export function translate(ns: Namespace, key: string, vars?: Record<string, string | number>): string {
  const { namespace, tree, path } = locate(ns, key);
  noteNamespaceUse(namespace);
  const text = findText(tree, path, typeof vars?.count === "number" ? vars.count : undefined);
  // In the browser a namespace may still be loading (resources.browser.ts): show nothing rather
  // than a wrong text; the page renders again when it is there.
  if (tree === undefined && typeof window !== "undefined") return "";
  return interpolate(text ?? resources.nl.errors?.generic ?? "", vars);
}

/**
 * True when the key exists in its namespace (the app guide's plural check; tests that every schema
 * message has a text). It does not need the `errors` namespace, which in the browser arrives only
 * with the code that shows errors.
 */
export function hasText(ns: Namespace, key: string): boolean {
  const { namespace, tree, path } = locate(ns, key);
  noteNamespaceUse(namespace);
  return findText(tree, path) !== undefined;
}
