/**
 * Anti-forgery tokens (double submit, signed). GET /api/v1/antiforgery sets the HttpOnly cookie
 * `rnl_af` to a random value and answers token = HMAC(APP_SECRET, value). Every state-changing
 * call must send that token in the header `RequestVerificationToken`; a page on another site can
 * neither read the cookie nor compute the token, so it cannot forge the call.
 */
import { hmacBase64Url, randomToken, safeEqual, TOKEN_PATTERN } from "./crypto";

export const ANTIFORGERY_COOKIE = "rnl_af";
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

export function antiforgeryTokenFor(cookieValue: string, secret: string): string {
  return hmacBase64Url(secret, PURPOSE + cookieValue);
}

/** True when `token` is the token of `cookieValue`. */
export function verifyAntiforgery(cookieValue: string | undefined, token: string | undefined, secret: string): boolean {
  if (!isAntiforgeryCookieValue(cookieValue) || typeof token !== "string" || token.length === 0 || token.length > 128) {
    return false;
  }
  return safeEqual(token, antiforgeryTokenFor(cookieValue, secret));
}
