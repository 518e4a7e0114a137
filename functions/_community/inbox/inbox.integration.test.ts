/**
 * /api/v1/inbox through the real handlers and the real test database (spec 000 §4, §7 "Inbox"):
 * the list (204 when empty), a conversation (oldest first, paged), sending only between accepted
 * contacts that did not block each other, seen, the unread count, the message notification (never
 * the text) and removal of a contact wiping the history on both sides.
 */
import postgres from "postgres";
import type { MailSink } from "../../_shared/mail/sink";
import { Browser, registerFunctions } from "../../_shared/test-support/api";
import { testSql } from "../../_shared/test-support/database";
import { mailsTo, startTestMailSink } from "../../_shared/test-support/mail";
import type * as NotificationMailsModule from "../../notification-mails/notification-mails.mjs";
import { doc, member, type Member } from "../../_shared/test-support/community";
import { MESSAGE_PAGE_SIZE } from "../../../src/domain/inbox";

/* eslint-disable @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require (no static import names a .mts file here) */
registerFunctions(
  require("../../profiles/profiles.mts"),
  require("../../contactlink/contactlink.mts"),
  require("../../inbox/inbox.mts"),
);
/** The scheduled function that mails queued notifications, run as Netlify runs it. */
const sendNotificationMails = (
  require("../../notification-mails/notification-mails.mts") as typeof NotificationMailsModule
).default;
/* eslint-enable @typescript-eslint/no-require-imports */

let sink: MailSink;
let sql: postgres.Sql;

beforeAll(async () => {
  sink = await startTestMailSink();
  sql = testSql();
});

afterAll(async () => {
  await sql.end({ timeout: 5 });
  await sink.stop();
});

const INBOX = "/api/v1/inbox/inbox";

async function contacts(a: Member, b: Member): Promise<void> {
  expect(
    (
      await a.browser.post("/api/v1/CustomContactlink", {
        ContactUserId: b.id,
        Message: "Hoi, zullen we contact houden?",
      })
    ).status,
  ).toBe(200);
  expect((await b.browser.post(`/api/v1/CustomContactlink/AcceptContactRequest/${a.id}`)).status).toBe(200);
}

const send = (from: Member, to: Member, text: string) => from.browser.post(`${INBOX}/${to.id}`, { Body: doc(text) });
const unread = async (who: Member) => (await who.browser.get("/api/v1/inbox/unread")).json.Count as number;

/** Polls `ready` until it answers true (at most 20 s). */
async function until(ready: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error("the expected state did not come within 20 s");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("the inbox", () => {
  it("lists conversations, shows unseen messages, counts them and clears them when seen", async () => {
    const anna = await member(sink, sql, { prefix: "Anna" });
    const bram = await member(sink, sql, { prefix: "Bram" });
    expect((await anna.browser.get(INBOX)).status).toBe(204);
    await contacts(anna, bram);
    // The accepted request is an unread notification for Anna: one, and it is no message.
    expect(await unread(anna)).toBe(1);
    expect((await anna.browser.get("/api/v1/inbox/unread")).json).toEqual({
      Count: 1,
      UnseenMessages: 0,
      UnreadNotifications: 1,
    });
    await sql`update public.notifications set read_at = now() where user_id in (${anna.id}, ${bram.id}) and kind like 'contact.%'`;
    expect(await unread(anna)).toBe(0);

    const first = await send(anna, bram, "Hoi Bram, hoe gaat het met je knieën?");
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ Mine: true, Seen: false });
    expect((await send(bram, anna, "Beter, dank je!")).status).toBe(201);
    expect((await send(anna, bram, "Fijn om te horen.")).status).toBe(201);

    const list = await bram.browser.get(INBOX);
    expect(list.status).toBe(200);
    expect(list.json).toEqual([
      expect.objectContaining({ UserId: anna.id, Username: anna.account.Username, Unseen: true, UnseenCount: 2 }),
    ]);
    expect(new Date(list.json[0].LastUpdate).getTime()).toBeGreaterThan(0);
    // Two unseen messages; the message notification is the flag's case (already counted).
    expect(await unread(bram)).toBe(2);
    expect((await bram.browser.get("/api/v1/inbox/unread")).json).toMatchObject({ UnseenMessages: 2 });

    const conversation = await bram.browser.get(`${INBOX}/${anna.id}`);
    expect(conversation.status).toBe(200);
    expect(conversation.json.Messages.map((m: { Mine: boolean }) => m.Mine)).toEqual([false, true, false]);
    expect(conversation.json.Messages[0].Body).toEqual(doc("Hoi Bram, hoe gaat het met je knieën?"));
    expect(conversation.json.HasOlder).toBe(false);

    expect((await bram.browser.call("PUT", `${INBOX}/${anna.id}/seen`)).status).toBe(204);
    expect((await bram.browser.get(INBOX)).json[0]).toMatchObject({ Unseen: false, UnseenCount: 0 });
    expect(await unread(bram)).toBe(0);
    expect((await anna.browser.get(`${INBOX}/${bram.id}`)).json.Messages[0]).toMatchObject({ Mine: true, Seen: true });
  }, 60_000);

  it("notifies the receiver once per unread conversation, without the message text, and queues a mail that names only the sender", async () => {
    const carla = await member(sink, sql, { prefix: "Carla" });
    const dirk = await member(sink, sql, { prefix: "Dirk" });
    await contacts(carla, dirk);
    await send(carla, dirk, "Mijn reumatoloog zegt dat ik methotrexaat moet verhogen.");
    await send(carla, dirk, "Nog een bericht.");
    const rows =
      await sql`select body, link from public.notifications where user_id = ${dirk.id} and kind = 'message.new'`;
    expect(rows).toEqual([
      { body: `${carla.account.Username} heeft je een bericht gestuurd.`, link: `/account/berichten/${carla.id}/` },
    ]);
    expect(JSON.stringify(rows)).not.toContain("methotrexaat");
    const [queued] =
      await sql`select count(*)::int as n from app_private.notification_mails m join public.notifications n on n.id = m.notification_id where n.user_id = ${dirk.id} and n.kind = 'message.new'`;
    expect(queued!.n).toBe(1);

    // Netlify runs a scheduled function with a POST of its own, without a context.
    const scheduled = new Request("http://localhost/.netlify/functions/notification-mails", { method: "POST" });
    expect((await sendNotificationMails(scheduled, undefined)).status).toBe(204);
    // Dirk also had a mail about Carla's contact request; this is the one about her messages.
    const [mail] = mailsTo(sink, dirk.account.Email).filter(
      (m) =>
        m.subject.startsWith("Er is iets nieuws") &&
        m.links.includes(`http://localhost:8888/account/berichten/${carla.id}/`),
    );
    expect(mail!.text).toContain(
      `${carla.account.Username} heeft je een bericht gestuurd. Het bericht zelf staat alleen op de website.`,
    );
    expect(mail!.links).toContain(`http://localhost:8888/account/berichten/${carla.id}/`);
    for (const secret of ["methotrexaat", "Nog een bericht", carla.account.Email])
      expect(mail!.text + mail!.html).not.toContain(secret);
  }, 60_000);

  it("sends no message mail while the receiver pauses", async () => {
    const kees = await member(sink, sql, { prefix: "Kees" });
    const lies = await member(sink, sql, { prefix: "Lies" });
    await contacts(kees, lies);
    await lies.browser.call("PUT", "/api/v1/profiles/pause", { body: { Weeks: 1 } });
    expect((await send(kees, lies, "Hoe gaat het?")).status).toBe(201);
    const [queued] =
      await sql`select count(*)::int as n from app_private.notification_mails m join public.notifications n on n.id = m.notification_id where n.user_id = ${lies.id} and n.kind = 'message.new'`;
    expect(queued!.n).toBe(0);
  }, 60_000);

  it("pages long conversations: the latest page first, oldest first within a page", async () => {
    const esther = await member(sink, sql, { prefix: "Esther" });
    const fatima = await member(sink, sql, { prefix: "Fatima" });
    await contacts(esther, fatima);
    const total = MESSAGE_PAGE_SIZE + 5;
    await sql`
      insert into public.direct_messages (sender_id, receiver_id, body)
      select ${esther.id}, ${fatima.id}, jsonb_build_object('type', 'doc', 'content', jsonb_build_array(jsonb_build_object('type', 'paragraph', 'content', jsonb_build_array(jsonb_build_object('type', 'text', 'text', 'Bericht ' || n)))))
      from generate_series(1, ${total}) n`;
    const latest = await fatima.browser.get(`${INBOX}/${esther.id}`);
    expect(latest.json.Messages).toHaveLength(MESSAGE_PAGE_SIZE);
    expect(latest.json.HasOlder).toBe(true);
    expect(latest.json.Messages.at(-1).Body).toEqual(doc(`Bericht ${total}`));
    expect(latest.json.Messages[0].Body).toEqual(doc("Bericht 6"));
    const older = await fatima.browser.get(`${INBOX}/${esther.id}?before=${latest.json.Messages[0].Id}`);
    expect(older.json.Messages.map((m: { Body: unknown }) => m.Body)).toEqual(
      [1, 2, 3, 4, 5].map((n) => doc(`Bericht ${n}`)),
    );
    expect(older.json.HasOlder).toBe(false);
    expect(await unread(fatima)).toBeGreaterThanOrEqual(total);
  }, 60_000);

  it("refuses non-contacts and blocked contacts with 403, and bad bodies with the Dutch texts", async () => {
    const gerrit = await member(sink, sql, { prefix: "Gerrit" });
    const hanna = await member(sink, sql, { prefix: "Hanna" });
    const stranger = await send(gerrit, hanna, "Hallo onbekende");
    expect(stranger.status).toBe(403);
    expect(stranger.json.message).toBe("Je kunt alleen berichten sturen aan je contacten.");
    expect((await gerrit.browser.get(`${INBOX}/${hanna.id}`)).status).toBe(403);
    // RLS is the second fence: an insert as Gerrit himself is refused too.
    await expect(
      sql.begin(async (tx) => {
        await tx`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${JSON.stringify({ sub: gerrit.id, role: "authenticated" })}, true)`;
        await tx`insert into public.direct_messages (sender_id, receiver_id, body) values (${gerrit.id}, ${hanna.id}, ${sql.json(doc("x") as never)})`;
      }),
    ).rejects.toThrow();

    await contacts(gerrit, hanna);
    const tooLong = await send(gerrit, hanna, "x".repeat(4001));
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.errors.Body).toEqual(["Deze reactie is te lang. Gebruik niet meer dan 4.000 tekens"]);
    expect((await send(gerrit, hanna, "x".repeat(4000))).status).toBe(201);
    const html = await gerrit.browser.post(`${INBOX}/${hanna.id}`, {
      Body: { type: "doc", content: [{ type: "html", text: "<script>" }] },
    });
    expect(html.status).toBe(400);
    const empty = await gerrit.browser.post(`${INBOX}/${hanna.id}`, { Body: doc("  ") });
    expect(empty.status).toBe(400);
    expect(
      (await gerrit.browser.post(`${INBOX}/${hanna.id}`, { Body: doc("Hoi") }, { antiforgery: false })).status,
    ).toBe(403);
    expect((await gerrit.browser.post(`${INBOX}/niet-een-id`, { Body: doc("Hoi") })).status).toBe(404);

    expect((await hanna.browser.post(`/api/v1/CustomContactlink/block/${gerrit.id}`, { Kind: "mute" })).status).toBe(
      204,
    );
    expect((await send(gerrit, hanna, "Ben je er nog?")).status).toBe(403);

    const visitor = new Browser();
    expect((await visitor.get(INBOX)).status).toBe(401);
    expect((await visitor.get("/api/v1/inbox/unread")).status).toBe(401);
  }, 60_000);

  it("removing a contact wipes the history on both sides in one go", async () => {
    const ivo = await member(sink, sql, { prefix: "Ivo" });
    const jet = await member(sink, sql, { prefix: "Jet" });
    await contacts(ivo, jet);
    await sql`update public.notifications set read_at = now() where user_id in (${ivo.id}, ${jet.id}) and kind like 'contact.%'`;
    await send(ivo, jet, "Eerste");
    await send(jet, ivo, "Tweede");
    expect((await jet.browser.call("DELETE", `/api/v1/CustomContactlink/contacts/${ivo.id}`)).status).toBe(204);
    expect((await ivo.browser.get(INBOX)).status).toBe(204);
    expect((await jet.browser.get(INBOX)).status).toBe(204);
    const [left] = await sql`
      select count(*)::int as n from public.direct_messages
      where (sender_id = ${ivo.id} and receiver_id = ${jet.id}) or (sender_id = ${jet.id} and receiver_id = ${ivo.id})`;
    expect(left!.n).toBe(0);
    expect((await ivo.browser.get(`${INBOX}/${jet.id}`)).status).toBe(403);
    expect(await unread(jet)).toBe(0);
    expect(await unread(ivo)).toBe(0);
    const [notices] =
      await sql`select count(*)::int as n from public.notifications where kind = 'message.new' and user_id in (${ivo.id}, ${jet.id})`;
    expect(notices!.n).toBe(0);
  }, 60_000);

  it("removing a contact also removes the contact request and acceptance notifications between the two", async () => {
    const nina = await member(sink, sql, { prefix: "Nina" });
    const olaf = await member(sink, sql, { prefix: "Olaf" });
    const piet = await member(sink, sql, { prefix: "Piet" });
    await contacts(nina, olaf);
    await contacts(piet, olaf);
    expect((await send(nina, olaf, "Hoi Olaf")).status).toBe(201);
    expect((await olaf.browser.call("DELETE", `/api/v1/CustomContactlink/contacts/${nina.id}`)).status).toBe(204);
    const kinds = async (who: Member) =>
      ((await who.browser.get("/api/v1/inbox/notifications")).json ?? []).map(
        (n: { Kind: string; Text: string }) => `${n.Kind} ${n.Text}`,
      );
    // Nothing of Nina is left for Olaf, nothing of Olaf for Nina; Piet's request to Olaf stays.
    expect(await kinds(olaf)).toEqual([`contact.request ${piet.account.Username} wil graag contact met je.`]);
    expect(await kinds(nina)).toEqual([]);
  });

  it("a message sent while the contact is being removed does not outlive the removal", async () => {
    const rosa = await member(sink, sql, { prefix: "Rosa" });
    const sven = await member(sink, sql, { prefix: "Sven" });
    await contacts(rosa, sven);
    const holder = postgres(process.env.DATABASE_URL!, {
      max: 1,
      prepare: false,
      onnotice: () => undefined,
      fetch_types: false,
    });
    // On PostgreSQL the send stops after writing its message, before its notification (the rate
    // limit's table is held); the removal runs meanwhile. PGlite runs one transaction at a time, so
    // there the two simply follow each other.
    const concurrent = Boolean(process.env.TEST_DATABASE_URL);
    let sending: Promise<{ status: number }> | undefined;
    let removing: Promise<{ status: number }> | undefined;
    try {
      await holder.begin(async (hold) => {
        await hold`lock table app_private.rate_limits in share mode`;
        // Another connection waiting for a lock while running a query that holds `fragment`
        // (and, when `wrote` is given, having written to that table in its transaction).
        // (pg_stat_activity is read once per transaction unless its snapshot is cleared.)
        const waiting = async (fragment: string, wrote?: string) =>
          (await hold`select pg_stat_clear_snapshot()`) &&
          (
            await hold<{ n: number }[]>`
              select count(*)::int as n from pg_stat_activity a
              where a.wait_event_type = 'Lock' and a.pid <> pg_backend_pid() and a.query like ${`%${fragment}%`}
                and (${wrote ?? null}::text is null or exists (
                  select 1 from pg_locks l where l.pid = a.pid and l.granted and l.mode = 'RowExclusiveLock' and l.relation = ${wrote ?? "pg_class"}::regclass))`
          )[0]!.n > 0;
        sending = send(rosa, sven, "Ben je er nog?");
        if (concurrent) await until(() => waiting("app_private.rate_limits", "public.direct_messages"));
        let removed = false;
        removing = sven.browser.call("DELETE", `/api/v1/CustomContactlink/contacts/${rosa.id}`).then((answer) => {
          removed = true;
          return answer;
        });
        // Without the fix the removal finishes here; with it, it waits for the send's transaction.
        if (concurrent) await until(async () => removed || (await waiting("delete from public.contact_links")));
      });
      const [sent, removal] = await Promise.all([sending!, removing!]);
      expect(removal.status).toBe(204);
      expect([201, 403]).toContain(sent.status);
    } finally {
      await holder.end({ timeout: 5 });
    }
    const [left] = await sql<{ messages: number; notices: number }[]>`
      select (select count(*)::int from public.direct_messages where sender_id = ${rosa.id} and receiver_id = ${sven.id}) as messages,
             (select count(*)::int from public.notifications where user_id = ${sven.id} and actor_id = ${rosa.id}) as notices`;
    expect(left).toEqual({ messages: 0, notices: 0 });
  }, 60_000);

  it("limits a newcomer's messages in the sending transaction: the refused one is not stored and costs nothing", async () => {
    const kees = await member(sink, sql, { prefix: "Kees", established: false });
    const lot = await member(sink, sql, { prefix: "Lot" });
    await contacts(kees, lot);
    const stranger = await member(sink, sql, { prefix: "Mees" });
    // Refused sends (not a contact) do not count towards the limit.
    for (let i = 0; i < 3; i += 1) expect((await send(kees, stranger, "Hoi")).status).toBe(403);
    for (let i = 0; i < 30; i += 1) expect((await send(kees, lot, `Bericht ${i}`)).status).toBe(201);
    const refused = await send(kees, lot, "Nummer eenendertig");
    expect(refused.status).toBe(429);
    expect(refused.text).toContain(
      "Nieuwe deelnemers kunnen in het begin wat minder berichten per uur sturen. Wacht even en probeer het dan opnieuw.",
    );
    const [stored] = await sql`select count(*)::int as n from public.direct_messages where sender_id = ${kees.id}`;
    expect(stored!.n).toBe(30);
    const [box] =
      await sql`select unseen from public.message_boxes where owner_id = ${lot.id} and other_id = ${kees.id}`;
    expect(box!.unseen).toBe(30);
  }, 60_000);
});
