/**
 * Which namespaces were looked up. `translate()` and the build's i18next instance report every
 * namespace they use here; at build time gatsby-ssr listens per page (src/i18n/page-texts.ts), so
 * the page's HTML carries exactly the texts its hydration needs. Without a listener (functions,
 * tests, the browser) reporting does nothing.
 */
type Listener = (namespace: string) => void;

let listener: Listener | null = null;

export function noteNamespaceUse(namespace: string): void {
  listener?.(namespace);
}

export function onNamespaceUse(next: Listener | null): void {
  listener = next;
}

/** Id of the JSON script element that carries a page's texts from the build to the browser. */
export const PAGE_TEXTS_ID = "i18n-texts";

/**
 * Namespaces the browser bundle itself carries (resources.browser.ts), so pages need not carry them
 * in their HTML (page-texts.ts): small, and needed by the shell on every page.
 */
export const BUNDLED_NAMESPACES = ["common"] as const;

/**
 * Namespaces that travel with the code that looks them up (provideNamespace, through
 * errors-texts.ts and forms-texts.ts): their texts appear after a press (an error message, a busy
 * button) and must not wait for a chunk then. Every module that looks one up imports its texts
 * module, so pages need not carry them in their HTML either.
 */
export const CODE_NAMESPACES = ["errors", "forms"] as const;
