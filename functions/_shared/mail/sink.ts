/**
 * The embedded mail catcher: an in-process SMTP server (smtp-server) on loopback that keeps the
 * mails it receives in memory, newest first. Used by `npm start` (shown at GET /api/dev/mails),
 * by the integration tests and by the browser tests. Never started with production settings.
 */
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";

export type CaughtMail = {
  /** The recipients, comma separated. */
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  receivedAt: string;
};

export type MailSink = {
  port: number;
  /** The SMTP_URL that makes nodemailer deliver here. */
  url: string;
  mails(): CaughtMail[];
  /** How many SMTP connections were opened so far. */
  connections(): number;
  clear(): void;
  stop(): Promise<void>;
};

const MAX_KEPT = 200;

/** Every link a mail offers: href targets of the HTML part and bare URLs of the text part. */
export function linksOf(html: string, text: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/href\s*=\s*"([^"]+)"/gi)) found.add(decodeEntities(match[1] ?? ""));
  for (const match of text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)) found.add(match[0].replace(/[.,;:!?]+$/, ""));
  return [...found].filter(Boolean);
}

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

export async function startMailSink(options: { port?: number; host?: string } = {}): Promise<MailSink> {
  const host = options.host ?? "127.0.0.1";
  const received: CaughtMail[] = [];
  let connections = 0;

  const server = new SMTPServer({
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((email) => {
            const html = email.html ?? "";
            const text = email.text ?? "";
            const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
            const headerTo = (email.to ?? []).map((address) => address.address ?? "").filter(Boolean);
            received.unshift({
              to: (headerTo.length > 0 ? headerTo : envelopeTo).join(", "),
              subject: email.subject ?? "",
              text,
              html,
              links: linksOf(html, text),
              receivedAt: new Date().toISOString(),
            });
            received.length = Math.min(received.length, MAX_KEPT);
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;

  return {
    port,
    url: `smtp://${host}:${port}`,
    mails: () => received.map((mail) => ({ ...mail, links: [...mail.links] })),
    connections: () => connections,
    clear: () => {
      received.length = 0;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
