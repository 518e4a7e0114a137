/**
 * A text size of one's own (issue 41, docs/decisions/442-text-size.md): A, A+ and A++ in the main
 * menu. The choice is the cookie `text_size` ("groter" or "grootst"; absent for the normal size),
 * read before the first paint by the inline script in every page's head (gatsby-ssr.tsx), which sets
 * `data-text-size` on <html>; global.css scales the root font from there, and every size in rem
 * follows. A cookie the reader asks for by pressing a button is a preference for the session; it
 * lives on for a year only when functional cookies are accepted (cookie_consent_functional=yes),
 * else it ends with the browser session. A member's choice is also kept with their account (PUT
 * /CustomUser/ChangeTextSize) and taken on wherever they log in (GET /CustomUser's TextSize).
 */
import { asTextSize, TEXT_SIZES, type TextSize } from "../domain/text-size";
import { applyWrites, COOKIE, parseCookies, type CookieWrite } from "./consent";

export { TEXT_SIZES, type TextSize };

export const TEXT_SIZE_COOKIE = "text_size";
export const TEXT_SIZE_EVENT = "reumanl:text-size";
const LIFETIME_DAYS = 365;

/** The size in a cookie header; "normaal" for anything else. */
export function readTextSize(cookieHeader: string): TextSize {
  return asTextSize(parseCookies(cookieHeader)[TEXT_SIZE_COOKIE]);
}

/** The cookie to write: kept a year with functional consent, else for the session; the normal size removes it. */
export function textSizeWrites(size: TextSize, cookieHeader: string): CookieWrite[] {
  if (size === "normaal") return [[TEXT_SIZE_COOKIE, "", -1]];
  const lasting = parseCookies(cookieHeader)[COOKIE.functional] === "yes";
  return [[TEXT_SIZE_COOKIE, size, lasting ? LIFETIME_DAYS : 0]];
}

/** Sets the size on this page and in the cookie; components that show it hear TEXT_SIZE_EVENT. */
export function chooseTextSize(size: TextSize): void {
  if (typeof document === "undefined") return;
  applyWrites(textSizeWrites(size, document.cookie));
  if (size === "normaal") document.documentElement.removeAttribute("data-text-size");
  else document.documentElement.setAttribute("data-text-size", size);
  window.dispatchEvent(new CustomEvent(TEXT_SIZE_EVENT, { detail: size }));
}

/** Keeps a member's choice with their account (the fetch helper is its own chunk, loaded only then). */
export async function saveTextSize(size: TextSize): Promise<void> {
  const { apiRequest } = await import("./http");
  await apiRequest("/CustomUser/ChangeTextSize", { method: "PUT", body: { TextSize: size } });
}

/** The size the page shows now (the head script set it from the cookie). */
export function currentTextSize(): TextSize {
  if (typeof document === "undefined") return "normaal";
  return asTextSize(document.documentElement.getAttribute("data-text-size"));
}

/** The inline script in every page's head: the size from the cookie, before the first paint. */
export const TEXT_SIZE_SCRIPT = `(function(){var m=document.cookie.match(/(?:^|;\\s*)${TEXT_SIZE_COOKIE}=(groter|grootst)(?:;|$)/);if(m)document.documentElement.setAttribute("data-text-size",m[1])})();`;
