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
