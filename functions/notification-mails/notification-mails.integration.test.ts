/**
 * Notification e-mails: the trigger queues a mail for each new notification of someone with e-mail
 * notifications on; deliverNotificationMails sends them through real SMTP (the test mail sink)
 * without titles or text (a message or contact request names only who it is from, by username),
 * skips what was read meanwhile, and retries a failed send.
 */
import type postgres from "postgres";
import { createAuthProvider } from "../_shared/auth";
import { getConfig } from "../_shared/config";
import { createDb, type Db } from "../_shared/db";
import { createMailer, type Mailer } from "../_shared/mail/mailer";
import type { MailSink } from "../_shared/mail/sink";
import { registerFunctions } from "../_shared/test-support/api";
import { testSql } from "../_shared/test-support/database";
import { mailsTo, startTestMailSink } from "../_shared/test-support/mail";
import { createGroup, doc, member, type Member, type TestGroup } from "../_shared/test-support/community";
import { deliverAllNotificationMails, deliverNotificationMails } from "./service";

/* eslint-disable @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require (no static import names a .mts file here) */
registerFunctions(
  require("../conversations/conversations.mts"),
  require("../contactlink/contactlink.mts"),
  require("../inbox/inbox.mts"),
);
/* eslint-enable @typescript-eslint/no-require-imports */

jest.setTimeout(60_000);

let sink: MailSink;
let sql: postgres.Sql;
let db: Db;
let group: TestGroup;
let anna: Member;
let bram: Member;
let carla: Member;

const deps = () => ({ db, auth: createAuthProvider(db), mailer: createMailer(getConfig()), config: getConfig() });
const TITLE = "Zwanger worden met methotrexaat";

beforeAll(async () => {
  sink = await startTestMailSink();
  sql = testSql();
  db = createDb(process.env.DATABASE_URL);
  group = await createGroup(sql);
  anna = await member(sink, sql, { prefix: "Anna" });
  bram = await member(sink, sql, { prefix: "Bram" });
  carla = await member(sink, sql, { prefix: "Carla" });
});

afterAll(async () => {
  await db.end({ timeout: 5 });
  await sql.end({ timeout: 5 });
  await sink.stop();
});

async function start(who: Member): Promise<{ Id: number; Slug: string }> {
  const answer = await who.browser.post(`/api/v1/conversations/${group.id}`, {
    Title: TITLE,
    Description: doc("Wie heeft hier ervaring mee?"),
    Visibility: "participants",
    GroupTermIds: [],
    FollowConversation: true,
  });
  if (answer.status !== 200) throw new Error(`start answered ${answer.status}: ${answer.text}`);
  return answer.json as { Id: number; Slug: string };
}

async function react(who: Member, conversationId: number, text: string, follow = false): Promise<void> {
  const answer = await who.browser.post(`/api/v1/conversations/${conversationId}/reactions`, {
    Body: doc(text),
    FollowConversation: follow,
  });
  if (answer.status !== 200) throw new Error(`react answered ${answer.status}: ${answer.text}`);
}

const readAll = (who: Member) =>
  sql`update public.notifications set read_at = now() where user_id = ${who.id} and read_at is null`;

it("mails a follower who wants e-mail once per unread notification, without names, titles or text", async () => {
  const off = await bram.browser.call("PUT", "/api/v1/CustomUser/ChangeEmailNotification", {
    body: { EmailNotifications: false },
  });
  expect(off.status).toBe(200);
  const conversation = await start(anna);
  await react(bram, conversation.Id, "Ik volg dit ook.", true);
  await readAll(anna);
  await deliverAllNotificationMails(deps());
  const before = mailsTo(sink, anna.account.Email).length;

  await react(carla, conversation.Id, "Bij mij ging het goed.");
  await react(carla, conversation.Id, "Nog een aanvulling.");
  await deliverAllNotificationMails(deps());
  const mails = mailsTo(sink, anna.account.Email);
  expect(mails).toHaveLength(before + 1);
  const [mail] = mails;
  expect(mail!.subject).toBe("Er is iets nieuws voor je op ReumaNL");
  expect(mail!.text).toContain(`Hallo ${anna.account.Username},`);
  expect(mail!.text).toContain("Er is een nieuwe reactie in een gesprek dat je volgt.");
  // The link leads to the reaction itself: its page of the conversation and its anchor.
  expect(mail!.links).toEqual(
    expect.arrayContaining([
      expect.stringMatching(
        new RegExp(
          `^http://localhost:8888/ontmoet-elkaar/gesprekken/${group.slug}/${conversation.Slug}/#reactie-\\d+$`,
        ),
      ),
    ]),
  );
  expect(mail!.links).toContain("http://localhost:8888/account/instellingen/");
  for (const secret of [TITLE, carla.account.Username, "Bij mij ging het goed"])
    expect(mail!.text + mail!.html).not.toContain(secret);
  expect(mailsTo(sink, bram.account.Email).filter((m) => m.subject.startsWith("Er is iets nieuws"))).toHaveLength(0);

  // Read on the site: the next reaction is news again; news read before the mail went is not mailed.
  await readAll(anna);
  await react(carla, conversation.Id, "En nog iets.");
  await deliverAllNotificationMails(deps());
  expect(mailsTo(sink, anna.account.Email)).toHaveLength(before + 2);
  await readAll(anna);
  await react(carla, conversation.Id, "Laatste aanvulling.");
  await readAll(anna);
  expect(await deliverAllNotificationMails(deps())).toMatchObject({ sent: 0 });
  expect(mailsTo(sink, anna.account.Email)).toHaveLength(before + 2);
});

it("names who sent a message or a contact request by username, never the message's text or an e-mail address", async () => {
  const dirk = await member(sink, sql, { prefix: "Dirk" });
  const esther = await member(sink, sql, { prefix: "Esther" });
  const news = (who: Member, link: string) =>
    mailsTo(sink, who.account.Email).filter(
      (m) => m.subject === "Er is iets nieuws voor je op ReumaNL" && m.links.includes(link),
    );
  const secrets = [
    "Hoi, ik heb ook artrose",
    "Mijn reumatoloog wil de methotrexaat verhogen",
    dirk.account.Email,
    esther.account.Email,
  ];
  const contacts = "http://localhost:8888/ontmoet-elkaar/personen/?mycontacts=show";

  expect(
    (
      await esther.browser.post("/api/v1/CustomContactlink", {
        ContactUserId: dirk.id,
        Message: "Hoi, ik heb ook artrose",
      })
    ).status,
  ).toBe(200);
  await deliverAllNotificationMails(deps());
  const [request] = news(dirk, contacts);
  expect(request!.text).toContain(
    `${esther.account.Username} wil graag contact met je. Je kunt het verzoek accepteren of afwijzen bij je contacten.`,
  );
  expect(request!.html).toContain(`<p>${esther.account.Username} wil graag contact met je.`);

  expect((await dirk.browser.post(`/api/v1/CustomContactlink/AcceptContactRequest/${esther.id}`)).status).toBe(200);
  await deliverAllNotificationMails(deps());
  const [accepted] = news(esther, contacts);
  expect(accepted!.text).toContain(`${dirk.account.Username} heeft je contactverzoek geaccepteerd.`);

  expect(
    (
      await esther.browser.post(`/api/v1/inbox/inbox/${dirk.id}`, {
        Body: doc("Mijn reumatoloog wil de methotrexaat verhogen"),
      })
    ).status,
  ).toBe(201);
  await deliverAllNotificationMails(deps());
  const [message, ...more] = news(dirk, `http://localhost:8888/account/berichten/${esther.id}/`);
  expect(more).toHaveLength(0);
  expect(message!.text).toContain(
    `${esther.account.Username} heeft je een bericht gestuurd. Het bericht zelf staat alleen op de website.`,
  );
  expect(message!.html).toContain(
    `<p>${esther.account.Username} heeft je een bericht gestuurd. Het bericht zelf staat alleen op de website.</p>`,
  );
  expect(message!.text).toContain(
    "We zetten in deze e-mail nooit wat er in een gesprek of bericht staat: dat lees je alleen op de site, nadat je bent ingelogd.",
  );
  for (const mail of [request!, accepted!, message!])
    for (const secret of secrets) expect(mail.text + mail.html).not.toContain(secret);
});

it("puts a failed mail back and sends it once it is due again", async () => {
  const conversation = await start(anna);
  await readAll(anna);
  await react(carla, conversation.Id, "Hallo!");
  const failing: Mailer = {
    async send() {
      throw new Error("SMTP is weg");
    },
  };
  const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
  const failed = await deliverNotificationMails({ ...deps(), mailer: failing });
  errors.mockRestore();
  expect(failed.failed).toBeGreaterThanOrEqual(1);
  const [row] = await sql<{ attempts: number; later: boolean }[]>`
    select q.attempts, q.next_attempt_at > now() as later
    from app_private.notification_mails q join public.notifications n on n.id = q.notification_id
    where n.user_id = ${anna.id}`;
  expect(row).toEqual({ attempts: 1, later: true });

  const before = mailsTo(sink, anna.account.Email).length;
  await deliverAllNotificationMails(deps());
  expect(mailsTo(sink, anna.account.Email)).toHaveLength(before);
  await sql`update app_private.notification_mails set next_attempt_at = now() where notification_id in (select id from public.notifications where user_id = ${anna.id})`;
  await deliverAllNotificationMails(deps());
  expect(mailsTo(sink, anna.account.Email)).toHaveLength(before + 1);
});

/** Three unread notifications for Anna, in three conversations, each queued for a mail. */
let threeConversations: { Id: number; Slug: string }[] = [];
async function threeNotifications(reactor: Member): Promise<string[]> {
  if (threeConversations.length === 0) threeConversations = [await start(anna), await start(anna), await start(anna)];
  await readAll(anna);
  for (const [i, conversation] of threeConversations.entries())
    await react(reactor, conversation.Id, `Reactie ${i} ${Date.now()}`);
  await sql`
    insert into app_private.notification_mails (notification_id)
    select id from public.notifications where user_id = ${anna.id} and read_at is null
    on conflict (notification_id) do nothing`;
  const [row] = await sql<{ n: number }[]>`
    select count(*)::int as n from app_private.notification_mails q join public.notifications n on n.id = q.notification_id
    where n.user_id = ${anna.id}`;
  expect(row!.n).toBe(3);
  return threeConversations.map((conversation) => conversation.Slug);
}

/** The mailed link of a reaction notice in that conversation (it names the reaction: "…/slug/#reactie-N"). */
const linkOf = (slug: string) =>
  expect.stringMatching(
    new RegExp(`^http://localhost:8888/ontmoet-elkaar/gesprekken/${group.slug}/${slug}/#reactie-\\d+$`),
  );

it("sends a batch over one SMTP connection", async () => {
  await deliverAllNotificationMails(deps());
  const slugs = await threeNotifications(carla);
  const connectionsBefore = sink.connections();
  const report = await deliverAllNotificationMails(deps());
  expect(report.sent).toBe(3);
  expect(sink.connections() - connectionsBefore).toBe(1);
  const links = mailsTo(sink, anna.account.Email).flatMap((mail) => mail.links);
  for (const slug of slugs) expect(links).toEqual(expect.arrayContaining([linkOf(slug)]));
});

it("loses nothing when a run is killed mid-batch: leased mails are sent by a later run", async () => {
  await deliverAllNotificationMails(deps());
  const slugs = await threeNotifications(bram);
  const before = mailsTo(sink, anna.account.Email).length;
  // The first mail goes out, then the run hangs on the second and is never heard of again (killed).
  let sends = 0;
  let reachedHang!: () => void;
  const hanging = new Promise<void>((resolve) => (reachedHang = resolve));
  const real = createMailer(getConfig());
  const dying: Mailer = {
    async send(message) {
      sends += 1;
      if (sends === 1) return real.send(message);
      reachedHang();
      return new Promise<void>(() => undefined);
    },
  };
  void deliverNotificationMails({ ...deps(), mailer: dying });
  await hanging;
  expect(mailsTo(sink, anna.account.Email)).toHaveLength(before + 1);

  // While the lease runs, another run leaves the leased rows alone...
  expect(await deliverAllNotificationMails(deps())).toMatchObject({ sent: 0 });
  // ...and once it has run out, everything not yet confirmed as sent goes out.
  await sql`update app_private.notification_mails set next_attempt_at = now() where notification_id in (select id from public.notifications where user_id = ${anna.id})`;
  await deliverAllNotificationMails(deps());
  const links = mailsTo(sink, anna.account.Email)
    .slice(0, mailsTo(sink, anna.account.Email).length - before)
    .flatMap((mail) => mail.links);
  for (const slug of slugs) expect(links).toEqual(expect.arrayContaining([linkOf(slug)]));
});
