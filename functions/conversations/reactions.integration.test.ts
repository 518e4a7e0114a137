/**
 * Reactions of /api/v1/conversations through the real handlers and the real test database: quotes,
 * paging, edit and delete of one's own, closed conversations, notifications and posting limits,
 * with the exact Dutch texts.
 */
import type { Page, ReactionListItem } from "../../src/domain/community";
import { Browser } from "../_shared/test-support/api";
import {
  clockAfterRetry,
  doc,
  insertConversation,
  insertReaction,
  member,
  type Member,
} from "../_shared/test-support/community";
import {
  reactTo as react,
  startConversation,
  setUpConversationsWorld,
} from "../_shared/test-support/conversations-world";
import { expectSpecPage } from "../_shared/test-support/paged";

const world = setUpConversationsWorld();
const start = (who: Member, body: Record<string, unknown> = {}, groupId = world.group.id) =>
  startConversation(who, groupId, body);

describe("reactions", () => {
  it("refuses a 4,001-character reaction with the spec's text and stores nothing", async () => {
    const c = await insertConversation(world.sql, world.group.id, world.anna.id);
    const answer = await world.bram.browser.post(`/api/v1/conversations/${c.id}/reactions`, {
      Body: doc("a".repeat(4001)),
    });
    expect(answer.status).toBe(400);
    expect(answer.json.errors.Body).toEqual(["Deze reactie is te lang. Gebruik niet meer dan 4.000 tekens"]);
    expect(
      (await world.bram.browser.post(`/api/v1/conversations/${c.id}/reactions`, { Body: doc("a".repeat(4000)) }))
        .status,
    ).toBe(200);
    const { count } = (
      await world.sql<
        { count: number }[]
      >`select count(*)::int as count from public.conversation_reactions where conversation_id = ${c.id}`
    )[0]!;
    expect(count).toBe(1);
  });

  it("refuses markup the editor cannot make (a script link)", async () => {
    const c = await insertConversation(world.sql, world.group.id, world.anna.id);
    const evil = {
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [{ type: "text", text: "klik", marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }] }],
        },
      ],
    };
    const answer = await world.bram.browser.post(`/api/v1/conversations/${c.id}/reactions`, { Body: evil });
    expect(answer.status).toBe(400);
    expect(answer.json.errors.Body).toEqual(["Deze reactie kon niet worden gelezen. Probeer het opnieuw."]);
  });

  it("reacts with a quote, pages oldest first, and notifies followers but not the author", async () => {
    const c = await start(world.anna, { FollowConversation: true });
    const first = await react(world.bram, c.Id, "Ik herken dit heel goed.", { FollowConversation: true });
    expect(first).toMatchObject({
      IsOwn: true,
      Quote: null,
      Reaction: { QuotedReaction: 0, Hidden: false, Modified: null },
      User: { Id: world.bram.id },
    });

    const quoting = await react(world.anna, c.Id, "Fijn om te horen!", { QuoteReactionId: first.Reaction.Id });
    expect(quoting.Reaction.QuotedReaction).toBe(first.Reaction.Id);
    expect(quoting.Quote).toEqual({
      Id: first.Reaction.Id,
      Username: world.bram.account.Username,
      Text: "Ik herken dit heel goed.",
    });

    const page = (await new Browser().get(`/api/v1/conversations/${c.Id}/reactions?page_index=0`))
      .json as Page<ReactionListItem>;
    expect(page).toMatchObject({ Total: 2, PageIndex: 0, PageSize: 25, NumPages: 1 });
    expectSpecPage(page);
    expect(page.Items.map((i) => i.Reaction.Id)).toEqual([first.Reaction.Id, quoting.Reaction.Id]);
    expect(page.Items.every((i) => i.IsOwn === false)).toBe(true);
    expect((await new Browser().get(`/api/v1/conversations/${c.Id}`)).json.ReactionCount).toBe(2);

    const annaNotices = (await world.anna.browser.get("/api/v1/inbox/notifications")).json.filter(
      (n: { Kind: string }) => n.Kind === "conversation.reaction",
    );
    expect(annaNotices.map((n: { Text: string }) => n.Text)).toContain(
      `${world.bram.account.Username} heeft gereageerd in het gesprek "${c.Title}".`,
    );
    // Each notice leads to the reaction itself (issue 41): its page (the first here) and its anchor.
    const path = `/ontmoet-elkaar/gesprekken/${world.group.slug}/${c.Slug}/`;
    expect(annaNotices[0].Link).toBe(`${path}#reactie-${first.Reaction.Id}`);
    const bramNotices = (await world.bram.browser.get("/api/v1/CustomUser/notifications")).json.filter(
      (n: { Link: string }) => n.Link.startsWith(path),
    );
    expect(bramNotices.map((n: { Text: string; Link: string }) => [n.Text, n.Link])).toEqual([
      [
        `${world.anna.account.Username} heeft gereageerd in het gesprek "${c.Title}".`,
        `${path}#reactie-${quoting.Reaction.Id}`,
      ],
    ]);
  });

  it("refuses a quote of another conversation's reaction", async () => {
    const a = await insertConversation(world.sql, world.group.id, world.anna.id);
    const b = await insertConversation(world.sql, world.group.id, world.anna.id);
    const foreign = await insertReaction(world.sql, b.id, world.anna.id, "Elders");
    const answer = await world.bram.browser.post(`/api/v1/conversations/${a.id}/reactions`, {
      Body: doc("Citaat"),
      QuoteReactionId: foreign,
    });
    expect(answer.status).toBe(400);
    expect(answer.json.errors.QuoteReactionId).toEqual(["Deze reactie kan niet worden geciteerd."]);
  });

  it("refuses a reaction in a closed conversation with a Dutch text at the field", async () => {
    const c = await insertConversation(world.sql, world.group.id, world.anna.id, { closed: true });
    const answer = await world.bram.browser.post(`/api/v1/conversations/${c.id}/reactions`, {
      Body: doc("Nog één ding"),
    });
    expect(answer.status).toBe(409);
    expect(answer.json).toMatchObject({
      code: "ConversationClosed",
      message: "Dit gesprek is gesloten. Je kunt niet meer reageren.",
    });
    expect(answer.json.errors.Body).toEqual(["Dit gesprek is gesloten. Je kunt niet meer reageren."]);
    const { count } = (
      await world.sql<
        { count: number }[]
      >`select count(*)::int as count from public.conversation_reactions where conversation_id = ${c.id}`
    )[0]!;
    expect(count).toBe(0);
  });

  it("edits and deletes only one's own reaction", async () => {
    const c = await insertConversation(world.sql, world.group.id, world.anna.id);
    const mine = await react(world.bram, c.id, "Eerste versie");
    const edited = await world.bram.browser.post("/api/v1/conversations/reaction", {
      Id: mine.Reaction.Id,
      ConversationId: c.id,
      Body: doc("Tweede versie"),
    });
    expect(edited.status).toBe(200);
    expect(edited.json.Reaction.Body).toEqual(doc("Tweede versie"));
    const [row] = await world.sql`select modified_at from public.conversation_reactions where id = ${mine.Reaction.Id}`;
    expect(row!.modified_at).not.toBeNull();

    const foreignEdit = await world.anna.browser.post("/api/v1/conversations/reaction", {
      Id: mine.Reaction.Id,
      ConversationId: c.id,
      Body: doc("Van Anna"),
    });
    expect(foreignEdit.status).toBe(403);
    expect(foreignEdit.json.message).toBe("Je kunt alleen je eigen reacties wijzigen of verwijderen.");
    expect(
      (
        await world.bram.browser.post("/api/v1/conversations/reaction", {
          Id: mine.Reaction.Id,
          ConversationId: c.id,
          Body: doc("b".repeat(4001)),
        })
      ).json.errors.Body,
    ).toEqual(["Deze reactie is te lang. Gebruik niet meer dan 4.000 tekens"]);
    const foreignDelete = await world.anna.browser.call("DELETE", "/api/v1/conversations/reaction", {
      body: { Id: mine.Reaction.Id, ConversationId: c.id },
    });
    expect(foreignDelete.status).toBe(403);

    expect(
      (
        await world.bram.browser.call("DELETE", "/api/v1/conversations/reaction", {
          body: { Id: mine.Reaction.Id, ConversationId: c.id },
        })
      ).status,
    ).toBe(204);
    const gone = await world.bram.browser.call("DELETE", "/api/v1/conversations/reaction", {
      body: { Id: mine.Reaction.Id, ConversationId: c.id },
    });
    expect(gone.status).toBe(404);
    expect(gone.json.message).toBe("Deze reactie bestaat niet (meer).");
    expect((await new Browser().get(`/api/v1/conversations/${c.id}`)).json.ReactionCount).toBe(0);
  });

  it("keeps a quoting reaction when the quoted one is deleted", async () => {
    const c = await insertConversation(world.sql, world.group.id, world.anna.id);
    const quoted = await react(world.bram, c.id, "Wordt verwijderd");
    const quoting = await react(world.anna, c.id, "Citeert", { QuoteReactionId: quoted.Reaction.Id });
    await world.bram.browser.call("DELETE", "/api/v1/conversations/reaction", {
      body: { Id: quoted.Reaction.Id, ConversationId: c.id },
    });
    const page = (await world.anna.browser.get(`/api/v1/conversations/${c.id}/reactions`))
      .json as Page<ReactionListItem>;
    expect(page.Items.map((i) => i.Reaction.Id)).toEqual([quoting.Reaction.Id]);
    expect(page.Items[0]).toMatchObject({ Quote: null, Reaction: { QuotedReaction: 0 } });
  });

  it("limits posting, more strictly for a new account, with a Dutch 429 and nothing stored", async () => {
    const newcomer = await member(world.sink, world.sql, { established: false, prefix: "Nieuw" });
    const c = await insertConversation(world.sql, world.group.id, world.anna.id);
    for (let i = 1; i <= 3; i += 1) await react(newcomer, c.id, `Bericht ${i}`);
    const refused = await newcomer.browser.post(`/api/v1/conversations/${c.id}/reactions`, { Body: doc("Bericht 4") });
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({
      code: "RateLimited",
      message: `Je account is nog nieuw. De eerste 3 dagen kun je hoogstens 3 berichten per 5 minuten plaatsen. Vanaf ${clockAfterRetry(refused)} uur kun je weer iets plaatsen.`,
    });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const { count } = (
      await world.sql<
        { count: number }[]
      >`select count(*)::int as count from public.conversation_reactions where conversation_id = ${c.id} and author_id = ${newcomer.id}`
    )[0]!;
    expect(count).toBe(3);

    // An established account may post more in the same window.
    const regular = await member(world.sink, world.sql, { prefix: "Vast" });
    for (let i = 1; i <= 4; i += 1) await react(regular, c.id, `Vaste deelnemer ${i}`);
  });
});
