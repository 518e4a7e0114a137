/**
 * The kept unread counters (migration 20261124180100, decision 183) stay equal to the rule of spec
 * 000 §7 "Inbox" (decision 180) under every write path that changes its parts: sending, seen,
 * contact requests and their acceptance, notifications read (and unread again), created, moved and
 * deleted, removing a contact and blocking (the history deleted), and deleting an account.
 *
 * After each step the served count (GET /inbox/unread, which reads the counters) and both kept
 * parts are compared with the same figures computed from the rows themselves, for every member in
 * the test: a trigger that misses a path leaves them apart.
 */
import type postgres from "postgres";
import type { MailSink } from "../../_shared/mail/sink";
import { Browser, registerFunctions } from "../../_shared/test-support/api";
import { testSql } from "../../_shared/test-support/database";
import { mailsTo, startTestMailSink } from "../../_shared/test-support/mail";
import { doc, member, type Member } from "../../_shared/test-support/community";

/* eslint-disable @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require (no static import names a .mts file here) */
registerFunctions(
  require("../../profiles/profiles.mts"),
  require("../../contactlink/contactlink.mts"),
  require("../../inbox/inbox.mts"),
  require("../../custom-user/custom-user.mts"),
  require("../../delete-user/delete-user.mts"),
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

const INBOX = "/api/v1/inbox/inbox";

const send = async (from: Member, to: Member, text: string) =>
  expect((await from.browser.post(`${INBOX}/${to.id}`, { Body: doc(text) })).status).toBe(201);
const served = async (who: Member) => (await who.browser.get("/api/v1/inbox/unread")).json.Count as number;

async function request(a: Member, b: Member): Promise<void> {
  expect(
    (
      await a.browser.post("/api/v1/CustomContactlink", {
        ContactUserId: b.id,
        Message: "Hoi, zullen we contact houden?",
      })
    ).status,
  ).toBe(200);
}
async function accept(a: Member, b: Member): Promise<void> {
  expect((await b.browser.post(`/api/v1/CustomContactlink/AcceptContactRequest/${a.id}`)).status).toBe(200);
}

type Parts = { unseen: number; notifications: number };

/** The parts as kept (no row: zero). */
async function kept(id: string): Promise<Parts> {
  const [row] = await sql<{ unseen: number; notifications: number }[]>`
    select unseen_messages as unseen, unread_notifications as notifications from public.inbox_counters where user_id = ${id}`;
  return row ?? { unseen: 0, notifications: 0 };
}

/** The parts and the spec's count computed from the rows (decision 180: the flag is "every unread notification is a message notification"). */
async function fromRows(id: string): Promise<Parts & { count: number }> {
  const [row] = await sql<{ unseen: number; notifications: number; count: number }[]>`
    select
      coalesce((select sum(unseen) from public.message_boxes where owner_id = ${id}), 0)::int as unseen,
      (select count(*) from public.notifications where user_id = ${id} and read_at is null and kind <> 'message.new')::int as notifications,
      (coalesce((select sum(unseen) from public.message_boxes where owner_id = ${id}), 0)
        + case when exists (select 1 from public.notifications where user_id = ${id} and read_at is null) then 1 else 0 end
        - case when exists (select 1 from public.notifications where user_id = ${id} and read_at is null)
                and not exists (select 1 from public.notifications where user_id = ${id} and read_at is null and kind <> 'message.new')
               then 1 else 0 end)::int as count`;
  return row!;
}

/** Every member's served count and kept parts equal what the rows say; answers the counts. */
async function expectTrue(members: Member[], step: string): Promise<number[]> {
  const counts: number[] = [];
  for (const m of members) {
    const truth = await fromRows(m.id);
    const answer = { step, count: await served(m), ...(await kept(m.id)) };
    expect(answer).toEqual({ step, count: truth.count, unseen: truth.unseen, notifications: truth.notifications });
    counts.push(truth.count);
  }
  return counts;
}

describe("the kept unread counters", () => {
  it("follow sending, seen, contact requests and notifications read, unread again, created, moved and deleted", async () => {
    const anna = await member(sink, sql, { prefix: "Anna" });
    const bram = await member(sink, sql, { prefix: "Bram" });
    const cor = await member(sink, sql, { prefix: "Cor" });
    const all = [anna, bram, cor];
    await expectTrue(all, "new members");

    await request(anna, bram);
    expect(await expectTrue(all, "request")).toEqual([0, 1, 0]);
    await accept(anna, bram);
    expect(await expectTrue(all, "accepted")).toEqual([1, 1, 0]);

    // Messages: the receiver's message notification is the flag's case (not counted twice).
    await send(anna, bram, "Hoi Bram");
    await send(anna, bram, "Hoe gaat het?");
    expect(await expectTrue(all, "two messages to Bram")).toEqual([1, 3, 0]);
    await send(bram, anna, "Goed, dank je");
    expect(await expectTrue(all, "an answer to Anna")).toEqual([2, 3, 0]);

    // Reading the notifications page's "mark all read": only the messages are left.
    expect((await bram.browser.call("PUT", "/api/v1/CustomUser/notifications")).status).toBe(204);
    expect(await expectTrue(all, "Bram read his notifications")).toEqual([2, 2, 0]);
    expect((await bram.browser.call("PUT", `${INBOX}/${anna.id}/seen`)).status).toBe(204);
    expect(await expectTrue(all, "Bram saw Anna's messages")).toEqual([2, 0, 0]);
    expect((await anna.browser.call("PUT", `${INBOX}/${bram.id}/seen`)).status).toBe(204);
    expect(await expectTrue(all, "Anna saw Bram's message")).toEqual([1, 0, 0]);

    // A notification of another kind (a story reaction, a bell's notice raised again) made unread,
    // read, moved to another member, changed in kind and deleted.
    const [inserted] = await sql<{ id: string }[]>`
      insert into public.notifications (user_id, kind, body, link) values (${cor.id}, 'blog.reaction', 'Anna heeft gereageerd op je verhaal.', '/ontmoet-elkaar/verhalen/')
      returning id`;
    const notice = inserted!.id;
    expect(await expectTrue(all, "a reaction notice for Cor")).toEqual([1, 0, 1]);
    await sql`insert into public.notifications (user_id, kind, body, link) values (${cor.id}, 'blog.reaction', 'Bram heeft gereageerd op je verhaal.', '/ontmoet-elkaar/verhalen/')`;
    expect(await expectTrue(all, "a second notice for Cor")).toEqual([1, 0, 1]);
    await sql`update public.notifications set read_at = now() where id = ${notice}`;
    expect(await expectTrue(all, "one of them read")).toEqual([1, 0, 1]);
    await sql`update public.notifications set read_at = null, created_at = now() where id = ${notice}`;
    expect(await expectTrue(all, "raised again")).toEqual([1, 0, 1]);
    await sql`update public.notifications set read_at = now() where user_id = ${cor.id}`;
    expect(await expectTrue(all, "all of Cor's read")).toEqual([1, 0, 0]);
    await sql`update public.notifications set read_at = null where id = ${notice}`;
    expect(await expectTrue(all, "unread again")).toEqual([1, 0, 1]);
    await sql`update public.notifications set user_id = ${bram.id} where id = ${notice}`;
    expect(await expectTrue(all, "moved to Bram")).toEqual([1, 1, 0]);
    await sql`update public.notifications set kind = 'message.new' where id = ${notice}`;
    expect(await expectTrue(all, "now a message notification")).toEqual([1, 0, 0]);
    await sql`update public.notifications set kind = 'blog.reaction' where id = ${notice}`;
    expect(await expectTrue(all, "a reaction notice again")).toEqual([1, 1, 0]);
    await sql`delete from public.notifications where id = ${notice}`;
    expect(await expectTrue(all, "deleted")).toEqual([1, 0, 0]);
    await sql`delete from public.notifications where user_id = ${anna.id}`;
    expect(await expectTrue(all, "Anna's deleted")).toEqual([0, 0, 0]);
  }, 90_000);

  it("follow removing a contact and blocking, which delete the history on both sides", async () => {
    const dirk = await member(sink, sql, { prefix: "Dirk" });
    const eva = await member(sink, sql, { prefix: "Eva" });
    const fien = await member(sink, sql, { prefix: "Fien" });
    const all = [dirk, eva, fien];
    await request(dirk, eva);
    await accept(dirk, eva);
    await request(fien, eva);
    await accept(fien, eva);
    await send(dirk, eva, "Een");
    await send(dirk, eva, "Twee");
    await send(eva, dirk, "Drie");
    await send(fien, eva, "Vier");
    await send(eva, fien, "Vijf");
    expect(await expectTrue(all, "before")).toEqual([2, 4, 2]);

    // The contact notifications between the two go too (decision 312): Dirk's "Eva accepted".
    expect((await eva.browser.call("DELETE", `/api/v1/CustomContactlink/contacts/${dirk.id}`)).status).toBe(204);
    expect(await expectTrue(all, "Eva removed Dirk")).toEqual([0, 2, 2]);

    expect((await fien.browser.post(`/api/v1/CustomContactlink/block/${eva.id}`, { Kind: "block" })).status).toBe(204);
    const [left] =
      await sql`select count(*)::int as n from public.message_boxes where owner_id in (${eva.id}, ${fien.id}) and other_id in (${eva.id}, ${fien.id})`;
    expect(left!.n).toBe(0);
    expect(await expectTrue(all, "Fien blocked Eva")).toEqual([0, 0, 0]);
  }, 90_000);

  it("follow deleting an account: the others' boxes and notices of it are gone or kept as the rows say", async () => {
    const gijs = await member(sink, sql, { prefix: "Gijs" });
    const hans = await member(sink, sql, { prefix: "Hans" });
    await request(gijs, hans);
    await accept(gijs, hans);
    await send(gijs, hans, "Een");
    await send(gijs, hans, "Twee");
    await send(hans, gijs, "Drie");
    expect(await expectTrue([gijs, hans], "before")).toEqual([2, 3]);

    expect((await gijs.browser.post("/api/v1/delete-user/request", { Password: gijs.account.Password })).status).toBe(
      204,
    );
    const link = mailsTo(sink, gijs.account.Email)
      .flatMap((m) => m.links)
      .find((l) => l.includes("token="));
    const token = new URL(link!).searchParams.get("token");
    expect((await new Browser().post("/api/v1/delete-user/confirm", { Token: token })).status).toBe(204);

    const [gone] = await sql`select count(*)::int as n from public.profiles where id = ${gijs.id}`;
    expect(gone!.n).toBe(0);
    // Hans keeps his "request accepted" notice (its name made anonymous); the messages are gone.
    expect(await expectTrue([hans], "after Gijs deleted his account")).toEqual([1]);
    expect(await kept(gijs.id)).toEqual({ unseen: 0, notifications: 0 });
  }, 90_000);
});
