/** Small crypto helpers of the platform (node:crypto only). */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** A random token of `bytes` bytes, base64url (32 bytes -> 43 characters). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** The shape of a 32-byte base64url token; checked before any database work. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function sha256Hex(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("hex");
}

/** HMAC-SHA256 of `message` under `secret`, base64url. */
export function hmacBase64Url(secret: string, message: string): string {
  return createHmac("sha256", secret).update(message, "utf8").digest("base64url");
}

/** Compares two strings in time that does not depend on where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, "utf8");
  const right = Buffer.from(b, "utf8");
  if (left.length !== right.length) {
    timingSafeEqual(left, left);
    return false;
  }
  return timingSafeEqual(left, right);
}
