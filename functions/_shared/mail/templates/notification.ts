/**
 * The e-mail about a notification (settings: e-mail notifications on). It says what kind of news
 * there is and links to it. Titles and texts stay on the site, behind the login, since a mailbox is
 * less private than the site and conversations can be about someone's health. Only news between
 * two people (a message, a contact request, an accepted request) names the other by their public
 * username (docs/decisions/182-notification-mail-digest.md); the layout escapes it in the HTML.
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

/** Kinds whose text names who caused them ("…From" keys), when that account still exists. */
const NAMED_KINDS = new Set(["contact.request", "contact.accepted", "message.new"]);

export const SETTINGS_PATH = "/account/instellingen/";

export type MailItem = { kind: string; link: string | null; actorUsername: string | null };
/** A digest lists at most this many items; the rest are counted ("En nog … andere meldingen."). */
export const DIGEST_ITEMS_SHOWN = 20;
const NOTIFICATIONS_PATH = "/account/notificaties/";

const linkOf = (base: string, link: string | null) => `${base}${link ?? NOTIFICATIONS_PATH}`;

/** The text key of `item` (under notificationMail. or notificationMail.digest.item.) and its name, if any. */
function textOf(item: MailItem): { key: string; vars: Record<string, string> } {
  const key = KIND_TEXT[item.kind] ?? "other";
  return item.actorUsername && NAMED_KINDS.has(item.kind)
    ? { key: `${key}From`, vars: { actor: item.actorUsername } }
    : { key, vars: {} };
}

export function notificationMail(
  input: { siteUrl: string; siteName: string; email: string; username: string } & MailItem,
): MailMessage {
  const base = input.siteUrl.replace(/\/+$/, "");
  const vars = { siteName: input.siteName, username: input.username, settingsUrl: `${base}${SETTINGS_PATH}` };
  const t = (key: string, more: Record<string, string> = {}) =>
    translate("settings", `notificationMail.${key}`, { ...vars, ...more });
  const news = textOf(input);
  return accountMail({
    to: input.email,
    subject: t("subject"),
    greeting: t("greeting"),
    paragraphs: [t(news.key, news.vars)],
    action: { label: t("action"), link: linkOf(base, input.link), hint: t("linkHint") },
    after: [t("privacy"), t("why")],
    signature: t("signature"),
  });
}

/**
 * The daily or weekly digest: one mail listing every notification since the last digest, each as
 * the kind of news with its link (never titles or text; a name only as in the single mail).
 */
export function digestMail(input: {
  siteUrl: string;
  siteName: string;
  email: string;
  username: string;
  frequency: "daily" | "weekly";
  items: MailItem[];
}): MailMessage {
  const base = input.siteUrl.replace(/\/+$/, "");
  const shown = input.items.slice(0, DIGEST_ITEMS_SHOWN);
  const vars = {
    siteName: input.siteName,
    username: input.username,
    settingsUrl: `${base}${SETTINGS_PATH}`,
    count: input.items.length - shown.length,
  };
  const t = (key: string, more: Record<string, string> = {}) =>
    translate("settings", `notificationMail.${key}`, { ...vars, ...more });
  const line = (item: MailItem) => {
    const news = textOf(item);
    return t(`digest.item.${news.key}`, news.vars);
  };
  return accountMail({
    to: input.email,
    subject: t(`digest.subject_${input.frequency}`),
    greeting: t("greeting"),
    paragraphs: [t("digest.intro")],
    list: shown.map((item) => ({ text: line(item), link: linkOf(base, item.link) })),
    action: { label: t("digest.action"), link: `${base}${NOTIFICATIONS_PATH}`, hint: t("linkHint") },
    after: [...(vars.count > 0 ? [t("digest.more")] : []), t("privacy"), t(`digest.why_${input.frequency}`)],
    signature: t("signature"),
  });
}
