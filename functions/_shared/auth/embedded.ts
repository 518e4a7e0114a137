/**
 * The embedded AuthProvider: accounts in the auth.users table of the shim (supabase/shim/auth.sql),
 * written as service_role, the part GoTrue plays on Supabase. Passwords are argon2id hashes in
 * encrypted_password; a confirmation token is stored only as its SHA-256 (confirmation_token) with
 * its confirmation_sent_at, and works for CONFIRMATION_TTL_HOURS. An invited user (invited_at) has
 * no password until the person chooses one; the same token column carries the invitation.
 *
 * argon2 runs outside every transaction: PGlite has one backend, and a transaction held open
 * during hashing would make every other request wait.
 */
import { randomToken, safeEqual, sha256Hex, TOKEN_PATTERN } from "../crypto";
import { pgErrorOf, serviceRole, UNIQUE_VIOLATION, withTransaction, type Db } from "../db";
import { hashPassword, verifyPassword } from "./password";
import {
  applyPendingEmail,
  deleteUserById,
  findUserByEmail,
  findUserByEmailForUpdate,
  findUserById,
  findUsersByPendingEmailForUpdate,
  insertUser,
  markEmailConfirmed,
  recordSignIn,
  renewInvitation,
  setConfirmationToken,
  setPassword,
  setPendingEmail,
  setRecoveryToken,
  type UserRow,
} from "./queries";
import {
  CONFIRMATION_TTL_HOURS,
  EMAIL_CHANGE_TTL_HOURS,
  INVITATION_TTL_HOURS,
  RECOVERY_TTL_MINUTES,
  type AcceptInvitationResult,
  type AuthProvider,
  type InviteResult,
  type ConfirmResult,
  type EmailChangeRequest,
  type EmailChangeResult,
  type RecoveryResult,
  type ResendResult,
  type ResetResult,
  type SignUpResult,
  type VerifyPasswordResult,
} from "./provider";

/** A stored token hash matches `token` and was sent less than `ttlMs` ago. */
function tokenMatches(storedHash: string | null, sentAt: Date | null, token: string, ttlMs: number): boolean {
  if (!storedHash || !sentAt || !TOKEN_PATTERN.test(token)) return false;
  if (Date.now() - sentAt.getTime() >= ttlMs) return false;
  return safeEqual(storedHash, sha256Hex(token));
}

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
        if (code === UNIQUE_VIOLATION && constraint === "users_email_partial_key")
          return { ok: false, reason: "emailTaken" };
        if (code === UNIQUE_VIOLATION && constraint === "profiles_username_lower_key")
          return { ok: false, reason: "usernameTaken" };
        throw error;
      }
    },

    async confirm(email, token): Promise<ConfirmResult> {
      if (!TOKEN_PATTERN.test(token)) return "invalid";
      return withTransaction(db, serviceRole, async (tx) => {
        const user = await findUserByEmail(tx, email);
        if (!user || !isUsable(user, Date.now())) return "invalid";
        // The token before "already confirmed": a wrong token answers the same for every address.
        if (!user.confirmationToken || !safeEqual(user.confirmationToken, sha256Hex(token))) return "invalid";
        if (user.emailConfirmedAt) return "alreadyConfirmed";
        const sentAt = user.confirmationSentAt?.getTime() ?? 0;
        if (Date.now() - sentAt >= CONFIRMATION_TTL_HOURS * 3600 * 1000) return "invalid";
        // The token's hash stays, so a second click of the same link still answers "confirmed".
        await markEmailConfirmed(tx, user.id, { keepConfirmationToken: true });
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

    async getUser(userId) {
      const user = await withTransaction(db, serviceRole, (tx) => findUserById(tx, userId));
      if (!user || !isUsable(user, Date.now())) return null;
      return { id: user.id, email: user.email, emailConfirmed: user.emailConfirmedAt !== null };
    },

    async checkPassword(userId, password) {
      const user = await withTransaction(db, serviceRole, (tx) => findUserById(tx, userId));
      const matches = await verifyPassword(user?.encryptedPassword, password);
      return Boolean(user && matches && isUsable(user, Date.now()));
    },

    async requestPasswordReset(email): Promise<RecoveryResult> {
      const token = randomToken(32);
      return withTransaction(db, serviceRole, async (tx) => {
        const user = await findUserByEmail(tx, email);
        if (!user || !isUsable(user, Date.now())) return { ok: false };
        await setRecoveryToken(tx, user.id, sha256Hex(token));
        return { ok: true, userId: user.id, token };
      });
    },

    async resetPassword(email, token, newPassword): Promise<ResetResult> {
      if (!TOKEN_PATTERN.test(token)) return { ok: false };
      // Hash first (outside the transaction), then check and spend the token under a row lock.
      const passwordHash = await hashPassword(newPassword);
      return withTransaction(db, serviceRole, async (tx) => {
        const user = await findUserByEmailForUpdate(tx, email);
        if (!user || !isUsable(user, Date.now())) return { ok: false };
        if (!tokenMatches(user.recoveryToken, user.recoverySentAt, token, RECOVERY_TTL_MINUTES * 60_000))
          return { ok: false };
        await setPassword(tx, user.id, passwordHash, { confirmEmail: true });
        return { ok: true, userId: user.id };
      });
    },

    async updatePassword(userId, newPassword) {
      const passwordHash = await hashPassword(newPassword);
      await withTransaction(db, serviceRole, (tx) => setPassword(tx, userId, passwordHash));
    },

    async requestEmailChange(userId, newEmail): Promise<EmailChangeRequest> {
      const token = randomToken(32);
      return withTransaction(db, serviceRole, async (tx) => {
        if (await findUserByEmail(tx, newEmail)) return { ok: false, reason: "emailTaken" };
        await setPendingEmail(tx, userId, newEmail, sha256Hex(token));
        return { ok: true, token };
      });
    },

    async confirmEmailChange(newEmail, token): Promise<EmailChangeResult> {
      if (!TOKEN_PATTERN.test(token)) return { ok: false };
      try {
        return await withTransaction(db, serviceRole, async (tx) => {
          const candidates = await findUsersByPendingEmailForUpdate(tx, newEmail);
          const ttl = EMAIL_CHANGE_TTL_HOURS * 3600_000;
          const user = candidates.find((c) => tokenMatches(c.emailChangeTokenNew, c.emailChangeSentAt, token, ttl));
          if (!user || !isUsable(user, Date.now())) return { ok: false } as const;
          await applyPendingEmail(tx, user.id, newEmail);
          return { ok: true, userId: user.id, oldEmail: user.email, newEmail } as const;
        });
      } catch (error) {
        // Someone else took the address between the request and the confirmation.
        const { code } = pgErrorOf(error);
        if (code === UNIQUE_VIOLATION) return { ok: false };
        throw error;
      }
    },

    async invite(email): Promise<InviteResult> {
      const token = randomToken(32);
      const tokenHash = sha256Hex(token);
      try {
        return await withTransaction(db, serviceRole, async (tx): Promise<InviteResult> => {
          const existing = await findUserByEmailForUpdate(tx, email);
          if (existing && (existing.emailConfirmedAt || !isUsable(existing, Date.now())))
            return { ok: false, reason: "emailTaken" };
          if (existing) {
            await renewInvitation(tx, existing.id, tokenHash);
            return { ok: true, userId: existing.id, token };
          }
          // No password: until the person chooses one, nobody can log in to the account.
          const userId = await insertUser(tx, {
            email,
            passwordHash: null,
            confirmationTokenHash: tokenHash,
            metadata: {},
            invited: true,
          });
          return { ok: true, userId, token };
        });
      } catch (error) {
        // Someone registered the address at the same moment.
        const { code, constraint } = pgErrorOf(error);
        if (code === UNIQUE_VIOLATION && constraint === "users_email_partial_key")
          return { ok: false, reason: "emailTaken" };
        throw error;
      }
    },

    async acceptInvitation(email, token): Promise<AcceptInvitationResult> {
      if (!TOKEN_PATTERN.test(token)) return { ok: false };
      return withTransaction(db, serviceRole, async (tx): Promise<AcceptInvitationResult> => {
        const user = await findUserByEmailForUpdate(tx, email);
        if (!user || !isUsable(user, Date.now()) || !user.invitedAt || user.emailConfirmedAt) return { ok: false };
        if (!tokenMatches(user.confirmationToken, user.confirmationSentAt, token, INVITATION_TTL_HOURS * 3600_000))
          return { ok: false };
        await markEmailConfirmed(tx, user.id);
        return { ok: true, user: { id: user.id, email: user.email, emailConfirmed: true } };
      });
    },

    async deleteUser(userId) {
      await withTransaction(db, serviceRole, (tx) => deleteUserById(tx, userId));
    },
  };
}
