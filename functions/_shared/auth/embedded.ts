/**
 * The embedded AuthProvider: accounts in the auth.users table of the shim (supabase/shim/auth.sql),
 * written as service_role, the part GoTrue plays on Supabase. Passwords are argon2id hashes in
 * encrypted_password; a confirmation token is stored only as its SHA-256 (confirmation_token) with
 * its confirmation_sent_at, and works for CONFIRMATION_TTL_HOURS.
 *
 * argon2 runs outside every transaction: PGlite has one backend, and a transaction held open
 * during hashing would make every other request wait.
 */
import { randomToken, safeEqual, sha256Hex, TOKEN_PATTERN } from "../crypto";
import { pgErrorOf, serviceRole, UNIQUE_VIOLATION, withTransaction, type Db } from "../db";
import { hashPassword, verifyPassword } from "./password";
import { findUserByEmail, insertUser, markEmailConfirmed, recordSignIn, setConfirmationToken, type UserRow } from "./queries";
import {
  CONFIRMATION_TTL_HOURS,
  type AuthProvider,
  type ConfirmResult,
  type ResendResult,
  type SignUpResult,
  type VerifyPasswordResult,
} from "./provider";

function isUsable(user: UserRow, nowMs: number): boolean {
  return user.deletedAt === null && (user.bannedUntil === null || user.bannedUntil.getTime() <= nowMs);
}

export function createEmbeddedAuth(db: Db): AuthProvider {
  return {
    async emailExists(email) {
      return withTransaction(db, serviceRole, async (tx) => (await findUserByEmail(tx, email)) !== null);
    },

    async signUp(email, password, metadata): Promise<SignUpResult> {
      const passwordHash = await hashPassword(password);
      const token = randomToken(32);
      try {
        const userId = await withTransaction(db, serviceRole, (tx) =>
          insertUser(tx, { email, passwordHash, confirmationTokenHash: sha256Hex(token), metadata }),
        );
        return { ok: true, userId, confirmationToken: token };
      } catch (error) {
        const { code, constraint } = pgErrorOf(error);
        if (code === UNIQUE_VIOLATION && constraint === "users_email_partial_key") return { ok: false, reason: "emailTaken" };
        if (code === UNIQUE_VIOLATION && constraint === "profiles_username_lower_key") return { ok: false, reason: "usernameTaken" };
        throw error;
      }
    },

    async confirm(email, token): Promise<ConfirmResult> {
      if (!TOKEN_PATTERN.test(token)) return "invalid";
      return withTransaction(db, serviceRole, async (tx) => {
        const user = await findUserByEmail(tx, email);
        if (!user || !isUsable(user, Date.now())) return "invalid";
        if (user.emailConfirmedAt) return "alreadyConfirmed";
        const sentAt = user.confirmationSentAt?.getTime() ?? 0;
        const fresh = Date.now() - sentAt < CONFIRMATION_TTL_HOURS * 3600 * 1000;
        if (!user.confirmationToken || !fresh || !safeEqual(user.confirmationToken, sha256Hex(token))) return "invalid";
        await markEmailConfirmed(tx, user.id);
        return "confirmed";
      });
    },

    async verifyPassword(email, password): Promise<VerifyPasswordResult> {
      const user = await withTransaction(db, serviceRole, (tx) => findUserByEmail(tx, email));
      const matches = await verifyPassword(user?.encryptedPassword, password);
      if (!user || !matches || !isUsable(user, Date.now())) return { ok: false, reason: "invalid" };
      if (!user.emailConfirmedAt) return { ok: false, reason: "unverified" };
      await withTransaction(db, serviceRole, (tx) => recordSignIn(tx, user.id));
      return { ok: true, user: { id: user.id, email: user.email, emailConfirmed: true } };
    },

    async resendConfirmation(email): Promise<ResendResult> {
      const token = randomToken(32);
      return withTransaction(db, serviceRole, async (tx) => {
        const user = await findUserByEmail(tx, email);
        if (!user || !isUsable(user, Date.now())) return { ok: false, reason: "unknown" };
        if (user.emailConfirmedAt) return { ok: false, reason: "alreadyConfirmed" };
        await setConfirmationToken(tx, user.id, sha256Hex(token));
        return { ok: true, userId: user.id, confirmationToken: token };
      });
    },
  };
}
