/** argon2id password hashes (OWASP parameters: 19 MiB, 2 passes, 1 lane). */
import { hash, verify, type Algorithm } from "@node-rs/argon2";

const OPTIONS = { algorithm: 2 as Algorithm /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** A hash of a random password nobody knows: verified against when the e-mail is unknown, so an
 * unknown address takes as long to refuse as a wrong password. */
const DUMMY_HASH = "$argon2id$v=19$m=19456,t=2,p=1$1k+9pvfaGNY4p7DtrKEXlA$GLLWNSf34a66REI2v4gJrYpD01DFr2Ync4/bzVQCodg";

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Verifies `password` against `stored`; with no stored hash it spends the same time and fails. */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored || !stored.startsWith("$argon2")) {
    await verify(DUMMY_HASH, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
