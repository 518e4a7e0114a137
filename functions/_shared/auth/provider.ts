/**
 * Accounts and credentials behind one interface, so the services never know where they live:
 *
 *   embedded  (default) argon2id hashes in the auth.users table of the shim, our own tokens
 *   supabase  (later issue) Supabase Auth: auth.admin.generateLink({ type: "signup", ... }) for
 *             signUp/resendConfirmation, verifyOtp({ token_hash }) for confirm,
 *             signInWithPassword for verifyPassword ("Email not confirmed" -> unverified)
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
  accepted_terms_at: string;
};

export type SignUpResult =
  | { ok: true; userId: string; confirmationToken: string }
  | { ok: false; reason: "emailTaken" | "usernameTaken" };

export type ConfirmResult = "confirmed" | "alreadyConfirmed" | "invalid";

export type VerifyPasswordResult =
  | { ok: true; user: AuthUser }
  | { ok: false; reason: "invalid" | "unverified" };

export type ResendResult =
  | { ok: true; userId: string; confirmationToken: string }
  | { ok: false; reason: "unknown" | "alreadyConfirmed" };

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
}

export const CONFIRMATION_TTL_HOURS = 24;
