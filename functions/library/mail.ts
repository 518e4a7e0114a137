/**
 * The mails of the library calls, in Dutch (texts from the `reader` namespace). The share mail is
 * written so it cannot be turned into spam or phishing: the only link points at a validated page
 * of this site, the subject is a fixed text with the site's name (the sender's name never leads it:
 * "Uw DigiD verloopt bel 0900-…" was a subject), the sender's name and message are plain text in the
 * body (escaped in the HTML part, control characters removed), and there is no Reply-To taken from
 * the request. Web and mail addresses the
 * sender typed are broken ("evil[.]example", "https[:]//") so no mail program turns them into links.
 */
import { translate } from "../../src/i18n/translate";
import type { MailMessage } from "../_shared/mail/mailer";
import { escapeHtml } from "../_shared/mail/templates/layout";

/** One line of plain text: control characters (header injection) and extra spaces removed. */
export function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are replaced on purpose (no header injection)
  const controls = /[\u0000-\u001F\u007F\u2028\u2029]+/g;
  return value.replace(controls, " ").replace(/\s+/g, " ").trim();
}

/** Plain text that may span lines: other control characters removed. */
function plainText(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are replaced on purpose (no header injection)
  return value.replace(/[\u0000-\u0009\u000B-\u001F\u007F]+/g, " ").trim();
}

/**
 * Text a mail program will not auto-link: "://" becomes "[:]//" and a dot between a letter or digit
 * and a letter (a domain, "www.", an address) becomes "[.]". Prose (". " after a sentence) stays.
 */
export function unlinked(value: string): string {
  return value.replace(/:\/\//g, "[:]//").replace(/(?<=[\p{L}\p{N}])\.(?=\p{L})/gu, "[.]");
}

export type ShareMailInput = {
  to: string;
  siteName: string;
  /** The absolute link to the shared page (SITE_URL + a validated path). */
  link: string;
  senderName: string;
  message: string;
};

export function shareMail(input: ShareMailInput): MailMessage {
  const senderName = unlinked(oneLine(input.senderName));
  const vars = { siteName: input.siteName, senderName };
  const t = (key: string): string => translate("reader", `share.mail.${key}`, vars);
  const message = unlinked(plainText(input.message));

  const text = [
    t("intro"),
    "",
    `${t("action")}: ${input.link}`,
    ...(message ? ["", t("messageLabel"), message] : []),
    "",
    t("why"),
    "",
    t("signature"),
  ].join("\n");

  const messageHtml = message
    ? `<p>${escapeHtml(t("messageLabel"))}</p>\n<blockquote style="margin: 0 0 16px; padding-left: 12px; border-left: 4px solid #c9d6da;">${escapeHtml(message).replace(/\n/g, "<br>")}</blockquote>\n`
    : "";
  const html = `<!doctype html>
<html lang="nl">
<head><meta charset="utf-8"><title>${escapeHtml(t("subject"))}</title></head>
<body style="font-family: Arial, Helvetica, sans-serif; font-size: 16px; line-height: 1.5; color: #1a1a1a;">
<p>${escapeHtml(t("intro"))}</p>
<p><a href="${escapeHtml(input.link)}" style="display: inline-block; padding: 12px 20px; background: #00576b; color: #ffffff; text-decoration: underline; border-radius: 4px;">${escapeHtml(t("action"))}</a></p>
${messageHtml}<p style="color: #4a4a4a; font-size: 14px;">${escapeHtml(t("why"))}</p>
<p>${escapeHtml(t("signature")).replace(/\n/g, "<br>")}</p>
</body>
</html>
`;
  return { to: input.to, subject: oneLine(t("subject")), text, html };
}

export type FeedbackMailInput = { to: string; siteUrl: string; path: string; feedback: string };

/** The mail to the editors (FEEDBACK_TO) about one feedback. */
export function feedbackMail(input: FeedbackMailInput): MailMessage {
  const url = `${input.siteUrl}${input.path}`;
  const subject = oneLine(translate("reader", "feedback.mail.subject", { path: input.path }));
  const intro = translate("reader", "feedback.mail.intro", { url });
  const feedback = plainText(input.feedback);
  const text = `${intro}\n\n${feedback}\n`;
  const html = `<!doctype html>
<html lang="nl">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, Helvetica, sans-serif; font-size: 16px; line-height: 1.5;">
<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(feedback).replace(/\n/g, "<br>")}</p>
</body>
</html>
`;
  return { to: input.to, subject, text, html };
}
