/**
 * Known devices (OWASP Authentication Cheat Sheet, "device cookies"; decision 111). A successful
 * login, or a password reset through the mailed link, gives the browser a device token for that
 * e-mail address: `v1.<issued, unix seconds>.<random nonce>.<HMAC of address, time and nonce>`. The
 * database keeps nothing; the token says nothing about the person (the address is only inside the
 * HMAC). At the next login for the same address the browser counts against its own limit instead of
 * the address's limits, so wrong passwords that strangers type elsewhere never lock it out; a stolen
 * token still gives only a few guesses per 15 minutes (rate-limit.ts, loginPerDevice).
 */
import { hmacBase64Url, randomToken, safeEqual } from "./crypto";

/** How long a browser stays known after its last login. */
export const DEVICE_MAX_AGE_SECONDS = 180 * 24 * 3600;

const PATTERN = /^v1\.(\d{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

function macOf(secret: string, email: string, issued: number, nonce: string): string {
  return hmacBase64Url(secret, `device.v1:${email.trim().toLowerCase()}:${issued}:${nonce}`);
}

/** A new device token for `email`. */
export function issueDeviceToken(secret: string, email: string, nowMs: number = Date.now()): string {
  const issued = Math.floor(nowMs / 1000);
  const nonce = randomToken(16);
  return `v1.${issued}.${nonce}.${macOf(secret, email, issued, nonce)}`;
}

/**
 * The device of a token when it was issued for `email` by this server and is not older than
 * DEVICE_MAX_AGE_SECONDS; otherwise null (the browser is a stranger for that address). `id` is
 * the nonce: the rate limit's subject for this device.
 */
export function knownDevice(
  secret: string,
  token: string | undefined,
  email: string,
  nowMs: number = Date.now(),
): { id: string } | null {
  const match = token ? PATTERN.exec(token) : null;
  if (!match) return null;
  const [, issuedText, nonce, mac] = match;
  const issued = Number(issuedText);
  const age = nowMs / 1000 - issued;
  if (!(age >= -60 && age <= DEVICE_MAX_AGE_SECONDS)) return null;
  return safeEqual(mac!, macOf(secret, email, issued, nonce!)) ? { id: nonce! } : null;
}
