/**
 * Issue 23 through the real handlers and the real test database: a new reaction raises the
 * follower's notification again even while an older unread one exists (decision 233), moderators
 * get a notification for each new report and an open-report count, and editing one's own reaction
 * (or a try the limit refuses) does not count toward the new-account posting limit.
 */
import type postgres from "postgres";
import type { ReactionListItem } from "../../src/domain/community";
import type { MailSink } from "../_shared/mail/sink";
import { Browser, registerFunctions } from "../_shared/test-support/api";
import { getConfig } from "../_shared/config";
import { subjectKey } from "../_shared/rate-limit";
import { testSql } from "../_shared/test-support/database";
import { startTestMailSink } from "../_shared/test-support/mail";
import {
  clockAfterRetry,
  createGroup,
  doc,
  insertConversation,
  makeGroupModerator,
  makePlatformModerator,
  member,
  type Member,
  type TestGroup,
} from "../_shared/test-support/community";

/* eslint-disable @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require (no static import names a .mts file here) */
registerFunctions(
  require("./conversations.mts"),
  require("../inbox/inbox.mts"),
  require("../conversation-flag/conversation-flag.mts"),
  require("../moderation/moderation.mts"),
);
/* eslint-enable @typescript-eslint/no-require-imports */

// Registering members and posting through the handlers is slow on a loaded machine.
jest.setTimeout(60_000);

type Notice = { Id: string; Kind: string; Text: string; Link: string | null; Read: boolean; Created: string };

let sink: MailSink;
let sql: postgres.Sql;
let group: TestGroup;
let carla: Member;
let bram: Member;
let dirk: Member;

beforeAll(async () => {
  sink = await startTestMailSink();
  sql = testSql();
  group = await createGroup(sql, { terms: ["Pijn"] });
  carla = await member(sink, sql, { prefix: "Carla" });
  bram = await member(sink, sql, { prefix: "Bram" });
  dirk = await member(sink, sql, { prefix: "Dirk" });
}, 60_000);

afterAll(async () => {
  await sql.end({ timeout: 5 });
  await sink.stop();
});

async function react(who: Member, conversationId: number, text: string): Promise<ReactionListItem> {
  const answer = await who.browser.post(`/api/v1/conversations/${conversationId}/reactions`, { Body: doc(text) });
  if (answer.status !== 200) throw new Error(`react answered ${answer.status}: ${answer.text}`);
  return answer.json as ReactionListItem;
}

async function noticesOf(who: Member, kind: string): Promise<Notice[]> {
  const answer = await who.browser.get("/api/v1/inbox/notifications");
  return answer.status === 204 ? [] : (answer.json as Notice[]).filter((n) => n.Kind === kind);
}

describe("a new reaction raises the notification again", () => {
  it("brings an older unread notice of the same conversation up to date instead of hiding behind it", async () => {
    const c = await insertConversation(sql, group.id, carla.id);
    await sql`insert into public.conversation_follows (user_id, conversation_id) values (${carla.id}, ${c.id})`;
    await react(bram, c.id, "Eerste reactie");
    // The first notice is a week old and still unread.
    await sql`update public.notifications set created_at = now() - interval '7 days' where user_id = ${carla.id} and kind = 'conversation.reaction'`;
    const [before] = await sql<
      { n: number }[]
    >`select count(*)::int as n from app_private.notification_mails m join public.notifications n on n.id = m.notification_id where n.user_id = ${carla.id}`;

    await react(dirk, c.id, "Tweede reactie");
    await react(bram, c.id, "Derde reactie");

    const notices = await noticesOf(carla, "conversation.reaction");
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      Read: false,
      Text: `${bram.account.Username} heeft gereageerd in het gesprek "${c.title}".`,
    });
    expect(Date.now() - new Date(notices[0]!.Created).getTime()).toBeLessThan(60_000);
    // The raised notice is first in the list and counted once in the unread count.
    const all = (await carla.browser.get("/api/v1/inbox/notifications")).json as Notice[];
    expect(all[0]!.Id).toBe(notices[0]!.Id);
    expect((await carla.browser.get("/api/v1/inbox/unread")).json).toEqual({
      Count: 1,
      UnseenMessages: 0,
      UnreadNotifications: 1,
    });
    // Raising does not mail again: the unread notice was mailed (or queued) once.
    const [after] = await sql<
      { n: number }[]
    >`select count(*)::int as n from app_private.notification_mails m join public.notifications n on n.id = m.notification_id where n.user_id = ${carla.id}`;
    expect(after!.n).toBe(before!.n);
  });

  it("adds a new unread notice after the old one was read", async () => {
    const c = await insertConversation(sql, group.id, carla.id);
    await sql`insert into public.conversation_follows (user_id, conversation_id) values (${carla.id}, ${c.id})`;
    await react(bram, c.id, "Eerste");
    expect((await carla.browser.call("PUT", "/api/v1/CustomUser/notifications")).status).toBeLessThan(300);
    await react(dirk, c.id, "Tweede");
    const notices = (await noticesOf(carla, "conversation.reaction")).filter((n) =>
      n.Link?.includes(`/${c.slug}/#reactie-`),
    );
    expect(notices.map((n) => [n.Read, n.Text])).toEqual([
      [false, `${dirk.account.Username} heeft gereageerd in het gesprek "${c.title}".`],
      [true, `${bram.account.Username} heeft gereageerd in het gesprek "${c.title}".`],
    ]);
  });
});

describe("moderators hear of new reports", () => {
  it("notifies the group's and the platform's moderators of each new report and counts the open ones", async () => {
    const leader = await member(sink, sql, { prefix: "Leider" });
    const platform = await member(sink, sql, { prefix: "Moderator" });
    await makeGroupModerator(sql, group.id, leader.id);
    await makePlatformModerator(sql, platform.id);
    const c = await insertConversation(sql, group.id, carla.id);

    const before = (await leader.browser.get("/api/v1/moderation/open")).json.Count as number;
    expect((await bram.browser.post(`/api/v1/conversation-flag/${c.id}`, { Reason: "Reclame" })).status).toBe(200);
    const text = `Er is een nieuwe melding over het gesprek "${c.title}". Bekijk de open meldingen.`;
    for (const moderator of [leader, platform]) {
      const notices = await noticesOf(moderator, "moderation.report");
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ Text: text, Link: "/ontmoet-elkaar/moderatie/", Read: false });
    }
    expect((await leader.browser.get("/api/v1/moderation/open")).json).toEqual({ Count: before + 1 });

    // A second report raises the same unread notice (newest again), and the count follows.
    await sql`update public.notifications set created_at = now() - interval '2 days' where user_id = ${leader.id} and kind = 'moderation.report'`;
    expect((await dirk.browser.post(`/api/v1/conversation-flag/${c.id}`, { Reason: "Spam" })).status).toBe(200);
    const raised = await noticesOf(leader, "moderation.report");
    expect(raised).toHaveLength(1);
    expect(Date.now() - new Date(raised[0]!.Created).getTime()).toBeLessThan(60_000);
    expect((await leader.browser.get("/api/v1/moderation/open")).json).toEqual({ Count: before + 2 });
    // The reporter is never notified of their own report.
    expect(await noticesOf(bram, "moderation.report")).toEqual([]);
  });

  it("answers 403 on the open count for a member and 401 for a visitor", async () => {
    expect((await bram.browser.get("/api/v1/moderation/open")).status).toBe(403);
    expect((await new Browser().get("/api/v1/moderation/open")).status).toBe(401);
  });
});

describe("gentle with new members", () => {
  it("lets a new account fix typos after its posting limit is reached, and a refused try costs nothing", async () => {
    const newcomer = await member(sink, sql, { established: false, prefix: "Nieuw" });
    const c = await insertConversation(sql, group.id, carla.id);
    const first = await react(newcomer, c.id, "Eerst");
    await react(newcomer, c.id, "Twede");
    // Editing does not count: five edits, then the third post is still allowed.
    for (let i = 1; i <= 5; i += 1) {
      const edited = await newcomer.browser.post("/api/v1/conversations/reaction", {
        Id: first.Reaction.Id,
        ConversationId: c.id,
        Body: doc(`Eerste versie ${i}`),
      });
      expect(edited.status).toBe(200);
    }
    await react(newcomer, c.id, "Derde");
    const refused = await newcomer.browser.post(`/api/v1/conversations/${c.id}/reactions`, { Body: doc("Vierde") });
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe(
      `Je account is nog nieuw. De eerste 3 dagen kun je hoogstens 3 berichten per 5 minuten plaatsen. Vanaf ${clockAfterRetry(refused)} uur kun je weer iets plaatsen.`,
    );
    // Still at the limit, editing works.
    const fixed = await newcomer.browser.post("/api/v1/conversations/reaction", {
      Id: first.Reaction.Id,
      ConversationId: c.id,
      Body: doc("Eerste"),
    });
    expect(fixed.status).toBe(200);
    // The refused try was not counted: three hits in the window, not four.
    const key = subjectKey(getConfig().appSecret, "community-post:user", newcomer.id);
    const [row] = await sql<
      { hits: number }[]
    >`select sum(hits)::int as hits from app_private.rate_limits where bucket = 'community-post:user' and subject = ${key}`;
    expect(row!.hits).toBe(3);
  });

  it("tells a new account that it may start 2 conversations or stories an hour, and from when it can again", async () => {
    const newcomer = await member(sink, sql, { established: false, prefix: "Starter" });
    const start = (title: string) =>
      newcomer.browser.post(`/api/v1/conversations/${group.id}`, {
        Title: title,
        Description: doc(`Over ${title}`),
        Visibility: "public",
        GroupTermIds: [],
        FollowConversation: false,
      });
    expect((await start("Eerste vraag")).status).toBe(200);
    expect((await start("Tweede vraag")).status).toBe(200);
    const refused = await start("Derde vraag");
    expect(refused.status).toBe(429);
    expect(clockAfterRetry(refused)).toMatch(/:00$/);
    expect(refused.json.message).toBe(
      `Je account is nog nieuw. De eerste 3 dagen kun je hoogstens 2 nieuwe gesprekken of verhalen per uur beginnen. Vanaf ${clockAfterRetry(refused)} uur kun je weer iets plaatsen.`,
    );
  });
});
