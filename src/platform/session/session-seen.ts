/**
 * Whether this browser had a session (issue 37 row 10, issue 41): only then does a page that needs
 * one send the browser to the login page with `?sessionTimeout=true` ("Je bent automatisch
 * uitgelogd …"); a visitor who never logged in is not told they were logged out. A flag in
 * localStorage, set when the session probe finds a participant, gone at logging out and once the
 * login page has been offered. No personal data: the value is "1".
 */
const KEY = "reumanl.session-seen";

export function rememberSession(): void {
  try {
    window.localStorage.setItem(KEY, "1");
  } catch {
    // Storage refused (private mode, full): the login page then says nothing about a time-out.
  }
}

export function forgetSession(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

export function hadSession(): boolean {
  try {
    return window.localStorage.getItem(KEY) === "1";
  } catch {
    return false;
  }
}
