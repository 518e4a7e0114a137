/** Shared-secret checks of the calls Drupal makes (constant time, whatever the lengths). */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

const digest = (value: string): Buffer => createHash("sha256").update(value, "utf8").digest();

/** True when `given` equals `expected`; compares SHA-256 digests so the time says nothing. */
export function secretMatches(given: string | undefined | null, expected: string | undefined | null): boolean {
  if (!expected || !given) return false;
  return timingSafeEqual(digest(given), digest(expected));
}

/** The preview token Drupal puts in a preview link: HMAC-SHA256(secret, "nid:vid"), hex. */
export function previewToken(secret: string, nodeId: number, revisionId: number): string {
  return createHmac("sha256", secret).update(`${nodeId}:${revisionId}`, "utf8").digest("hex");
}
