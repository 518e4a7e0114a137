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

export function translate(ns: Namespace, key: string, vars?: Record<string, string | number>): string {
  let namespace: string = ns;
  let path = key;
  const colon = key.indexOf(":");
  if (colon > 0) {
    namespace = key.slice(0, colon);
    path = key.slice(colon + 1);
  }
  noteNamespaceUse(namespace);
  const tree = (resources.nl as unknown as Record<string, TextTree>)[namespace];
  const text = findText(tree, path, typeof vars?.count === "number" ? vars.count : undefined);
  // In the browser a namespace may still be loading (resources.browser.ts): show nothing rather
  // than a wrong text; the page renders again when it is there.
  if (tree === undefined && typeof window !== "undefined") return "";
  return interpolate(text ?? resources.nl.errors?.generic ?? "", vars);
}

/** True when the key exists (used by tests to make sure every schema message has a text). */
export function hasText(ns: Namespace, key: string): boolean {
  const text = translate(ns, key);
  return text !== resources.nl.errors.generic || (ns === "errors" && key === "generic");
}
