/**
 * Moderation evidence stays (issue 20 item 6), through the real handlers: an author cannot delete
 * a reaction a moderator hid or one with an open report (the report and the hidden body survive),
 * and cannot edit a conversation a moderator closed. The database refuses the same on its own.
 */
import type postgres from "postgres";
import { asUser, createDb, withTransaction, type Db } from "../_shared/db";
import type { MailSink } from "../_shared/mail/sink";
import { registerFunctions } from "../_shared/test-support/api";
import { createGroup, doc, insertConversation, insertReaction, makeGroupModerator, member, type Member, type TestGroup } from "../_shared/test-support/community";
import { testSql } from "../_shared/test-support/database";
import { startTestMailSink } from "../_shared/test-support/mail";

/* eslint-disable @typescript-eslint/no-require-imports */
registerFunctions(require("./conversations.mts"), require("../conversation-flag/conversation-flag.mts"), require("../moderation/moderation.mts"));
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
    expect((await reporter.browser.post(`/api/v1/conversation-flag/${c.id}`, { ReactionId: id, Reason: "Niet vriendelijk" })).status).toBe(200);

    const refused = await deleteAs(author, id, c.id);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: "ReactionReported", message: "Een moderator bekijkt deze reactie. Je kunt haar nu niet verwijderen." });
    expect(await reactionRow(id)).toMatchObject({ visible: true });
    const [flag] = await sql<{ id: number; resolvedAt: Date | null }[]>`select id, resolved_at as "resolvedAt" from public.conversation_flags where reaction_id = ${id}`;
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
    const deleted = await withTransaction(db, asUser(author.id), (tx) => tx`delete from public.conversation_reactions where id in (${reported}, ${hidden}, ${free}) returning id`);
    expect(deleted.map((row) => row.id)).toEqual([free]);
  });
});

describe("an author editing a closed conversation", () => {
  it("refuses it with a Dutch 409 at the text and keeps the text; the database refuses it too", async () => {
    const c = await insertConversation(sql, group.id, author.id, { title: "Gesloten gesprek", closed: true });
    const refused = await author.browser.post("/api/v1/conversations", { Id: c.id, Title: "Toch anders", Body: doc("Nieuwe tekst") });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: "ConversationClosed", message: "Dit gesprek is gesloten en kan niet meer worden gewijzigd." });
    expect(refused.json.errors.Body).toEqual(["Dit gesprek is gesloten en kan niet meer worden gewijzigd."]);
    const [row] = await sql<{ title: string }[]>`select title from public.conversations where id = ${c.id}`;
    expect(row!.title).toBe("Gesloten gesprek");

    const updated = await withTransaction(db, asUser(author.id), (tx) => tx`update public.conversations set title = 'Via de database' where id = ${c.id} returning id`);
    expect(updated).toHaveLength(0);
  });
});
