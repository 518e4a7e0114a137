/**
 * The mail worker keeps inside its time budget (issue 35 row 9, docs/decisions/330-mail-outbox.md):
 * Netlify stops a scheduled function after 30 s, so after RUN_BUDGET_MS the worker leases and tries
 * nothing new, and what it leased but did not try is due again at once, the attempt not counted.
 * A hung mail server holds it for one SMTP timeout at most.
 */
import type postgres from "postgres";
import { createAuthProvider } from "../_shared/auth";
import { getConfig } from "../_shared/config";
import { createDb, type Db } from "../_shared/db";
import { createMailer, createSmtpMailer, SMTP_TIMEOUTS, type Mailer } from "../_shared/mail/mailer";
import { createOutboxMailer } from "../_shared/mail/outbox";
import type { MailSink } from "../_shared/mail/sink";
import { registerFunctions } from "../_shared/test-support/api";
import { testSql, unique } from "../_shared/test-support/database";
import { deliverQueuedMails, misbehavingSmtp, startTestMailSink } from "../_shared/test-support/mail";
import { createGroup, doc, member } from "../_shared/test-support/community";
import { RUN_BUDGET_MS, runMailWorker } from "./run";
import { BATCH_SIZE, deliverAllNotificationMails } from "./service";

/* eslint-disable @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require (no static import names a .mts file here) */
registerFunctions(require("../conversations/conversations.mts"));
/* eslint-enable @typescript-eslint/no-require-imports */

jest.setTimeout(60_000);

let sink: MailSink;
let sql: postgres.Sql;
let db: Db;

const workerDeps = (mailer: Mailer = createMailer(getConfig())) => ({
  db,
  auth: createAuthProvider(db),
  mailer,
  config: getConfig(),
});

beforeAll(async () => {
  sink = await startTestMailSink();
  sql = testSql();
  db = createDb(process.env.DATABASE_URL);
});

afterAll(async () => {
  await db.end({ timeout: 5 });
  await sql.end({ timeout: 5 });
  await sink.stop();
});

async function emptyQueues(): Promise<void> {
  await sql`update app_private.outbox_mails set next_attempt_at = now()`;
  await deliverQueuedMails();
  await sql`delete from app_private.outbox_mails`;
  await sql`delete from app_private.notification_mails`;
}

it("has a budget that leaves a mail begun at its end time to finish within Netlify's 30 s", () => {
  expect(RUN_BUDGET_MS + SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout).toBeLessThanOrEqual(30_000);
});

it("is held by a hung mail server for one timeout at most, then stops and leaves the rest due for the next run", async () => {
  await emptyQueues();
  const outbox = createOutboxMailer(db, getConfig());
  for (let index = 0; index < 3; index += 1)
    await outbox.send({
      to: `hangt${index}.${unique()}@example.nl`,
      subject: "Hangt",
      text: "tekst",
      html: "<p>tekst</p>",
    });
  const hung = await misbehavingSmtp("silent");
  const warnings = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  try {
    const started = Date.now();
    const report = await runMailWorker(workerDeps(createSmtpMailer(hung.url, "ReumaNL <noreply@reumanl.nl>")), 1_000);
    const tookMs = Date.now() - started;
    // The first mail waited for the greeting (5 s) and failed; the budget (1 s) was spent by then.
    expect(report.outbox).toEqual({ sent: 0, dropped: 0, failed: 1, released: 2 });
    expect(tookMs).toBeLessThan(1_000 + SMTP_TIMEOUTS.greetingTimeout + 3_000);
  } finally {
    warnings.mockRestore();
    await hung.stop();
  }
  const left = await sql<
    { attempts: number; due: boolean }[]
  >`select attempts, next_attempt_at <= now() as due from app_private.outbox_mails order by attempts`;
  expect(left).toEqual([
    { attempts: 0, due: true },
    { attempts: 0, due: true },
    { attempts: 1, due: false },
  ]);
}, 20_000);

it("tries no notification mail after its time is up: the leased rest is due again at once, the attempt not counted", async () => {
  await emptyQueues();
  const group = await createGroup(sql);
  const [anna, bram, carla, dirk] = [
    await member(sink, sql, { prefix: "Anna" }),
    await member(sink, sql, { prefix: "Bram" }),
    await member(sink, sql, { prefix: "Carla" }),
    await member(sink, sql, { prefix: "Dirk" }),
  ];
  const started = await anna.browser.post(`/api/v1/conversations/${group.id}`, {
    Title: "Moe na het wandelen",
    Description: doc("Wie herkent dit?"),
    Visibility: "participants",
    GroupTermIds: [],
    FollowConversation: true,
  });
  expect(started.status).toBe(200);
  const conversationId = (started.json as { Id: number }).Id;
  const react = (who: typeof anna, text: string, follow: boolean) =>
    who.browser.post(`/api/v1/conversations/${conversationId}/reactions`, {
      Body: doc(text),
      FollowConversation: follow,
    });
  expect((await react(carla, "Ik herken het.", true)).status).toBe(200);
  expect((await react(dirk, "Rust helpt mij.", true)).status).toBe(200);
  await sql`delete from app_private.notification_mails`;
  await sql`update public.profiles set email_notifications = true, email_frequency = 'immediately' where id in ${sql([anna.id, carla.id, dirk.id])}`;
  // Read: the next reaction makes a new notification for each (an unread one would be updated).
  await sql`update public.notifications set read_at = now() where user_id in ${sql([anna.id, carla.id, dirk.id])} and read_at is null`;
  // Three followers (Anna, Carla, Dirk), one mail each.
  expect((await react(bram, "Kleine stukjes lopen.", false)).status).toBe(200);
  const queued = await sql<{ n: number }[]>`select count(*)::int as n from app_private.notification_mails`;
  expect(queued[0]!.n).toBeGreaterThanOrEqual(3);

  // The run's time is up while the first mail is being sent (that send ends after the deadline),
  // whatever the machine's load: the deadline leaves seconds for leasing the batch.
  const until = Date.now() + 3000;
  const slow: Mailer = {
    send: () => new Promise((resolve) => setTimeout(resolve, Math.max(0, until - Date.now()) + 20)),
  };
  const report = await deliverAllNotificationMails(workerDeps(slow), BATCH_SIZE, { until });
  expect(report).toEqual({ sent: 1, skipped: 0, failed: 0 });
  const left = await sql<
    { attempts: number; due: boolean }[]
  >`select attempts, next_attempt_at <= now() as due from app_private.notification_mails`;
  expect(left).toHaveLength(queued[0]!.n - 1);
  expect(left.every((row) => row.attempts === 0 && row.due)).toBe(true);
});
