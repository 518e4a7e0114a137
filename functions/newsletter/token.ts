/**
 * The confirmation link's token (decision 390): the address travels in the link, not in the
 * database. `<address base64url>.<expiry unix seconds>.<HMAC-SHA256 of both under APP_SECRET>`: it
 * cannot be made or changed without the secret, and it expires.
 */
import { NEWSLETTER_LINK_TTL_HOURS } from "../../src/domain/newsletter";
import { hmacBase64Url, safeEqual } from "../_shared/crypto";

const PURPOSE = "newsletter-confirm.v1";

function signatureOf(secret: string, address: string, expires: string): string {
  return hmacBase64Url(secret, `${PURPOSE}:${address}.${expires}`);
}

export function signConfirmToken(secret: string, email: string, nowMs: number = Date.now()): string {
  const address = Buffer.from(email, "utf8").toString("base64url");
  const expires = String(Math.floor(nowMs / 1000) + NEWSLETTER_LINK_TTL_HOURS * 3600);
  return `${address}.${expires}.${signatureOf(secret, address, expires)}`;
}

export type TokenCheck = { ok: true; email: string } | { ok: false; reason: "invalid" | "expired" };

/** The address of a genuine, unexpired token. The signature is checked before the expiry is read. */
export function readConfirmToken(secret: string, token: string, nowMs: number = Date.now()): TokenCheck {
  const [address, expires, signature, ...rest] = token.split(".");
  if (!address || !expires || !signature || rest.length > 0) return { ok: false, reason: "invalid" };
  if (!safeEqual(signature, signatureOf(secret, address, expires))) return { ok: false, reason: "invalid" };
  if (Number(expires) * 1000 < nowMs) return { ok: false, reason: "expired" };
  return { ok: true, email: Buffer.from(address, "base64url").toString("utf8") };
}
