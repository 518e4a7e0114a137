/** /api/v1/groups through the real handler and the real test database. */
import type postgres from "postgres";
import type { AuthorView, ConversationListItem, GroupListItem, Page } from "../../src/domain/community";
import type { MailSink } from "../_shared/mail/sink";
import { Browser, registerFunctions } from "../_shared/test-support/api";
import { testSql } from "../_shared/test-support/database";
import { startTestMailSink } from "../_shared/test-support/mail";
import {
  createGroup,
  insertConversation,
  makeGroupModerator,
  makePlatformModerator,
  member,
  type Member,
} from "../_shared/test-support/community";
import { expectSpecPage } from "../_shared/test-support/paged";

// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require
registerFunctions(require("./groups.mts"), require("../conversations/conversations.mts"));

let sink: MailSink;
let sql: postgres.Sql;
let anna: Member;

beforeAll(async () => {
  sink = await startTestMailSink();
  sql = testSql();
  anna = await member(sink, sql, { prefix: "Anna" });
});

afterAll(async () => {
  await sql.end({ timeout: 5 });
  await sink.stop();
});

describe("the groups overview", () => {
  it("pages visible groups 40 at a time in weight order, with counts visitors may see", async () => {
    for (let i = 0; i < 42; i += 1) await createGroup(sql, { weight: 1000 + i });
    const hiddenGroup = await createGroup(sql, { visible: false, weight: -100 });
    const first = await createGroup(sql, { weight: -50, title: "Aaa eerste groep" });
    await insertConversation(sql, first.id, anna.id, { visibility: "public", lastActivityMinutesAgo: 5 });
    await insertConversation(sql, first.id, anna.id, { visibility: "participants", lastActivityMinutesAgo: 1 });
    await insertConversation(sql, first.id, anna.id, { hidden: true });

    const page = (await new Browser().get("/api/v1/groups/all?page_index=0&page_size=40")).json as Page<GroupListItem>;
    expect(page.PageSize).toBe(40);
    expectSpecPage(page, { pageIndex: 0 });
    expect(page.NumPages).toBeGreaterThanOrEqual(2);
    expect(page.Items).toHaveLength(40);
    expect(page.Total).toBeGreaterThanOrEqual(43);
    expect(page.Items.some((item) => item.Group.Id === hiddenGroup.id)).toBe(false);
    const weights = page.Items.map((item) => item.Group.Weight);
    expect([...weights].sort((a, b) => a - b)).toEqual(weights);
    const visitorItem = page.Items.find((item) => item.Group.Id === first.id)!;
    expect(visitorItem.ConversationCount).toBe(1);
    expect(Object.keys(visitorItem.Group).sort()).toEqual([
      "Created",
      "Description",
      "Id",
      "Introduction",
      "Slug",
      "Title",
      "Weight",
    ]);

    const participantItem = ((await anna.browser.get("/api/v1/groups/all")).json as Page<GroupListItem>).Items.find(
      (item) => item.Group.Id === first.id,
    )!;
    expect(participantItem.ConversationCount).toBe(2);
    expect(new Date(participantItem.LastActivity!).getTime()).toBeGreaterThan(
      new Date(visitorItem.LastActivity!).getTime(),
    );

    const second = (await new Browser().get("/api/v1/groups/all?page_index=1")).json as Page<GroupListItem>;
    expect(second.PageIndex).toBe(1);
    expectSpecPage(second, { pageIndex: 1, numPages: page.NumPages });
    expect(second.Items.length).toBeGreaterThan(0);
    expect((await new Browser().get("/api/v1/groups/all?page_size=500")).json.PageSize).toBe(40);
  });
});

describe("one group", () => {
  it("answers a group by id and by slug in both spellings, and 404 for an invisible one except to its moderators", async () => {
    const group = await createGroup(sql);
    const visitor = new Browser();
    for (const path of [
      `/api/v1/groups/${group.id}`,
      `/api/v1/groups/slug${group.slug}`,
      `/api/v1/groups/slug/${group.slug}`,
    ]) {
      const answer = await visitor.get(path);
      expect(answer.status).toBe(200);
      expect(answer.json).toMatchObject({
        Id: group.id,
        Slug: group.slug,
        Title: group.title,
        Introduction: `Welkom in ${group.title}.`,
      });
    }
    const hidden = await createGroup(sql, { visible: false });
    const refused = await anna.browser.get(`/api/v1/groups/${hidden.id}`);
    expect(refused.status).toBe(404);
    expect(refused.json.message).toBe("Deze groep bestaat niet (meer).");
    const leader = await member(sink, sql, { prefix: "Leider" });
    await makeGroupModerator(sql, hidden.id, leader.id);
    expect((await leader.browser.get(`/api/v1/groups/${hidden.id}`)).status).toBe(200);
  });

  it("lists conversations sticky first, then by activity; visitors see public ones only", async () => {
    const group = await createGroup(sql);
    const old = await insertConversation(sql, group.id, anna.id, { lastActivityMinutesAgo: 60 });
    const recent = await insertConversation(sql, group.id, anna.id, { lastActivityMinutesAgo: 1 });
    const pinned = await insertConversation(sql, group.id, anna.id, { lastActivityMinutesAgo: 120, sticky: true });
    const members = await insertConversation(sql, group.id, anna.id, {
      lastActivityMinutesAgo: 30,
      visibility: "participants",
    });
    await insertConversation(sql, group.id, anna.id, { hidden: true });

    const participantPage = (await anna.browser.get(`/api/v1/groups/${group.id}/conversations?page_index=0`))
      .json as Page<ConversationListItem>;
    expect(participantPage.Items.map((i) => i.Conversation.Id)).toEqual([pinned.id, recent.id, members.id, old.id]);
    expect(participantPage).toMatchObject({ Total: 4, PageIndex: 0, PageSize: 20 });
    expect(participantPage.Items[0]!.Conversation.Sticky).toBe(true);

    const visitorPage = (await new Browser().get(`/api/v1/groups/${group.id}/conversations`))
      .json as Page<ConversationListItem>;
    expect(visitorPage.Items.map((i) => i.Conversation.Id)).toEqual([pinned.id, recent.id, old.id]);
    expect(visitorPage.Total).toBe(3);
    expect((await new Browser().get(`/api/v1/groups/${group.id}/conversations?page_index=5`)).json).toMatchObject({
      Items: [],
      Total: 3,
      PageIndex: 5,
    });
  });

  it("filters by any of the repeated groupTermIds", async () => {
    const group = await createGroup(sql, { terms: ["Pijn", "Werk", "Slaap"] });
    const [pijn, werk, slaap] = group.termIds as [number, number, number];
    const a = await insertConversation(sql, group.id, anna.id, { lastActivityMinutesAgo: 3 });
    const b = await insertConversation(sql, group.id, anna.id, { lastActivityMinutesAgo: 2 });
    await insertConversation(sql, group.id, anna.id, { lastActivityMinutesAgo: 1 });
    await sql`insert into public.conversation_terms (conversation_id, term_id) values (${a.id}, ${pijn}), (${b.id}, ${werk}), (${b.id}, ${pijn})`;

    const byWerk = (
      await new Browser().get(
        `/api/v1/groups/${group.id}/conversations/filterbyterms?page_index=0&groupTermIds=${werk}`,
      )
    ).json;
    expect(byWerk.Items.map((i: ConversationListItem) => i.Conversation.Id)).toEqual([b.id]);
    const either = (
      await new Browser().get(
        `/api/v1/groups/${group.id}/conversations/filterbyterms?groupTermIds=${werk}&groupTermIds=${slaap}&groupTermIds=${pijn}`,
      )
    ).json;
    expect(either.Items.map((i: ConversationListItem) => i.Conversation.Id)).toEqual([b.id, a.id]);
    expect(either.Total).toBe(2);
    expect(
      (await new Browser().get(`/api/v1/groups/${group.id}/conversations/filterbyterms?groupTermIds=${slaap}`)).json
        .Items,
    ).toEqual([]);

    const terms = (await new Browser().get(`/api/v1/groups/${group.id}/terms`)).json;
    expect(terms).toEqual([
      { TermId: pijn, TermNumber: 90000, Name: "Pijn" },
      { TermId: werk, TermNumber: 90001, Name: "Werk" },
      { TermId: slaap, TermNumber: 90002, Name: "Slaap" },
    ]);
  });

  it("lists followed conversations of the group (401 for visitors)", async () => {
    const group = await createGroup(sql);
    const followed = await insertConversation(sql, group.id, anna.id);
    await insertConversation(sql, group.id, anna.id);
    expect((await new Browser().get(`/api/v1/groups/${group.id}/followedconversations`)).status).toBe(401);
    await anna.browser.post(`/api/v1/conversations/${followed.id}/follow`);
    const page = (await anna.browser.get(`/api/v1/groups/${group.id}/followedconversations?page_index=0`))
      .json as Page<ConversationListItem>;
    expect(page.Items.map((i) => i.Conversation.Id)).toEqual([followed.id]);
  });

  it("answers 204 without moderators, and the moderators with their kind", async () => {
    const group = await createGroup(sql);
    const empty = await new Browser().get(`/api/v1/groups/${group.id}/moderators`);
    expect(empty.status).toBe(204);
    const leader = await member(sink, sql, { prefix: "Gl" });
    const platform = await member(sink, sql, { prefix: "Pm" });
    await makeGroupModerator(sql, group.id, leader.id);
    await makeGroupModerator(sql, group.id, platform.id);
    await makePlatformModerator(sql, platform.id);
    const list = (await new Browser().get(`/api/v1/groups/${group.id}/moderators`)).json as AuthorView[];
    expect(list).toHaveLength(2);
    expect(list.find((m) => m.Id === leader.id)).toMatchObject({
      Username: leader.account.Username,
      IsModerator: true,
      ModeratorKind: "group",
    });
    expect(list.find((m) => m.Id === platform.id)).toMatchObject({ IsModerator: true, ModeratorKind: "platform" });
  });

  it("suggests other groups to read more, those sharing a term first", async () => {
    const group = await createGroup(sql, { terms: ["Vermoeidheid"], weight: 5000 });
    const sharing = await createGroup(sql, { terms: ["vermoeidheid"], weight: 6000 });
    const more = (await new Browser().get(`/api/v1/groups/${group.id}/read-more`)).json as GroupListItem[];
    expect(more.length).toBeGreaterThan(0);
    expect(more.length).toBeLessThanOrEqual(3);
    expect(more[0]!.Group.Id).toBe(sharing.id);
    expect(more.some((item) => item.Group.Id === group.id)).toBe(false);
  });

  it("follows and unfollows a group; the status is text, 401 for visitors", async () => {
    const group = await createGroup(sql);
    expect((await new Browser().get(`/api/v1/groups/${group.id}/follows`)).status).toBe(401);
    expect((await new Browser().post(`/api/v1/groups/${group.id}/follow`)).status).toBe(401);
    expect((await anna.browser.get(`/api/v1/groups/${group.id}/follows`)).text).toBe("false");
    const followed = await anna.browser.post(`/api/v1/groups/${group.id}/follow`);
    expect(followed.text).toBe("true");
    expect(followed.headers.get("content-type")).toMatch(/^text\/plain/);
    expect((await anna.browser.get(`/api/v1/groups/${group.id}/follows`)).text).toBe("true");
    expect((await anna.browser.post(`/api/v1/groups/${group.id}/unfollow`)).text).toBe("false");
    expect((await anna.browser.get(`/api/v1/groups/${group.id}/follows`)).text).toBe("false");
    expect(
      (await anna.browser.post(`/api/v1/groups/${group.id}/follow`, undefined, { antiforgery: false })).status,
    ).toBe(403);
  });

  it("answers 404 for an unknown group on every call", async () => {
    for (const path of ["", "/conversations", "/terms", "/moderators", "/read-more"]) {
      expect((await new Browser().get(`/api/v1/groups/999999999${path}`)).status).toBe(404);
    }
  });
});
