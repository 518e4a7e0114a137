/** Typed calls of the account settings (spec 000 §7 "Session and account"). The only place settings code calls fetch. */
import type {
  AccountSettings,
  Affiliate,
  AffiliatesBody,
  ChangeEmailBody,
  ChangePasswordBody,
  ChangeUsernameBody,
  EmailNotificationBody,
  NewsletterOptinBody,
  ProfileVisibilityBody,
} from "../../domain/account";
import { apiRequest } from "../../platform/http";
import type { SessionUser } from "../../platform/session/api";
import { clearAllDrafts } from "../../platform/drafts";
import { forgetSession } from "../../platform/session/session-seen";

/** GET /CustomUser/settings */
export function getSettings(): Promise<AccountSettings> {
  return apiRequest<AccountSettings>("/CustomUser/settings");
}

/** POST /CustomUser/ChangeEmail (204): a link goes to the new address. */
export async function changeEmail(body: ChangeEmailBody): Promise<void> {
  await apiRequest<undefined>("/CustomUser/ChangeEmail", { method: "POST", body });
}

/** POST /CustomUser/ChangePassword (204): every session ends, this one too. */
export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await apiRequest<undefined>("/CustomUser/ChangePassword", { method: "POST", body });
}

/** POST /CustomUser/ChangeUsername -> the session user with the new name. */
export function changeUsername(body: ChangeUsernameBody): Promise<SessionUser> {
  return apiRequest<SessionUser>("/CustomUser/ChangeUsername", { method: "POST", body });
}

export function changeProfileVisibility(body: ProfileVisibilityBody): Promise<ProfileVisibilityBody> {
  return apiRequest("/CustomUser/ChangeProfileVisibility", { method: "PUT", body });
}

export function changeEmailNotification(body: EmailNotificationBody): Promise<EmailNotificationBody> {
  return apiRequest("/CustomUser/ChangeEmailNotification", { method: "PUT", body });
}

export function changeNewsletterOptin(body: NewsletterOptinBody): Promise<NewsletterOptinBody> {
  return apiRequest("/CustomUser/ChangeNewsletterOptin", { method: "PUT", body });
}

/** POST /CustomUser/logout-everywhere (204) */
export async function logoutEverywhere(): Promise<void> {
  await apiRequest<undefined>("/CustomUser/logout-everywhere", { method: "POST" });
  clearAllDrafts();
  forgetSession();
}

/** GET /affiliates */
export function getAffiliates(): Promise<Affiliate[]> {
  return apiRequest<Affiliate[]>("/affiliates");
}

/** GET /affiliates/selected -> the ids the person allows */
export function getSelectedAffiliates(): Promise<number[]> {
  return apiRequest<number[]>("/affiliates/selected");
}

/** PUT /affiliates {AffiliateIds} -> the stored ids */
export function setSelectedAffiliates(body: AffiliatesBody): Promise<number[]> {
  return apiRequest<number[]>("/affiliates", { method: "PUT", body });
}
