/**
 * /api/v1/CustomBlog, /api/v1/CustomUser/Blog and /api/v1/blog-flag through the real handlers and
 * the real test database: the own blog, writing and editing (only the author), the visibility rules
 * (a visitor reads public stories and gets 403 on participants-only ones), drafts, the overview with
 * filter_by_following, follows and likes answering text, reactions with quotes, reports, images
 * (content-checked, at most 4 MB, EXIF stripped, three widths), notifications and moderation.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type postgres from "postgres";
import sharp from "sharp";
import type { BlogPostListItem, BlogPostView, BlogView, Page, ReactionListItem } from "../../../src/domain/stories";
import type { MailSink } from "../../_shared/mail/sink";
import { uploadFile } from "../../_shared/test-support/participants";
import { Browser, registerFunctions } from "../../_shared/test-support/api";
import { testSql } from "../../_shared/test-support/database";
import { getConfig } from "../../_shared/config";
import { subjectKey } from "../../_shared/rate-limit";
import { startTestMailSink } from "../../_shared/test-support/mail";
import { clockAfterRetry, doc, makePlatformModerator, member, type Member } from "../../_shared/test-support/community";
import { jpegWithGps, writeStory } from "../../_shared/test-support/stories";
import { expectSpecPage } from "../../_shared/test-support/paged";

/* eslint-disable @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require (no static import names a .mts file here) */
registerFunctions(
  require("../../custom-blog/custom-blog.mts"),
  require("../../blog-flag/blog-flag.mts"),
  require("../../custom-user/custom-user.mts"),
  require("../../storage/storage.mts"),
);
/* eslint-enable @typescript-eslint/no-require-imports */

let sink: MailSink;
let sql: postgres.Sql;
let anna: Member;
let bram: Member;
let carla: Member;
let storageDir: string;
const visitor = new Browser();

beforeAll(async () => {
  storageDir = mkdtempSync(path.join(os.tmpdir(), "reumanl-stories-"));
  process.env.DATA_DIR = storageDir;
  sink = await startTestMailSink();
  sql = testSql();
  anna = await member(sink, sql, { prefix: "Anna", publicProfile: true });
  bram = await member(sink, sql, { prefix: "Bram", publicProfile: true });
  carla = await member(sink, sql, { prefix: "Carla" });
});

afterAll(async () => {
  await sql.end({ timeout: 5 });
  await sink.stop();
  rmSync(storageDir, { recursive: true, force: true });
});

const put = (who: Member, url: string, body: unknown) => who.browser.call("PUT", url, { body });
const blogOf = async (who: Member) => ((await who.browser.get("/api/v1/CustomUser/Blog")).json as BlogView[])[0];

describe("the own blog (/CustomUser/Blog)", () => {
  it("answers an empty list, starts the blog once, and refuses visitors", async () => {
    const fresh = await member(sink, sql, { prefix: "Eva" });
    expect((await fresh.browser.get("/api/v1/CustomUser/Blog")).json).toEqual([]);
    const started = await fresh.browser.post("/api/v1/CustomUser/Blog");
    expect(started.status).toBe(200);
    expect(started.json).toMatchObject({
      Title: `Blog van ${fresh.account.Username}`,
      FollowerCount: 0,
      PostCount: 0,
      IsOwn: true,
      Owner: { Id: fresh.id },
    });
    const again = await fresh.browser.post("/api/v1/CustomUser/Blog/BlogPost");
    expect(again.json.Id).toBe(started.json.Id);
    expect((await fresh.browser.get("/api/v1/CustomUser/Blog")).json).toHaveLength(1);
    expect((await visitor.get("/api/v1/CustomUser/Blog")).status).toBe(401);
    expect((await visitor.post("/api/v1/CustomUser/Blog")).status).toBe(401);
  });

  it("lets only the owner change the title and description (PUT /CustomBlog/{Id})", async () => {
    await anna.browser.post("/api/v1/CustomUser/Blog");
    const blog = (await blogOf(anna))!;
    const changed = await put(anna, `/api/v1/CustomBlog/${blog.Id}`, {
      Title: "Anna schrijft",
      Description: "Over werk en reuma.",
    });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ Title: "Anna schrijft", Description: "Over werk en reuma." });
    const refused = await put(bram, `/api/v1/CustomBlog/${blog.Id}`, { Title: "Van mij", Description: "" });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe("Alleen de schrijver kan deze blog aanpassen.");
    const tooLong = await put(anna, `/api/v1/CustomBlog/${blog.Id}`, { Title: "T".repeat(131) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.errors.Title).toEqual(["De titel mag niet langer zijn dan 130 tekens."]);
  });
});

describe("writing and reading stories", () => {
  let open: BlogPostView;
  let circle: BlogPostView;

  beforeAll(async () => {
    open = await writeStory(anna, { Title: "Fietsen met reuma" });
    circle = await writeStory(anna, { Title: "Alleen voor jullie", Visibility: "participants" });
  });

  it("makes a slug, a description and a blog, and shows the story to a visitor under its blog", async () => {
    expect(open).toMatchObject({
      Slug: "fietsen-met-reuma",
      Description: "Het begon met pijn in mijn handen.",
      Visibility: "public",
      Published: true,
      IsOwn: true,
      TotalLikes: 0,
    });
    const blog = (await blogOf(anna))!;
    expect(open.Blog).toEqual({ Id: blog.Id, Slug: blog.Slug, Title: blog.Title });
    for (const url of [
      `/api/v1/CustomBlog/${blog.Slug}/Blog_BlogPosts/${open.Slug}`,
      `/api/v1/CustomBlog/${blog.Id}/Blog_BlogPosts/${open.Id}`,
      `/api/v1/customblog/blogpost/${open.Id}`,
    ]) {
      const shown = await visitor.get(url);
      expect(shown.status).toBe(200);
      expect(shown.json).toMatchObject({
        Id: open.Id,
        Title: "Fietsen met reuma",
        IsOwn: false,
        Author: { Id: anna.id, Username: anna.account.Username },
      });
    }
    expect((await visitor.get(`/api/v1/CustomBlog/BlogpostTeaser/${open.Id}`)).json).toMatchObject({
      Id: open.Id,
      Slug: open.Slug,
    });
    expect((await visitor.get(`/api/v1/CustomBlog/BlogPost/${open.Id}/slug`)).text).toBe(open.Slug);
    expect((await visitor.get(`/api/v1/CustomBlog/${blog.Id}/slug`)).text).toBe(blog.Slug);
    expect((await visitor.get(`/api/v1/CustomBlog/BlogTeaser/${blog.Id}`)).json).toMatchObject({
      Id: blog.Id,
      Owner: { Id: anna.id },
    });
    expect((await visitor.get(`/api/v1/CustomBlog/${blog.Slug}`)).json).toMatchObject({ Id: blog.Id, IsOwn: false });
    // A story is not found under another blog.
    const other = (await (await bram.browser.post("/api/v1/CustomUser/Blog")).json) as BlogView;
    expect((await visitor.get(`/api/v1/CustomBlog/${other.Id}/Blog_BlogPosts/${open.Id}`)).status).toBe(404);
  });

  it("answers a visitor 403 on a participants-only story, and participants 200", async () => {
    const blog = (await blogOf(anna))!;
    for (const url of [
      `/api/v1/CustomBlog/${blog.Id}/Blog_BlogPosts/${circle.Id}`,
      `/api/v1/CustomBlog/BlogpostTeaser/${circle.Id}`,
      `/api/v1/CustomBlog/BlogPost/${circle.Id}/reactions`,
    ]) {
      const refused = await visitor.get(url);
      expect(refused.status).toBe(403);
      expect(refused.json).toMatchObject({
        code: "ParticipantsOnly",
        message: "Dit verhaal is alleen voor deelnemers. Log in of registreer om het te lezen.",
      });
    }
    expect((await bram.browser.get(`/api/v1/CustomBlog/${blog.Id}/Blog_BlogPosts/${circle.Id}`)).status).toBe(200);
    const missing = await visitor.get("/api/v1/CustomBlog/BlogpostTeaser/999999999");
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe("Dit verhaal bestaat niet (meer).");
  });

  it("lists visitors only public stories, with LastActivity, newest first, page size 10", async () => {
    const seen = (await visitor.get("/api/v1/CustomBlog")).json as Page<BlogPostListItem>;
    expect(seen.PageSize).toBe(10);
    expectSpecPage(seen, { pageIndex: 0 });
    expect(seen.Items.every((item) => item.BlogPost.Visibility === "public")).toBe(true);
    expect(seen.Items.map((item) => item.BlogPost.Id)).toContain(open.Id);
    expect(seen.Items.map((item) => item.BlogPost.Id)).not.toContain(circle.Id);
    expect(typeof seen.Items[0]!.LastActivity).toBe("string");
    const forBram = (await bram.browser.get("/api/v1/CustomBlog?page_index=0&page_size=50"))
      .json as Page<BlogPostListItem>;
    expect(forBram.Items.map((item) => item.BlogPost.Id)).toEqual(expect.arrayContaining([open.Id, circle.Id]));
    expect(Number((await bram.browser.get("/api/v1/CustomBlog/count")).text)).toBeGreaterThan(
      Number((await visitor.get("/api/v1/CustomBlog/count")).text) - 1,
    );
    expect(
      ((await visitor.get("/api/v1/CustomBlog/BlogPosts/Latest")).json as BlogPostListItem[]).length,
    ).toBeLessThanOrEqual(3);
    const byIds = await visitor.post("/api/v1/CustomBlog/by-list-of-ids", {
      BlogPostIds: [circle.Id, open.Id, 999999],
      BlogIds: [open.Blog.Id],
    });
    expect(byIds.json.BlogPosts.map((post: { Id: number }) => post.Id)).toEqual([open.Id]);
    expect(byIds.json.Blogs.map((blog: { Id: number }) => blog.Id)).toEqual([open.Blog.Id]);
  });

  it("lets only the author edit (with a new Slug) and delete", async () => {
    const refused = await put(bram, "/api/v1/CustomBlog/BlogPost/", {
      Id: open.Id,
      Title: "Gekaapt",
      Body: doc("Niet van mij."),
      Visibility: "public",
    });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe("Alleen de schrijver kan dit verhaal bewerken of verwijderen.");
    const edited = await put(anna, "/api/v1/CustomBlog/BlogPost/", {
      Id: open.Id,
      Title: "Fietsen met reuma (2)",
      Body: doc("Nu met een e-bike."),
      Visibility: "public",
      Slug: "fietsen-met-een-e-bike",
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ Id: open.Id, Slug: "fietsen-met-een-e-bike", Title: "Fietsen met reuma (2)" });

    const doomed = await writeStory(anna, { Title: "Even weg" });
    expect((await bram.browser.call("DELETE", `/api/v1/CustomBlog/BlogPost${doomed.Slug}`)).status).toBe(403);
    expect((await visitor.call("DELETE", `/api/v1/CustomBlog/BlogPost${doomed.Slug}`)).status).toBe(401);
    expect((await anna.browser.call("DELETE", `/api/v1/CustomBlog/BlogPost${doomed.Slug}`)).status).toBe(204);
    expect((await anna.browser.get(`/api/v1/CustomBlog/BlogpostTeaser/${doomed.Id}`)).status).toBe(404);
  });

  it("refuses bad input with Dutch texts at the field, and visitors with 401", async () => {
    const empty = await put(anna, "/api/v1/CustomBlog/BlogPost/", {
      Title: "",
      Body: doc(" "),
      Visibility: "iedereen",
    });
    expect(empty.status).toBe(400);
    expect(empty.json.errors).toMatchObject({
      Title: ["Vul een titel in."],
      Body: ["Schrijf eerst je verhaal."],
      Visibility: ["Kies wie je verhaal mag lezen."],
    });
    const crafted = await put(anna, "/api/v1/CustomBlog/BlogPost/", {
      Title: "X",
      Body: { type: "doc", content: [{ type: "heading", content: [{ type: "text", text: "x" }] }] },
      Visibility: "public",
    });
    expect(crafted.json.errors.Body).toEqual([
      "Je verhaal bevat iets wat we niet kunnen opslaan. Probeer het opnieuw.",
    ]);
    expect(
      (
        await visitor.call("PUT", "/api/v1/CustomBlog/BlogPost/", {
          body: { Title: "X", Body: doc("x"), Visibility: "public" },
        })
      ).status,
    ).toBe(401);
  });

  it("keeps drafts to their author until published, then notifies the followers", async () => {
    const blog = (await blogOf(anna))!;
    expect((await carla.browser.post(`/api/v1/CustomBlog/${blog.Id}/follow`)).text).toBe("true");
    const draft = await writeStory(anna, { Title: "Nog niet af", Published: false });
    expect(draft.Published).toBe(false);
    expect(draft.Slug).toMatch(/^nog-niet-af(-[0-9a-z]+)?$/);
    expect((await carla.browser.get(`/api/v1/CustomBlog/${blog.Id}/Blog_BlogPosts/${draft.Id}`)).status).toBe(404);
    const own = (await anna.browser.get(`/api/v1/CustomBlog/${blog.Id}/Blog_BlogPosts?page_size=50`))
      .json as Page<BlogPostListItem>;
    expect(own.Items.map((item) => item.BlogPost.Id)).toContain(draft.Id);
    const others = (await carla.browser.get(`/api/v1/CustomBlog/${blog.Id}/Blog_BlogPosts?page_size=50`))
      .json as Page<BlogPostListItem>;
    expect(others.Items.map((item) => item.BlogPost.Id)).not.toContain(draft.Id);
    const before =
      await sql`select count(*)::int as n from public.notifications where user_id = ${carla.id} and kind = 'blog.post'`;
    expect(before[0]!.n).toBe(0);
    await put(anna, "/api/v1/CustomBlog/BlogPost/", {
      Id: draft.Id,
      Title: "Nu wel af",
      Body: doc("Klaar."),
      Visibility: "public",
      Published: true,
    });
    const [notice] = await sql<
      { body: string; link: string }[]
    >`select body, link from public.notifications where user_id = ${carla.id} and kind = 'blog.post'`;
    expect(notice).toMatchObject({
      body: `${anna.account.Username} heeft een nieuw verhaal geschreven: "Nu wel af".`,
      // Slugs are unique over all stories: another test file may have written this title first.
      link: `/ontmoet-elkaar/verhalen/${blog.Slug}/${draft.Slug}/`,
    });
  });
});

describe("follows and likes", () => {
  it("follows answer the text true/false, feed filter_by_following, and count followers", async () => {
    const story = await writeStory(bram, { Title: "Bram over slapen" });
    const blogId = story.Blog.Id;
    const followed = async () =>
      (
        (await carla.browser.get("/api/v1/CustomBlog?filter_by_following=true&page_size=50"))
          .json as Page<BlogPostListItem>
      ).Items.map((i) => i.BlogPost.Id);
    expect((await carla.browser.get(`/api/v1/CustomBlog/${blogId}/follows`)).text).toBe("false");
    expect(await followed()).not.toContain(story.Id);
    expect((await carla.browser.post(`/api/v1/CustomBlog/${blogId}/follow`)).text).toBe("true");
    expect((await carla.browser.get(`/api/v1/CustomBlog/${blogId}/follows`)).text).toBe("true");
    expect(await followed()).toContain(story.Id);
    expect((await visitor.get(`/api/v1/CustomBlog/${blogId}`)).json.FollowerCount).toBe(1);
    expect((await carla.browser.post(`/api/v1/CustomBlog/${blogId}/unfollow`)).text).toBe("false");
    expect(await followed()).not.toContain(story.Id);
    expect((await visitor.get(`/api/v1/CustomBlog/${blogId}/follows`)).status).toBe(401);
    expect((await visitor.get("/api/v1/CustomBlog?filter_by_following=true")).status).toBe(401);
    const own = await bram.browser.post(`/api/v1/CustomBlog/${blogId}/follow`);
    expect(own.status).toBe(400);
    expect(own.json.message).toBe("Je kunt je eigen blog niet volgen.");
  });

  it("like and dislike answer the new state; the total counts", async () => {
    const story = await writeStory(bram, { Title: "Bram over zwemmen" });
    const base = `/api/v1/CustomBlog/BlogPost/${story.Id}`;
    expect((await carla.browser.get(`${base}/likes`)).text).toBe("false");
    expect((await carla.browser.post(`${base}/like`)).text).toBe("true");
    expect((await carla.browser.post(`${base}/like`)).text).toBe("true");
    expect((await anna.browser.post(`${base}/likes`)).text).toBe("true");
    expect((await visitor.get(`/api/v1/CustomBlog/BlogpostTeaser/${story.Id}`)).json.TotalLikes).toBe(2);
    expect((await carla.browser.post(`${base}/dislike`)).text).toBe("false");
    expect((await anna.browser.post(`${base}/likes`)).text).toBe("false");
    expect((await visitor.get(`/api/v1/CustomBlog/BlogpostTeaser/${story.Id}`)).json.TotalLikes).toBe(0);
    expect((await visitor.post(`${base}/like`)).status).toBe(401);
  });
});

describe("reactions", () => {
  it("reacts with a quote, notifies the author, edits and deletes one's own, and reports hide after three", async () => {
    const story = await writeStory(anna, { Title: "Over mijn knie" });
    const base = `/api/v1/CustomBlog/BlogPost/${story.Id}/reactions`;
    const first = await bram.browser.post(base, { Body: doc("Herkenbaar!") });
    expect(first.status).toBe(200);
    const firstItem = first.json as ReactionListItem;
    expect(firstItem).toMatchObject({
      IsOwn: true,
      Quote: null,
      Reaction: { QuotedReaction: 0 },
      User: { Id: bram.id },
    });
    const quoting = (await carla.browser.post(base, { Body: doc("Ik ook."), QuoteReactionId: firstItem.Reaction.Id }))
      .json as ReactionListItem;
    expect(quoting.Quote).toEqual({ Id: firstItem.Reaction.Id, Username: bram.account.Username, Text: "Herkenbaar!" });

    // One unread notice for the story, raised by each reaction with the latest reactor (decision 233),
    // leading to the latest reaction itself (issue 41).
    const notices = await sql<
      { body: string; link: string }[]
    >`select body, link from public.notifications where user_id = ${anna.id} and kind = 'blog.reaction' and read_at is null and body like '%"Over mijn knie".'`;
    expect(notices).toEqual([
      {
        body: `${carla.account.Username} heeft gereageerd op je verhaal "Over mijn knie".`,
        link: `/ontmoet-elkaar/verhalen/${story.Blog.Slug}/${story.Slug}/#reactie-${quoting.Reaction.Id}`,
      },
    ]);

    const badQuote = await carla.browser.post(base, { Body: doc("x"), QuoteReactionId: 999999 });
    expect(badQuote.status).toBe(400);
    expect(badQuote.json.errors.QuoteReactionId).toEqual(["De reactie die je citeert bestaat niet (meer)."]);
    const tooLong = await carla.browser.post(base, { Body: doc("a".repeat(4001)) });
    expect(tooLong.json.errors.Body).toEqual(["Deze reactie is te lang. Gebruik niet meer dan 4.000 tekens"]);
    expect((await visitor.post(base, { Body: doc("x") })).status).toBe(401);

    const listed = (await visitor.get(base)).json as Page<ReactionListItem>;
    expect(listed.Items.map((item) => item.Reaction.Id)).toEqual([firstItem.Reaction.Id, quoting.Reaction.Id]);

    expect(
      (await carla.browser.call("PUT", `${base}/${firstItem.Reaction.Id}`, { body: { Body: doc("Van Carla") } }))
        .status,
    ).toBe(403);
    const edited = await bram.browser.call("PUT", `${base}/${firstItem.Reaction.Id}`, {
      body: { Body: doc("Heel herkenbaar!") },
    });
    expect(edited.status).toBe(200);

    const reported = await anna.browser.post(`/api/v1/blog-flag/${quoting.Reaction.Id}`, { Reason: "Niet aardig" });
    expect(reported.json).toEqual({ Message: "Dank voor je melding.", AlreadyReported: false });
    expect((await anna.browser.post(`/api/v1/blog-flag/${quoting.Reaction.Id}`, {})).json).toEqual({
      Message: "Je had dit al gemeld. Een moderator bekijkt het.",
      AlreadyReported: true,
    });
    expect((await carla.browser.post(`/api/v1/blog-flag/${quoting.Reaction.Id}`, {})).status).toBe(403);
    await bram.browser.post(`/api/v1/blog-flag/${quoting.Reaction.Id}`, {});
    const third = await member(sink, sql, { prefix: "Dirk" });
    await third.browser.post(`/api/v1/blog-flag/${quoting.Reaction.Id}`, {});
    const after = (await visitor.get(base)).json as Page<ReactionListItem>;
    expect(after.Items.map((item) => item.Reaction.Id)).toEqual([firstItem.Reaction.Id]);
    const forCarla = ((await carla.browser.get(base)).json as Page<ReactionListItem>).Items.find(
      (item) => item.Reaction.Id === quoting.Reaction.Id,
    );
    expect(forCarla?.Reaction.Hidden).toBe(true);

    expect((await carla.browser.call("DELETE", `${base}/${firstItem.Reaction.Id}`)).status).toBe(403);
    expect((await bram.browser.call("DELETE", `${base}/${firstItem.Reaction.Id}`)).status).toBe(204);
    expect((await visitor.post(`/api/v1/blog-flag/${firstItem.Reaction.Id}`, {})).status).toBe(401);
  });

  it("limits a new account's reactions with the Dutch text, counts no refused try and lets it still edit", async () => {
    const story = await writeStory(await member(sink, sql, { prefix: "Dirk" }), { Title: "Over vermoeidheid" });
    const base = `/api/v1/CustomBlog/BlogPost/${story.Id}/reactions`;
    const newcomer = await member(sink, sql, { established: false, prefix: "Nieuw" });
    // A try the access checks refuse is not counted either (it rolls back with the hit).
    expect(
      (await newcomer.browser.post(`/api/v1/CustomBlog/BlogPost/999999/reactions`, { Body: doc("Waar?") })).status,
    ).toBe(404);
    const ids: number[] = [];
    for (const text of ["Een", "Twee", "Drie"]) {
      const answer = await newcomer.browser.post(base, { Body: doc(text) });
      expect(answer.status).toBe(200);
      ids.push((answer.json as ReactionListItem).Reaction.Id);
    }
    const refused = await newcomer.browser.post(base, { Body: doc("Vier") });
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe(
      `Je account is nog nieuw. De eerste 3 dagen kun je hoogstens 3 berichten per 5 minuten plaatsen. Vanaf ${clockAfterRetry(refused)} uur kun je weer iets plaatsen.`,
    );
    const stored = await sql<
      { n: number }[]
    >`select count(*)::int as n from public.blog_post_reactions where author_id = ${newcomer.id}`;
    expect(stored[0]!.n).toBe(3);
    const key = subjectKey(getConfig().appSecret, "community-post:user", newcomer.id);
    const [row] = await sql<
      { hits: number }[]
    >`select sum(hits)::int as hits from app_private.rate_limits where bucket = 'community-post:user' and subject = ${key}`;
    expect(row!.hits).toBe(3);
    // Edits have their own limit.
    expect(
      (await newcomer.browser.call("PUT", `${base}/${ids[0]}`, { body: { Body: doc("Een, verbeterd") } })).status,
    ).toBe(200);
  });
});

describe("moderation", () => {
  it("lets a platform moderator hide a story (then others get 404) but not a participant", async () => {
    const story = await writeStory(bram, { Title: "Wordt verborgen" });
    const moderator = await member(sink, sql, { prefix: "Mod" });
    await makePlatformModerator(sql, moderator.id);
    expect(
      (await carla.browser.call("PUT", `/api/v1/CustomBlog/BlogPost/${story.Id}/hidden`, { body: { Hidden: true } }))
        .status,
    ).toBe(403);
    const hidden = await moderator.browser.call("PUT", `/api/v1/CustomBlog/BlogPost/${story.Id}/hidden`, {
      body: { Hidden: true },
    });
    expect(hidden.json).toMatchObject({ Hidden: true });
    expect((await carla.browser.get(`/api/v1/CustomBlog/BlogpostTeaser/${story.Id}`)).status).toBe(404);
    expect((await bram.browser.get(`/api/v1/CustomBlog/BlogpostTeaser/${story.Id}`)).status).toBe(200);
  });
});

describe("POST /CustomBlog/postimage", () => {
  it("stores three stripped JPEG widths and accepts the image in the author's story only", async () => {
    const original = await jpegWithGps();
    const answer = await uploadFile(
      anna.browser,
      "/api/v1/CustomBlog/postimage",
      { bytes: original, name: "fiets.png", type: "text/plain" },
      "image",
    );
    expect(answer.status).toBe(200);
    const upload = answer.json as { Path: string; Src: string; Srcset: string };
    expect(upload.Path).toMatch(new RegExp(`^${anna.id}/[a-z0-9]{16}$`));
    expect(upload.Src).toBe(`/api/v1/storage/story-images/${upload.Path}-960.jpg`);
    expect(upload.Srcset.split(", ").map((part) => part.split(" ")[1])).toEqual(["480w", "960w", "1440w"]);
    const files = readdirSync(path.join(storageDir, "storage", "story-images", anna.id)).sort();
    expect(files).toHaveLength(3);
    for (const [file, width] of [
      [`${upload.Path.split("/")[1]}-480.jpg`, 480],
      [`${upload.Path.split("/")[1]}-1440.jpg`, 1440],
    ] as const) {
      const stored = await sharp(path.join(storageDir, "storage", "story-images", anna.id, file)).metadata();
      expect(stored).toMatchObject({ format: "jpeg", width });
      expect(stored.exif).toBeUndefined();
    }
    expect((await new Browser().get(upload.Src)).status).toBe(200);

    const body = {
      type: "doc",
      content: [
        { type: "paragraph", content: [{ type: "text", text: "Mijn fiets." }] },
        {
          type: "storyImage",
          attrs: { path: upload.Path, alt: "Een groene fiets", src: "https://evil.example/x.jpg" },
        },
      ],
    };
    const story = await writeStory(anna, { Title: "Met foto", Body: body as never });
    expect(story.Image).toEqual({ Src: upload.Src, Srcset: upload.Srcset, Alt: "Een groene fiets" });
    expect(story.Body.content?.[1]?.attrs).toEqual({
      path: upload.Path,
      alt: "Een groene fiets",
      src: upload.Src,
      srcset: upload.Srcset,
    });

    const stolen = await put(bram, "/api/v1/CustomBlog/BlogPost/", {
      Title: "Niet mijn foto",
      Body: body,
      Visibility: "public",
    });
    expect(stolen.status).toBe(400);
    expect(stolen.json.errors.Body).toEqual(["Je kunt alleen je eigen foto's in je verhaal zetten."]);
    const noAlt = {
      ...body,
      content: [body.content[0], { type: "storyImage", attrs: { path: upload.Path, alt: " " } }],
    };
    const refused = await put(anna, "/api/v1/CustomBlog/BlogPost/", {
      Title: "Zonder beschrijving",
      Body: noAlt,
      Visibility: "public",
    });
    expect(refused.json.errors.Body).toEqual(["Beschrijf elke foto in je verhaal in een paar woorden."]);
  });

  it("refuses a text file named .jpg and an image over 4 MB with Dutch texts, and visitors", async () => {
    const text = await uploadFile(
      anna.browser,
      "/api/v1/CustomBlog/postimage",
      { bytes: new TextEncoder().encode("geen foto"), name: "foto.jpg", type: "image/jpeg" },
      "image",
    );
    expect(text.status).toBe(400);
    expect(text.json).toMatchObject({
      code: "NotAnImage",
      errors: { image: ["Dit bestand is geen foto. Kies een JPG-, PNG-, WebP- of GIF-bestand."] },
    });
    const big = await uploadFile(
      anna.browser,
      "/api/v1/CustomBlog/postimage",
      { bytes: new Uint8Array(5 * 1024 * 1024), name: "groot.jpg", type: "image/jpeg" },
      "image",
    );
    expect(big.status).toBe(400);
    expect(big.json.message).toBe("Deze foto is groter dan 4 MB. Kies een kleinere foto.");
    const anonymous = await uploadFile(
      new Browser(),
      "/api/v1/CustomBlog/postimage",
      { bytes: await jpegWithGps(100, 100), name: "a.jpg", type: "image/jpeg" },
      "image",
    );
    expect(anonymous.status).toBe(401);
  });
});
