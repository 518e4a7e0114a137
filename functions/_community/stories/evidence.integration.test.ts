/**
 * Moderation evidence of stories (issue 35 item 1, decision 310) through the real handlers: a
 * reported story reaction can be neither edited nor deleted by its author until a moderator
 * decides, a hidden one not deleted, a hidden story neither edited nor deleted; deleting a story
 * keeps the reactions on it that have an open report, with the copy made when they were reported,
 * in the moderators' queue. The database refuses the same on its own.
 */
import type postgres from "postgres";
import type { Page, ReactionListItem, StoryFlagQueueItem } from "../../../src/domain/stories";
import { asUser, createDb, withTransaction, type Db } from "../../_shared/db";
import type { MailSink } from "../../_shared/mail/sink";
import { registerFunctions } from "../../_shared/test-support/api";
import { testSql } from "../../_shared/test-support/database";
import { startTestMailSink } from "../../_shared/test-support/mail";
import { doc, makePlatformModerator, member, type Member } from "../../_shared/test-support/community";
import { writeStory } from "../../_shared/test-support/stories";

/* eslint-disable @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require (no static import names a .mts file here) */
registerFunctions(
  require("../../custom-blog/custom-blog.mts"),
  require("../../blog-flag/blog-flag.mts"),
  require("../../moderation/moderation.mts"),
);
/* eslint-enable @typescript-eslint/no-require-imports */

let sink: MailSink;
let sql: postgres.Sql;
let db: Db;
let anna: Member;
let bram: Member;
let carla: Member;
let moderator: Member;

beforeAll(async () => {
  sink = await startTestMailSink();
  sql = testSql();
  db = createDb(process.env.DATABASE_URL);
  anna = await member(sink, sql, { prefix: "Anna" });
  bram = await member(sink, sql, { prefix: "Bram" });
  carla = await member(sink, sql, { prefix: "Carla" });
  moderator = await member(sink, sql, { prefix: "Mod" });
  await makePlatformModerator(sql, moderator.id);
}, 60_000);

afterAll(async () => {
  await db.end({ timeout: 5 });
  await sql.end({ timeout: 5 });
  await sink.stop();
});

const reactionsOf = (storyId: number) => `/api/v1/CustomBlog/BlogPost/${storyId}/reactions`;
const queueItems = async () =>
  ((await moderator.browser.get("/api/v1/moderation/stories/queue")).json as Page<StoryFlagQueueItem>).Items;

async function reactionOn(storyId: number, who: Member, text: string): Promise<number> {
  const answer = await who.browser.post(reactionsOf(storyId), { Body: doc(text) });
  if (answer.status !== 200) throw new Error(`reaction answered ${answer.status}`);
  return (answer.json as ReactionListItem).Reaction.Id;
}

async function report(who: Member, reactionId: number, reason: string): Promise<number> {
  expect((await who.browser.post(`/api/v1/blog-flag/${reactionId}`, { Reason: reason })).status).toBe(200);
  const [flag] = await sql<
    { id: number }[]
  >`select id from public.blog_post_flags where reaction_id = ${reactionId} and reporter_id = ${who.id} and resolved_at is null`;
  return flag!.id;
}

const reactionExists = async (id: number) =>
  (await sql`select 1 from public.blog_post_reactions where id = ${id}`).length === 1;

describe("a reported story reaction", () => {
  it("cannot be edited (409 at Body) or deleted (409) by its author until a moderator dismisses the report", async () => {
    const story = await writeStory(anna, { Title: "Mijn ochtendritueel" });
    const id = await reactionOn(story.Id, anna, "Reageer niet als je er niets van weet.");
    const flagId = await report(bram, id, "Onvriendelijk");

    const edit = await anna.browser.call("PUT", `${reactionsOf(story.Id)}/${id}`, {
      body: { Body: doc("weggepoetst") },
    });
    expect(edit.status).toBe(409);
    expect(edit.json).toMatchObject({
      code: "ReactionReported",
      message: "Een moderator bekijkt deze reactie. Je kunt haar nu niet bewerken.",
    });
    expect(edit.json.errors.Body).toEqual(["Een moderator bekijkt deze reactie. Je kunt haar nu niet bewerken."]);
    const removal = await anna.browser.call("DELETE", `${reactionsOf(story.Id)}/${id}`);
    expect(removal.status).toBe(409);
    expect(removal.json).toMatchObject({
      code: "ReactionReported",
      message: "Een moderator bekijkt deze reactie. Je kunt haar nu niet verwijderen.",
    });

    const item = (await queueItems()).find((entry) => entry.FlagId === flagId);
    expect(item?.Reaction.Body).toEqual(doc("Reageer niet als je er niets van weet."));
    expect(item?.Reported).toEqual({
      Title: "Mijn ochtendritueel",
      Body: doc("Reageer niet als je er niets van weet."),
      Changed: false,
    });

    expect(
      (await moderator.browser.post(`/api/v1/moderation/stories/flags/${flagId}`, { Action: "dismiss" })).status,
    ).toBe(204);
    expect(
      (
        await anna.browser.call("PUT", `${reactionsOf(story.Id)}/${id}`, {
          body: { Body: doc("Sorry, te kort door de bocht.") },
        })
      ).status,
    ).toBe(200);
    expect((await anna.browser.call("DELETE", `${reactionsOf(story.Id)}/${id}`)).status).toBe(204);
  });

  it("cannot be deleted by its author once a moderator hid it (403, Dutch)", async () => {
    const story = await writeStory(anna, { Title: "Wandelen met een stok" });
    const id = await reactionOn(story.Id, carla, "Iets wat verborgen wordt.");
    expect((await moderator.browser.post(`/api/v1/moderation/stories/reactions/${id}`, { Hidden: true })).status).toBe(
      200,
    );
    const removal = await carla.browser.call("DELETE", `${reactionsOf(story.Id)}/${id}`);
    expect(removal.status).toBe(403);
    expect(removal.json.message).toBe("Deze reactie is verborgen door een moderator en kan niet worden verwijderd.");
    expect(await reactionExists(id)).toBe(true);
  });
});

describe("a hidden story", () => {
  it("cannot be edited (409 at Body) or deleted (403) by its author until a moderator shows it again", async () => {
    const story = await writeStory(anna, { Title: "Wat ik echt vind" });
    expect(
      (
        await moderator.browser.call("PUT", `/api/v1/CustomBlog/BlogPost/${story.Id}/hidden`, {
          body: { Hidden: true },
        })
      ).status,
    ).toBe(200);

    const edit = await anna.browser.call("PUT", "/api/v1/CustomBlog/BlogPost/", {
      body: { Id: story.Id, Title: "Iets onschuldigs", Body: doc("weggepoetst"), Visibility: "public" },
    });
    expect(edit.status).toBe(409);
    expect(edit.json).toMatchObject({
      code: "StoryHidden",
      message: "Een moderator heeft dit verhaal verborgen. Zolang het verborgen is, kun je het niet bewerken.",
    });
    expect(edit.json.errors.Body).toEqual([
      "Een moderator heeft dit verhaal verborgen. Zolang het verborgen is, kun je het niet bewerken.",
    ]);
    const removal = await anna.browser.call("DELETE", `/api/v1/CustomBlog/BlogPost/${story.Id}`);
    expect(removal.status).toBe(403);
    expect(removal.json.message).toBe(
      "Een moderator heeft dit verhaal verborgen. Zolang het verborgen is, kun je het niet verwijderen.",
    );
    const [row] = await sql<{ title: string }[]>`select title from public.blog_posts where id = ${story.Id}`;
    expect(row!.title).toBe("Wat ik echt vind");

    expect(
      (
        await moderator.browser.call("PUT", `/api/v1/CustomBlog/BlogPost/${story.Id}/hidden`, {
          body: { Hidden: false },
        })
      ).status,
    ).toBe(200);
    expect((await anna.browser.call("DELETE", `/api/v1/CustomBlog/BlogPost/${story.Id}`)).status).toBe(204);
  });
});

describe("deleting a story", () => {
  it("keeps the reactions with an open report, with the copy, in the queue until the moderators decide", async () => {
    const story = await writeStory(anna, { Title: "Zeven jaar reuma" });
    const reported = await reactionOn(story.Id, bram, "Jij overdrijft altijd zo.");
    const alsoReported = await reactionOn(story.Id, carla, "Koop mijn kruidenthee!");
    const plain = await reactionOn(story.Id, carla, "Mooi geschreven.");
    const quoting = await bram.browser.post(reactionsOf(story.Id), {
      Body: doc("Eens met Carla"),
      QuoteReactionId: alsoReported,
    });
    expect(quoting.status).toBe(200);
    const flagId = await report(carla, reported, "Kwetsend");
    const otherFlag = await report(bram, alsoReported, "Reclame");

    expect((await anna.browser.call("DELETE", `/api/v1/CustomBlog/BlogPost/${story.Id}`)).status).toBe(204);
    expect((await sql`select 1 from public.blog_posts where id = ${story.Id}`).length).toBe(0);
    expect(await reactionExists(plain)).toBe(false);
    expect(await reactionExists(reported)).toBe(true);

    const items = await queueItems();
    const item = items.find((entry) => entry.FlagId === flagId);
    expect(item).toMatchObject({
      Story: null,
      Reason: "Kwetsend",
      Reaction: { Id: reported, Author: { Id: bram.id } },
    });
    expect(item?.Reaction.Body).toEqual(doc("Jij overdrijft altijd zo."));
    expect(item?.Reported).toEqual({
      Title: "Zeven jaar reuma",
      Body: doc("Jij overdrijft altijd zo."),
      Changed: false,
    });
    expect(items.some((entry) => entry.FlagId === otherFlag)).toBe(true);

    // Nobody but its author and the moderators reads a kept reaction; it cannot be reported again.
    expect((await carla.browser.post(`/api/v1/blog-flag/${reported}`, { Reason: "nog eens" })).status).toBe(404);

    // Hide: it stays, hidden, with its resolved report. Dismiss: it goes, with its reports.
    expect(
      (await moderator.browser.post(`/api/v1/moderation/stories/flags/${flagId}`, { Action: "hide" })).status,
    ).toBe(204);
    const [kept] = await sql<
      { visible: boolean; postId: number | null }[]
    >`select visible, post_id as "postId" from public.blog_post_reactions where id = ${reported}`;
    expect(kept).toEqual({ visible: false, postId: null });
    expect(
      (await moderator.browser.post(`/api/v1/moderation/stories/flags/${otherFlag}`, { Action: "dismiss" })).status,
    ).toBe(204);
    expect(await reactionExists(alsoReported)).toBe(false);
    expect((await queueItems()).some((entry) => entry.FlagId === flagId || entry.FlagId === otherFlag)).toBe(false);
  });
});

describe("the database", () => {
  it("refuses the authors' changes on its own: a reported reaction, a hidden one, a hidden story", async () => {
    const story = await writeStory(anna, { Title: "Fence" });
    const reported = await reactionOn(story.Id, bram, "Gemeld");
    await report(carla, reported, "");
    const hidden = await reactionOn(story.Id, bram, "Verborgen");
    await withTransaction(db, asUser(moderator.id), (tx) => tx`select public.moderate_blog_reaction(${hidden}, false)`);
    const free = await reactionOn(story.Id, bram, "Vrij");

    const edited = await withTransaction(
      db,
      asUser(bram.id),
      (tx) =>
        tx`update public.blog_post_reactions set body = ${tx.json(doc("weg") as never)} where id = ${reported} returning id`,
    );
    expect(edited).toHaveLength(0);
    const deleted = await withTransaction(
      db,
      asUser(bram.id),
      (tx) => tx`delete from public.blog_post_reactions where id in (${reported}, ${hidden}, ${free}) returning id`,
    );
    expect(deleted.map((row) => row.id)).toEqual([free]);

    await withTransaction(
      db,
      asUser(moderator.id),
      (tx) =>
        tx`update public.blog_posts set hidden = true, hidden_at = now(), hidden_by = ${moderator.id} where id = ${story.Id}`,
    );
    const retitled = await withTransaction(
      db,
      asUser(anna.id),
      (tx) => tx`update public.blog_posts set title = 'weg' where id = ${story.Id} returning id`,
    );
    expect(retitled).toHaveLength(0);
    const removed = await withTransaction(
      db,
      asUser(anna.id),
      (tx) => tx`delete from public.blog_posts where id = ${story.Id} returning id`,
    );
    expect(removed).toHaveLength(0);
  });
});

describe("direction controls", () => {
  it("are refused in a story's title and a story reaction report's reason, with the Dutch text at the field (issue 35 row 16)", async () => {
    const TEXT =
      "Dit veld bevat een onzichtbaar teken dat de leesrichting van de tekst verandert. Typ de tekst opnieuw in plaats van hem te plakken.";
    const written = await anna.browser.call("PUT", "/api/v1/CustomBlog/BlogPost/", {
      body: { Title: "Mijn \u202Everhaal", Body: doc("Tekst"), Visibility: "public" },
    });
    expect(written.status).toBe(400);
    expect(written.json.errors).toEqual({ Title: [TEXT] });
    const story = await writeStory(anna, { Title: "Gewoon een verhaal" });
    const id = await reactionOn(story.Id, bram, "Een reactie");
    const reported = await carla.browser.post(`/api/v1/blog-flag/${id}`, { Reason: "\u202Bomgekeerd" });
    expect(reported.status).toBe(400);
    expect(reported.json.errors).toEqual({ Reason: [TEXT] });
  });
});
