/**
 * The verification mail (Dutch, texts from the auth namespace): a plain-text part and a simple,
 * accessible HTML part with the same content, linking to
 * `${SITE_URL}/account/activate?email=<e-mail>&token=<token>`; for the account of the volunteer
 * sign-up (Role volunteer) with `&next=volunteer`, so activating leads on to the sign-up steps.
 */
import { translate } from "../../../../src/i18n/translate";
import { CONFIRMATION_TTL_HOURS } from "../../auth/provider";
import type { MailMessage } from "../mailer";
import { VOLUNTEER_NEXT } from "../../../../src/domain/return-url";

export type VerificationMailInput = {
  siteUrl: string;
  siteName: string;
  email: string;
  token: string;
  username?: string;
  /** The account of the volunteer sign-up: after activating, the sign-up steps follow. */
  volunteer?: boolean;
};


export function activationLink(siteUrl: string, email: string, token: string, volunteer = false): string {
  const base = siteUrl.replace(/\/+$/, "");
  const next = volunteer ? `&next=${VOLUNTEER_NEXT}` : "";
  return `${base}/account/activate?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}${next}`;
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export function verificationMail(input: VerificationMailInput): MailMessage {
  const link = activationLink(input.siteUrl, input.email, input.token, input.volunteer);
  const vars = { siteName: input.siteName, username: input.username ?? "", hours: CONFIRMATION_TTL_HOURS };
  const t = (key: string): string => translate("auth", `verificationMail.${key}`, vars);
  const greeting = input.username ? t("greeting") : t("greetingAnonymous");

  const text = [
    greeting,
    "",
    t("intro"),
    "",
    `${t("action")}: ${link}`,
    "",
    t("validity"),
    t("notYou"),
    "",
    t("signature"),
  ].join("\n");

  const html = `<!doctype html>
<html lang="nl">
<head><meta charset="utf-8"><title>${escapeHtml(t("subject"))}</title></head>
<body style="font-family: Arial, Helvetica, sans-serif; font-size: 16px; line-height: 1.5; color: #1a1a1a;">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(t("intro"))}</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 12px 20px; background: #00576b; color: #ffffff; text-decoration: underline; border-radius: 4px;">${escapeHtml(t("action"))}</a></p>
<p>${escapeHtml(t("linkHint"))}<br>${escapeHtml(link)}</p>
<p>${escapeHtml(t("validity"))} ${escapeHtml(t("notYou"))}</p>
<p>${escapeHtml(t("signature"))}</p>
</body>
</html>
`;
  return { to: input.email, subject: t("subject"), text, html };
}
