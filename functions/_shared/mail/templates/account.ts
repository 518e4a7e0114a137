/**
 * The mails of the account flows (Dutch, texts from the auth namespace):
 *   passwordResetMail   link to /wachtwoord/opnieuw-instellen?email&token (1 hour, once)
 *   emailChangeMail     to the NEW address: link to /email-gewijzigd?email&token (24 hours, once)
 *   emailChangeNotice   to the OLD address: the change was asked for, what to do if it was not you
 *   invitationMail      link to /account/activate?type=invite&email&token (24 hours, once)
 */
import { EMAIL_CHANGE_TTL_HOURS, INVITATION_TTL_HOURS, RECOVERY_TTL_MINUTES } from "../../auth/provider";
import type { MailMessage } from "../mailer";
import { accountMail, authTexts, greetingOf, linkMail, tokenLink } from "./layout";

export const RESET_PASSWORD_PATH = "/wachtwoord/opnieuw-instellen";
export const EMAIL_CHANGED_PATH = "/email-gewijzigd";
/** The invitation link: /account/activate with type=invite (the Supabase invite template links there too). */
export const INVITATION_PATH = "/account/activate";

type Site = { siteUrl: string; siteName: string };

export function passwordResetMail(input: Site & { email: string; token: string; username?: string }): MailMessage {
  const t = authTexts("resetMail", {
    siteName: input.siteName,
    username: input.username ?? "",
    minutes: RECOVERY_TTL_MINUTES,
  });
  return linkMail(
    t,
    input.email,
    greetingOf(t, input.username),
    tokenLink(input.siteUrl, RESET_PASSWORD_PATH, input.email, input.token),
  );
}

export function emailChangeMail(input: Site & { newEmail: string; token: string; username?: string }): MailMessage {
  const t = authTexts("emailChangeMail", {
    siteName: input.siteName,
    username: input.username ?? "",
    hours: EMAIL_CHANGE_TTL_HOURS,
  });
  return linkMail(
    t,
    input.newEmail,
    greetingOf(t, input.username),
    tokenLink(input.siteUrl, EMAIL_CHANGED_PATH, input.newEmail, input.token),
  );
}

export function emailChangeNotice(
  input: Site & { oldEmail: string; newEmail: string; username?: string },
): MailMessage {
  const t = authTexts("emailChangeNotice", {
    siteName: input.siteName,
    username: input.username ?? "",
    newEmail: input.newEmail,
    contactUrl: `${input.siteUrl.replace(/\/+$/, "")}/contact`,
  });
  return accountMail({
    to: input.oldEmail,
    subject: t("subject"),
    greeting: greetingOf(t, input.username),
    paragraphs: [t("intro")],
    after: [t("notYou")],
    signature: t("signature"),
  });
}

export function invitationMail(input: Site & { email: string; token: string }): MailMessage {
  const t = authTexts("invitationMail", { siteName: input.siteName, hours: INVITATION_TTL_HOURS });
  return linkMail(
    t,
    input.email,
    t("greeting"),
    tokenLink(input.siteUrl, INVITATION_PATH, input.email, input.token, "invite"),
  );
}
