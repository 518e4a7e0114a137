/**
 * Issue 35 rows 8 and 9 (docs/decisions/330-mail-outbox.md): the mails requests send go through a
 * leased outbox that the mail worker sends, at least once and again after a failure; the request
 * answers at once whatever the mail server does, and nodemailer gives up on a hung server.
 */
import type postgres from "postgres";
import { createAuthProvider } from "../auth";
import { getConfig } from "../config";
import { createDb, type Db } from "../db";
import { loggedInAccount } from "../test-support/accounts";
import { Browser, registerFunctions } from "../test-support/api";
import { testSql, unique } from "../test-support/database";
import {
  deliverQueuedMails,
  mailsTo,
  mailTo,
  misbehavingSmtp,
  startTestMailSink,
  type SmtpMisbehaviour,
} from "../test-support/mail";
import { createMailer, createSmtpMailer, type Mailer, type MailMessage } from "./mailer";
import {
  createOutboxMailer,
  deliverOutbox,
  OUTBOX_MAX_ATTEMPTS,
  queuePasswordReset,
  retryDelaySeconds,
} from "./outbox";
import type { MailSink } from "./sink";

/* eslint-disable @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require */
registerFunctions(require("../../library/library.mts"), require("../../delete-user/delete-user.mts"));
/* eslint-enable @typescript-eslint/no-require-imports */

jest.setTimeout(90_000);

let sink: MailSink;
let sql: postgres.Sql;
let db: Db;
let goodSmtp: string;

beforeAll(async () => {
  sink = await startTestMailSink();
  goodSmtp = process.env.SMTP_URL!;
  sql = testSql();
  db = createDb(process.env.DATABASE_URL);
});

afterAll(async () => {
  process.env.SMTP_URL = goodSmtp;
  await db.end({ timeout: 5 });
  await sql.end({ timeout: 5 });
  await sink.stop();
});

afterEach(() => {
  process.env.SMTP_URL = goodSmtp;
});

const outboxRows = () => sql<{ id: string; kind: string; payload: string; attempts: number; dueInSeconds: number }[]>`
  select id, kind, payload, attempts, extract(epoch from next_attempt_at - now())::int as "dueInSeconds" from app_private.outbox_mails order by queued_at`;
const makeAllDue = () => sql`update app_private.outbox_mails set next_attempt_at = now()`;
const workerDeps = (mailer: Mailer = createMailer(getConfig())) => ({
  db,
  auth: createAuthProvider(db),
  mailer,
  config: getConfig(),
});

async function emptyOutbox(): Promise<void> {
  await makeAllDue();
  await deliverQueuedMails();
  await sql`delete from app_private.outbox_mails`;
}

describe("the mails of requests go through the outbox (row 8)", () => {
  it("answers at once while the mail server refuses, keeps every mail, and sends them all once it recovers", async () => {
    await emptyOutbox();
    const member = await loggedInAccount(sink, new Browser(), "Uitbak");
    const leaver = await loggedInAccount(sink, new Browser(), "Vertrek");
    const memberBrowser = new Browser();
    expect(
      (await memberBrowser.post("/api/v1/authentication/login", { Email: member.Email, Password: member.Password }))
        .status,
    ).toBe(200);
    const leaverBrowser = new Browser();
    expect(
      (await leaverBrowser.post("/api/v1/authentication/login", { Email: leaver.Email, Password: leaver.Password }))
        .status,
    ).toBe(200);

    let newEmail = "";
    const refusing = await misbehavingSmtp("reject");
    const warnings = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    process.env.SMTP_URL = refusing.url;
    try {
      const id = unique();
      const newcomer = {
        Username: `Nieuw${id}`.slice(0, 20),
        Email: `nieuw.${id}@example.nl`,
        Password: "Reuma2026Veilig",
        MarketingEmails: false,
        Role: "participant",
        AgeConfirmed: true,
        TermsAccepted: true,
      };
      const friend = `vriend.${id}@example.nl`;
      newEmail = `verhuisd.${id}@example.nl`;
      const visitor = new Browser();
      const mailsBefore = sink.mails().length;
      const answers = {
        register: (await visitor.post("/api/v1/authentication/register", newcomer)).status,
        resend: (await visitor.post("/api/v1/authentication/resend-activation-email", { Email: newcomer.Email }))
          .status,
        forgot: (await new Browser().post("/api/v1/authentication/ForgotPassword", { Email: member.Email })).status,
        share: (
          await new Browser().post("/api/v1/library/sendarticle", {
            SenderName: "Marja",
            EmailList: friend,
            Message: "",
            ItemId: "1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b",
            Path: "/over-reuma/jicht",
          })
        ).status,
        changeEmail: (
          await memberBrowser.post("/api/v1/CustomUser/ChangeEmail", {
            OldEmail: member.Email,
            NewEmail: newEmail,
            Password: member.Password,
          })
        ).status,
        deletion: (await leaverBrowser.post("/api/v1/delete-user/request", { Password: leaver.Password })).status,
      };
      expect(answers).toEqual({ register: 200, resend: 204, forgot: 204, share: 204, changeEmail: 204, deletion: 204 });

      // Nothing arrived, nothing was lost: every mail waits in the outbox, tried once, due again in a minute.
      expect(sink.mails()).toHaveLength(mailsBefore);
      const waiting = await outboxRows();
      expect(waiting).toHaveLength(7); // two verification mails, the reset, the share, change + notice, the deletion link
      for (const row of waiting) {
        expect(row.attempts).toBe(1);
        expect(row.dueInSeconds).toBeGreaterThan(50);
        expect(row.dueInSeconds).toBeLessThanOrEqual(60);
      }
      // Sealed: no address, subject or link of a waiting mail is in the database in the clear.
      for (const secret of [newcomer.Email, member.Email, friend, newEmail, "ReumaNL", "http"]) {
        expect(waiting.map((row) => row.payload).join(" ")).not.toContain(secret);
      }

      // A second failed attempt waits twice as long.
      await makeAllDue();
      await deliverQueuedMails();
      expect(
        (await outboxRows()).map((row) => [row.attempts, row.dueInSeconds > 110 && row.dueInSeconds <= 120]),
      ).toEqual(waiting.map(() => [2, true]));
    } finally {
      warnings.mockRestore();
      await refusing.stop();
    }

    // The mail server is back: the next run sends everything.
    process.env.SMTP_URL = goodSmtp;
    await makeAllDue();
    await deliverQueuedMails();
    expect(await outboxRows()).toEqual([]);
    expect((await mailTo(sink, `nieuw.`)).subject).toContain("ReumaNL");
    const toMember = mailsTo(sink, member.Email);
    expect(toMember.some((mail) => mail.links.some((link) => link.includes("/wachtwoord/opnieuw-instellen?")))).toBe(
      true,
    );
    expect(toMember.some((mail) => mail.text.includes(newEmail))).toBe(true); // the notice of the asked-for change
    expect((await mailTo(sink, `verhuisd.`)).links.some((link) => link.includes("/email-gewijzigd?"))).toBe(true);
    expect((await mailTo(sink, `vriend.`)).text).toContain("http://localhost:8888/over-reuma/jicht");
    expect(
      mailsTo(sink, leaver.Email).some(
        (mail) => mail.links.some((link) => link.includes("token=")) && /verwijder/i.test(mail.subject),
      ),
    ).toBe(true);
  });

  it("gives a mail up after the last attempt, and logs no address or content", async () => {
    await emptyOutbox();
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const warnings = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    let tries = 0;
    const failing: Mailer = {
      async send() {
        tries += 1;
        throw new Error("451 try again later");
      },
    };
    try {
      await createOutboxMailer(db, getConfig()).send({
        to: "opgegeven@example.nl",
        subject: "Geheim onderwerp",
        text: "tekst",
        html: "<p>tekst</p>",
      });
      for (let attempt = 1; attempt <= OUTBOX_MAX_ATTEMPTS; attempt += 1) {
        await makeAllDue();
        await deliverOutbox(workerDeps(failing));
        if (attempt < OUTBOX_MAX_ATTEMPTS) expect((await outboxRows())[0]).toMatchObject({ attempts: attempt });
      }
      expect(tries).toBe(OUTBOX_MAX_ATTEMPTS);
      expect(await outboxRows()).toEqual([]);
      expect(warnings.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>)).toEqual(
        [1, 2, 3, 4, 5].map((attempt) =>
          expect.objectContaining({
            msg: "outbox mail not sent, tried again later",
            attempt,
            againInSeconds: retryDelaySeconds(attempt),
            reason: "451 try again later",
          }),
        ),
      );
      expect(JSON.parse(String(errors.mock.lastCall?.[0]))).toMatchObject({
        msg: "outbox mail given up",
        attempts: OUTBOX_MAX_ATTEMPTS,
        reason: "451 try again later",
      });
      expect([...errors.mock.calls, ...warnings.mock.calls].flat().join(" ")).not.toMatch(
        /opgegeven@example\.nl|Geheim onderwerp/,
      );
      expect([1, 2, 3, 4, 5].map(retryDelaySeconds)).toEqual([60, 120, 240, 480, 960]);
    } finally {
      errors.mockRestore();
      warnings.mockRestore();
    }
  });

  it("loses nothing when a run dies mid-way: its leased mails stay, and a later run sends them (at least once)", async () => {
    await emptyOutbox();
    const outbox = createOutboxMailer(db, getConfig());
    const to = Array.from({ length: 3 }, (_, index) => `lease${index}.${unique()}@example.nl`);
    for (const address of to) await outbox.send({ to: address, subject: "Lease", text: "tekst", html: "<p>tekst</p>" });
    let reachedHang!: () => void;
    const hanging = new Promise<void>((resolve) => (reachedHang = resolve));
    const real = createMailer(getConfig());
    let sends = 0;
    const dying: Mailer = {
      async send(message: MailMessage) {
        sends += 1;
        if (sends === 1) return real.send(message);
        reachedHang();
        return new Promise<void>(() => undefined);
      },
    };
    void deliverOutbox(workerDeps(dying));
    await hanging;
    expect(mailsTo(sink, to[0]!)).toHaveLength(1);
    // While the lease runs, another run leaves the leased rows alone...
    expect(await deliverOutbox(workerDeps())).toMatchObject({ sent: 0 });
    expect((await outboxRows()).every((row) => row.dueInSeconds > 100)).toBe(true);
    // ...and once it has run out, what was not confirmed as sent goes out.
    await makeAllDue();
    expect(await deliverOutbox(workerDeps())).toMatchObject({ sent: 2 });
    for (const address of to.slice(1)) expect(mailsTo(sink, address)).toHaveLength(1);
  });

  it("leases nothing new once its time is up, and leaves the rest due for the next run", async () => {
    await emptyOutbox();
    const outbox = createOutboxMailer(db, getConfig());
    for (let index = 0; index < 6; index += 1)
      await outbox.send({
        to: `budget${index}.${unique()}@example.nl`,
        subject: "Budget",
        text: "tekst",
        html: "<p>tekst</p>",
      });
    // Batches of 2; the time is up while the first mail is being sent (that send ends after the
    // deadline), whatever the machine's load: the deadline leaves seconds for leasing the batch.
    const until = Date.now() + 3000;
    const slow: Mailer = {
      send: () => new Promise((resolve) => setTimeout(resolve, Math.max(0, until - Date.now()) + 20)),
    };
    const report = await deliverOutbox(workerDeps(slow), { until, batchSize: 2 });
    expect(report).toEqual({ sent: 1, dropped: 0, failed: 0, released: 1 });
    const left = await outboxRows();
    expect(left).toHaveLength(5);
    // Released and never-leased rows alike: due now, no attempt counted.
    expect(left.every((row) => row.attempts === 0 && row.dueInSeconds <= 0)).toBe(true);
  });

  it("drops a password reset for an unknown address, and mails a known one once", async () => {
    await emptyOutbox();
    const account = await loggedInAccount(sink, new Browser(), "Herstel");
    await queuePasswordReset(db, getConfig(), `onbekend.${unique()}@example.nl`);
    await queuePasswordReset(db, getConfig(), account.Email);
    expect(await deliverOutbox(workerDeps())).toMatchObject({ sent: 1, dropped: 1, failed: 0 });
    expect((await mailTo(sink, account.Email)).subject).toBe("Nieuw wachtwoord instellen voor ReumaNL");
    expect(await outboxRows()).toEqual([]);
  });
});

/**
 * How long a test of a hung server may take: above the mailer's timeouts (5 s to greet, 10 s of
 * silence), far below nodemailer's defaults (30 s, 10 minutes), which held the worker per mail.
 */
const HUNG_LIMIT_MS = 20_000;

describe("a slow or hung mail server (row 9)", () => {
  const FROM = "ReumaNL <noreply@reumanl.nl>";
  const aMail: MailMessage = { to: "a@example.nl", subject: "s", text: "t", html: "h" };

  it.each<[SmtpMisbehaviour, RegExp]>([
    ["refuse", /ECONNREFUSED/],
    ["silent", /Greeting never received/],
    ["slow-greeting", /Greeting never received/],
    ["hang-in-data", /Timeout/i],
    ["drop-in-data", /Connection closed|unexpected/i],
  ])(
    "a send to a server that does %s fails within the mailer's timeouts (nodemailer's defaults: 2 minutes, 30 s, 10 minutes)",
    async (mode, error) => {
      const server = await misbehavingSmtp(mode);
      try {
        // The batch mailer of the workers (a pool of one connection) has the same timeouts.
        const batch = createSmtpMailer(server.url, FROM).batch!();
        await Promise.all([
          expect(createSmtpMailer(server.url, FROM).send(aMail)).rejects.toThrow(error),
          expect(batch.send(aMail)).rejects.toThrow(error),
        ]);
        batch.close?.();
      } finally {
        await server.stop();
      }
    },
    HUNG_LIMIT_MS,
  );

  it("keeps a mail the server refused or dropped mid-DATA, and sends it once the server is back", async () => {
    for (const mode of ["refuse", "drop-in-data"] as const) {
      await emptyOutbox();
      const to = `terug.${mode}.${unique()}@example.nl`;
      await createOutboxMailer(db, getConfig()).send({ to, subject: "Terug", text: "tekst", html: "<p>tekst</p>" });
      const server = await misbehavingSmtp(mode);
      const warnings = jest.spyOn(console, "warn").mockImplementation(() => undefined);
      try {
        expect(await deliverOutbox(workerDeps(createSmtpMailer(server.url, FROM)))).toMatchObject({
          sent: 0,
          failed: 1,
        });
      } finally {
        warnings.mockRestore();
        await server.stop();
      }
      expect((await outboxRows()).map((row) => row.attempts)).toEqual([1]);
      await makeAllDue();
      expect(await deliverOutbox(workerDeps())).toMatchObject({ sent: 1, failed: 0 });
      expect(mailsTo(sink, to)).toHaveLength(1);
    }
  });

  it("answers ForgotPassword without asking the mail server anything, for a known and an unknown address alike", async () => {
    const account = await loggedInAccount(sink, new Browser(), "Traag");
    await emptyOutbox();
    const hung = await misbehavingSmtp("silent");
    process.env.SMTP_URL = hung.url;
    let call = 0;
    try {
      // As `npm start` calls a function: no Netlify context to finish work after the answer.
      type Entry = { default: (request: Request, context: unknown) => Promise<Response> };
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require
      const { default: handler } = require("../../authentication/authentication.mts") as Entry;
      const browser = Object.assign(new Browser(), { deliverMails: false });
      const token = await browser.antiforgeryToken();
      const forgot = async (email: string) => {
        const request = new Request("http://localhost:8888/api/v1/authentication/ForgotPassword", {
          method: "POST",
          headers: {
            "content-type": "application/json",
            RequestVerificationToken: token,
            cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
          },
          body: JSON.stringify({ Email: email }),
        });
        const response = await handler(request, { ip: `10.9.${(call += 1)}.1` });
        return { status: response.status, text: await response.text() };
      };
      const known = await forgot(account.Email);
      const unknown = await forgot(`niemand.${unique()}@example.nl`);
      expect(known).toEqual({ status: 204, text: "" });
      expect(unknown).toEqual(known);
      // Both did the same work: one queued reset each, and no mail server was asked during the request.
      expect((await outboxRows()).map((row) => [row.kind, row.attempts])).toEqual([
        ["password-reset", 0],
        ["password-reset", 0],
      ]);
    } finally {
      await hung.stop();
    }
  });
});
