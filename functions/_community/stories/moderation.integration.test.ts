/**
 * Moderation of stories through the real handlers and the real test database: the queue of
 * reported story reactions (/api/v1/moderation/stories/queue, platform moderators only), resolving
 * a report (hide, or dismiss: a reaction hidden by three reports comes back), hiding and showing a
 * reaction directly, and unpublishing and restoring a story (PUT /CustomBlog/BlogPost/{id}/hidden).
 */
import type postgres from "postgres";
import type { Page, ReactionListItem, StoryFlagQueueItem } from "../../../src/domain/stories";
import type { MailSink } from "../../_shared/mail/sink";
import { Browser, registerFunctions } from "../../_shared/test-support/api";
import { testSql } from "../../_shared/test-support/database";
import { startTestMailSink } from "../../_shared/test-support/mail";
import {
  doc,
  makeGroupModerator,
  makePlatformModerator,
  member,
  type Member,
} from "../../_shared/test-support/community";
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
let anna: Member;
let bram: Member;
let carla: Member;
let moderator: Member;
const visitor = new Browser();

beforeAll(async () => {
  sink = await startTestMailSink();
  sql = testSql();
  anna = await member(sink, sql, { prefix: "Anna", publicProfile: true });
  bram = await member(sink, sql, { prefix: "Bram" });
  carla = await member(sink, sql, { prefix: "Carla" });
  moderator = await member(sink, sql, { prefix: "Mod" });
  await makePlatformModerator(sql, moderator.id);
});

afterAll(async () => {
  await sql.end({ timeout: 5 });
  await sink.stop();
});

const QUEUE = "/api/v1/moderation/stories/queue";
const reactionsOf = (storyId: number) => `/api/v1/CustomBlog/BlogPost/${storyId}/reactions`;
const visibleIds = async (storyId: number) =>
  ((await visitor.get(reactionsOf(storyId))).json as Page<ReactionListItem>).Items.map((item) => item.Reaction.Id);
const queueItems = async () => ((await moderator.browser.get(QUEUE)).json as Page<StoryFlagQueueItem>).Items;

async function reactionOn(storyId: number, who: Member, text: string): Promise<number> {
  const answer = await who.browser.post(reactionsOf(storyId), { Body: doc(text) });
  if (answer.status !== 200) throw new Error(`reaction answered ${answer.status}`);
  return (answer.json as ReactionListItem).Reaction.Id;
}

describe("the queue of reported story reactions", () => {
  it("is for platform moderators only and shows the report with its story, reason and reaction", async () => {
    const story = await writeStory(anna, { Title: "Mijn eerste hardloopronde" });
    await reactionOn(story.Id, bram, "Mooi geschreven!");
    const reactionId = await reactionOn(story.Id, carla, "Wat een onzin.");
    expect((await bram.browser.post(`/api/v1/blog-flag/${reactionId}`, { Reason: "Kwetsend" })).status).toBe(200);

    expect((await visitor.get(QUEUE)).status).toBe(401);
    const refused = await bram.browser.get(QUEUE);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe("Alleen moderatoren kunnen dit doen.");
    const groupLeader = await member(sink, sql, { prefix: "Leider" });
    const [group] = await sql<{ id: number }[]>`select id from public.groups order by id limit 1`;
    if (group) await makeGroupModerator(sql, group.id, groupLeader.id);
    expect((await groupLeader.browser.get(QUEUE)).status).toBe(403);

    const item = (await queueItems()).find((entry) => entry.Reaction.Id === reactionId);
    expect(item).toMatchObject({
      Reason: "Kwetsend",
      Reporter: { Id: bram.id },
      Story: {
        Id: story.Id,
        Title: "Mijn eerste hardloopronde",
        Slug: story.Slug,
        BlogSlug: story.Blog.Slug,
        Hidden: false,
      },
      // The second reaction: the queue's link leads to its page and anchor.
      Reaction: { Id: reactionId, Hidden: false, Author: { Id: carla.id }, Position: 2 },
      ReportCount: 1,
    });
    expect(JSON.stringify(item?.Reaction.Body)).toContain("Wat een onzin.");
  });

  it("hides the reported reaction and resolves every open report of it", async () => {
    const story = await writeStory(anna, { Title: "Over mijn werk" });
    const reactionId = await reactionOn(story.Id, carla, "Stop ermee.");
    await bram.browser.post(`/api/v1/blog-flag/${reactionId}`, { Reason: "Niet aardig" });
    await anna.browser.post(`/api/v1/blog-flag/${reactionId}`, {});
    const item = (await queueItems()).find((entry) => entry.Reaction.Id === reactionId)!;
    expect(item.ReportCount).toBe(2);

    expect(
      (await bram.browser.post(`/api/v1/moderation/stories/flags/${item.FlagId}`, { Action: "hide" })).status,
    ).toBe(403);
    expect(
      (await moderator.browser.post(`/api/v1/moderation/stories/flags/${item.FlagId}`, { Action: "weg" })).status,
    ).toBe(400);
    expect(
      (await moderator.browser.post(`/api/v1/moderation/stories/flags/${item.FlagId}`, { Action: "hide" })).status,
    ).toBe(204);

    expect(await visibleIds(story.Id)).not.toContain(reactionId);
    expect((await queueItems()).some((entry) => entry.Reaction.Id === reactionId)).toBe(false);
    const [open] = await sql<
      { open: number }[]
    >`select count(*)::int as open from public.blog_post_flags where reaction_id = ${reactionId} and resolved_at is null`;
    expect(open!.open).toBe(0);
    const again = await moderator.browser.post(`/api/v1/moderation/stories/flags/${item.FlagId}`, {
      Action: "dismiss",
    });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("Deze melding is al afgehandeld.");
    expect((await moderator.browser.post("/api/v1/moderation/stories/flags/999999", { Action: "hide" })).status).toBe(
      404,
    );
  });

  it("dismissing the reports shows a reaction that three reports had hidden again", async () => {
    const story = await writeStory(anna, { Title: "Over mijn hond" });
    const reactionId = await reactionOn(story.Id, carla, "Honden zijn stom.");
    const dirk = await member(sink, sql, { prefix: "Dirk" });
    for (const who of [anna, bram, dirk]) await who.browser.post(`/api/v1/blog-flag/${reactionId}`, {});
    expect(await visibleIds(story.Id)).not.toContain(reactionId);
    const item = (await queueItems()).find((entry) => entry.Reaction.Id === reactionId)!;
    expect(item).toMatchObject({ ReportCount: 3, Reaction: { Hidden: true } });

    expect(
      (await moderator.browser.post(`/api/v1/moderation/stories/flags/${item.FlagId}`, { Action: "dismiss" })).status,
    ).toBe(204);
    expect(await visibleIds(story.Id)).toContain(reactionId);
    expect((await queueItems()).some((entry) => entry.Reaction.Id === reactionId)).toBe(false);
    const [post] = await sql<
      { count: number }[]
    >`select reaction_count as count from public.blog_posts where id = ${story.Id}`;
    expect(post!.count).toBe(1);
  });
});

describe("direct moderation of stories", () => {
  it("lets a platform moderator hide and show a reaction (open reports resolved), not a participant", async () => {
    const story = await writeStory(anna, { Title: "Over mijn tuin" });
    const reactionId = await reactionOn(story.Id, carla, "Saai verhaal.");
    await bram.browser.post(`/api/v1/blog-flag/${reactionId}`, {});
    const url = `/api/v1/moderation/stories/reactions/${reactionId}`;
    expect((await bram.browser.post(url, { Hidden: true })).status).toBe(403);
    expect((await visitor.post(url, { Hidden: true })).status).toBe(401);

    const hidden = await moderator.browser.post(url, { Hidden: true });
    expect(hidden.status).toBe(200);
    expect((hidden.json as ReactionListItem).Reaction).toMatchObject({ Id: reactionId, Hidden: true });
    expect(await visibleIds(story.Id)).not.toContain(reactionId);
    expect((await queueItems()).some((entry) => entry.Reaction.Id === reactionId)).toBe(false);
    const seenByModerator = (
      (await moderator.browser.get(reactionsOf(story.Id))).json as Page<ReactionListItem>
    ).Items.find((item) => item.Reaction.Id === reactionId);
    expect(seenByModerator?.Reaction.Hidden).toBe(true);

    const shown = await moderator.browser.post(url, { Hidden: false });
    expect((shown.json as ReactionListItem).Reaction.Hidden).toBe(false);
    expect(await visibleIds(story.Id)).toContain(reactionId);
    expect((await moderator.browser.post("/api/v1/moderation/stories/reactions/999999", { Hidden: true })).status).toBe(
      404,
    );
  });

  it("unpublishes a story for everyone but its author and the moderators, and restores it", async () => {
    const story = await writeStory(anna, { Title: "Tijdelijk verborgen" });
    const url = `/api/v1/CustomBlog/BlogPost/${story.Id}/hidden`;
    expect((await bram.browser.call("PUT", url, { body: { Hidden: true } })).status).toBe(403);
    expect((await moderator.browser.call("PUT", url, { body: { Hidden: true } })).json).toMatchObject({ Hidden: true });
    expect((await visitor.get(`/api/v1/CustomBlog/BlogPost/${story.Id}`)).status).toBe(404);
    expect((await bram.browser.get(`/api/v1/CustomBlog/BlogPost/${story.Id}`)).status).toBe(404);
    expect((await anna.browser.get(`/api/v1/CustomBlog/BlogPost/${story.Id}`)).json).toMatchObject({ Hidden: true });
    expect((await moderator.browser.get(`/api/v1/CustomBlog/BlogPost/${story.Id}`)).json).toMatchObject({
      Hidden: true,
    });

    expect((await moderator.browser.call("PUT", url, { body: { Hidden: false } })).json).toMatchObject({
      Hidden: false,
    });
    expect((await visitor.get(`/api/v1/CustomBlog/BlogPost/${story.Id}`)).json).toMatchObject({
      Id: story.Id,
      Hidden: false,
    });
  });
});
