/**
 * /api/v1/conversations through the real handlers and the real test database: reading with the
 * visibility rules, starting and editing conversations, reactions with quotes, edit and delete of
 * one's own, follows, likes, notifications, posting limits and the exact Dutch texts.
 */
import type postgres from "postgres";
import type { ConversationListItem, ConversationView, Page, ReactionListItem } from "../../src/domain/community";
import type { MailSink } from "../_shared/mail/sink";
import { Browser, registerFunctions } from "../_shared/test-support/api";
import { testSql } from "../_shared/test-support/database";
import { startTestMailSink } from "../_shared/test-support/mail";
import { createGroup, doc, insertConversation, insertReaction, member, makePlatformModerator, type Member, type TestGroup } from "../_shared/test-support/community";

/* eslint-disable @typescript-eslint/no-require-imports */
registerFunctions(require("./conversations.mts"), require("../groups/groups.mts"), require("../inbox/inbox.mts"));
/* eslint-enable @typescript-eslint/no-require-imports */

let sink: MailSink;
let sql: postgres.Sql;
let group: TestGroup;
let otherGroup: TestGroup;
let anna: Member;
let bram: Member;

beforeAll(async () => {
  sink = await startTestMailSink();
  sql = testSql();
  group = await createGroup(sql, { terms: ["Pijn", "Werk", "Slaap"] });
  otherGroup = await createGroup(sql, { terms: ["Vakantie"] });
  anna = await member(sink, sql, { prefix: "Anna" });
  bram = await member(sink, sql, { prefix: "Bram" });
});

afterAll(async () => {
  await sql.end({ timeout: 5 });
  await sink.stop();
});

const TITLE_131 = "T".repeat(131);

async function start(who: Member, body: Record<string, unknown> = {}, groupId = group.id): Promise<ConversationView> {
  const answer = await who.browser.post(`/api/v1/conversations/${groupId}`, {
    Title: "Moe na een dag werken",
    Description: doc("Hoe houden jullie het vol op het werk?"),
    Visibility: "public",
    GroupTermIds: [],
    FollowConversation: false,
    ...body,
  });
  if (answer.status !== 200) throw new Error(`start answered ${answer.status}: ${answer.text}`);
  return answer.json as ConversationView;
}

async function react(who: Member, conversationId: number, text: string, extra: Record<string, unknown> = {}): Promise<ReactionListItem> {
  const answer = await who.browser.post(`/api/v1/conversations/${conversationId}/reactions`, { Body: doc(text), ...extra });
  if (answer.status !== 200) throw new Error(`react answered ${answer.status}: ${answer.text}`);
  return answer.json as ReactionListItem;
}

describe("reading conversations", () => {
  it("shows a public conversation to a visitor and answers 403 ParticipantsOnly on a participants-only one", async () => {
    const open = await insertConversation(sql, group.id, anna.id, { visibility: "public" });
    const closedCircle = await insertConversation(sql, group.id, anna.id, { visibility: "participants" });
    const visitor = new Browser();

    const shown = await visitor.get(`/api/v1/conversations/${open.id}`);
    expect(shown.status).toBe(200);
    expect(shown.json).toMatchObject({ Id: open.id, Title: open.title, Visibility: "public", Hidden: false, Group: { Id: group.id, Slug: group.slug } });
    expect(shown.json.Body.type).toBe("doc");
    expect(shown.json.Owner).toMatchObject({ Id: anna.id, Username: anna.account.Username, IsModerator: false, ModeratorKind: null });

    for (const path of [`/api/v1/conversations/${closedCircle.id}`, `/api/v1/conversations/slug${closedCircle.slug}`, `/api/v1/conversations/${closedCircle.id}/reactions`]) {
      const refused = await visitor.get(path);
      expect(refused.status).toBe(403);
      expect(refused.json).toMatchObject({ code: "ParticipantsOnly", message: "Dit gesprek is alleen te lezen voor deelnemers. Log in of registreer je om het te lezen." });
    }
    expect((await bram.browser.get(`/api/v1/conversations/${closedCircle.id}`)).status).toBe(200);
    expect((await visitor.get("/api/v1/conversations/999999999")).status).toBe(404);
    expect((await visitor.get("/api/v1/conversations/999999999")).json.message).toBe("Dit gesprek bestaat niet (meer).");
  });

  it("finds a conversation by slug in both spellings of the path", async () => {
    const c = await insertConversation(sql, group.id, anna.id);
    for (const path of [`/api/v1/conversations/slug${c.slug}`, `/api/v1/conversations/slug/${c.slug}`]) {
      const answer = await new Browser().get(path);
      expect(answer.status).toBe(200);
      expect(answer.json.Id).toBe(c.id);
    }
  });

  it("answers the owner, group, terms, read-more, ownership and likes of a conversation", async () => {
    const view = await start(anna, { GroupTermIds: [group.termIds[0], group.termIds[2]] });
    const related = await start(bram, { Title: "Slecht slapen", GroupTermIds: [group.termIds[2]] });
    await insertConversation(sql, group.id, bram.id, { title: "Zonder onderwerp" });
    const visitor = new Browser();

    expect((await visitor.get(`/api/v1/conversations/${view.Id}/user`)).json).toMatchObject({ Id: anna.id, Username: anna.account.Username });
    expect((await visitor.get(`/api/v1/conversations/${view.Id}/group`)).json).toMatchObject({ Id: group.id, Slug: group.slug, Title: group.title });
    const terms = (await visitor.get(`/api/v1/conversations/${view.Id}/terms`)).json;
    expect(terms.map((t: { Name: string }) => t.Name)).toEqual(["Pijn", "Slaap"]);
    expect(Object.keys(terms[0]).sort()).toEqual(["Name", "TermId", "TermNumber"]);

    const more = (await anna.browser.get(`/api/v1/conversations/${view.Id}/read-more`)).json as ConversationListItem[];
    expect(more[0]!.Conversation.Id).toBe(related.Id);
    expect(more.some((item) => item.Conversation.Id === view.Id)).toBe(false);

    expect((await anna.browser.get(`/api/v1/conversations/${view.Id}/user-is-owner`)).text).toBe("true");
    expect((await bram.browser.get(`/api/v1/conversations/${view.Id}/user-is-owner`)).text).toBe("false");
    expect((await visitor.get(`/api/v1/conversations/${view.Id}/user-is-owner`)).text).toBe("false");

    expect((await visitor.get(`/api/v1/conversations/${view.Id}/likes`)).status).toBe(401);
    expect((await bram.browser.get(`/api/v1/conversations/${view.Id}/likes`)).text).toBe("false");
    expect((await bram.browser.post(`/api/v1/conversations/${view.Id}/like`)).text).toBe("true");
    expect((await bram.browser.post(`/api/v1/conversations/${view.Id}/like`)).text).toBe("true");
    expect((await anna.browser.post(`/api/v1/conversations/${view.Id}/like`)).text).toBe("true");
    expect((await bram.browser.get(`/api/v1/conversations/${view.Id}/likes`)).text).toBe("true");
    expect((await visitor.get(`/api/v1/conversations/${view.Id}/totalLikes`)).json).toBe(2);
    expect((await visitor.get(`/api/v1/conversations/${view.Id}/totallikes`)).json).toBe(2);
    expect((await bram.browser.post(`/api/v1/conversations/${view.Id}/dislike`)).text).toBe("false");
    expect((await visitor.get(`/api/v1/conversations/${view.Id}/totalLikes`)).json).toBe(1);
    expect((await visitor.get(`/api/v1/conversations/${view.Id}`)).json.TotalLikes).toBe(1);
    expect((await visitor.post(`/api/v1/conversations/${view.Id}/like`)).status).toBe(401);
  });

  it("lists active conversations by latest activity, public only for visitors, with page_number from 1", async () => {
    const g = await createGroup(sql);
    const a = await insertConversation(sql, g.id, anna.id, { lastActivityMinutesAgo: -30 });
    const b = await insertConversation(sql, g.id, anna.id, { lastActivityMinutesAgo: -20, visibility: "participants" });
    const c = await insertConversation(sql, g.id, anna.id, { lastActivityMinutesAgo: -10 });

    const visitorPage = (await new Browser().get("/api/v1/conversations/active?page_size=2&page_number=1")).json as Page<ConversationListItem>;
    expect(visitorPage.PageSize).toBe(2);
    expect(visitorPage.PageIndex).toBe(0);
    expect(visitorPage.Items.map((i) => i.Conversation.Id)).toEqual([a.id, c.id]);
    expect(visitorPage.Items.every((i) => i.Conversation.Visibility === "public")).toBe(true);

    const participantPage = (await bram.browser.get("/api/v1/conversations/active?page_size=2&page_number=1")).json as Page<ConversationListItem>;
    expect(participantPage.Items.map((i) => i.Conversation.Id)).toEqual([a.id, b.id]);
    const second = (await bram.browser.get("/api/v1/conversations/active?page_size=2&page_number=2")).json as Page<ConversationListItem>;
    expect(second.PageIndex).toBe(1);
    expect(second.Items[0]!.Conversation.Id).toBe(c.id);
    const publicOnly = (await bram.browser.get("/api/v1/conversations/active?page_size=2&public_only=true&page_number=1")).json as Page<ConversationListItem>;
    expect(publicOnly.Items.map((i) => i.Conversation.Id)).toEqual([a.id, c.id]);
    expect(participantPage.Total).toBeGreaterThanOrEqual(3);
    expect(participantPage.Items[0]).toMatchObject({ ReactionCount: 0, Group: { Id: g.id, Slug: g.slug }, Owner: { Username: anna.account.Username } });
  });

  it("answers by-list-of-ids in the order asked, leaving out what the caller cannot read", async () => {
    const one = await insertConversation(sql, group.id, anna.id);
    const two = await insertConversation(sql, group.id, anna.id, { visibility: "participants" });
    const three = await insertConversation(sql, group.id, anna.id);
    const hidden = await insertConversation(sql, group.id, anna.id, { hidden: true });
    const query = [three.id, two.id, 999999999, one.id, hidden.id].map((id) => `conversationIds=${id}`).join("&");
    const visitorIds = (await new Browser().get(`/api/v1/conversations/by-list-of-ids?${query}`)).json.map((i: ConversationListItem) => i.Conversation.Id);
    expect(visitorIds).toEqual([three.id, one.id]);
    const memberIds = (await bram.browser.get(`/api/v1/conversations/by-list-of-ids?${query}`)).json.map((i: ConversationListItem) => i.Conversation.Id);
    expect(memberIds).toEqual([three.id, two.id, one.id]);
  });

  it("shows a deleted author's conversation and reaction as 'een deelnemer van ReumaNL'", async () => {
    const leaving = await member(sink, sql, { prefix: "Weg" });
    const c = await insertConversation(sql, group.id, leaving.id, { title: "Blijft staan" });
    await insertReaction(sql, c.id, leaving.id, "Mijn reactie blijft ook");
    await sql`delete from auth.users where id = ${leaving.id}`;

    const view = (await new Browser().get(`/api/v1/conversations/${c.id}`)).json as ConversationView;
    expect(view.Title).toBe("Blijft staan");
    expect(view.Owner).toEqual({ Id: null, Username: "een deelnemer van ReumaNL", Created: null, IsModerator: false, ModeratorKind: null, PhotoUrl: null });
    const reactions = (await new Browser().get(`/api/v1/conversations/${c.id}/reactions`)).json as Page<ReactionListItem>;
    expect(reactions.Items[0]!.User.Username).toBe("een deelnemer van ReumaNL");
    expect(reactions.Items[0]!.User.Id).toBeNull();
    expect(reactions.Items[0]!.Reaction.Body).toEqual(doc("Mijn reactie blijft ook"));
  });

  it("labels moderators on teasers", async () => {
    const moderator = await member(sink, sql, { prefix: "Mod" });
    await makePlatformModerator(sql, moderator.id);
    const c = await insertConversation(sql, group.id, moderator.id);
    const view = (await new Browser().get(`/api/v1/conversations/${c.id}`)).json as ConversationView;
    expect(view.Owner).toMatchObject({ IsModerator: true, ModeratorKind: "platform" });
  });
});

describe("starting and editing a conversation", () => {
  it("refuses a 131-character title with the spec's text, and a visitor with 401", async () => {
    const answer = await anna.browser.post(`/api/v1/conversations/${group.id}`, {
      Title: TITLE_131,
      Description: doc("Tekst"),
      Visibility: "public",
    });
    expect(answer.status).toBe(400);
    expect(answer.json.errors.Title).toEqual(["De titel mag niet langer zijn dan 130 tekens."]);
    expect(answer.json.message).toBe("De titel mag niet langer zijn dan 130 tekens.");
    const { count } = (await sql<{ count: number }[]>`select count(*)::int as count from public.conversations where title = ${TITLE_131}`)[0]!;
    expect(count).toBe(0);

    const visitor = await new Browser().post(`/api/v1/conversations/${group.id}`, { Title: "Hallo", Description: doc("Tekst"), Visibility: "public" });
    expect(visitor.status).toBe(401);
  });

  it("starts a conversation with terms, a unique slug, following, and notifies the group's followers", async () => {
    const follower = await member(sink, sql, { prefix: "Volger" });
    expect((await follower.browser.post(`/api/v1/groups/${group.id}/follow`)).text).toBe("true");
    await anna.browser.post(`/api/v1/groups/${group.id}/follow`);

    const first = await start(anna, { Title: "Één vraag over méthotrexaat", GroupTermIds: [group.termIds[1]], FollowConversation: true, Visibility: "participants" });
    expect(first).toMatchObject({ Title: "Één vraag over méthotrexaat", Visibility: "participants", Sticky: false, Closed: false, Modified: null, ReactionCount: 0 });
    expect(first.Slug).toMatch(/^een-vraag-over-methotrexaat(-[0-9]+)?$/);
    expect(first.Description).toBe("Hoe houden jullie het vol op het werk?");
    expect(first.Terms.map((t) => t.TermId)).toEqual([group.termIds[1]]);
    const second = await start(bram, { Title: "Één vraag over méthotrexaat" });
    expect(second.Slug).not.toBe(first.Slug);
    expect(second.Slug.startsWith("een-vraag-over-methotrexaat")).toBe(true);

    expect((await anna.browser.get(`/api/v1/conversations/${first.Id}/follows`)).text).toBe("true");
    expect((await bram.browser.get(`/api/v1/conversations/${second.Id}/follows`)).text).toBe("false");

    const inbox = await follower.browser.get("/api/v1/inbox/notifications");
    expect(inbox.status).toBe(200);
    const texts = inbox.json.map((n: { Text: string }) => n.Text);
    expect(texts).toContain(`${anna.account.Username} is een nieuw gesprek begonnen in de groep ${group.title}: "Één vraag over méthotrexaat".`);
    const own = (await anna.browser.get("/api/v1/CustomUser/notifications")).json.map((n: { Text: string }) => n.Text);
    expect(own).not.toContain(`${anna.account.Username} is een nieuw gesprek begonnen in de groep ${group.title}: "Één vraag over méthotrexaat".`);
    const notice = inbox.json.find((n: { Link: string }) => n.Link === `/ontmoet-elkaar/gesprekken/${group.slug}/${first.Slug}/`);
    expect(notice).toMatchObject({ Kind: "group.conversation", Read: false });
  });

  it("refuses terms of another group and changes nothing", async () => {
    const before = await sql`select count(*)::int as count from public.conversations where group_id = ${group.id}`;
    const answer = await anna.browser.post(`/api/v1/conversations/${group.id}`, {
      Title: "Met een vreemd onderwerp",
      Description: doc("Tekst"),
      Visibility: "public",
      GroupTermIds: [otherGroup.termIds[0]],
    });
    expect(answer.status).toBe(400);
    expect(answer.json.errors.GroupTermIds).toEqual(["Kies onderwerpen van deze groep."]);
    const after = await sql`select count(*)::int as count from public.conversations where group_id = ${group.id}`;
    expect(after[0]!.count).toBe(before[0]!.count);
  });

  it("edits the owner's conversation (setting Modified) and refuses anyone else", async () => {
    const view = await start(anna);
    const edited = await anna.browser.post("/api/v1/conversations", { Id: view.Id, Title: "Moe na een dag werken (aangevuld)", Body: doc("Nieuwe tekst") });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ Title: "Moe na een dag werken (aangevuld)", Description: "Nieuwe tekst", Body: doc("Nieuwe tekst") });
    // Modified is stored, and hidden in the answer while it is under 15 minutes after Created.
    expect(edited.json.Modified).toBeNull();
    const [row] = await sql`select modified_at, created_at from public.conversations where id = ${view.Id}`;
    expect(row!.modified_at).not.toBeNull();
    await sql`update public.conversations set created_at = created_at - interval '1 hour' where id = ${view.Id}`;
    expect((await anna.browser.get(`/api/v1/conversations/${view.Id}`)).json.Modified).not.toBeNull();

    const other = await bram.browser.post("/api/v1/conversations", { Id: view.Id, Title: "Overgenomen", Body: doc("Niet van mij") });
    expect(other.status).toBe(403);
    expect(other.json.message).toBe("Je kunt alleen je eigen gesprek wijzigen.");
    expect((await anna.browser.post("/api/v1/conversations", { Id: view.Id, Title: TITLE_131, Body: doc("x") })).json.errors.Title).toEqual([
      "De titel mag niet langer zijn dan 130 tekens.",
    ]);
  });
});

describe("reactions", () => {
  it("refuses a 4,001-character reaction with the spec's text and stores nothing", async () => {
    const c = await insertConversation(sql, group.id, anna.id);
    const answer = await bram.browser.post(`/api/v1/conversations/${c.id}/reactions`, { Body: doc("a".repeat(4001)) });
    expect(answer.status).toBe(400);
    expect(answer.json.errors.Body).toEqual(["Deze reactie is te lang. Gebruik niet meer dan 4.000 tekens"]);
    expect((await bram.browser.post(`/api/v1/conversations/${c.id}/reactions`, { Body: doc("a".repeat(4000)) })).status).toBe(200);
    const { count } = (await sql<{ count: number }[]>`select count(*)::int as count from public.conversation_reactions where conversation_id = ${c.id}`)[0]!;
    expect(count).toBe(1);
  });

  it("refuses markup the editor cannot make (a script link)", async () => {
    const c = await insertConversation(sql, group.id, anna.id);
    const evil = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "klik", marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }] }] }] };
    const answer = await bram.browser.post(`/api/v1/conversations/${c.id}/reactions`, { Body: evil });
    expect(answer.status).toBe(400);
    expect(answer.json.errors.Body).toEqual(["Deze reactie kon niet worden gelezen. Probeer het opnieuw."]);
  });

  it("reacts with a quote, pages oldest first, and notifies followers but not the author", async () => {
    const c = await start(anna, { FollowConversation: true });
    const first = await react(bram, c.Id, "Ik herken dit heel goed.", { FollowConversation: true });
    expect(first).toMatchObject({ IsOwn: true, Quote: null, Reaction: { QuotedReaction: 0, Hidden: false, Modified: null }, User: { Id: bram.id } });

    const quoting = await react(anna, c.Id, "Fijn om te horen!", { QuoteReactionId: first.Reaction.Id });
    expect(quoting.Reaction.QuotedReaction).toBe(first.Reaction.Id);
    expect(quoting.Quote).toEqual({ Id: first.Reaction.Id, Username: bram.account.Username, Text: "Ik herken dit heel goed." });

    const page = (await new Browser().get(`/api/v1/conversations/${c.Id}/reactions?page_index=0`)).json as Page<ReactionListItem>;
    expect(page).toMatchObject({ Total: 2, PageIndex: 0, PageSize: 25 });
    expect(page.Items.map((i) => i.Reaction.Id)).toEqual([first.Reaction.Id, quoting.Reaction.Id]);
    expect(page.Items.every((i) => i.IsOwn === false)).toBe(true);
    expect((await new Browser().get(`/api/v1/conversations/${c.Id}`)).json.ReactionCount).toBe(2);

    const annaNotices = (await anna.browser.get("/api/v1/inbox/notifications")).json.filter((n: { Kind: string }) => n.Kind === "conversation.reaction");
    expect(annaNotices.map((n: { Text: string }) => n.Text)).toContain(`${bram.account.Username} heeft gereageerd in het gesprek "${c.Title}".`);
    expect(annaNotices[0].Link).toBe(`/ontmoet-elkaar/gesprekken/${group.slug}/${c.Slug}/`);
    const bramNotices = (await bram.browser.get("/api/v1/CustomUser/notifications")).json.filter((n: { Link: string }) => n.Link === annaNotices[0].Link);
    expect(bramNotices.map((n: { Text: string }) => n.Text)).toEqual([`${anna.account.Username} heeft gereageerd in het gesprek "${c.Title}".`]);
  });

  it("refuses a quote of another conversation's reaction", async () => {
    const a = await insertConversation(sql, group.id, anna.id);
    const b = await insertConversation(sql, group.id, anna.id);
    const foreign = await insertReaction(sql, b.id, anna.id, "Elders");
    const answer = await bram.browser.post(`/api/v1/conversations/${a.id}/reactions`, { Body: doc("Citaat"), QuoteReactionId: foreign });
    expect(answer.status).toBe(400);
    expect(answer.json.errors.QuoteReactionId).toEqual(["Deze reactie kan niet worden geciteerd."]);
  });

  it("refuses a reaction in a closed conversation with a Dutch text at the field", async () => {
    const c = await insertConversation(sql, group.id, anna.id, { closed: true });
    const answer = await bram.browser.post(`/api/v1/conversations/${c.id}/reactions`, { Body: doc("Nog één ding") });
    expect(answer.status).toBe(409);
    expect(answer.json).toMatchObject({ code: "ConversationClosed", message: "Dit gesprek is gesloten. Je kunt niet meer reageren." });
    expect(answer.json.errors.Body).toEqual(["Dit gesprek is gesloten. Je kunt niet meer reageren."]);
    const { count } = (await sql<{ count: number }[]>`select count(*)::int as count from public.conversation_reactions where conversation_id = ${c.id}`)[0]!;
    expect(count).toBe(0);
  });

  it("edits and deletes only one's own reaction", async () => {
    const c = await insertConversation(sql, group.id, anna.id);
    const mine = await react(bram, c.id, "Eerste versie");
    const edited = await bram.browser.post("/api/v1/conversations/reaction", { Id: mine.Reaction.Id, ConversationId: c.id, Body: doc("Tweede versie") });
    expect(edited.status).toBe(200);
    expect(edited.json.Reaction.Body).toEqual(doc("Tweede versie"));
    const [row] = await sql`select modified_at from public.conversation_reactions where id = ${mine.Reaction.Id}`;
    expect(row!.modified_at).not.toBeNull();

    const foreignEdit = await anna.browser.post("/api/v1/conversations/reaction", { Id: mine.Reaction.Id, ConversationId: c.id, Body: doc("Van Anna") });
    expect(foreignEdit.status).toBe(403);
    expect(foreignEdit.json.message).toBe("Je kunt alleen je eigen reacties wijzigen of verwijderen.");
    expect((await bram.browser.post("/api/v1/conversations/reaction", { Id: mine.Reaction.Id, ConversationId: c.id, Body: doc("b".repeat(4001)) })).json.errors.Body).toEqual([
      "Deze reactie is te lang. Gebruik niet meer dan 4.000 tekens",
    ]);
    const foreignDelete = await anna.browser.call("DELETE", "/api/v1/conversations/reaction", { body: { Id: mine.Reaction.Id, ConversationId: c.id } });
    expect(foreignDelete.status).toBe(403);

    expect((await bram.browser.call("DELETE", "/api/v1/conversations/reaction", { body: { Id: mine.Reaction.Id, ConversationId: c.id } })).status).toBe(204);
    const gone = await bram.browser.call("DELETE", "/api/v1/conversations/reaction", { body: { Id: mine.Reaction.Id, ConversationId: c.id } });
    expect(gone.status).toBe(404);
    expect(gone.json.message).toBe("Deze reactie bestaat niet (meer).");
    expect((await new Browser().get(`/api/v1/conversations/${c.id}`)).json.ReactionCount).toBe(0);
  });

  it("keeps a quoting reaction when the quoted one is deleted", async () => {
    const c = await insertConversation(sql, group.id, anna.id);
    const quoted = await react(bram, c.id, "Wordt verwijderd");
    const quoting = await react(anna, c.id, "Citeert", { QuoteReactionId: quoted.Reaction.Id });
    await bram.browser.call("DELETE", "/api/v1/conversations/reaction", { body: { Id: quoted.Reaction.Id, ConversationId: c.id } });
    const page = (await anna.browser.get(`/api/v1/conversations/${c.id}/reactions`)).json as Page<ReactionListItem>;
    expect(page.Items.map((i) => i.Reaction.Id)).toEqual([quoting.Reaction.Id]);
    expect(page.Items[0]).toMatchObject({ Quote: null, Reaction: { QuotedReaction: 0 } });
  });

  it("limits posting, more strictly for a new account, with a Dutch 429 and nothing stored", async () => {
    const newcomer = await member(sink, sql, { established: false, prefix: "Nieuw" });
    const c = await insertConversation(sql, group.id, anna.id);
    for (let i = 1; i <= 3; i += 1) await react(newcomer, c.id, `Bericht ${i}`);
    const refused = await newcomer.browser.post(`/api/v1/conversations/${c.id}/reactions`, { Body: doc("Bericht 4") });
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({
      code: "RateLimited",
      message: "Je account is nog nieuw. Daarom kun je nog niet zoveel berichten kort na elkaar plaatsen. Wacht een paar minuten en probeer het dan opnieuw.",
    });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const { count } = (await sql<{ count: number }[]>`select count(*)::int as count from public.conversation_reactions where conversation_id = ${c.id} and author_id = ${newcomer.id}`)[0]!;
    expect(count).toBe(3);

    // An established account may post more in the same window.
    const regular = await member(sink, sql, { prefix: "Vast" });
    for (let i = 1; i <= 4; i += 1) await react(regular, c.id, `Vaste deelnemer ${i}`);
  });
});

describe("follows", () => {
  it("answers follow status as text, 401 for visitors, and lists followed conversations", async () => {
    const c = await insertConversation(sql, group.id, anna.id);
    const visitor = new Browser();
    expect((await visitor.get(`/api/v1/conversations/${c.id}/follows`)).status).toBe(401);
    expect((await visitor.get("/api/v1/conversations/following")).status).toBe(401);
    const follower = await member(sink, sql, { prefix: "Volg" });
    expect((await follower.browser.get(`/api/v1/conversations/${c.id}/follows`)).text).toBe("false");
    expect((await follower.browser.post(`/api/v1/conversations/${c.id}/follow`)).text).toBe("true");
    expect((await follower.browser.get(`/api/v1/conversations/${c.id}/follows`)).text).toBe("true");
    const following = (await follower.browser.get("/api/v1/conversations/following?page_index=0")).json as Page<ConversationListItem>;
    expect(following.Items.map((i) => i.Conversation.Id)).toEqual([c.id]);
    expect(following.Total).toBe(1);
    expect((await follower.browser.post(`/api/v1/conversations/${c.id}/unfollow`)).text).toBe("false");
    expect((await follower.browser.get("/api/v1/conversations/following")).json.Items).toEqual([]);
  });

  it("answers 204 on the inbox notifications when there are none", async () => {
    const quiet = await member(sink, sql, { prefix: "Stil" });
    const answer = await quiet.browser.get("/api/v1/inbox/notifications");
    expect(answer.status).toBe(204);
    expect(answer.text).toBe("");
    expect((await new Browser().get("/api/v1/inbox/notifications")).status).toBe(401);
  });
});
