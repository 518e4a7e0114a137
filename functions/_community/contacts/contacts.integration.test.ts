/**
 * /api/v1/CustomContactlink through the real handlers and the real test database: every call of
 * spec 000 §7 "Members and contacts", the states of §4 (none -> requested -> accepted or denied),
 * the silent and final denial, removal, notifications and their mails, the request limits.
 */
import type postgres from "postgres";
import type { MailSink } from "../../_shared/mail/sink";
import { Browser, registerFunctions } from "../../_shared/test-support/api";
import { insertAuthUser, testSql } from "../../_shared/test-support/database";
import { startTestMailSink } from "../../_shared/test-support/mail";
import { member, type Member } from "../../_shared/test-support/community";
import { expectSpecPage } from "../../_shared/test-support/paged";

/* eslint-disable @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require (no static import names a .mts file here) */
registerFunctions(
  require("../../profiles/profiles.mts"),
  require("../../contactlink/contactlink.mts"),
  require("../../inbox/inbox.mts"),
);
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

const BASE = "/api/v1/CustomContactlink";

async function ask(from: Member, to: Member | string, message = "Hoi, ik heb ook RA. Zullen we contact houden?") {
  return from.browser.post(BASE, { ContactUserId: typeof to === "string" ? to : to.id, Message: message });
}

async function statusOf(viewer: Member, other: Member): Promise<string> {
  const answer = await viewer.browser.get(`${BASE}/ContactStatusWithUser/${other.id}`);
  return answer.json.Status;
}

async function contactsOf(who: Member) {
  const answer = await who.browser.get(`${BASE}/mycontacts?page_index=0&page_size=12`);
  expect(answer.status).toBe(200);
  expectSpecPage(answer.json, { pageIndex: 0 });
  return answer.json as {
    Items: { UserId: string; Status: string; Message: string | null; Seen: boolean }[];
    Total: number;
    PageSize: number;
  };
}

describe("a contact request", () => {
  it("goes from none to requested with a message, notifies the receiver (and queues a mail), and can be accepted", async () => {
    const anna = await member(sink, sql, { prefix: "Anna" });
    const bram = await member(sink, sql, { prefix: "Bram" });
    expect(await statusOf(anna, bram)).toBe("none");

    const sent = await ask(anna, bram);
    expect(sent.status).toBe(200);
    expect(sent.json).toEqual({ Status: "pending" });
    expect(await statusOf(anna, bram)).toBe("pending");
    expect(await statusOf(bram, anna)).toBe("incoming");

    const incoming = await contactsOf(bram);
    expect(incoming.Items).toEqual([
      expect.objectContaining({
        UserId: anna.id,
        Status: "incoming",
        Message: "Hoi, ik heb ook RA. Zullen we contact houden?",
        Seen: false,
      }),
    ]);
    expect((await contactsOf(anna)).Items).toEqual([
      expect.objectContaining({ UserId: bram.id, Status: "pending", Message: null }),
    ]);
    expect((await bram.browser.get(`${BASE}/unseen`)).json).toEqual({ Count: 1 });

    const notifications = await bram.browser.get("/api/v1/inbox/notifications");
    expect(notifications.json).toEqual([
      expect.objectContaining({
        Kind: "contact.request",
        Text: `${anna.account.Username} wil graag contact met je.`,
        Link: "/ontmoet-elkaar/personen/?mycontacts=show",
      }),
    ]);
    const [queued] =
      await sql`select count(*)::int as n from app_private.notification_mails m join public.notifications n on n.id = m.notification_id where n.user_id = ${bram.id}`;
    expect(queued!.n).toBe(1);

    expect((await bram.browser.post(`${BASE}/seen/${anna.id}`)).status).toBe(204);
    expect((await bram.browser.get(`${BASE}/unseen`)).json).toEqual({ Count: 0 });

    expect((await anna.browser.post(`${BASE}/AcceptContactRequest/${bram.id}`)).status).toBe(404); // only the receiver decides
    const accepted = await bram.browser.post(`${BASE}/AcceptContactRequest/${anna.id}`);
    expect(accepted.json).toEqual({ Status: "accepted" });
    expect(await statusOf(anna, bram)).toBe("accepted");
    expect((await contactsOf(anna)).Items).toEqual([expect.objectContaining({ UserId: bram.id, Status: "accepted" })]);
    const annaNews = await anna.browser.get("/api/v1/inbox/notifications");
    expect(annaNews.json[0]).toMatchObject({
      Kind: "contact.accepted",
      Text: `${bram.account.Username} heeft je contactverzoek geaccepteerd.`,
    });
    expect((await anna.browser.get(`${BASE}/conversationwith/${bram.id}`)).json).toEqual({
      UserId: bram.id,
      Path: `/account/berichten/${bram.id}/`,
    });
    expect((await ask(anna, bram)).json.message).toBe("Jullie zijn al contacten.");
  }, 60_000);

  it("is denied finally and silently: the requester keeps seeing pending and cannot ask again", async () => {
    const carla = await member(sink, sql, { prefix: "Carla" });
    const dirk = await member(sink, sql, { prefix: "Dirk" });
    await ask(carla, dirk);
    const denied = await dirk.browser.post(`${BASE}/DenyContactRequest/${carla.id}`);
    expect(denied.status).toBe(200);

    expect(await statusOf(carla, dirk)).toBe("pending");
    expect((await contactsOf(carla)).Items).toEqual([expect.objectContaining({ UserId: dirk.id, Status: "pending" })]);
    expect((await carla.browser.get(`/api/v1/profiles/profile/${dirk.id}`)).json.ContactStatus).toBe("pending");
    const carlaNews = await carla.browser.get("/api/v1/inbox/notifications");
    expect(carlaNews.status).toBe(204); // nothing tells her

    const again = await ask(carla, dirk, "Nog een keer?");
    expect(again.status).toBe(409);
    expect(again.json.errors.Message).toEqual([
      "Je hebt al een contactverzoek gestuurd. Je krijgt bericht als het is geaccepteerd.",
    ]);
    expect(await statusOf(dirk, carla)).toBe("denied");
    expect((await contactsOf(dirk)).Items).toEqual([]);
    expect((await ask(dirk, carla)).json.message).toBe("Een contactverzoek is met deze persoon niet mogelijk.");
    expect((await dirk.browser.post(`${BASE}/AcceptContactRequest/${carla.id}`)).status).toBe(404); // final
  }, 60_000);

  it("is removed as a contact by either party, for both, after which a new request is possible", async () => {
    const esther = await member(sink, sql, { prefix: "Esther" });
    const fatima = await member(sink, sql, { prefix: "Fatima" });
    await ask(esther, fatima);
    expect((await esther.browser.call("DELETE", `${BASE}/contacts/${fatima.id}`)).status).toBe(404); // not yet a contact
    await fatima.browser.post(`${BASE}/AcceptContactRequest/${esther.id}`);
    expect((await fatima.browser.call("DELETE", `${BASE}/contacts/${esther.id}`)).status).toBe(204);
    expect((await contactsOf(esther)).Items).toEqual([]);
    expect((await contactsOf(fatima)).Items).toEqual([]);
    expect(await statusOf(esther, fatima)).toBe("none");
    expect((await esther.browser.get(`${BASE}/conversationwith/${fatima.id}`)).status).toBe(404);
    expect((await ask(fatima, esther)).status).toBe(200);
  }, 60_000);

  it("is refused with the Dutch texts: no message, to oneself, to nobody, without a session", async () => {
    const gerrit = await member(sink, sql, { prefix: "Gerrit" });
    const empty = await ask(gerrit, gerrit.id.replace(/.$/, "0"), "   ");
    expect(empty.status).toBe(400);
    expect(empty.json.errors.Message).toEqual(["Schrijf een kort bericht bij je contactverzoek."]);
    const tooLong = await ask(gerrit, gerrit, "x".repeat(4001));
    expect(tooLong.json.errors.Message).toEqual(["Dit bericht is te lang. Gebruik niet meer dan 4.000 tekens"]);
    expect((await ask(gerrit, gerrit)).json.errors.ContactUserId).toEqual([
      "Je kunt geen contactverzoek aan jezelf sturen.",
    ]);
    expect((await ask(gerrit, "00000000-0000-4000-8000-00000000fff1")).status).toBe(404);
    const visitor = new Browser();
    expect((await visitor.get(`${BASE}/mycontacts`)).status).toBe(401);
    expect((await visitor.post(BASE, { ContactUserId: gerrit.id, Message: "Hoi" })).status).toBe(401);
    expect((await visitor.get(`${BASE}/ContactStatusWithUser/${gerrit.id}`)).json).toEqual({ Status: "none" });
    expect(
      (await gerrit.browser.post(BASE, { ContactUserId: gerrit.id, Message: "Hoi" }, { antiforgery: false })).status,
    ).toBe(403);
    expect((await gerrit.browser.get("/api/v1/customcontactlink/mycontacts")).status).toBe(200); // either spelling of the base path
  }, 60_000);

  it("is limited to 3 a day for a new account, with the Dutch text", async () => {
    const newcomer = await member(sink, sql, { prefix: "Nieuw", established: false });
    const others = await Promise.all(
      [1, 2, 3, 4].map(() => insertAuthUser(sql, { username: `Doel${Math.random().toString(36).slice(2, 10)}` })),
    );
    for (const id of others.slice(0, 3)) expect((await ask(newcomer, id)).status).toBe(200);
    const fourth = await ask(newcomer, others[3]!);
    expect(fourth.status).toBe(429);
    expect(fourth.json.message).toBe(
      "Je account is nog nieuw. Je kunt vandaag geen contactverzoeken meer sturen. Probeer het morgen opnieuw.",
    );
    expect(Number(fourth.headers.get("Retry-After"))).toBeGreaterThan(0);
  }, 60_000);

  it("queues no request mail while the receiver pauses", async () => {
    const hanneke = await member(sink, sql, { prefix: "Hanneke" });
    const ingrid = await member(sink, sql, { prefix: "Ingrid" });
    await ingrid.browser.call("PUT", "/api/v1/profiles/pause", { body: { Weeks: 1 } });
    // Paused members are out of the directory: a request is refused like for an unknown member.
    expect((await ask(hanneke, ingrid)).status).toBe(404);
    // A request made before the pause still notifies on the site, without a mail.
    await sql`insert into public.notifications (user_id, kind, body, link) values (${ingrid.id}, 'contact.request', 'x wil graag contact met je.', '/ontmoet-elkaar/personen/?mycontacts=show')`;
    const [queued] =
      await sql`select count(*)::int as n from app_private.notification_mails m join public.notifications n on n.id = m.notification_id where n.user_id = ${ingrid.id}`;
    expect(queued!.n).toBe(0);
  }, 60_000);

  it("ends an accepted contact when one blocks the other", async () => {
    const jeroen = await member(sink, sql, { prefix: "Jeroen" });
    const karin = await member(sink, sql, { prefix: "Karin" });
    await ask(jeroen, karin);
    await karin.browser.post(`${BASE}/AcceptContactRequest/${jeroen.id}`);
    expect((await karin.browser.post(`${BASE}/block/${jeroen.id}`, { Kind: "block" })).status).toBe(204);
    expect((await contactsOf(jeroen)).Items).toEqual([]);
    expect(await statusOf(jeroen, karin)).toBe("none");
    expect((await ask(jeroen, karin)).status).toBe(404);
  }, 60_000);
});
