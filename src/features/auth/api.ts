/** Typed calls of the authentication API (spec 000 §7 "Session and account"). The only place auth code calls fetch. */
import type { ConfirmEmailChangeBody } from "../../domain/account";
import type {
  AcceptInvitationBody,
  ActivateBody,
  ForgotPasswordBody,
  LoginBody,
  ResendActivationBody,
  ResetPasswordBody,
  Role,
  SetUsernameAndPasswordBody,
} from "../../domain/auth";
import { apiRequest, clearAntiforgeryToken } from "../../platform/http";
import type { SessionUser } from "../../platform/session/api";
import { clearAllDrafts } from "../../platform/drafts";
import { forgetSession } from "../../platform/session/session-seen";

export interface RegisterRequest {
  Username: string;
  Email: string;
  Password: string;
  MarketingEmails: boolean;
  Role: Role;
  /** The two required checkboxes (spec 000 §5), recorded by the server as consents. */
  AgeConfirmed: true;
  TermsAccepted: true;
}

export interface RegisteredUser {
  Id: string;
  Username: string;
}

/** POST /authentication/register -> the new account (not yet verified). */
export function register(body: RegisterRequest): Promise<RegisteredUser> {
  return apiRequest<RegisteredUser>("/authentication/register", { method: "POST", body });
}

/**
 * POST /authentication/login -> the session user; the server sets the session cookie. The
 * anti-forgery token belongs to the session, so the next call fetches a new one.
 */
export async function login(body: LoginBody): Promise<SessionUser> {
  const user = await apiRequest<SessionUser>("/authentication/login", { method: "POST", body });
  clearAntiforgeryToken();
  return user;
}

/** POST /authentication/activate (204); fails with code ActivationFailed. */
export async function activate(body: ActivateBody): Promise<void> {
  await apiRequest<undefined>("/authentication/activate", { method: "POST", body });
}

/** POST /authentication/resend-activation-email (204); 404 UnknownEmail, 409 AlreadyVerified. */
export async function resendActivationEmail(body: ResendActivationBody): Promise<void> {
  await apiRequest<undefined>("/authentication/resend-activation-email", { method: "POST", body });
}

/** POST /authentication/logout (204); the drafts of this browser leave with the person. */
export async function logout(): Promise<void> {
  await apiRequest<undefined>("/authentication/logout", { method: "POST" });
  clearAntiforgeryToken();
  clearAllDrafts();
  forgetSession();
}

/** POST /authentication/ForgotPassword (204 for known and unknown addresses alike). */
export async function forgotPassword(body: ForgotPasswordBody): Promise<void> {
  await apiRequest<undefined>("/authentication/ForgotPassword", { method: "POST", body });
}

/** POST /authentication/ResetPassword -> {Created}; 400 ResetTokenInvalid when the link is used or old. */
export function resetPassword(body: ResetPasswordBody): Promise<{ Created: string }> {
  return apiRequest<{ Created: string }>("/authentication/ResetPassword", { method: "POST", body });
}

/** POST /authentication/accept-invitation -> the session user; the server sets the session cookie. 400 InvitationInvalid. */
export function acceptInvitation(body: AcceptInvitationBody): Promise<SessionUser> {
  return apiRequest<SessionUser>("/authentication/accept-invitation", { method: "POST", body });
}

/** POST /authentication/set-username-and-password -> the session user (invited accounts only). */
export function setUsernameAndPassword(body: SetUsernameAndPasswordBody): Promise<SessionUser> {
  return apiRequest<SessionUser>("/authentication/set-username-and-password", { method: "POST", body });
}

/** POST /CustomUser/ConfirmEmailChange (204); 400 EmailChangeFailed. */
export async function confirmEmailChange(body: ConfirmEmailChangeBody): Promise<void> {
  await apiRequest<undefined>("/CustomUser/ConfirmEmailChange", { method: "POST", body });
}
