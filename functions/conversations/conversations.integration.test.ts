/**
 * /api/v1/conversations through the real handlers and the real test database: reading with the
 * visibility rules, starting and editing conversations, follows, likes and notifications, with the
 * exact Dutch texts. Reactions: reactions.integration.test.ts.
 */
import type { ConversationListItem, ConversationView, Page, ReactionListItem } from "../../src/domain/community";
import { Browser } from "../_shared/test-support/api";
import {
  createGroup,
  doc,
  insertConversation,
  insertReaction,
  member,
  makePlatformModerator,
  type Member,
} from "../_shared/test-support/community";
import { startConversation, setUpConversationsWorld } from "../_shared/test-support/conversations-world";
import { expectSpecPage } from "../_shared/test-support/paged";

const world = setUpConversationsWorld();
const TITLE_131 = "T".repeat(131);
const start = (who: Member, body: Record<string, unknown> = {}, groupId = world.group.id) =>
  startConversation(who, groupId, body);

describe("reading conversations", () => {
  it("shows a public conversation to a visitor and answers 403 ParticipantsOnly on a participants-only one", async () => {
    const open = await insertConversation(world.sql, world.group.id, world.anna.id, { visibility: "public" });
    const closedCircle = await insertConversation(world.sql, world.group.id, world.anna.id, {
      visibility: "participants",
    });
    const visitor = new Browser();

    const shown = await visitor.get(`/api/v1/conversations/${open.id}`);
    expect(shown.status).toBe(200);
    expect(shown.json).toMatchObject({
      Id: open.id,
      Title: open.title,
      Visibility: "public",
      Hidden: false,
      Group: { Id: world.group.id, Slug: world.group.slug },
    });
    expect(shown.json.Body.type).toBe("doc");
    expect(shown.json.Owner).toMatchObject({
      Id: world.anna.id,
      Username: world.anna.account.Username,
      IsModerator: false,
      ModeratorKind: null,
    });

    for (const path of [
      `/api/v1/conversations/${closedCircle.id}`,
      `/api/v1/conversations/slug${closedCircle.slug}`,
      `/api/v1/conversations/${closedCircle.id}/reactions`,
    ]) {
      const refused = await visitor.get(path);
      expect(refused.status).toBe(403);
      expect(refused.json).toMatchObject({
        code: "ParticipantsOnly",
        message: "Dit gesprek is alleen te lezen voor deelnemers. Log in of registreer je om het te lezen.",
      });
    }
    expect((await world.bram.browser.get(`/api/v1/conversations/${closedCircle.id}`)).status).toBe(200);
    expect((await visitor.get("/api/v1/conversations/999999999")).status).toBe(404);
    expect((await visitor.get("/api/v1/conversations/999999999")).json.message).toBe(
      "Dit gesprek bestaat niet (meer).",
    );
  });

  it("finds a conversation by slug in both spellings of the path", async () => {
    const c = await insertConversation(world.sql, world.group.id, world.anna.id);
    for (const path of [`/api/v1/conversations/slug${c.slug}`, `/api/v1/conversations/slug/${c.slug}`]) {
      const answer = await new Browser().get(path);
      expect(answer.status).toBe(200);
      expect(answer.json.Id).toBe(c.id);
    }
  });

  it("answers the owner, group, terms, read-more, ownership and likes of a conversation", async () => {
    const view = await start(world.anna, { GroupTermIds: [world.group.termIds[0], world.group.termIds[2]] });
    const related = await start(world.bram, { Title: "Slecht slapen", GroupTermIds: [world.group.termIds[2]] });
    await insertConversation(world.sql, world.group.id, world.bram.id, { title: "Zonder onderwerp" });
    const visitor = new Browser();

    expect((await visitor.get(`/api/v1/conversations/${view.Id}/user`)).json).toMatchObject({
      Id: world.anna.id,
      Username: world.anna.account.Username,
    });
    expect((await visitor.get(`/api/v1/conversations/${view.Id}/group`)).json).toMatchObject({
      Id: world.group.id,
      Slug: world.group.slug,
      Title: world.group.title,
    });
    const terms = (await visitor.get(`/api/v1/conversations/${view.Id}/terms`)).json;
    expect(terms.map((t: { Name: string }) => t.Name)).toEqual(["Pijn", "Slaap"]);
    expect(Object.keys(terms[0]).sort()).toEqual(["Name", "TermId", "TermNumber"]);

    const more = (await world.anna.browser.get(`/api/v1/conversations/${view.Id}/read-more`))
      .json as ConversationListItem[];
    expect(more[0]!.Conversation.Id).toBe(related.Id);
    expect(more.some((item) => item.Conversation.Id === view.Id)).toBe(false);

    expect((await world.anna.browser.get(`/api/v1/conversations/${view.Id}/user-is-owner`)).text).toBe("true");
    expect((await world.bram.browser.get(`/api/v1/conversations/${view.Id}/user-is-owner`)).text).toBe("false");
    expect((await visitor.get(`/api/v1/conversations/${view.Id}/user-is-owner`)).text).toBe("false");

    expect((await visitor.get(`/api/v1/conversations/${view.Id}/likes`)).status).toBe(401);
    expect((await world.bram.browser.get(`/api/v1/conversations/${view.Id}/likes`)).text).toBe("false");
    expect((await world.bram.browser.post(`/api/v1/conversations/${view.Id}/like`)).text).toBe("true");
    expect((await world.bram.browser.post(`/api/v1/conversations/${view.Id}/like`)).text).toBe("true");
    expect((await world.anna.browser.post(`/api/v1/conversations/${view.Id}/like`)).text).toBe("true");
    expect((await world.bram.browser.get(`/api/v1/conversations/${view.Id}/likes`)).text).toBe("true");
    expect((await visitor.get(`/api/v1/conversations/${view.Id}/totalLikes`)).json).toBe(2);
    expect((await visitor.get(`/api/v1/conversations/${view.Id}/totallikes`)).json).toBe(2);
    expect((await world.bram.browser.post(`/api/v1/conversations/${view.Id}/dislike`)).text).toBe("false");
    expect((await visitor.get(`/api/v1/conversations/${view.Id}/totalLikes`)).json).toBe(1);
    expect((await visitor.get(`/api/v1/conversations/${view.Id}`)).json.TotalLikes).toBe(1);
    expect((await visitor.post(`/api/v1/conversations/${view.Id}/like`)).status).toBe(401);
  });

  it("lists active conversations by latest activity, public only for visitors, with page_number from 1", async () => {
    const g = await createGroup(world.sql);
    const a = await insertConversation(world.sql, g.id, world.anna.id, { lastActivityMinutesAgo: -30 });
    const b = await insertConversation(world.sql, g.id, world.anna.id, {
      lastActivityMinutesAgo: -20,
      visibility: "participants",
    });
    const c = await insertConversation(world.sql, g.id, world.anna.id, { lastActivityMinutesAgo: -10 });

    const visitorPage = (await new Browser().get("/api/v1/conversations/active?page_size=2&page_number=1"))
      .json as Page<ConversationListItem>;
    expect(visitorPage.PageSize).toBe(2);
    expect(visitorPage.PageIndex).toBe(0);
    expectSpecPage(visitorPage, { pageIndex: 0 });
    expect(visitorPage.NumPages).toBeGreaterThanOrEqual(1);
    expect(visitorPage.Items.map((i) => i.Conversation.Id)).toEqual([a.id, c.id]);
    expect(visitorPage.Items.every((i) => i.Conversation.Visibility === "public")).toBe(true);

    const participantPage = (await world.bram.browser.get("/api/v1/conversations/active?page_size=2&page_number=1"))
      .json as Page<ConversationListItem>;
    expect(participantPage.Items.map((i) => i.Conversation.Id)).toEqual([a.id, b.id]);
    const second = (await world.bram.browser.get("/api/v1/conversations/active?page_size=2&page_number=2"))
      .json as Page<ConversationListItem>;
    expect(second.PageIndex).toBe(1);
    expectSpecPage(second, { pageIndex: 1 });
    expect(second.Items[0]!.Conversation.Id).toBe(c.id);
    const publicOnly = (
      await world.bram.browser.get("/api/v1/conversations/active?page_size=2&public_only=true&page_number=1")
    ).json as Page<ConversationListItem>;
    expect(publicOnly.Items.map((i) => i.Conversation.Id)).toEqual([a.id, c.id]);
    expect(participantPage.Total).toBeGreaterThanOrEqual(3);
    expect(participantPage.Items[0]).toMatchObject({
      ReactionCount: 0,
      Group: { Id: g.id, Slug: g.slug },
      Owner: { Username: world.anna.account.Username },
    });
  });

  it("answers by-list-of-ids in the order asked, leaving out what the caller cannot read", async () => {
    const one = await insertConversation(world.sql, world.group.id, world.anna.id);
    const two = await insertConversation(world.sql, world.group.id, world.anna.id, { visibility: "participants" });
    const three = await insertConversation(world.sql, world.group.id, world.anna.id);
    const hidden = await insertConversation(world.sql, world.group.id, world.anna.id, { hidden: true });
    const query = [three.id, two.id, 999999999, one.id, hidden.id].map((id) => `conversationIds=${id}`).join("&");
    const visitorIds = (await new Browser().get(`/api/v1/conversations/by-list-of-ids?${query}`)).json.map(
      (i: ConversationListItem) => i.Conversation.Id,
    );
    expect(visitorIds).toEqual([three.id, one.id]);
    const memberIds = (await world.bram.browser.get(`/api/v1/conversations/by-list-of-ids?${query}`)).json.map(
      (i: ConversationListItem) => i.Conversation.Id,
    );
    expect(memberIds).toEqual([three.id, two.id, one.id]);
  });

  it("shows a deleted author's conversation and reaction as 'een deelnemer van ReumaNL'", async () => {
    const leaving = await member(world.sink, world.sql, { prefix: "Weg" });
    const c = await insertConversation(world.sql, world.group.id, leaving.id, { title: "Blijft staan" });
    await insertReaction(world.sql, c.id, leaving.id, "Mijn reactie blijft ook");
    await world.sql`delete from auth.users where id = ${leaving.id}`;

    const view = (await new Browser().get(`/api/v1/conversations/${c.id}`)).json as ConversationView;
    expect(view.Title).toBe("Blijft staan");
    expect(view.Owner).toEqual({
      Id: null,
      Username: "een deelnemer van ReumaNL",
      Created: null,
      IsModerator: false,
      ModeratorKind: null,
      PhotoUrl: null,
    });
    const reactions = (await new Browser().get(`/api/v1/conversations/${c.id}/reactions`))
      .json as Page<ReactionListItem>;
    expect(reactions.Items[0]!.User.Username).toBe("een deelnemer van ReumaNL");
    expect(reactions.Items[0]!.User.Id).toBeNull();
    expect(reactions.Items[0]!.Reaction.Body).toEqual(doc("Mijn reactie blijft ook"));
  });

  it("labels moderators on teasers", async () => {
    const moderator = await member(world.sink, world.sql, { prefix: "Mod" });
    await makePlatformModerator(world.sql, moderator.id);
    const c = await insertConversation(world.sql, world.group.id, moderator.id);
    const view = (await new Browser().get(`/api/v1/conversations/${c.id}`)).json as ConversationView;
    expect(view.Owner).toMatchObject({ IsModerator: true, ModeratorKind: "platform" });
  });
});

describe("starting and editing a conversation", () => {
  it("refuses a 131-character title with the spec's text, and a visitor with 401", async () => {
    const answer = await world.anna.browser.post(`/api/v1/conversations/${world.group.id}`, {
      Title: TITLE_131,
      Description: doc("Tekst"),
      Visibility: "public",
    });
    expect(answer.status).toBe(400);
    expect(answer.json.errors.Title).toEqual(["De titel mag niet langer zijn dan 130 tekens."]);
    expect(answer.json.message).toBe("De titel mag niet langer zijn dan 130 tekens.");
    const { count } = (
      await world.sql<
        { count: number }[]
      >`select count(*)::int as count from public.conversations where title = ${TITLE_131}`
    )[0]!;
    expect(count).toBe(0);

    const visitor = await new Browser().post(`/api/v1/conversations/${world.group.id}`, {
      Title: "Hallo",
      Description: doc("Tekst"),
      Visibility: "public",
    });
    expect(visitor.status).toBe(401);
  });

  it("starts a conversation with terms, a unique slug, following, and notifies the group's followers", async () => {
    const follower = await member(world.sink, world.sql, { prefix: "Volger" });
    expect((await follower.browser.post(`/api/v1/groups/${world.group.id}/follow`)).text).toBe("true");
    await world.anna.browser.post(`/api/v1/groups/${world.group.id}/follow`);

    const first = await start(world.anna, {
      Title: "Één vraag over méthotrexaat",
      GroupTermIds: [world.group.termIds[1]],
      FollowConversation: true,
      Visibility: "participants",
    });
    expect(first).toMatchObject({
      Title: "Één vraag over méthotrexaat",
      Visibility: "participants",
      Sticky: false,
      Closed: false,
      Modified: null,
      ReactionCount: 0,
    });
    expect(first.Slug).toMatch(/^een-vraag-over-methotrexaat(-[0-9]+)?$/);
    expect(first.Description).toBe("Hoe houden jullie het vol op het werk?");
    expect(first.Terms.map((t) => t.TermId)).toEqual([world.group.termIds[1]]);
    const second = await start(world.bram, { Title: "Één vraag over méthotrexaat" });
    expect(second.Slug).not.toBe(first.Slug);
    expect(second.Slug.startsWith("een-vraag-over-methotrexaat")).toBe(true);

    expect((await world.anna.browser.get(`/api/v1/conversations/${first.Id}/follows`)).text).toBe("true");
    expect((await world.bram.browser.get(`/api/v1/conversations/${second.Id}/follows`)).text).toBe("false");

    const inbox = await follower.browser.get("/api/v1/inbox/notifications");
    expect(inbox.status).toBe(200);
    const texts = inbox.json.map((n: { Text: string }) => n.Text);
    expect(texts).toContain(
      `${world.anna.account.Username} is een nieuw gesprek begonnen in de groep ${world.group.title}: "Één vraag over méthotrexaat".`,
    );
    const own = (await world.anna.browser.get("/api/v1/CustomUser/notifications")).json.map(
      (n: { Text: string }) => n.Text,
    );
    expect(own).not.toContain(
      `${world.anna.account.Username} is een nieuw gesprek begonnen in de groep ${world.group.title}: "Één vraag over méthotrexaat".`,
    );
    const notice = inbox.json.find(
      (n: { Link: string }) => n.Link === `/ontmoet-elkaar/gesprekken/${world.group.slug}/${first.Slug}/`,
    );
    expect(notice).toMatchObject({ Kind: "group.conversation", Read: false });
  });

  it("refuses terms of another group and changes nothing", async () => {
    const before =
      await world.sql`select count(*)::int as count from public.conversations where group_id = ${world.group.id}`;
    const answer = await world.anna.browser.post(`/api/v1/conversations/${world.group.id}`, {
      Title: "Met een vreemd onderwerp",
      Description: doc("Tekst"),
      Visibility: "public",
      GroupTermIds: [world.otherGroup.termIds[0]],
    });
    expect(answer.status).toBe(400);
    expect(answer.json.errors.GroupTermIds).toEqual(["Kies onderwerpen van deze groep."]);
    const after =
      await world.sql`select count(*)::int as count from public.conversations where group_id = ${world.group.id}`;
    expect(after[0]!.count).toBe(before[0]!.count);
  });

  it("edits the owner's conversation (setting Modified) and refuses anyone else", async () => {
    const view = await start(world.anna);
    const edited = await world.anna.browser.post("/api/v1/conversations", {
      Id: view.Id,
      Title: "Moe na een dag werken (aangevuld)",
      Body: doc("Nieuwe tekst"),
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({
      Title: "Moe na een dag werken (aangevuld)",
      Description: "Nieuwe tekst",
      Body: doc("Nieuwe tekst"),
    });
    // Modified is stored, and hidden in the answer while it is under 15 minutes after Created.
    expect(edited.json.Modified).toBeNull();
    const [row] = await world.sql`select modified_at, created_at from public.conversations where id = ${view.Id}`;
    expect(row!.modified_at).not.toBeNull();
    await world.sql`update public.conversations set created_at = created_at - interval '1 hour' where id = ${view.Id}`;
    expect((await world.anna.browser.get(`/api/v1/conversations/${view.Id}`)).json.Modified).not.toBeNull();

    const other = await world.bram.browser.post("/api/v1/conversations", {
      Id: view.Id,
      Title: "Overgenomen",
      Body: doc("Niet van mij"),
    });
    expect(other.status).toBe(403);
    expect(other.json.message).toBe("Je kunt alleen je eigen gesprek wijzigen.");
    expect(
      (await world.anna.browser.post("/api/v1/conversations", { Id: view.Id, Title: TITLE_131, Body: doc("x") })).json
        .errors.Title,
    ).toEqual(["De titel mag niet langer zijn dan 130 tekens."]);
  });
});

describe("follows", () => {
  it("answers follow status as text, 401 for visitors, and lists followed conversations", async () => {
    const c = await insertConversation(world.sql, world.group.id, world.anna.id);
    const visitor = new Browser();
    expect((await visitor.get(`/api/v1/conversations/${c.id}/follows`)).status).toBe(401);
    expect((await visitor.get("/api/v1/conversations/following")).status).toBe(401);
    const follower = await member(world.sink, world.sql, { prefix: "Volg" });
    expect((await follower.browser.get(`/api/v1/conversations/${c.id}/follows`)).text).toBe("false");
    expect((await follower.browser.post(`/api/v1/conversations/${c.id}/follow`)).text).toBe("true");
    expect((await follower.browser.get(`/api/v1/conversations/${c.id}/follows`)).text).toBe("true");
    const following = (await follower.browser.get("/api/v1/conversations/following?page_index=0"))
      .json as Page<ConversationListItem>;
    expect(following.Items.map((i) => i.Conversation.Id)).toEqual([c.id]);
    expect(following.Total).toBe(1);
    expect((await follower.browser.post(`/api/v1/conversations/${c.id}/unfollow`)).text).toBe("false");
    expect((await follower.browser.get("/api/v1/conversations/following")).json.Items).toEqual([]);
  });

  it("answers 204 on the inbox notifications when there are none", async () => {
    const quiet = await member(world.sink, world.sql, { prefix: "Stil" });
    const answer = await quiet.browser.get("/api/v1/inbox/notifications");
    expect(answer.status).toBe(204);
    expect(answer.text).toBe("");
    expect((await new Browser().get("/api/v1/inbox/notifications")).status).toBe(401);
  });
});
