/** The mail catcher for a test file: nodemailer (SMTP_URL) delivers to it; tests read the mails. */
import { createServer, type AddressInfo, type Server, type Socket } from "node:net";
import { SMTPServer } from "smtp-server";
import { createAuthProvider } from "../auth";
import { getConfig, requireDatabaseUrl } from "../config";
import { createDb } from "../db";
import { createMailer } from "../mail/mailer";
import { deliverOutbox, MAIL_QUEUED_EVENT, type OutboxReport } from "../mail/outbox";
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

/**
 * The mail worker as `npm start` runs it promptly after a mail was queued: the test Browser calls
 * this after every call that queued one, so a test reads the mail from the sink as a user would
 * find it in their mailbox a moment later.
 */
export async function deliverQueuedMails(): Promise<OutboxReport> {
  const config = getConfig();
  const db = createDb(requireDatabaseUrl(config));
  try {
    return await deliverOutbox({ db, auth: createAuthProvider(db), mailer: createMailer(config), config });
  } finally {
    await db.end({ timeout: 5 });
  }
}

/** How many mails the functions of this process queued so far (MAIL_QUEUED_EVENT). */
export function mailsQueued(): number {
  const key = Symbol.for("reumanl.test.mailsQueued");
  const holder = process as unknown as Record<symbol, { count: number } | undefined>;
  if (!holder[key]) {
    const counter = { count: 0 };
    holder[key] = counter;
    (process as NodeJS.EventEmitter).on(MAIL_QUEUED_EVENT, () => void (counter.count += 1));
  }
  return holder[key]!.count;
}

/**
 * The ways a mail server misbehaves (issue 35 rows 8-9), each on its own port of 127.0.0.1:
 *   refuse        nothing listens there (connection refused)
 *   reject        a real SMTP server that answers every recipient "451 try again later"
 *   silent        accepts the connection and never says anything (no greeting)
 *   slow-greeting greets only after `greetingDelayMs` (default 8 s)
 *   hang-in-data  greets and answers EHLO, MAIL FROM and RCPT TO; after DATA it never answers again
 *   drop-in-data  as hang-in-data, but closes the connection as the message's text arrives
 */
export type SmtpMisbehaviour = "refuse" | "reject" | "silent" | "slow-greeting" | "hang-in-data" | "drop-in-data";

export async function misbehavingSmtp(
  mode: SmtpMisbehaviour,
  options: { greetingDelayMs?: number } = {},
): Promise<{ url: string; stop: () => Promise<void> }> {
  if (mode === "refuse") {
    // A port that was free a moment ago and is closed now.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", () => resolve()));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    return { url: `smtp://127.0.0.1:${port}`, stop: async () => undefined };
  }
  if (mode === "reject") {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error("Probeer het later opnieuw"), { responseCode: 451 }));
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    const port = (server.server.address() as AddressInfo).port;
    return { url: `smtp://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
  }
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => undefined);
    if (mode === "silent") return;
    const greet = () => socket.write("220 traag.example.nl ESMTP\r\n");
    if (mode === "slow-greeting") {
      timers.add(setTimeout(greet, options.greetingDelayMs ?? 8_000));
      return;
    }
    greet();
    let inData = false;
    socket.on("data", (chunk: Buffer) => {
      if (inData) {
        if (mode === "drop-in-data") socket.destroy();
        return;
      }
      for (const line of chunk.toString().split("\r\n").filter(Boolean)) {
        if (/^DATA$/i.test(line)) {
          inData = true;
          if (mode === "drop-in-data") socket.write("354 Start mail input; end with <CRLF>.<CRLF>\r\n");
          return; // hang-in-data: the 354 never comes
        }
        socket.write(/^(EHLO|HELO)/i.test(line) ? "250 traag.example.nl\r\n" : "250 OK\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
