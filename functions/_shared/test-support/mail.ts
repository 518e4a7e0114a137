/** The mail catcher for a test file: nodemailer (SMTP_URL) delivers to it; tests read the mails. */
import { startMailSink, type CaughtMail, type MailSink } from "../mail/sink";

export async function startTestMailSink(): Promise<MailSink> {
  const sink = await startMailSink({ port: 0 });
  process.env.SMTP_URL = sink.url;
  return sink;
}

/** The newest mail to `to`, waiting briefly for delivery. */
export async function mailTo(sink: MailSink, to: string, timeoutMs = 5000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = sink.mails().find((m) => m.to.toLowerCase().includes(to.toLowerCase()));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** All mails to `to`, newest first. */
export function mailsTo(sink: MailSink, to: string): CaughtMail[] {
  return sink.mails().filter((m) => m.to.toLowerCase().includes(to.toLowerCase()));
}

/** The activation link of a verification mail, split into its e-mail and token. */
export function activationOf(mail: CaughtMail): { link: string; email: string; token: string } {
  const link = mail.links.find((l) => l.includes("/account/activate?"));
  if (!link) throw new Error(`mail "${mail.subject}" has no activation link`);
  const url = new URL(link);
  return { link, email: url.searchParams.get("email") ?? "", token: url.searchParams.get("token") ?? "" };
}
