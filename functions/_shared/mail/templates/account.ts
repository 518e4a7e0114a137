/**
 * The mails of the account flows (Dutch, texts from the auth namespace):
 *   passwordResetMail   link to /wachtwoord/opnieuw-instellen?email&token (1 hour, once)
 *   emailChangeMail     to the NEW address: link to /email-gewijzigd?email&token (24 hours, once)
 *   emailChangeNotice   to the OLD address: the change was asked for, what to do if it was not you
 *   invitationMail      link to /account/activate?type=invite&email&token (24 hours, once)
 */
import { translate } from "../../../../src/i18n/translate";
import { EMAIL_CHANGE_TTL_HOURS, INVITATION_TTL_HOURS, RECOVERY_TTL_MINUTES } from "../../auth/provider";
import type { MailMessage } from "../mailer";
import { accountMail, tokenLink } from "./layout";

export const RESET_PASSWORD_PATH = "/wachtwoord/opnieuw-instellen";
export const EMAIL_CHANGED_PATH = "/email-gewijzigd";
/** The invitation link: /account/activate with type=invite (the Supabase invite template links there too). */
export const INVITATION_PATH = "/account/activate";

type Site = { siteUrl: string; siteName: string };

function texts(section: string, vars: Record<string, string | number>) {
  return (key: string) => translate("auth", `${section}.${key}`, vars);
}

export function passwordResetMail(input: Site & { email: string; token: string; username?: string }): MailMessage {
  const t = texts("resetMail", { siteName: input.siteName, username: input.username ?? "", minutes: RECOVERY_TTL_MINUTES });
  return accountMail({
    to: input.email,
    subject: t("subject"),
    greeting: input.username ? t("greeting") : t("greetingAnonymous"),
    paragraphs: [t("intro")],
    action: { label: t("action"), link: tokenLink(input.siteUrl, RESET_PASSWORD_PATH, input.email, input.token), hint: t("linkHint") },
    after: [t("validity"), t("notYou")],
    signature: t("signature"),
  });
}

export function emailChangeMail(input: Site & { newEmail: string; token: string; username?: string }): MailMessage {
  const t = texts("emailChangeMail", { siteName: input.siteName, username: input.username ?? "", hours: EMAIL_CHANGE_TTL_HOURS });
  return accountMail({
    to: input.newEmail,
    subject: t("subject"),
    greeting: input.username ? t("greeting") : t("greetingAnonymous"),
    paragraphs: [t("intro")],
    action: { label: t("action"), link: tokenLink(input.siteUrl, EMAIL_CHANGED_PATH, input.newEmail, input.token), hint: t("linkHint") },
    after: [t("validity"), t("notYou")],
    signature: t("signature"),
  });
}

export function emailChangeNotice(input: Site & { oldEmail: string; newEmail: string; username?: string }): MailMessage {
  const t = texts("emailChangeNotice", {
    siteName: input.siteName,
    username: input.username ?? "",
    newEmail: input.newEmail,
    contactUrl: `${input.siteUrl.replace(/\/+$/, "")}/contact`,
  });
  return accountMail({
    to: input.oldEmail,
    subject: t("subject"),
    greeting: input.username ? t("greeting") : t("greetingAnonymous"),
    paragraphs: [t("intro")],
    after: [t("notYou")],
    signature: t("signature"),
  });
}

export function invitationMail(input: Site & { email: string; token: string }): MailMessage {
  const t = texts("invitationMail", { siteName: input.siteName, hours: INVITATION_TTL_HOURS });
  return accountMail({
    to: input.email,
    subject: t("subject"),
    greeting: t("greeting"),
    paragraphs: [t("intro")],
    action: { label: t("action"), link: tokenLink(input.siteUrl, INVITATION_PATH, input.email, input.token, "invite"), hint: t("linkHint") },
    after: [t("validity"), t("notYou")],
    signature: t("signature"),
  });
}
