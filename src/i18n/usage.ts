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
 * in their HTML (page-texts.ts): small, and needed on every page or right after a press.
 */
export const BUNDLED_NAMESPACES = ["common", "errors", "forms"] as const;
