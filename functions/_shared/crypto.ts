/** Small crypto helpers of the platform (node:crypto only). */
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

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

/** An AES-256 key for one purpose, derived from the app secret (HMAC-SHA256 of the purpose). */
function sealingKey(secret: string, purpose: string): Buffer {
  return createHmac("sha256", secret).update(`reumanl:seal:${purpose}`, "utf8").digest();
}

/**
 * `text` encrypted and authenticated (AES-256-GCM) under a key derived from `secret` for `purpose`,
 * base64url of IV (12 bytes), tag (16) and ciphertext. For data at rest that only the functions
 * need to read back (the mail outbox: addresses, links with tokens).
 */
export function sealText(secret: string, purpose: string, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealingKey(secret, purpose), iv);
  const ciphertext = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString("base64url");
}

/** The text `sealText` sealed, or null when it was sealed under another secret or purpose, or changed. */
export function openSealed(secret: string, purpose: string, sealed: string): string | null {
  const bytes = Buffer.from(sealed, "base64url");
  if (bytes.length < 28) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", sealingKey(secret, purpose), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
