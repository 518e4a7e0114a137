/**
 * Registration, e-mail verification and login (spec 000 §4, §5, §7 "Session and account", §8).
 * Rules and error choices live here; the routes only validate and present, the auth provider
 * keeps the credentials, SQL lives in the query modules.
 */
import type { z } from "zod";
import type {
  acceptInvitationBodySchema,
  activateBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  registerBodySchema,
  resendActivationBodySchema,
  resetPasswordBodySchema,
  setUsernameAndPasswordBodySchema,
} from "../../src/domain/auth";
import type { AccountServiceDeps } from "../_shared/account-deps";
import { asUser, serviceRole, withTransaction } from "../_shared/db";
import { assertStrongPassword } from "../_shared/auth/strength";
import { Conflict, Invalid, NotFound, type FieldKeys } from "../_shared/errors";
import { queuePasswordReset } from "../_shared/mail/outbox";
import { invitationMail } from "../_shared/mail/templates/account";
import { verificationMail } from "../_shared/mail/templates/verification";
import { findProfileById, findProfileByUsername, updateUsername, type ProfileRow } from "../_shared/profiles/queries";
import type { Participant } from "../_shared/caller";
import { isSetupPending } from "./queries";
import { consumeRateLimits, forgetRateLimits, RATE_POLICIES, type RateCheck } from "../_shared/rate-limit";
import { issueDeviceToken, knownDevice } from "../_shared/device";
import { createSession, destroySession, destroyUserSessions, type CreatedSession } from "../_shared/session";
import { log } from "../_shared/log";

export type AuthDeps = AccountServiceDeps;

export type RegisterInput = z.output<typeof registerBodySchema>;
export type LoginInput = z.output<typeof loginBodySchema>;
export type ActivateInput = z.output<typeof activateBodySchema>;
export type ResendInput = z.output<typeof resendActivationBodySchema>;
export type ForgotPasswordInput = z.output<typeof forgotPasswordBodySchema>;
export type ResetPasswordInput = z.output<typeof resetPasswordBodySchema>;
export type SetUsernameAndPasswordInput = z.output<typeof setUsernameAndPasswordBodySchema>;
export type AcceptInvitationInput = z.output<typeof acceptInvitationBodySchema>;

const USERNAME_TAKEN: FieldKeys = { Username: ["auth:username.taken"] };
const EMAIL_TAKEN: FieldKeys = { Email: ["auth:email.taken"] };

function takenError(usernameTaken: boolean, emailTaken: boolean): Invalid | null {
  if (!usernameTaken && !emailTaken) return null;
  return new Invalid({ ...(usernameTaken ? USERNAME_TAKEN : {}), ...(emailTaken ? EMAIL_TAKEN : {}) });
}

/** Creates the account (user + profile in one transaction) and mails the verification link. */
export async function register(
  deps: AuthDeps,
  input: RegisterInput,
  ip: string,
): Promise<{ id: string; username: string }> {
  await consumeRateLimits(deps.db, deps.config.appSecret, [
    { policy: RATE_POLICIES.registerPerIp, subject: ip },
    { policy: RATE_POLICIES.registerPerEmail, subject: input.Email },
  ]);

  assertStrongPassword(input.Password, "Password", [input.Username, input.Email]);
  const usernameTaken =
    (await withTransaction(deps.db, serviceRole, (tx) => findProfileByUsername(tx, input.Username))) !== null;
  const emailTaken = await deps.auth.emailExists(input.Email);
  const taken = takenError(usernameTaken, emailTaken);
  if (taken) throw taken;

  // The body schema requires both checkboxes; handle_new_user keeps each as a consent record.
  const confirmedAt = new Date().toISOString();
  const result = await deps.auth.signUp(input.Email, input.Password, {
    username: input.Username,
    role: input.Role,
    marketing_emails: input.MarketingEmails,
    age_confirmed_at: confirmedAt,
    accepted_terms_at: confirmedAt,
  });
  if (!result.ok) throw takenError(result.reason === "usernameTaken", result.reason === "emailTaken")!;

  try {
    await sendVerification(deps, input.Email, result.confirmationToken, input.Username, input.Role === "volunteer");
  } catch (error) {
    // The account exists; the person can ask for the mail again (resend-activation-email).
    log.error("verification mail not sent", error);
  }
  return { id: result.userId, username: input.Username };
}

/** The limits of the address's login attempts a stranger's browser counts on (decision 111). */
function addressLimits(email: string, ip: string): RateCheck[] {
  return [
    { policy: RATE_POLICIES.loginPerEmailAndIp, subject: `${email}\n${ip}` },
    { policy: RATE_POLICIES.loginPerEmail, subject: email },
  ];
}

/**
 * Checks the credentials and opens a new session (ending the one the browser had, if any), for 30
 * minutes idle / 12 hours, or longer with "Blijf ingelogd". A browser where this address logged in
 * before (its device token) counts against its own limit, so strangers' wrong passwords do not lock
 * it out; a successful login gives the browser a new device token (decision 111).
 */
export async function login(
  deps: AuthDeps,
  input: LoginInput,
  ip: string,
  previousSessionToken?: string,
  deviceToken?: string,
): Promise<{ profile: ProfileRow; session: CreatedSession; deviceToken: string }> {
  const device = knownDevice(deps.config.appSecret, deviceToken, input.Email);
  await consumeRateLimits(deps.db, deps.config.appSecret, [
    ...(device ? [{ policy: RATE_POLICIES.loginPerDevice, subject: device.id }] : addressLimits(input.Email, ip)),
    { policy: RATE_POLICIES.loginPerIp, subject: ip },
  ]);

  const verified = await deps.auth.verifyPassword(input.Email, input.Password);
  if (!verified.ok && verified.reason === "unverified") {
    throw new Invalid({ Email: ["auth:login.unverified"] }, { code: "EmailNotVerified" });
  }
  if (!verified.ok) throw new Invalid({ Password: ["auth:login.invalid"] }, { code: "InvalidCredentials" });

  const { user } = verified;
  const profile = await withTransaction(deps.db, asUser(user.id, user.email), (tx) => findProfileById(tx, user.id));
  if (!profile) throw new Error(`user ${user.id} has no profile`);
  const session = await createSession(deps.db, user.id, { stayLoggedIn: input.StayLoggedIn });
  await destroySession(deps.db, previousSessionToken);
  return { profile, session, deviceToken: issueDeviceToken(deps.config.appSecret, input.Email) };
}

/** Confirms the e-mail address with the mailed token. Confirming twice is fine. */
export async function activate(deps: AuthDeps, input: ActivateInput, ip: string): Promise<void> {
  await consumeRateLimits(deps.db, deps.config.appSecret, [{ policy: RATE_POLICIES.activatePerIp, subject: ip }]);
  const result = await deps.auth.confirm(input.Email, input.ActivationToken);
  if (result === "invalid") {
    throw new Invalid({ ActivationToken: ["auth:activation.failed"] }, { code: "ActivationFailed" });
  }
}

/** Mails a new verification link (the previous link stops working). */
export async function resendActivation(deps: AuthDeps, input: ResendInput, ip: string): Promise<void> {
  await consumeRateLimits(deps.db, deps.config.appSecret, [
    { policy: RATE_POLICIES.resendPerEmail, subject: input.Email },
    { policy: RATE_POLICIES.resendPerIp, subject: ip },
  ]);
  const result = await deps.auth.resendConfirmation(input.Email);
  if (!result.ok && result.reason === "unknown") {
    throw new NotFound({
      code: "UnknownEmail",
      messageKey: "auth:resend.unknown",
      fields: { Email: ["auth:resend.unknown"] },
    });
  }
  if (!result.ok) {
    throw new Conflict("AlreadyVerified", "auth:resend.alreadyVerified", { Email: ["auth:resend.alreadyVerified"] });
  }
  const profile = await withTransaction(deps.db, serviceRole, (tx) => findProfileById(tx, result.userId));
  await sendVerification(
    deps,
    input.Email,
    result.confirmationToken,
    profile?.username,
    profile?.role === "volunteer" && !profile.isVolunteer,
  );
}

/** Ends the session of the cookie, if there is one. */
export async function logout(deps: Pick<AuthDeps, "db">, sessionToken: string | undefined): Promise<void> {
  await destroySession(deps.db, sessionToken);
}

async function sendVerification(
  deps: AuthDeps,
  email: string,
  token: string,
  username: string | undefined,
  volunteer: boolean,
): Promise<void> {
  await deps.mailer.send(
    verificationMail({
      siteUrl: deps.config.siteUrl,
      siteName: deps.config.siteName,
      email,
      token,
      username,
      volunteer,
    }),
  );
}

/**
 * Mails a link to choose a new password. Known and unknown addresses get the same answer after the
 * same work: the call counts the rate limits and queues a password reset for the address in the
 * outbox; the mail worker looks the address up, makes the token and mails only a known, usable
 * account (functions/_shared/mail/outbox.ts, docs/decisions/110 and 330).
 */
export async function forgotPassword(deps: AuthDeps, input: ForgotPasswordInput, ip: string): Promise<void> {
  await consumeRateLimits(deps.db, deps.config.appSecret, [
    { policy: RATE_POLICIES.forgotPerEmail, subject: input.Email },
    { policy: RATE_POLICIES.forgotPerIp, subject: ip },
  ]);
  await queuePasswordReset(deps.db, deps.config, input.Email);
}

/**
 * Sets a new password with the mailed token (works once, for an hour) and ends every session of
 * the account, so whoever knew the old password is logged out. Lifts the address's login lock-out
 * (whoever holds the mailbox is the owner) and makes this browser a known device. Answers the
 * moment of the change and the browser's device token.
 */
export async function resetPassword(
  deps: AuthDeps,
  input: ResetPasswordInput,
  ip: string,
): Promise<{ created: Date; deviceToken: string }> {
  await consumeRateLimits(deps.db, deps.config.appSecret, [
    { policy: RATE_POLICIES.resetPerEmailAndIp, subject: `${input.Email}\n${ip}` },
    { policy: RATE_POLICIES.resetPerIp, subject: ip },
  ]);
  assertStrongPassword(input.Password, "Password", [input.Email]);
  const result = await deps.auth.resetPassword(input.Email, input.Token, input.Password);
  if (!result.ok) throw new Invalid({ Token: ["auth:reset.invalid"] }, { code: "ResetTokenInvalid" });
  await destroyUserSessions(deps.db, result.userId);
  await forgetRateLimits(deps.db, deps.config.appSecret, addressLimits(input.Email, ip));
  return { created: new Date(), deviceToken: issueDeviceToken(deps.config.appSecret, input.Email) };
}

/**
 * For a logged-in invited account that has not finished its setup: choose the username and the
 * password. Any other account changes them in the settings instead (409).
 */
export async function setUsernameAndPassword(
  deps: AuthDeps,
  caller: Participant,
  input: SetUsernameAndPasswordInput,
  ip: string,
): Promise<ProfileRow> {
  await consumeRateLimits(deps.db, deps.config.appSecret, [
    { policy: RATE_POLICIES.accountPasswordPerUser, subject: caller.userId },
    { policy: RATE_POLICIES.accountPasswordPerIp, subject: ip },
  ]);
  if (!(await isSetupPending(deps.db, caller.userId))) {
    throw new Conflict("PasswordAlreadySet", "auth:password.alreadySet", { Password: ["auth:password.alreadySet"] });
  }
  const account = await deps.auth.getUser(caller.userId);
  assertStrongPassword(input.Password, "Password", [input.Username, ...(account ? [account.email] : [])]);
  const taken = await withTransaction(deps.db, serviceRole, (tx) => findProfileByUsername(tx, input.Username));
  if (taken && taken.id !== caller.userId) throw takenError(true, false)!;
  // The password first: should the username still be taken at the last moment, setup stays
  // pending and the person simply tries another name.
  await deps.auth.updatePassword(caller.userId, input.Password);
  return updateUsername(deps.db, caller.userId, input.Username, "Username", { finishSetup: true });
}

/**
 * Makes an invitation (`npm run invite`; on Supabase also the dashboard) and mails its link to
 * /account/activate?type=invite. An address with a confirmed account is refused (409).
 */
export async function inviteParticipant(deps: AuthDeps, email: string): Promise<{ userId: string }> {
  const result = await deps.auth.invite(email);
  if (!result.ok) throw new Conflict("EmailTaken", "auth:email.taken", EMAIL_TAKEN);
  await deps.mailer.send(
    invitationMail({ siteUrl: deps.config.siteUrl, siteName: deps.config.siteName, email, token: result.token }),
  );
  return { userId: result.userId };
}

/**
 * The invitation link: checks the token (once, 24 hours), confirms the address and logs the person
 * in, so the page can ask for the username and password next (set-username-and-password).
 */
export async function acceptInvitation(
  deps: AuthDeps,
  input: AcceptInvitationInput,
  ip: string,
  previousSessionToken: string | undefined,
): Promise<{ profile: ProfileRow; session: CreatedSession }> {
  await consumeRateLimits(deps.db, deps.config.appSecret, [{ policy: RATE_POLICIES.activatePerIp, subject: ip }]);
  const accepted = await deps.auth.acceptInvitation(input.Email, input.Token);
  if (!accepted.ok) throw new Invalid({ Token: ["auth:invitation.invalid"] }, { code: "InvitationInvalid" });
  const profile = await withTransaction(deps.db, asUser(accepted.user.id, accepted.user.email), (tx) =>
    findProfileById(tx, accepted.user.id),
  );
  if (!profile) throw new Error(`user ${accepted.user.id} has no profile`);
  const session = await createSession(deps.db, accepted.user.id);
  await destroySession(deps.db, previousSessionToken);
  return { profile, session };
}
