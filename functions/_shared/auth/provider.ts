/**
 * Accounts and credentials behind one interface, so the services never know where they live:
 *
 *   embedded  (default) argon2id hashes in the auth.users table of the shim, our own tokens
 *   supabase  Supabase Auth through supabase-js (supabase.ts): auth.admin.generateLink for the
 *             signup, invite, recovery and email_change tokens (we mail them ourselves, in Dutch),
 *             verifyOtp({ token_hash, type }) to check them, signInWithPassword for passwords,
 *             auth.admin.updateUserById / deleteUser for changes and deletion.
 *
 * E-mail addresses arrive normalised (trimmed, lower case) from the shared zod schemas.
 * Profile data goes in `metadata`; the handle_new_user trigger turns it into public.profiles in
 * the same transaction as the user, on both implementations.
 */
import type { Role } from "../../../src/domain/auth";

export type AuthUser = { id: string; email: string; emailConfirmed: boolean };

/** raw_user_meta_data (Supabase: user_metadata), read by the handle_new_user trigger. */
export type SignUpMetadata = {
  username: string;
  role: Role;
  marketing_emails: boolean;
  /** When the person confirmed being 16 or older (public.registration_consents). */
  age_confirmed_at: string;
  /** When the person accepted the terms and house rules (profiles.accepted_terms_at, registration_consents). */
  accepted_terms_at: string;
};

export type SignUpResult =
  { ok: true; userId: string; confirmationToken: string } | { ok: false; reason: "emailTaken" | "usernameTaken" };

export type ConfirmResult = "confirmed" | "alreadyConfirmed" | "invalid";

export type VerifyPasswordResult = { ok: true; user: AuthUser } | { ok: false; reason: "invalid" | "unverified" };

export type ResendResult =
  { ok: true; userId: string; confirmationToken: string } | { ok: false; reason: "unknown" | "alreadyConfirmed" };

export type RecoveryResult = { ok: true; userId: string; token: string } | { ok: false };

export type ResetResult = { ok: true; userId: string } | { ok: false };

export type EmailChangeRequest = { ok: true; token: string } | { ok: false; reason: "emailTaken" };

export type EmailChangeResult = { ok: true; userId: string; oldEmail: string; newEmail: string } | { ok: false };

export type InviteResult = { ok: true; userId: string; token: string } | { ok: false; reason: "emailTaken" };

export type AcceptInvitationResult = { ok: true; user: AuthUser } | { ok: false };

export interface AuthProvider {
  /** True when an account uses this e-mail address. */
  emailExists(email: string): Promise<boolean>;
  /** Creates an unconfirmed user (and, by trigger, its profile) and a confirmation token to mail. */
  signUp(email: string, password: string, metadata: SignUpMetadata): Promise<SignUpResult>;
  /** Confirms the e-mail address with the mailed token (valid for CONFIRMATION_TTL_HOURS). */
  confirm(email: string, token: string): Promise<ConfirmResult>;
  /** Checks a password; says "unverified" only when the password is right. */
  verifyPassword(email: string, password: string): Promise<VerifyPasswordResult>;
  /** A new confirmation token for an unconfirmed user (the previous one stops working). */
  resendConfirmation(email: string): Promise<ResendResult>;
  /** The account of a user id (null when it does not exist or is deleted). */
  getUser(userId: string): Promise<AuthUser | null>;
  /** Checks the password of a logged-in user (settings, deletion). */
  checkPassword(userId: string, password: string): Promise<boolean>;
  /** A recovery token for a usable account (the previous one stops working); ok: false when unknown. */
  requestPasswordReset(email: string): Promise<RecoveryResult>;
  /** Sets a new password with a recovery token: works once, for RECOVERY_TTL_MINUTES; confirms the e-mail address. */
  resetPassword(email: string, token: string, newPassword: string): Promise<ResetResult>;
  /** Sets a new password for a user (the caller has checked the current one). */
  updatePassword(userId: string, newPassword: string): Promise<void>;
  /** Remembers `newEmail` as pending and answers the token to mail to it. */
  requestEmailChange(userId: string, newEmail: string): Promise<EmailChangeRequest>;
  /** Makes the pending address the account's address, with the token mailed to it (once, EMAIL_CHANGE_TTL_HOURS). */
  confirmEmailChange(newEmail: string, token: string): Promise<EmailChangeResult>;
  /**
   * An account without a password for `email` (its profile gets setup_pending through the
   * on_auth_user_invited trigger) and the invitation token to mail; an unconfirmed account is
   * invited again (the previous token stops working); a confirmed one answers emailTaken.
   */
  invite(email: string): Promise<InviteResult>;
  /** Checks the mailed invitation token (once, for INVITATION_TTL_HOURS) and confirms the address. */
  acceptInvitation(email: string, token: string): Promise<AcceptInvitationResult>;
  /** Removes the account (and by cascade its profile); used by account deletion. */
  deleteUser(userId: string): Promise<void>;
}

export const CONFIRMATION_TTL_HOURS = 24;
export const RECOVERY_TTL_MINUTES = 60;
export const EMAIL_CHANGE_TTL_HOURS = 24;
/** As GoTrue's otp_expiry for Supabase's own invitation mails is an hour, ours are sent by us: 24 hours (supabase/config.toml). */
export const INVITATION_TTL_HOURS = 24;
