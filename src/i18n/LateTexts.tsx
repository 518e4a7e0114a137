/**
 * Browser only (gatsby-browser's wrapPageElement): renders the page again when `translate()` had to
 * load a namespace the page did not have yet (resources.browser.ts), e.g. on a page reached by
 * client-side navigation that looks texts up outside i18next. Nothing happens on other pages.
 */
import { cloneElement, useSyncExternalStore, type ReactElement } from "react";
import { lateTextsVersion, subscribeToLateTexts } from "./resources.browser";

export function LateTexts({ children }: { children: ReactElement }) {
  const version = useSyncExternalStore(subscribeToLateTexts, lateTextsVersion, lateTextsVersion);
  // A new element object makes React render the page again; the same one would be skipped.
  return version === 0 ? children : cloneElement(children);
}
