/**
 * The common shape of the account mails: a plain-text part and a simple, accessible HTML part
 * with the same content (greeting, paragraphs, an optional button with the link written out).
 */
import { translate } from "../../../../src/i18n/translate";
import type { MailMessage } from "../mailer";

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export type AccountMailParts = {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** A list after the paragraphs (a digest): each line with its link written out. */
  list?: { text: string; link: string }[];
  action?: { label: string; link: string; hint: string };
  after: string[];
  signature: string;
};

export function accountMail(parts: AccountMailParts): MailMessage {
  const text = [
    parts.greeting,
    "",
    ...parts.paragraphs.flatMap((p) => [p, ""]),
    ...(parts.list?.length ? [...parts.list.map((item) => `- ${item.text}: ${item.link}`), ""] : []),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.link}`, ""] : []),
    ...parts.after,
    ...(parts.after.length ? [""] : []),
    parts.signature,
  ].join("\n");

  const button = parts.action
    ? `<p><a href="${escapeHtml(parts.action.link)}" style="display: inline-block; padding: 12px 20px; background: #00576b; color: #ffffff; text-decoration: underline; border-radius: 4px;">${escapeHtml(parts.action.label)}</a></p>
<p>${escapeHtml(parts.action.hint)}<br>${escapeHtml(parts.action.link)}</p>
`
    : "";
  const html = `<!doctype html>
<html lang="nl">
<head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>
<body style="font-family: Arial, Helvetica, sans-serif; font-size: 16px; line-height: 1.5; color: #1a1a1a;">
<p>${escapeHtml(parts.greeting)}</p>
${parts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
${parts.list?.length ? `<ul>\n${parts.list.map((item) => `<li><a href="${escapeHtml(item.link)}">${escapeHtml(item.text)}</a></li>`).join("\n")}\n</ul>\n` : ""}${button}${parts.after.length ? `<p>${parts.after.map(escapeHtml).join(" ")}</p>\n` : ""}<p>${escapeHtml(parts.signature)}</p>
</body>
</html>
`;
  return { to: parts.to, subject: parts.subject, text, html };
}

/** `${siteUrl}${path}?[type=…&]email=…&token=…` */
export function tokenLink(siteUrl: string, path: string, email: string, token: string, type?: string): string {
  const base = siteUrl.replace(/\/+$/, "");
  const kind = type ? `type=${encodeURIComponent(type)}&` : "";
  return `${base}${path}?${kind}email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`;
}

/** The texts of one account mail: `auth:{section}.{key}` with the mail's placeholders filled in. */
export function authTexts(section: string, vars: Record<string, string | number>) {
  return (key: string) => translate("auth", `${section}.${key}`, vars);
}

/** The greeting by name, or the anonymous one when the username is not known. */
export function greetingOf(t: (key: string) => string, username: string | undefined): string {
  return username ? t("greeting") : t("greetingAnonymous");
}

/** A mail with a one-time link: intro, the link's button, how long it lasts, "not you?". */
export function linkMail(t: (key: string) => string, to: string, greeting: string, link: string): MailMessage {
  return accountMail({
    to,
    subject: t("subject"),
    greeting,
    paragraphs: [t("intro")],
    action: { label: t("action"), link, hint: t("linkHint") },
    after: [t("validity"), t("notYou")],
    signature: t("signature"),
  });
}
