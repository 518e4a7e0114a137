/**
 * The cookie bar for the page shell, with its code (CookieBar.tsx, consent.ts) in its own chunk that
 * is asked for once the page has hydrated. The bar depends on the reader's cookies, so React never
 * renders it into the static HTML; until it is there, an inert copy outside React's root holds its
 * place from the first paint (EarlyCookieBar.tsx), which the bar removes when it mounts; nothing
 * on the page can be pressed before it is there (docs/decisions/007-islands-and-late-shell-parts.md).
 */
import { lazy, Suspense } from "react";
import { useHydrated } from "../../components/islands/useHydrated";

const CookieBar = lazy(() => import("./CookieBar").then((module) => ({ default: module.CookieBar })));

export function LateCookieBar({ pathname, focusAfterChoice }: { pathname: string; focusAfterChoice?: string }) {
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <CookieBar pathname={pathname} focusAfterChoice={focusAfterChoice} />
    </Suspense>
  );
}
