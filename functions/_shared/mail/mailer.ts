/**
 * Sending mail. One interface, one real implementation: SMTP through nodemailer at SMTP_URL
 * (in embedded mode `npm start` points it at the in-process mail catcher, mail/sink.ts).
 * Without SMTP_URL outside production, mails are written to the log instead; in production a
 * missing SMTP_URL is a configuration error.
 */
import nodemailer from "nodemailer";
import { ConfigurationError, type AppConfig } from "../config";

export type MailMessage = { to: string; subject: string; text: string; html: string };

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  return {
    async send(message) {
      const transport = nodemailer.createTransport(smtpUrl);
      try {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      } finally {
        transport.close();
      }
    },
  };
}

/** Development without SMTP_URL: the mail goes to the log (links included), nowhere else. */
export function createLogMailer(log: (line: string) => void = (line) => console.info(line)): Mailer {
  return {
    async send(message) {
      log(`[mail] SMTP_URL is not set; not sent to ${message.to}: "${message.subject}"\n${message.text}`);
    },
  };
}

/** The mailer the configuration asks for. A missing SMTP_URL in production fails when a mail is
 * sent (not before), so calls that send nothing keep working. */
export function createMailer(config: AppConfig): Mailer {
  if (config.smtpUrl) return createSmtpMailer(config.smtpUrl, config.mailFrom);
  if (config.production) {
    return {
      async send() {
        throw new ConfigurationError("SMTP_URL is required in production");
      },
    };
  }
  return createLogMailer();
}
