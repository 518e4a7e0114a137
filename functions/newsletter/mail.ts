/** The newsletter's confirmation mail, in Dutch (texts from the `newsletter` namespace). */
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_LINK_TTL_HOURS } from "../../src/domain/newsletter";
import { translate } from "../../src/i18n/translate";
import type { MailMessage } from "../_shared/mail/mailer";
import { accountMail } from "../_shared/mail/templates/layout";

export function confirmLink(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, "")}${NEWSLETTER_CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
}

export function confirmMail(input: { to: string; siteUrl: string; siteName: string; token: string }): MailMessage {
  const t = (key: string) =>
    translate("newsletter", `confirmMail.${key}`, { siteName: input.siteName, hours: NEWSLETTER_LINK_TTL_HOURS });
  return accountMail({
    to: input.to,
    subject: t("subject"),
    greeting: t("greeting"),
    paragraphs: [t("intro")],
    action: { label: t("action"), link: confirmLink(input.siteUrl, input.token), hint: t("linkHint") },
    after: [t("validity"), t("notYou")],
    signature: t("signature"),
  });
}
