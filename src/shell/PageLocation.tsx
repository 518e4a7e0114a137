/**
 * The current path for the shell (set by wrapPageElement in gatsby-ssr and gatsby-browser), so the
 * layout knows it is on /trainingen/... and the cookie bar knows it is on the new-password page,
 * the same in the static HTML and in the browser.
 */
import { createContext, useContext, type ReactNode } from "react";

const PathnameContext = createContext<string>("/");

export function PageLocationProvider({ pathname, children }: { pathname: string; children: ReactNode }) {
  return <PathnameContext.Provider value={pathname}>{children}</PathnameContext.Provider>;
}

export function usePathname(): string {
  return useContext(PathnameContext);
}

/** Spec 001 §2.2: paths under /trainingen/ show no navbar or footer. */
export function isBarePath(pathname: string): boolean {
  return pathname.startsWith("/trainingen/");
}
