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

export type MailItem = { kind: string; link: string | null };
/** A digest lists at most this many items; the rest are counted ("En nog … andere meldingen."). */
export const DIGEST_ITEMS_SHOWN = 20;
const NOTIFICATIONS_PATH = "/account/notificaties/";

const linkOf = (base: string, link: string | null) => `${base}${link ?? NOTIFICATIONS_PATH}`;

export function notificationMail(input: { siteUrl: string; siteName: string; email: string; username: string; kind: string; link: string | null }): MailMessage {
  const base = input.siteUrl.replace(/\/+$/, "");
  const vars = { siteName: input.siteName, username: input.username, settingsUrl: `${base}${SETTINGS_PATH}` };
  const t = (key: string) => translate("settings", `notificationMail.${key}`, vars);
  return accountMail({
    to: input.email,
    subject: t("subject"),
    greeting: t("greeting"),
    paragraphs: [t(KIND_TEXT[input.kind] ?? "other")],
    action: { label: t("action"), link: linkOf(base, input.link), hint: t("linkHint") },
    after: [t("privacy"), t("why")],
    signature: t("signature"),
  });
}

/**
 * The daily or weekly digest: one mail listing every notification since the last digest, each as
 * the kind of news with its link (never names, titles or text, as in the single mail).
 */
export function digestMail(input: { siteUrl: string; siteName: string; email: string; username: string; frequency: "daily" | "weekly"; items: MailItem[] }): MailMessage {
  const base = input.siteUrl.replace(/\/+$/, "");
  const shown = input.items.slice(0, DIGEST_ITEMS_SHOWN);
  const vars = { siteName: input.siteName, username: input.username, settingsUrl: `${base}${SETTINGS_PATH}`, count: input.items.length - shown.length };
  const t = (key: string) => translate("settings", `notificationMail.${key}`, vars);
  return accountMail({
    to: input.email,
    subject: t(`digest.subject_${input.frequency}`),
    greeting: t("greeting"),
    paragraphs: [t("digest.intro")],
    list: shown.map((item) => ({ text: t(`digest.item.${KIND_TEXT[item.kind] ?? "other"}`), link: linkOf(base, item.link) })),
    action: { label: t("digest.action"), link: `${base}${NOTIFICATIONS_PATH}`, hint: t("linkHint") },
    after: [...(vars.count > 0 ? [t("digest.more")] : []), t("privacy"), t(`digest.why_${input.frequency}`)],
    signature: t("signature"),
  });
}
