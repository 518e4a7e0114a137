/**
 * Moderation evidence stays (issue 20 item 6, issue 35 item 1), through the real handlers: an
 * author cannot delete a reaction a moderator hid or one with an open report (the report and the
 * hidden body survive), cannot edit a reported reaction or conversation, nor one a moderator
 * closed; every report keeps a copy of what was reported, which the queue shows. The database
 * refuses the same on its own.
 */
import type postgres from "postgres";
import type { FlagQueueItem, Page } from "../../src/domain/community";
import { asUser, createDb, withTransaction, type Db } from "../_shared/db";
import type { MailSink } from "../_shared/mail/sink";
import { registerFunctions } from "../_shared/test-support/api";
import {
  createGroup,
  doc,
  insertConversation,
  insertReaction,
  makeGroupModerator,
  member,
  type Member,
  type TestGroup,
} from "../_shared/test-support/community";
import { sqlState, testSql } from "../_shared/test-support/database";
import { startTestMailSink } from "../_shared/test-support/mail";

/* eslint-disable @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require (no static import names a .mts file here) */
registerFunctions(
  require("./conversations.mts"),
  require("../conversation-flag/conversation-flag.mts"),
  require("../moderation/moderation.mts"),
);
/* eslint-enable @typescript-eslint/no-require-imports */

let sink: MailSink;
let sql: postgres.Sql;
let db: Db;
let group: TestGroup;
let author: Member;
let reporter: Member;
let leader: Member;

beforeAll(async () => {
  sink = await startTestMailSink();
  sql = testSql();
  db = createDb(process.env.DATABASE_URL);
  group = await createGroup(sql);
  author = await member(sink, sql, { prefix: "Auteur" });
  reporter = await member(sink, sql, { prefix: "Melder" });
  leader = await member(sink, sql, { prefix: "Leider" });
  await makeGroupModerator(sql, group.id, leader.id);
}, 60_000);

afterAll(async () => {
  await db.end({ timeout: 5 });
  await sql.end({ timeout: 5 });
  await sink.stop();
});

const deleteAs = (who: Member, id: number, conversationId: number) =>
  who.browser.call("DELETE", "/api/v1/conversations/reaction", { body: { Id: id, ConversationId: conversationId } });

async function reactionRow(id: number) {
  const [row] = await sql<{ visible: boolean; hiddenBody: unknown }[]>`
    select r.visible, h.body as "hiddenBody"
    from public.conversation_reactions r left join public.hidden_reaction_bodies h on h.reaction_id = r.id
    where r.id = ${id}`;
  return row ?? null;
}

describe("an author deleting a reaction under moderation", () => {
  it("refuses a reaction with an open report (409, Dutch), keeps the report, and allows it once the report is resolved", async () => {
    const c = await insertConversation(sql, group.id, leader.id);
    const id = await insertReaction(sql, c.id, author.id, "Iets wat gemeld wordt");
    expect(
      (await reporter.browser.post(`/api/v1/conversation-flag/${c.id}`, { ReactionId: id, Reason: "Niet vriendelijk" }))
        .status,
    ).toBe(200);

    const refused = await deleteAs(author, id, c.id);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({
      code: "ReactionReported",
      message: "Een moderator bekijkt deze reactie. Je kunt haar nu niet verwijderen.",
    });
    expect(await reactionRow(id)).toMatchObject({ visible: true });
    const [flag] = await sql<
      { id: number; resolvedAt: Date | null }[]
    >`select id, resolved_at as "resolvedAt" from public.conversation_flags where reaction_id = ${id}`;
    expect(flag).toMatchObject({ resolvedAt: null });

    expect((await leader.browser.post(`/api/v1/moderation/flags/${flag!.id}`, { Action: "dismiss" })).status).toBe(204);
    expect((await deleteAs(author, id, c.id)).status).toBe(204);
    expect(await reactionRow(id)).toBeNull();
  });

  it("refuses a reaction a moderator hid (403, Dutch) and keeps its hidden body", async () => {
    const c = await insertConversation(sql, group.id, leader.id);
    const id = await insertReaction(sql, c.id, author.id, "Wat verborgen wordt");
    expect((await leader.browser.post(`/api/v1/moderation/reactions/${id}`, { Hidden: true })).status).toBe(200);

    const refused = await deleteAs(author, id, c.id);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe("Deze reactie is verborgen door een moderator en kan niet worden verwijderd.");
    expect(await reactionRow(id)).toEqual({ visible: false, hiddenBody: doc("Wat verborgen wordt") });
  });

  it("is refused by the database as well, without the service in front", async () => {
    const c = await insertConversation(sql, group.id, leader.id);
    const reported = await insertReaction(sql, c.id, author.id, "Gemeld");
    await sql`insert into public.conversation_flags (conversation_id, reaction_id, reporter_id, reason) values (${c.id}, ${reported}, ${reporter.id}, '')`;
    const hidden = await insertReaction(sql, c.id, author.id, "Verborgen");
    await withTransaction(db, asUser(leader.id), (tx) => tx`select public.moderate_reaction(${hidden}, false)`);
    const free = await insertReaction(sql, c.id, author.id, "Vrij");
    const deleted = await withTransaction(
      db,
      asUser(author.id),
      (tx) => tx`delete from public.conversation_reactions where id in (${reported}, ${hidden}, ${free}) returning id`,
    );
    expect(deleted.map((row) => row.id)).toEqual([free]);
  });
});

describe("an author editing a closed conversation", () => {
  it("refuses it with a Dutch 409 at the text and keeps the text; the database refuses it too", async () => {
    const c = await insertConversation(sql, group.id, author.id, { title: "Gesloten gesprek", closed: true });
    const refused = await author.browser.post("/api/v1/conversations", {
      Id: c.id,
      Title: "Toch anders",
      Body: doc("Nieuwe tekst"),
    });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({
      code: "ConversationClosed",
      message: "Dit gesprek is gesloten en kan niet meer worden gewijzigd.",
    });
    expect(refused.json.errors.Body).toEqual(["Dit gesprek is gesloten en kan niet meer worden gewijzigd."]);
    const [row] = await sql<{ title: string }[]>`select title from public.conversations where id = ${c.id}`;
    expect(row!.title).toBe("Gesloten gesprek");

    const updated = await withTransaction(
      db,
      asUser(author.id),
      (tx) => tx`update public.conversations set title = 'Via de database' where id = ${c.id} returning id`,
    );
    expect(updated).toHaveLength(0);
  });
});

const editReactionAs = (who: Member, id: number, conversationId: number, text: string) =>
  who.browser.post("/api/v1/conversations/reaction", { Id: id, ConversationId: conversationId, Body: doc(text) });
const queueItemOf = async (flagId: number) =>
  ((await leader.browser.get("/api/v1/moderation/queue?page_index=0")).json as Page<FlagQueueItem>).Items.find(
    (item) => item.FlagId === flagId,
  );

describe("a report keeps its evidence", () => {
  it("refuses the author's edit of a reported reaction (409 at Body, Dutch) and the queue shows the reported text", async () => {
    const c = await insertConversation(sql, group.id, leader.id, { title: "Warmte of kou?" });
    const id = await insertReaction(sql, c.id, author.id, "Wat je schreef klopt niet, sukkel.");
    expect(
      (await reporter.browser.post(`/api/v1/conversation-flag/${c.id}`, { ReactionId: id, Reason: "Scheldwoord" }))
        .status,
    ).toBe(200);

    const refused = await editReactionAs(author, id, c.id, "weggepoetst");
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({
      code: "ReactionReported",
      message: "Een moderator bekijkt deze reactie. Je kunt haar nu niet wijzigen.",
    });
    expect(refused.json.errors.Body).toEqual(["Een moderator bekijkt deze reactie. Je kunt haar nu niet wijzigen."]);

    const [flag] = await sql<{ id: number }[]>`select id from public.conversation_flags where reaction_id = ${id}`;
    const item = await queueItemOf(flag!.id);
    expect(item?.Reaction?.Body).toEqual(doc("Wat je schreef klopt niet, sukkel."));
    expect(item?.Reported).toEqual({
      Title: "Warmte of kou?",
      Body: doc("Wat je schreef klopt niet, sukkel."),
      Changed: false,
    });

    // Once the report is dismissed the author may edit again.
    expect((await leader.browser.post(`/api/v1/moderation/flags/${flag!.id}`, { Action: "dismiss" })).status).toBe(204);
    expect((await editReactionAs(author, id, c.id, "Sorry, dat was niet aardig.")).status).toBe(200);
  });

  it("refuses the author's edit of a reported conversation (409 at Body) and keeps its title and text with the report", async () => {
    const c = await insertConversation(sql, group.id, author.id, { title: "Mijn oorspronkelijke titel" });
    expect((await reporter.browser.post(`/api/v1/conversation-flag/${c.id}`, { Reason: "Reclame" })).status).toBe(200);

    const refused = await author.browser.post("/api/v1/conversations", {
      Id: c.id,
      Title: "Iets heel anders",
      Body: doc("weggepoetst"),
    });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({
      code: "ConversationReported",
      message: "Een moderator bekijkt dit gesprek. Je kunt het nu niet wijzigen.",
    });
    expect(refused.json.errors.Body).toEqual(["Een moderator bekijkt dit gesprek. Je kunt het nu niet wijzigen."]);
    const [row] = await sql<{ title: string }[]>`select title from public.conversations where id = ${c.id}`;
    expect(row!.title).toBe("Mijn oorspronkelijke titel");

    const [flag] = await sql<
      { id: number }[]
    >`select id from public.conversation_flags where conversation_id = ${c.id} and reaction_id is null`;
    expect((await queueItemOf(flag!.id))?.Reported).toEqual({
      Title: "Mijn oorspronkelijke titel",
      Body: doc("Tekst van Mijn oorspronkelijke titel"),
      Changed: false,
    });
  });

  it("copies the text the reporter saw, also of a hidden reaction, whatever happens to the item afterwards", async () => {
    const c = await insertConversation(sql, group.id, leader.id, { title: "Slapen met pijn" });
    const id = await insertReaction(sql, c.id, author.id, "De tekst die gemeld wordt");
    await withTransaction(db, asUser(leader.id), (tx) => tx`select public.moderate_reaction(${id}, false)`);
    await sql`insert into public.conversation_flags (conversation_id, reaction_id, reporter_id, reason) values (${c.id}, ${id}, ${reporter.id}, 'ook gezien')`;
    const [flag] = await sql<{ id: number; reportedBody: unknown; reportedTitle: string }[]>`
      select id, reported_body as "reportedBody", reported_title as "reportedTitle" from public.conversation_flags where reaction_id = ${id}`;
    expect(flag).toMatchObject({ reportedBody: doc("De tekst die gemeld wordt"), reportedTitle: "Slapen met pijn" });

    // A change made around the service (say, before this rule existed) shows in the queue beside the copy.
    await withTransaction(db, asUser(leader.id), (tx) => tx`select public.moderate_reaction(${id}, true)`);
    await sql`update public.conversation_reactions set body = ${sql.json(doc("weggepoetst") as never)} where id = ${id}`;
    const item = await queueItemOf(flag!.id);
    expect(item?.Reported).toEqual({ Title: "Slapen met pijn", Body: doc("De tekst die gemeld wordt"), Changed: true });
    expect(item?.Reaction?.Body).toEqual(doc("weggepoetst"));
  });

  it("is kept by the database as well: participants cannot write the copy, authors cannot change the reported text", async () => {
    const c = await insertConversation(sql, group.id, author.id, { title: "Gemeld gesprek" });
    const reaction = await insertReaction(sql, c.id, author.id, "Gemelde reactie");
    await sql`insert into public.conversation_flags (conversation_id, reaction_id, reporter_id, reason) values (${c.id}, ${reaction}, ${reporter.id}, '')`;
    await sql`insert into public.conversation_flags (conversation_id, reaction_id, reporter_id, reason) values (${c.id}, null, ${reporter.id}, '')`;
    const edited = await withTransaction(
      db,
      asUser(author.id),
      (tx) =>
        tx`update public.conversation_reactions set body = ${tx.json(doc("weg") as never)} where id = ${reaction} returning id`,
    );
    expect(edited).toHaveLength(0);
    const retitled = await withTransaction(
      db,
      asUser(author.id),
      (tx) => tx`update public.conversations set title = 'weg' where id = ${c.id} returning id`,
    );
    expect(retitled).toHaveLength(0);
    const forged = await sqlState(() =>
      withTransaction(
        db,
        asUser(reporter.id),
        (tx) =>
          tx`insert into public.conversation_flags (conversation_id, reporter_id, reported_title) values (${c.id}, ${reporter.id}, 'verzonnen')`,
      ),
    );
    expect(forged).toBe("42501");
  });
});

describe("direction controls", () => {
  it("are refused in a report's reason and a conversation's title, with the Dutch text at the field (issue 35 row 16)", async () => {
    const TEXT =
      "Dit veld bevat een onzichtbaar teken dat de leesrichting van de tekst verandert. Typ de tekst opnieuw in plaats van hem te plakken.";
    const c = await insertConversation(sql, group.id, author.id, { title: "Een gewoon gesprek" });
    const reported = await reporter.browser.post(`/api/v1/conversation-flag/${c.id}`, { Reason: "Zie \u202Egnp.exe" });
    expect(reported.status).toBe(400);
    expect(reported.json.errors).toEqual({ Reason: [TEXT] });
    expect((await sql`select 1 from public.conversation_flags where conversation_id = ${c.id}`).length).toBe(0);
    const retitled = await author.browser.post("/api/v1/conversations", {
      Id: c.id,
      Title: "Gratis \u2067pillen\u2069",
      Body: doc("Tekst"),
    });
    expect(retitled.status).toBe(400);
    expect(retitled.json.errors).toEqual({ Title: [TEXT] });
  });
});
