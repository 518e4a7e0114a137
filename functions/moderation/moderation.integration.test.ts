/**
 * Reports and moderation through the real handlers: POST /conversation-flag, the queue, resolving
 * reports, hiding reactions (by a moderator or by 3 reports), closing, pinning, hiding and moving
 * conversations, and user-is-mod, for visitors, participants, group moderators and platform
 * moderators.
 */
import type postgres from "postgres";
import type { ConversationView, FlagQueueItem, Page, ReactionListItem } from "../../src/domain/community";
import { FLAGS_TO_HIDE } from "../../src/domain/community";
import type { MailSink } from "../_shared/mail/sink";
import { Browser, registerFunctions } from "../_shared/test-support/api";
import { testSql } from "../_shared/test-support/database";
import { startTestMailSink } from "../_shared/test-support/mail";
import {
  createGroup,
  doc,
  insertConversation,
  insertReaction,
  makeGroupModerator,
  makePlatformModerator,
  member,
  type Member,
  type TestGroup,
} from "../_shared/test-support/community";
import { expectSpecPage } from "../_shared/test-support/paged";

/* eslint-disable @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require (no static import names a .mts file here) */
registerFunctions(
  require("./moderation.mts"),
  require("../conversation-flag/conversation-flag.mts"),
  require("../moderators-reactions/moderators-reactions.mts"),
  require("../conversations/conversations.mts"),
);
/* eslint-enable @typescript-eslint/no-require-imports */

let sink: MailSink;
let sql: postgres.Sql;
let group: TestGroup;
let elsewhere: TestGroup;
let author: Member;
let reporters: Member[];
let leader: Member;
let otherLeader: Member;
let platform: Member;

beforeAll(async () => {
  sink = await startTestMailSink();
  sql = testSql();
  group = await createGroup(sql);
  elsewhere = await createGroup(sql);
  author = await member(sink, sql, { prefix: "Schrijver" });
  reporters = [];
  for (let i = 0; i < FLAGS_TO_HIDE; i += 1) reporters.push(await member(sink, sql, { prefix: `Melder${i}` }));
  leader = await member(sink, sql, { prefix: "Leider" });
  otherLeader = await member(sink, sql, { prefix: "Ander" });
  platform = await member(sink, sql, { prefix: "Moderator" });
  await makeGroupModerator(sql, group.id, leader.id);
  await makeGroupModerator(sql, elsewhere.id, otherLeader.id);
  await makePlatformModerator(sql, platform.id);
  // Seven accounts log in through the real calls: slow on a shared, busy machine.
}, 60_000);

afterAll(async () => {
  await sql.end({ timeout: 5 });
  await sink.stop();
});

async function reactionsAs(browser: Browser, conversationId: number): Promise<ReactionListItem[]> {
  const answer = await browser.get(`/api/v1/conversations/${conversationId}/reactions`);
  expect(answer.status).toBe(200);
  return (answer.json as Page<ReactionListItem>).Items;
}

describe("reporting", () => {
  it("thanks the reporter, keeps one open report per participant per item, refuses one's own and visitors", async () => {
    const c = await insertConversation(sql, group.id, author.id);
    const reaction = await insertReaction(sql, c.id, author.id, "Iets vervelends");
    const [reporter] = reporters as [Member];

    const first = await reporter.browser.post(`/api/v1/conversation-flag/${c.id}`, {
      ReactionId: reaction,
      Reason: "Dit is kwetsend.",
    });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ Message: "Dank voor je melding.", AlreadyReported: false });
    const again = await reporter.browser.post(`/api/v1/conversation-flag/${c.id}`, {
      ReactionId: reaction,
      Reason: "Nog een keer",
    });
    expect(again.json).toEqual({ Message: "Je had dit al gemeld. Een moderator bekijkt het.", AlreadyReported: true });
    const conversationReport = await reporter.browser.post(`/api/v1/conversation-flag/${c.id}`, {});
    expect(conversationReport.json.AlreadyReported).toBe(false);
    const { count } = (
      await sql<
        { count: number }[]
      >`select count(*)::int as count from public.conversation_flags where conversation_id = ${c.id}`
    )[0]!;
    expect(count).toBe(2);

    const own = await author.browser.post(`/api/v1/conversation-flag/${c.id}`, { ReactionId: reaction });
    expect(own.status).toBe(400);
    expect(own.json.message).toBe("Je kunt je eigen bijdrage niet melden.");
    expect((await new Browser().post(`/api/v1/conversation-flag/${c.id}`, { ReactionId: reaction })).status).toBe(401);
    const tooLong = await reporter.browser.post(`/api/v1/conversation-flag/${c.id}`, { Reason: "x".repeat(501) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.errors.Reason).toEqual(["Je toelichting mag niet langer zijn dan 500 tekens."]);
    const elsewhereReaction = await insertReaction(
      sql,
      (await insertConversation(sql, group.id, author.id)).id,
      author.id,
      "x",
    );
    expect(
      (await reporter.browser.post(`/api/v1/conversation-flag/${c.id}`, { ReactionId: elsewhereReaction })).status,
    ).toBe(404);
  });

  it(`hides a reaction reported by ${FLAGS_TO_HIDE} different participants until a moderator reviews it`, async () => {
    const c = await insertConversation(sql, group.id, author.id);
    const reaction = await insertReaction(sql, c.id, author.id, "Een twijfelachtige reactie");
    for (const [index, reporter] of reporters.entries()) {
      await reporter.browser.post(`/api/v1/conversation-flag/${c.id}`, {
        ReactionId: reaction,
        Reason: `Reden ${index + 1}`,
      });
      const state = (await reactionsAs(reporters[0]!.browser, c.id)).find((item) => item.Reaction.Id === reaction)!;
      expect(state.Reaction.Hidden).toBe(index + 1 >= FLAGS_TO_HIDE);
    }
    const forParticipant = (await reactionsAs(author.browser, c.id)).find((item) => item.Reaction.Id === reaction)!;
    expect(forParticipant.Reaction).toMatchObject({ Body: null, Hidden: true });
    expect((await reactionsAs(new Browser(), c.id)).some((item) => item.Reaction.Id === reaction)).toBe(false);
    const forModerator = (await reactionsAs(leader.browser, c.id)).find((item) => item.Reaction.Id === reaction)!;
    expect(forModerator.Reaction).toMatchObject({ Body: doc("Een twijfelachtige reactie"), Hidden: true });
    expect((await new Browser().get(`/api/v1/conversations/${c.id}`)).json.ReactionCount).toBe(0);

    // The queue shows it with the reasons and the count; dismissing shows it again.
    const queue = (await leader.browser.get("/api/v1/moderation/queue")).json as Page<FlagQueueItem>;
    const items = queue.Items.filter((item) => item.Reaction?.Id === reaction);
    expect(items).toHaveLength(FLAGS_TO_HIDE);
    expect(items[0]).toMatchObject({
      Reason: "Reden 1",
      ReportCount: FLAGS_TO_HIDE,
      Conversation: { Id: c.id, Slug: c.slug, GroupSlug: group.slug },
      Reaction: {
        Id: reaction,
        Hidden: true,
        Body: doc("Een twijfelachtige reactie"),
        Author: { Id: author.id },
        Position: 1,
      },
      Reporter: { Id: reporters[0]!.id },
    });
    expect(
      (await leader.browser.post(`/api/v1/moderation/flags/${items[0]!.FlagId}`, { Action: "dismiss" })).status,
    ).toBe(204);
    const shown = (await reactionsAs(new Browser(), c.id)).find((item) => item.Reaction.Id === reaction)!;
    expect(shown.Reaction).toMatchObject({ Hidden: false, Body: doc("Een twijfelachtige reactie") });
    const open =
      await sql`select count(*)::int as count from public.conversation_flags where reaction_id = ${reaction} and resolved_at is null`;
    expect(open[0]!.count).toBe(0);
    const resolvedAgain = await leader.browser.post(`/api/v1/moderation/flags/${items[1]!.FlagId}`, { Action: "hide" });
    expect(resolvedAgain.status).toBe(409);
    expect(resolvedAgain.json.message).toBe("Deze melding is al afgehandeld.");
  });

  it("hides the reported reaction when a moderator resolves a report with hide", async () => {
    const c = await insertConversation(sql, group.id, author.id);
    const reaction = await insertReaction(sql, c.id, author.id, "Scheldwoorden");
    await reporters[0]!.browser.post(`/api/v1/conversation-flag/${c.id}`, { ReactionId: reaction, Reason: "Schelden" });
    const [flag] = await sql`select id from public.conversation_flags where reaction_id = ${reaction}`;
    expect((await reporters[0]!.browser.post(`/api/v1/moderation/flags/${flag!.id}`, { Action: "hide" })).status).toBe(
      403,
    );
    expect((await otherLeader.browser.post(`/api/v1/moderation/flags/${flag!.id}`, { Action: "hide" })).status).toBe(
      404,
    );
    expect((await platform.browser.post(`/api/v1/moderation/flags/${flag!.id}`, { Action: "hide" })).status).toBe(204);
    const state = (await reactionsAs(author.browser, c.id)).find((item) => item.Reaction.Id === reaction)!;
    expect(state.Reaction).toMatchObject({ Hidden: true, Body: null });
    const [row] = await sql`select hidden_reason, hidden_by from public.conversation_reactions where id = ${reaction}`;
    expect(row).toMatchObject({ hidden_reason: "moderator", hidden_by: platform.id });
  });

  it("hides a reported conversation on review", async () => {
    const c = await insertConversation(sql, group.id, author.id);
    await reporters[1]!.browser.post(`/api/v1/conversation-flag/${c.id}`, { Reason: "Reclame" });
    const queue = (await leader.browser.get("/api/v1/moderation/queue")).json as Page<FlagQueueItem>;
    const item = queue.Items.find((i) => i.Conversation.Id === c.id)!;
    expect(item).toMatchObject({ Reaction: null, Reason: "Reclame", ReportCount: 1 });
    expect((await leader.browser.post(`/api/v1/moderation/flags/${item.FlagId}`, { Action: "hide" })).status).toBe(204);
    expect((await author.browser.get(`/api/v1/conversations/${c.id}`)).status).toBe(404);
    expect((await leader.browser.get(`/api/v1/conversations/${c.id}`)).json.Hidden).toBe(true);
  });
});

describe("the queue", () => {
  it("is for moderators only, each seeing the reports of the groups they moderate", async () => {
    const c = await insertConversation(sql, group.id, author.id);
    await reporters[2]!.browser.post(`/api/v1/conversation-flag/${c.id}`, { Reason: "Alleen voor de leider" });
    expect((await new Browser().get("/api/v1/moderation/queue")).status).toBe(401);
    const refused = await reporters[2]!.browser.get("/api/v1/moderation/queue");
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe("Alleen moderatoren van deze groep kunnen dit doen.");
    const mine = (await leader.browser.get("/api/v1/moderation/queue?page_index=0")).json as Page<FlagQueueItem>;
    expect(mine.Items.some((i) => i.Conversation.Id === c.id)).toBe(true);
    expect(mine.PageSize).toBe(20);
    expectSpecPage(mine, { pageIndex: 0 });
    const others = (await otherLeader.browser.get("/api/v1/moderation/queue")).json as Page<FlagQueueItem>;
    expect(others.Items.some((i) => i.Conversation.Id === c.id)).toBe(false);
    // A platform moderator sees every group's reports (other test files add reports too: look through the pages).
    let seen = false;
    for (let page = 0; !seen; page += 1) {
      const all = (await platform.browser.get(`/api/v1/moderation/queue?page_index=${page}`))
        .json as Page<FlagQueueItem>;
      if (all.Items.length === 0) break;
      seen = all.Items.some((i) => i.Conversation.Id === c.id);
    }
    expect(seen).toBe(true);
  });
});

describe("moderating conversations and reactions", () => {
  it("closes and reopens a conversation; closed refuses new reactions", async () => {
    const c = await insertConversation(sql, group.id, author.id);
    const closed = await leader.browser.post(`/api/v1/moderation/conversations/${c.id}`, { Closed: true });
    expect(closed.status).toBe(200);
    expect((closed.json as ConversationView).Closed).toBe(true);
    const refused = await reporters[0]!.browser.post(`/api/v1/conversations/${c.id}/reactions`, {
      Body: doc("Toch nog"),
    });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe("Dit gesprek is gesloten. Je kunt niet meer reageren.");
    expect((await leader.browser.post(`/api/v1/moderation/conversations/${c.id}`, { Closed: false })).json.Closed).toBe(
      false,
    );
    expect(
      (await reporters[0]!.browser.post(`/api/v1/conversations/${c.id}/reactions`, { Body: doc("Nu wel") })).status,
    ).toBe(200);
  });

  it("pins, hides and shows a conversation; refuses participants and other groups' moderators", async () => {
    const c = await insertConversation(sql, group.id, author.id);
    const participant = await author.browser.post(`/api/v1/moderation/conversations/${c.id}`, { Sticky: true });
    expect(participant.status).toBe(403);
    expect(participant.json.message).toBe("Alleen moderatoren van deze groep kunnen dit doen.");
    expect((await otherLeader.browser.post(`/api/v1/moderation/conversations/${c.id}`, { Sticky: true })).status).toBe(
      403,
    );
    expect((await new Browser().post(`/api/v1/moderation/conversations/${c.id}`, { Sticky: true })).status).toBe(401);

    expect((await leader.browser.post(`/api/v1/moderation/conversations/${c.id}`, { Sticky: true })).json.Sticky).toBe(
      true,
    );
    const hidden = await leader.browser.post(`/api/v1/moderation/conversations/${c.id}`, { Hidden: true });
    expect(hidden.json).toMatchObject({ Hidden: true, Sticky: true });
    expect((await author.browser.get(`/api/v1/conversations/${c.id}`)).status).toBe(404);
    expect((await new Browser().get(`/api/v1/conversations/${c.id}`)).status).toBe(404);
    expect((await leader.browser.post(`/api/v1/moderation/conversations/${c.id}`, { Hidden: false })).json.Hidden).toBe(
      false,
    );
    expect((await author.browser.get(`/api/v1/conversations/${c.id}`)).status).toBe(200);
    const invalid = await leader.browser.post(`/api/v1/moderation/conversations/${c.id}`, { Sticky: "ja" });
    expect(invalid.status).toBe(400);
    expect(invalid.json.errors.Sticky).toEqual(["Deze wijziging is niet mogelijk."]);
  });

  it("moves a conversation when the moderator moderates both groups, dropping the old group's terms", async () => {
    const c = await insertConversation(sql, group.id, author.id);
    await sql`insert into public.conversation_terms (conversation_id, term_id) values (${c.id}, ${group.termIds[0]!})`;
    expect(
      (await leader.browser.post(`/api/v1/moderation/conversations/${c.id}`, { GroupId: elsewhere.id })).status,
    ).toBe(403);
    expect(
      (await platform.browser.post(`/api/v1/moderation/conversations/${c.id}`, { GroupId: 999999999 })).status,
    ).toBe(400);
    const moved = await platform.browser.post(`/api/v1/moderation/conversations/${c.id}`, { GroupId: elsewhere.id });
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({ Group: { Id: elsewhere.id, Slug: elsewhere.slug }, Terms: [] });
  });

  it("hides and shows a reaction directly, resolving its open reports", async () => {
    const c = await insertConversation(sql, group.id, author.id);
    const reaction = await insertReaction(sql, c.id, author.id, "Te persoonlijk");
    await reporters[1]!.browser.post(`/api/v1/conversation-flag/${c.id}`, { ReactionId: reaction });
    expect((await author.browser.post(`/api/v1/moderation/reactions/${reaction}`, { Hidden: true })).status).toBe(403);
    const hidden = await leader.browser.post(`/api/v1/moderation/reactions/${reaction}`, { Hidden: true });
    expect(hidden.status).toBe(200);
    expect(hidden.json.Reaction).toMatchObject({ Hidden: true, Body: doc("Te persoonlijk") });
    const [open] =
      await sql`select count(*)::int as count from public.conversation_flags where reaction_id = ${reaction} and resolved_at is null`;
    expect(open!.count).toBe(0);
    // The author cannot edit a hidden reaction.
    const edit = await author.browser.post("/api/v1/conversations/reaction", {
      Id: reaction,
      ConversationId: c.id,
      Body: doc("Aangepast"),
    });
    expect(edit.status).toBe(403);
    expect(edit.json.message).toBe("Deze reactie is verborgen door een moderator en kan niet meer worden gewijzigd.");
    const shown = await leader.browser.post(`/api/v1/moderation/reactions/${reaction}`, { Hidden: false });
    expect(shown.json.Reaction).toMatchObject({ Hidden: false, Body: doc("Te persoonlijk") });
    const [bodies] =
      await sql`select count(*)::int as count from public.hidden_reaction_bodies where reaction_id = ${reaction}`;
    expect(bodies!.count).toBe(0);
  });

  it("answers user-is-mod as text", async () => {
    const c = await insertConversation(sql, group.id, author.id);
    const path = `/api/v1/moderators-reactions/conversation/${c.id}/user-is-mod`;
    expect((await new Browser().get(path)).text).toBe("false");
    expect((await author.browser.get(path)).text).toBe("false");
    expect((await otherLeader.browser.get(path)).text).toBe("false");
    expect((await leader.browser.get(path)).text).toBe("true");
    expect((await platform.browser.get(path)).text).toBe("true");
  });
});
