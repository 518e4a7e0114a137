/**
 * Whether React is still hydrating the page the browser opened (the build's HTML). True from the
 * start when Gatsby will hydrate (its production-app does when #gatsby-focus-wrapper has content),
 * false once gatsby-browser's
 * onInitialClientRender has run, and false everywhere else (the build, tests, client-only pages
 * rendered without that HTML).
 */
let hydrating = typeof document !== "undefined" && Boolean(document.getElementById("gatsby-focus-wrapper")?.children.length);

export function isHydratingPage(): boolean {
  return hydrating;
}

export function pageHydrated(): void {
  hydrating = false;
}
