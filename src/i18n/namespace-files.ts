/**
 * The locale files, one chunk per namespace (webpack turns the template path into a map of
 * namespace -> chunk). Browser only, and a chunk of its own too: resources.browser.ts asks for this
 * module the first time a page needs a namespace it did not carry, so the map (which grows with
 * every namespace) is not part of the app chunk every page loads.
 */
export type Bundle = Record<string, unknown>;

export function importNamespace(namespace: string): Promise<{ default?: Bundle } & Bundle> {
  return import(`./locales/nl/${namespace}.json`);
}
