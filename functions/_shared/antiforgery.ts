/**
 * Anti-forgery tokens (double submit, signed, bound to the session). GET /api/v1/antiforgery sets
 * the HttpOnly cookie `__Host-rnl_af` to a random value and answers
 * token = HMAC(APP_SECRET, value + session token), the session token being "" for a visitor. Every
 * state-changing call must send that token in the header `RequestVerificationToken`; a page on
 * another site can neither read the cookies nor compute the token, so it cannot forge the call, and
 * a token seen before a login (or in another person's session) is worth nothing after it. The
 * browser fetches a fresh token once when an answer says 403 Antiforgery (src/platform/http.ts).
 */
import { hmacBase64Url, randomToken, safeEqual, TOKEN_PATTERN } from "./crypto";

export const ANTIFORGERY_COOKIE = "__Host-rnl_af";
export const ANTIFORGERY_HEADER = "RequestVerificationToken";
/** Methods that change nothing and therefore need no token. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);

/** Keeps the token apart from other HMACs made with the same secret. */
const PURPOSE = "antiforgery.v1:";

export function newAntiforgeryCookieValue(): string {
  return randomToken(32);
}

export function isAntiforgeryCookieValue(value: string | undefined): value is string {
  return typeof value === "string" && TOKEN_PATTERN.test(value);
}

/** The token of the cookie's value within the session (`sessionToken` undefined for a visitor). */
export function antiforgeryTokenFor(cookieValue: string, sessionToken: string | undefined, secret: string): string {
  return hmacBase64Url(secret, `${PURPOSE}${cookieValue}:${sessionToken ?? ""}`);
}

/** True when `token` is the token of `cookieValue` within the session `sessionToken`. */
export function verifyAntiforgery(
  cookieValue: string | undefined,
  sessionToken: string | undefined,
  token: string | undefined,
  secret: string,
): boolean {
  if (!isAntiforgeryCookieValue(cookieValue) || typeof token !== "string" || token.length === 0 || token.length > 128) {
    return false;
  }
  return safeEqual(token, antiforgeryTokenFor(cookieValue, sessionToken, secret));
}
