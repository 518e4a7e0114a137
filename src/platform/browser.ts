/**
 * Full page navigations, kept on one object so component tests can spy on them
 * (`jest.spyOn(pageNavigation, "assign")`): jsdom's window.location cannot be replaced.
 * A full load (not Gatsby's client navigate) makes the navbar read the session again.
 */
export const pageNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
  /** Like assign, but the current address leaves the history (a used link with a token). */
  replace(url: string): void {
    window.location.replace(url);
  },
};

/** Reads `?name=` of the current address (on the client only; the static HTML has no query). */
export function queryParam(name: string): string {
  return new URLSearchParams(window.location.search).get(name) ?? "";
}
