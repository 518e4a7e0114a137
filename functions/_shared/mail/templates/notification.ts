/**
 * The e-mail about a notification (settings: e-mail notifications on). It says only what kind of
 * news there is and links to it: names, titles and texts stay on the site, behind the login, since
 * a mailbox is less private than the site and conversations can be about someone's health.
 */
import { translate } from "../../../../src/i18n/translate";
import type { MailMessage } from "../mailer";
import { accountMail } from "./layout";

/** The text of each notification kind; other kinds get the general sentence. */
const KIND_TEXT: Record<string, string> = {
  "conversation.reaction": "newReaction",
  "group.conversation": "newConversation",
  "contact.request": "newContactRequest",
  "contact.accepted": "contactAccepted",
  "message.new": "newMessage",
};

export const SETTINGS_PATH = "/account/instellingen/";

export function notificationMail(input: { siteUrl: string; siteName: string; email: string; username: string; kind: string; link: string | null }): MailMessage {
  const base = input.siteUrl.replace(/\/+$/, "");
  const vars = { siteName: input.siteName, username: input.username, settingsUrl: `${base}${SETTINGS_PATH}` };
  const t = (key: string) => translate("settings", `notificationMail.${key}`, vars);
  return accountMail({
    to: input.email,
    subject: t("subject"),
    greeting: t("greeting"),
    paragraphs: [t(KIND_TEXT[input.kind] ?? "other")],
    action: { label: t("action"), link: `${base}${input.link ?? "/account/notificaties/"}`, hint: t("linkHint") },
    after: [t("privacy"), t("why")],
    signature: t("signature"),
  });
}
