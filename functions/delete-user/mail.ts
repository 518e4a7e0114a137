/** The mail that confirms an account deletion: a link to /bevestiging-account-verwijderd?token=… */
import { translate } from "../../src/i18n/translate";
import type { MailMessage } from "../_shared/mail/mailer";
import { accountMail } from "../_shared/mail/templates/layout";

export const DELETION_CONFIRM_PATH = "/bevestiging-account-verwijderd";
export const DELETION_TTL_HOURS = 24;

export function deletionLink(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, "")}${DELETION_CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
}

export function deletionMail(input: {
  siteUrl: string;
  siteName: string;
  email: string;
  username: string;
  token: string;
}): MailMessage {
  const vars = { siteName: input.siteName, username: input.username, hours: DELETION_TTL_HOURS };
  const t = (key: string) => translate("profile", `delete.mail.${key}`, vars);
  return accountMail({
    to: input.email,
    subject: t("subject"),
    greeting: t("greeting"),
    paragraphs: [t("intro"), t("warning")],
    action: { label: t("action"), link: deletionLink(input.siteUrl, input.token), hint: t("linkHint") },
    after: [t("validity"), t("notYou")],
    signature: t("signature"),
  });
}
