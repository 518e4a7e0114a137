/**
 * "Iedereen mag mijn profiel en verhalen zien" covers the stories (issue 37 row 2): with the switch
 * off, a story saved as "Iedereen" is for participants only. A visitor gets what a participants-only
 * story gives, through the API and the server-rendered story page, and lists, teasers and search
 * leave it out; participants still read it; switching the profile on shows it again.
 */
import type postgres from "postgres";
import type { BlogPostListItem, BlogPostView, Page } from "../../../src/domain/stories";
import type { SearchAnswer } from "../../../src/domain/search";
import { STORY_SHELLS } from "../../../src/features/stories/story-state";
import type { MailSink } from "../../_shared/mail/sink";
import { Browser, registerFunctions } from "../../_shared/test-support/api";
import { testSql } from "../../_shared/test-support/database";
import { startTestMailSink } from "../../_shared/test-support/mail";
import { doc, member, type Member } from "../../_shared/test-support/community";
import { writeStory } from "../../_shared/test-support/stories";

/* eslint-disable @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require (no static import names a .mts file here) */
registerFunctions(
  require("../../custom-blog/custom-blog.mts"),
  require("../../custom-user/custom-user.mts"),
  require("../../search/search.mts"),
);
const storyPageHandler = require("../../story-page/story-page.mts").default as (request: Request) => Promise<Response>;
/* eslint-enable @typescript-eslint/no-require-imports */

const PARTICIPANTS_ONLY = "Dit verhaal is alleen voor deelnemers. Log in of registreer om het te lezen.";
const SHELL =
  '<!DOCTYPE html><html lang="nl"><head><title>Verhaal</title></head><body><main id="main-content"><div id="story-slot"></div></main></body></html>';

let sink: MailSink;
let sql: postgres.Sql;
let anna: Member;
let bram: Member;
let story: BlogPostView;
let word: string;
const visitor = new Browser();

const setPublic = async (who: Member, value: boolean) => {
  const answer = await who.browser.call("PUT", "/api/v1/CustomUser/ChangeProfileVisibility", {
    body: { Public: value },
  });
  expect(answer.status).toBe(200);
};

/** The story's server-rendered page as a visitor (the shell comes from the site, here a stand-in). */
async function visitorPage(path: string): Promise<Response> {
  const realFetch = global.fetch;
  global.fetch = (async (input: RequestInfo | URL) => {
    const url = String(input);
    return url.endsWith(`/${STORY_SHELLS.story.file}`)
      ? new Response(SHELL, { status: 200 })
      : new Response("", { status: 404 });
  }) as typeof fetch;
  try {
    return await storyPageHandler(new Request(`http://localhost:8888${path}`, { headers: { accept: "text/html" } }));
  } finally {
    global.fetch = realFetch;
  }
}

async function visitorSees() {
  const blogPath = `/api/v1/CustomBlog/${story.Blog.Id}/Blog_BlogPosts`;
  const search = (await visitor.get(`/api/v1/Search?query=${word}`)).json as SearchAnswer;
  return {
    story: await visitor.get(`${blogPath}/${story.Id}`),
    teaser: await visitor.get(`/api/v1/CustomBlog/BlogpostTeaser/${story.Id}`),
    reactions: await visitor.get(`/api/v1/CustomBlog/BlogPost/${story.Id}/reactions`),
    overview: ((await visitor.get("/api/v1/CustomBlog?page_size=50")).json as Page<BlogPostListItem>).Items.map(
      (item) => item.BlogPost.Id,
    ),
    latest: ((await visitor.get("/api/v1/CustomBlog/BlogPosts/Latest")).json as BlogPostListItem[]).map(
      (item) => item.BlogPost.Id,
    ),
    blogList: ((await visitor.get(`${blogPath}?page_size=50`)).json as Page<BlogPostListItem>).Items.map(
      (item) => item.BlogPost.Id,
    ),
    blogCount: Number((await visitor.get(`/api/v1/CustomBlog/${story.Blog.Id}/count`)).text),
    byIds: (
      (await visitor.post("/api/v1/CustomBlog/by-list-of-ids", { BlogPostIds: [story.Id], BlogIds: [] })).json as {
        BlogPosts: Array<{ Id: number }>;
      }
    ).BlogPosts.map((post) => post.Id),
    search: search.Results.map((result) => result.Id),
    page: await visitorPage(`/ontmoet-elkaar/verhalen/${story.Blog.Slug}/${story.Slug}/`),
  };
}

beforeAll(async () => {
  sink = await startTestMailSink();
  sql = testSql();
  anna = await member(sink, sql, { prefix: "Anna" });
  bram = await member(sink, sql, { prefix: "Bram" });
  word = `pimpelmees${Date.now().toString(36).replace(/[0-9]/g, "")}`;
  story = await writeStory(anna, {
    Title: `Mijn ochtenden met ${word}`,
    Body: doc(`Over ${word} en stijve handen.`),
    Visibility: "public",
  });
});

afterAll(async () => {
  await sql.end({ timeout: 5 });
  await sink.stop();
});

describe('a story saved as "Iedereen" by a participant whose profile is not public', () => {
  it("answers a visitor as a participants-only story, and leaves it out of lists, teasers and search", async () => {
    await setPublic(anna, false);
    const seen = await visitorSees();
    for (const answer of [seen.story, seen.teaser, seen.reactions]) {
      expect(answer.status).toBe(403);
      expect(answer.json).toMatchObject({ code: "ParticipantsOnly", message: PARTICIPANTS_ONLY });
    }
    expect(seen.overview).not.toContain(story.Id);
    expect(seen.latest).not.toContain(story.Id);
    expect(seen.blogList).not.toContain(story.Id);
    expect(seen.blogCount).toBe(0);
    expect(seen.byIds).toEqual([]);
    expect(seen.search).toEqual([]);
    expect(seen.page.status).toBe(403);
    const html = await seen.page.text();
    expect(html).not.toContain(`Over ${word} en stijve handen.`);
    expect(html).toContain('name="robots" content="noindex"');
  });

  it("is still read by participants", async () => {
    const read = await bram.browser.get(`/api/v1/CustomBlog/${story.Blog.Id}/Blog_BlogPosts/${story.Id}`);
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ Id: story.Id, Visibility: "public" });
    const search = (await bram.browser.get(`/api/v1/Search?query=${word}`)).json as SearchAnswer;
    expect(search.Results.map((result) => result.Id)).toEqual([String(story.Id)]);
  });

  it("is public again, everywhere, once the profile is switched on (and hidden again when off)", async () => {
    await setPublic(anna, true);
    const seen = await visitorSees();
    expect(seen.story.status).toBe(200);
    expect(seen.teaser.status).toBe(200);
    expect(seen.overview).toContain(story.Id);
    expect(seen.blogList).toEqual([story.Id]);
    expect(seen.byIds).toEqual([story.Id]);
    expect(seen.search).toEqual([String(story.Id)]);
    expect(seen.page.status).toBe(200);
    expect(await seen.page.text()).toContain(`Over ${word} en stijve handen.`);

    await setPublic(anna, false);
    const again = await visitorSees();
    expect(again.story.status).toBe(403);
    expect(again.search).toEqual([]);
  });
});
