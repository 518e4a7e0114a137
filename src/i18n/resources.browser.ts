/**
 * The browser's stand-in for resources.ts (the local plugin plugins/reumanl-webpack points
 * `src/i18n/resources` here in the browser bundle only; the build's HTML renderer, the functions
 * and the tests keep resources.ts with every namespace). It starts with:
 *   - `common` (small, used by the shell on every page),
 *   - the namespaces the page used while it was rendered at build time, which the HTML carries as
 *     JSON (<script type="application/json" id="i18n-texts">, see page-texts.ts), so hydration
 *     finds the same texts synchronously,
 * receives `errors` and `forms` from the code that looks them up (provideNamespace: the fetch
 * helper and the form parts import errors-texts.ts and forms-texts.ts, so an error message after a
 * press never waits for a chunk), and loads any other namespace on demand from its own chunk
 * (`loadNamespace`, through namespace-files.ts, itself a chunk), the first time a feature asks for
 * it: through i18next's
 * backend (src/i18n/browser.ts) or through `translate()`. So a namespace travels with the features
 * that use it and never sits in the app chunk.
 */
import common from "./locales/nl/common.json";
import type { Namespace, resources as allResources } from "./resources";
import { BUNDLED_NAMESPACES, onNamespaceUse, PAGE_TEXTS_ID } from "./usage";

export type { Namespace };
export const defaultNS: Namespace = "common";

type Bundle = Record<string, unknown>;
// Exactly the namespaces page-texts.ts leaves out of the pages' HTML.
const bundled: Record<(typeof BUNDLED_NAMESPACES)[number], Bundle> = { common };
const store: Record<string, Bundle> = { ...bundled, ...pageTexts() };

/** Same shape as resources.ts for its readers; only the namespaces loaded so far are present. */
export const resources = { nl: store } as unknown as typeof allResources;

function pageTexts(): Record<string, Bundle> {
  if (typeof document === "undefined") return {};
  const text = document.getElementById(PAGE_TEXTS_ID)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as Record<string, Bundle>;
  } catch {
    return {};
  }
}

export function hasNamespace(namespace: string): boolean {
  return Object.prototype.hasOwnProperty.call(store, namespace);
}

const providedListeners = new Set<(namespace: string, bundle: Bundle) => void>();

/**
 * A namespace the calling module carries itself (errors-texts.ts, forms-texts.ts). i18next, when it
 * is already running, gets it at once too (browser.ts): a form part that first renders after a press
 * must find its texts without suspending.
 */
export function provideNamespace(namespace: Namespace, bundle: Bundle): void {
  if (hasNamespace(namespace)) return;
  store[namespace] = bundle;
  for (const listener of providedListeners) listener(namespace, bundle);
}

export function onNamespaceProvided(listener: (namespace: string, bundle: Bundle) => void): void {
  providedListeners.add(listener);
}

const loading = new Map<string, Promise<Bundle>>();
const listeners = new Set<() => void>();
let version = 0;

/** Loads a namespace's chunk once (webpack makes one chunk per locale file) and keeps it. */
export function loadNamespace(namespace: string): Promise<Bundle> {
  if (hasNamespace(namespace)) return Promise.resolve(store[namespace]!);
  let pending = loading.get(namespace);
  if (!pending) {
    pending = import("./namespace-files")
      .then(({ importNamespace }) => importNamespace(namespace))
      .then((module) => {
        store[namespace] = module.default ?? module;
        return store[namespace]!;
      });
    pending.catch(() => loading.delete(namespace));
    loading.set(namespace, pending);
  }
  return pending;
}

/**
 * `translate()` asked for a namespace this page does not have yet (a page reached by client-side
 * navigation whose texts are looked up outside i18next): load it and tell the page to render again
 * (gatsby-browser's wrapPageElement listens through `subscribeToLateTexts`).
 */
onNamespaceUse((namespace) => {
  if (hasNamespace(namespace) || loading.has(namespace)) return;
  void loadNamespace(namespace).then(() => {
    version += 1;
    for (const listener of listeners) listener();
  });
});

export function subscribeToLateTexts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function lateTextsVersion(): number {
  return version;
}
