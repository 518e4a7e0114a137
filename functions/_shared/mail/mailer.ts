/**
 * Sending mail. One interface, one real implementation: SMTP through nodemailer at SMTP_URL
 * (in embedded mode `npm start` points it at the in-process mail catcher, mail/sink.ts), with
 * timeouts. Requests do not send: they queue their mails in the outbox (outbox.ts), whose worker
 * sends them with this mailer.
 * Without SMTP_URL outside production, mails are written to the log instead; in production a
 * missing SMTP_URL is a configuration error.
 */
import nodemailer from "nodemailer";
import { ConfigurationError, type AppConfig } from "../config";

export type MailMessage = { to: string; subject: string; text: string; html: string };

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** A mailer for many mails in a row over one connection; `close` it when done. */
  batch?(): Mailer;
  close?(): void;
}

/**
 * How long nodemailer waits for the SMTP server (its defaults are 2 minutes to connect, 30 s for the
 * greeting and 10 minutes of silence, so a hung server held the worker 10 minutes per mail). A
 * server that is this slow fails the send; the outbox and the notification queue try it again later.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 } as const;

/** The SMTP_URL with the timeouts (and, for a batch, a pool of one connection) as its query settings. */
export function smtpTransportUrl(smtpUrl: string, options: { pooled?: boolean } = {}): string {
  const url = new URL(smtpUrl);
  for (const [name, value] of Object.entries(SMTP_TIMEOUTS))
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(value));
  if (options.pooled) {
    url.searchParams.set("pool", "true");
    url.searchParams.set("maxConnections", "1");
  }
  return url.toString();
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const sendWith = (transport: ReturnType<typeof nodemailer.createTransport>, message: MailMessage) =>
    transport
      .sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html })
      .then(() => undefined);
  return {
    async send(message) {
      const transport = nodemailer.createTransport(smtpTransportUrl(smtpUrl));
      try {
        await sendWith(transport, message);
      } finally {
        transport.close();
      }
    },
    batch() {
      // A pool of one connection, kept open between the mails of the batch.
      const transport = nodemailer.createTransport(smtpTransportUrl(smtpUrl, { pooled: true }));
      return { send: (message) => sendWith(transport, message), close: () => transport.close() };
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
