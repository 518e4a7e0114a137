/**
 * The production AuthProvider: Supabase Auth (GoTrue) through supabase-js, with the service-role
 * key, chosen when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set (index.ts).
 *
 * Supabase does not send the mails here: `auth.admin.generateLink` makes the signup, magic-link,
 * invite, recovery and email_change tokens without mailing them, and the functions mail our own Dutch mails
 * (the same as in embedded mode) with the link's `hashed_token`. The link comes back to our pages,
 * which call our API, which checks the token with `verifyOtp({ token_hash, type })`. Token lifetimes
 * and single use are GoTrue's (supabase/config.toml: otp_expiry = 3600). The Dutch templates in
 * supabase/templates serve the mails Supabase sends itself (dashboard invitations, resets started
 * there).
 *
 * GoTrue answers nothing about an e-mail address without a write, so the two reads (does this
 * address have an account and is it confirmed; when was its reset link made) call the SECURITY
 * DEFINER functions of migration 20261201000000 as service_role: on Supabase nobody but GoTrue,
 * postgres and the dashboard may read auth.users. Writes always go through GoTrue.
 *
 * An e-mail change does not use GoTrue's email_change_new link: its generate_link answers a
 * hashed_token made from the OLD address while it stores the one of the NEW address
 * (supabase/auth#2538, still so in v2.196.0), so that link can never be confirmed. The functions
 * make their own token (its SHA-256 in app_private.email_changes, 24 hours, once) and, when it
 * comes back, set the confirmed address with auth.admin.updateUserById.
 *
 * Node 20 has no global WebSocket: createClient needs the `ws` transport for realtime (unused here)
 * or it throws.
 */
import { createClient, type SupabaseClient, type User } from "@supabase/supabase-js";
import WebSocket from "ws";
import { randomToken, safeEqual, sha256Hex, TOKEN_PATTERN } from "../crypto";
import { serviceRole, withTransaction, type Db } from "../db";
import {
  accountByEmail,
  deletePendingEmailChange,
  findPendingEmailChanges,
  recoverySentAt,
  savePendingEmailChange,
  usernameTaken,
  type PendingEmailChange,
} from "./queries";
import {
  EMAIL_CHANGE_TTL_HOURS,
  RECOVERY_TTL_MINUTES,
  type AcceptInvitationResult,
  type AuthProvider,
  type InviteResult,
  type AuthUser,
  type ConfirmResult,
  type EmailChangeRequest,
  type EmailChangeResult,
  type RecoveryResult,
  type ResendResult,
  type ResetResult,
  type SignUpResult,
  type VerifyPasswordResult,
} from "./provider";

export type SupabaseAuthSettings = { url: string; serviceRoleKey: string; fetch?: typeof fetch };

/** What the provider keeps and reads in the database (never auth.users itself). */
export type AccountLookup = {
  byEmail(email: string): Promise<{ id: string; confirmed: boolean } | null>;
  /** When the last recovery (or magic) link of the address was made; null when none is pending. */
  recoverySentAt(email: string): Promise<Date | null>;
  usernameTaken(username: string): Promise<boolean>;
  /** Pending e-mail changes (app_private.email_changes). */
  saveEmailChange(userId: string, newEmail: string, tokenHash: string): Promise<void>;
  pendingEmailChanges(newEmail: string): Promise<PendingEmailChange[]>;
  /** Spends a pending change; false when another request replaced it or it was spent already. */
  spendEmailChange(userId: string, tokenHash: string): Promise<boolean>;
};

export function createSupabaseClient(settings: SupabaseAuthSettings): SupabaseClient {
  return createClient(settings.url, settings.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: settings.fetch ? { fetch: settings.fetch } : {},
    realtime: { transport: WebSocket as unknown as never },
  });
}

/** The lookups over the database connection, each in its own transaction as service_role. */
export function databaseLookup(db: Db): AccountLookup {
  const asService = <T>(fn: Parameters<typeof withTransaction<T>>[2]) => withTransaction(db, serviceRole, fn);
  return {
    byEmail: (email) => asService((tx) => accountByEmail(tx, email)),
    recoverySentAt: (email) => asService((tx) => recoverySentAt(tx, email)),
    usernameTaken: (username) => asService((tx) => usernameTaken(tx, username)),
    saveEmailChange: (userId, newEmail, tokenHash) =>
      asService((tx) => savePendingEmailChange(tx, userId, newEmail, tokenHash)),
    pendingEmailChanges: (newEmail) => asService((tx) => findPendingEmailChanges(tx, newEmail)),
    spendEmailChange: (userId, tokenHash) => asService((tx) => deletePendingEmailChange(tx, userId, tokenHash)),
  };
}

function authUser(user: User): AuthUser {
  return { id: user.id, email: (user.email ?? "").toLowerCase(), emailConfirmed: Boolean(user.email_confirmed_at) };
}

/** GoTrue's error code ("email_exists", "invalid_credentials", ...), if any. */
function codeOf(error: unknown): string | undefined {
  return typeof error === "object" && error !== null && typeof (error as { code?: unknown }).code === "string"
    ? (error as { code: string }).code
    : undefined;
}

function statusOf(error: unknown): number | undefined {
  return typeof error === "object" && error !== null && typeof (error as { status?: unknown }).status === "number"
    ? (error as { status: number }).status
    : undefined;
}

/** An error GoTrue answered that is not one of the expected refusals: let it be a 500. */
function unexpected(operation: string, error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  return new Error(`supabase auth ${operation} failed: ${codeOf(error) ?? statusOf(error) ?? ""} ${message}`);
}

export function createSupabaseAuth(client: SupabaseClient, lookup: AccountLookup): AuthProvider {
  const auth = client.auth;

  async function passwordMatches(
    email: string,
    password: string,
  ): Promise<{ user: User } | { reason: "invalid" | "unverified" }> {
    const { data, error } = await auth.signInWithPassword({ email, password });
    if (!error && data.user) {
      // We keep our own sessions; the GoTrue session made by this check is not needed.
      if (data.session) await auth.admin.signOut(data.session.access_token).catch(() => undefined);
      return { user: data.user };
    }
    const code = codeOf(error);
    if (code === "email_not_confirmed") return { reason: "unverified" };
    if (code === "invalid_credentials" || code === "user_banned" || statusOf(error) === 400)
      return { reason: "invalid" };
    throw unexpected("signInWithPassword", error);
  }

  return {
    async emailExists(email) {
      return (await lookup.byEmail(email)) !== null;
    },

    async signUp(email, password, metadata): Promise<SignUpResult> {
      const { data, error } = await auth.admin.generateLink({
        type: "signup",
        email,
        password,
        options: { data: metadata },
      });
      if (error) {
        if (codeOf(error) === "email_exists" || codeOf(error) === "user_already_exists")
          return { ok: false, reason: "emailTaken" };
        // The handle_new_user trigger refused a taken username: GoTrue says "Database error saving new user".
        if (await lookup.usernameTaken(metadata.username)) return { ok: false, reason: "usernameTaken" };
        throw unexpected("generateLink(signup)", error);
      }
      return { ok: true, userId: data.user.id, confirmationToken: data.properties.hashed_token };
    },

    async confirm(email, token): Promise<ConfirmResult> {
      const account = await lookup.byEmail(email);
      if (!account) return "invalid";
      // The token first, so a confirmed address answers like an unknown one (no enumeration);
      // GoTrue consumes a token, so a second click of a used link is "invalid" here.
      if (account.confirmed) return "invalid";
      const { data, error } = await auth.verifyOtp({ type: "email", token_hash: token });
      if (error || !data.user || data.user.id !== account.id) return "invalid";
      return "confirmed";
    },

    async verifyPassword(email, password): Promise<VerifyPasswordResult> {
      const result = await passwordMatches(email, password);
      if ("reason" in result) return { ok: false, reason: result.reason };
      return { ok: true, user: authUser(result.user) };
    },

    async resendConfirmation(email): Promise<ResendResult> {
      const account = await lookup.byEmail(email);
      if (!account) return { ok: false, reason: "unknown" };
      if (account.confirmed) return { ok: false, reason: "alreadyConfirmed" };
      // A magic link of an unconfirmed user confirms the address when it is verified.
      const { data, error } = await auth.admin.generateLink({ type: "magiclink", email });
      if (error) throw unexpected("generateLink(magiclink)", error);
      return { ok: true, userId: data.user.id, confirmationToken: data.properties.hashed_token };
    },

    async getUser(userId) {
      const { data, error } = await auth.admin.getUserById(userId);
      if (error) {
        if (statusOf(error) === 404 || codeOf(error) === "user_not_found") return null;
        throw unexpected("getUserById", error);
      }
      return data.user ? authUser(data.user) : null;
    },

    async checkPassword(userId, password) {
      const { data, error } = await auth.admin.getUserById(userId);
      if (error || !data.user?.email) return false;
      const result = await passwordMatches(data.user.email, password);
      return "user" in result && result.user.id === userId;
    },

    async requestPasswordReset(email): Promise<RecoveryResult> {
      const { data, error } = await auth.admin.generateLink({ type: "recovery", email });
      if (error) {
        if (statusOf(error) === 404 || codeOf(error) === "user_not_found") return { ok: false };
        throw unexpected("generateLink(recovery)", error);
      }
      return { ok: true, userId: data.user.id, token: data.properties.hashed_token };
    },

    async resetPassword(email, token, newPassword): Promise<ResetResult> {
      // GoTrue's otp_expiry (24 hours) is that of the longest link we mail; a reset link lasts an hour.
      const sentAt = await lookup.recoverySentAt(email);
      if (!sentAt || Date.now() - sentAt.getTime() >= RECOVERY_TTL_MINUTES * 60 * 1000) return { ok: false };
      const { data, error } = await auth.verifyOtp({ type: "recovery", token_hash: token });
      if (error || !data.user || (data.user.email ?? "").toLowerCase() !== email) return { ok: false };
      const updated = await auth.admin.updateUserById(data.user.id, { password: newPassword });
      if (updated.error) throw unexpected("updateUserById(password)", updated.error);
      return { ok: true, userId: data.user.id };
    },

    async updatePassword(userId, newPassword) {
      const { error } = await auth.admin.updateUserById(userId, { password: newPassword });
      if (error) throw unexpected("updateUserById(password)", error);
    },

    async requestEmailChange(userId, newEmail): Promise<EmailChangeRequest> {
      if (await lookup.byEmail(newEmail)) return { ok: false, reason: "emailTaken" };
      const token = randomToken(32);
      await lookup.saveEmailChange(userId, newEmail, sha256Hex(token));
      return { ok: true, token };
    },

    async confirmEmailChange(newEmail, token): Promise<EmailChangeResult> {
      if (!TOKEN_PATTERN.test(token)) return { ok: false };
      const hash = sha256Hex(token);
      const ttl = EMAIL_CHANGE_TTL_HOURS * 3600_000;
      const pending = (await lookup.pendingEmailChanges(newEmail)).find(
        (change) => safeEqual(change.tokenHash, hash) && Date.now() - change.requestedAt.getTime() < ttl,
      );
      if (!pending) return { ok: false };
      // Someone else took the address meanwhile: GoTrue's admin update does not check it itself.
      if (await lookup.byEmail(newEmail)) return { ok: false };
      const current = await auth.admin.getUserById(pending.userId);
      if (current.error || !current.data.user?.email) return { ok: false };
      if (!(await lookup.spendEmailChange(pending.userId, pending.tokenHash))) return { ok: false };
      const { error } = await auth.admin.updateUserById(pending.userId, { email: newEmail, email_confirm: true });
      if (error) throw unexpected("updateUserById(email)", error);
      return { ok: true, userId: pending.userId, oldEmail: current.data.user.email.toLowerCase(), newEmail };
    },

    async invite(email): Promise<InviteResult> {
      const account = await lookup.byEmail(email);
      if (account?.confirmed) return { ok: false, reason: "emailTaken" };
      const { data, error } = await auth.admin.generateLink({ type: "invite", email });
      if (error) {
        if (codeOf(error) === "email_exists" || statusOf(error) === 422) return { ok: false, reason: "emailTaken" };
        throw unexpected("generateLink(invite)", error);
      }
      return { ok: true, userId: data.user.id, token: data.properties.hashed_token };
    },

    async acceptInvitation(email, token): Promise<AcceptInvitationResult> {
      const account = await lookup.byEmail(email);
      if (!account || account.confirmed) return { ok: false };
      // GoTrue confirms the address and, for an account without a password, stores a random one
      // that nobody knows: the person chooses theirs next (setup_pending in the profile says so).
      const { data, error } = await auth.verifyOtp({ type: "invite", token_hash: token });
      if (error || !data.user || data.user.id !== account.id) return { ok: false };
      if (data.session) await auth.admin.signOut(data.session.access_token).catch(() => undefined);
      return { ok: true, user: authUser(data.user) };
    },

    async deleteUser(userId) {
      const { error } = await auth.admin.deleteUser(userId);
      if (error && statusOf(error) !== 404) throw unexpected("deleteUser", error);
    },
  };
}
