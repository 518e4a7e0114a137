/**
 * What a server-rendered page (functions/forum-page, functions/story-page) shows, embedded in the
 * page as JSON, so the browser's first render is the same value (hydration matches) and the page
 * never asks again for what the HTML already holds (docs/decisions/036 and 143).
 */

/** "/a/b" and "/a/b/" are one page. */
export function samePath(a: string, b: string): boolean {
  const norm = (value: string) => (value.replace(/\/+$/, "") || "/").toLowerCase();
  return norm(a) === norm(b);
}

/**
 * JSON that is safe inside <script type="application/json">: "<" never appears, so neither
 * "</script>" nor "<!--" can end or change the element; U+2028/2029 are escaped as well.
 */
export function serializeState<T extends { path: string }>(state: T): string {
  return JSON.stringify(state)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * The state embedded for this path in the element with this id, or null (a page reached by client
 * navigation has none).
 */
export function readEmbeddedState<T extends { path: string }>(pathname: string, elementId: string): T | null {
  if (typeof document === "undefined") return null;
  const element = document.getElementById(elementId);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as T;
    return state && typeof state.path === "string" && samePath(state.path, pathname) ? state : null;
  } catch {
    return null;
  }
}
