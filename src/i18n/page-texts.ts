/**
 * Build time only (gatsby-ssr): collects the namespaces one page uses while it is rendered (its
 * body and its Head, through translate() and useTranslation), and writes them into the page as
 * JSON, which resources.browser.ts reads before hydration. Gatsby renders two pages at a time in
 * each worker, so the collection follows the page's own asynchronous work (AsyncLocalStorage)
 * rather than a shared variable.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { createElement, type ReactElement } from "react";
import { resources } from "./resources";
import { BUNDLED_NAMESPACES, CODE_NAMESPACES, onNamespaceUse, PAGE_TEXTS_ID } from "./usage";

const pageNamespaces = new AsyncLocalStorage<Set<string>>();

onNamespaceUse((namespace) => pageNamespaces.getStore()?.add(namespace));

/** Call at the start of a page's render; the rest of that render reports into a fresh set. */
export function startPageTexts(): void {
  pageNamespaces.enterWith(new Set());
}

/** Namespaces the browser has anyway (the bundle's, and those the code looking them up carries) need not travel in the page. */
const ALWAYS_IN_BROWSER = new Set<string>([...BUNDLED_NAMESPACES, ...CODE_NAMESPACES]);

/** The texts of the namespaces this page used, for the browser; null when it used none. */
export function pageTextsElement(): ReactElement | null {
  const used = [...(pageNamespaces.getStore() ?? [])].filter(
    (namespace) => !ALWAYS_IN_BROWSER.has(namespace) && Object.prototype.hasOwnProperty.call(resources.nl, namespace),
  );
  if (used.length === 0) return null;
  const texts = Object.fromEntries(used.sort().map((namespace) => [namespace, (resources.nl as Record<string, unknown>)[namespace]]));
  return createElement("script", {
    key: PAGE_TEXTS_ID,
    id: PAGE_TEXTS_ID,
    type: "application/json",
    // "<" escaped so that no text can close the script element.
    dangerouslySetInnerHTML: { __html: JSON.stringify(texts).replace(/</g, "\\u003c") },
  });
}
