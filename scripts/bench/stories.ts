/**
 * `npm run bench:stories`: stories at the size of issue 15 "Performance". Not part of CI or
 * `npm test`; prints figures instead of asserting them.
 *
 *   1. a database (scripts/bench/database.ts: TEST_DATABASE_URL, a throw-away PostgreSQL cluster,
 *      or PGlite);
 *   2. the migrations, then a set-based fill: 5,000 members each with a blog, 50,000 stories (one in
 *      five for participants only, one in twenty a draft, half with a photo), 500,000 reactions,
 *      100,000 likes and 50,000 follows (the counter and search triggers are off during the fill;
 *      the counters are then set in one statement each, as the triggers would have);
 *   3. p50/p95 of the service calls in process (one warm connection), as visitor or participant:
 *      the overview (all, and followed), a story page (the story and its first page of reactions),
 *      an author page (the blog and its first page of stories), like, and react (rate limit and
 *      notification included).
 *
 *   npx tsx scripts/bench/stories.ts [-- --iterations 200] [-- --scale 0.1] [-- --keep]
 *
 * Target (issue 15): p95 <= 30 ms each on PostgreSQL 15 on this machine.
 */
import { existsSync, readFileSync } from "node:fs";
import postgres from "postgres";
import { createDb, type Db } from "../../functions/_shared/db";
import { participant, visitor, type Caller } from "../../functions/_shared/caller";
import type { CommunityDeps } from "../../functions/_community/deps";
import { reactToStory, setLiking } from "../../functions/_community/stories/engagement";
import { blogStories, blogStoryPage, getBlog, listStories } from "../../functions/_community/stories/service";
import { storyPage as storyPageHtml } from "../../functions/story-page/page";
import { plainTextToRichText } from "../../src/domain/rich-text/text";
import { migrate } from "../migrate";
import { measureCall, openBenchDatabase, type Result } from "./database";

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const index = args.indexOf(name);
  const value = index >= 0 ? Number(args[index + 1]) : NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const ITERATIONS = Math.round(option("--iterations", 200));
const SCALE = option("--scale", 1);
const KEEP = args.includes("--keep");
const WARMUP = Math.min(20, Math.max(3, Math.round(ITERATIONS / 5)));
const BLOGS = Math.max(200, Math.round(5_000 * SCALE));
const POSTS = BLOGS * 10;
const REACTIONS = POSTS * 10;
const LIKES = POSTS * 2;
const FOLLOWS = BLOGS * 10;
const TARGET_MS = 30;

const log = (line: string): void => {
  process.stdout.write(`[bench:stories] ${line}\n`);
};
const id = (n: number): string => `00000000-0000-4000-9000-${String(n).padStart(12, "0")}`;
const member = (expression: string) => `('00000000-0000-4000-9000-' || lpad((${expression})::text, 12, '0'))::uuid`;

const STORY_BODY = JSON.stringify(
  plainTextToRichText(
    "Tien jaar geleden kreeg ik de diagnose reumatoïde artritis. Ik was bang dat ik mijn werk en mijn tuin zou moeten opgeven.\n" +
      "Nu, tien jaar later, werk ik nog steeds drie dagen per week. De tuin is kleiner geworden, maar de tomaten zijn er nog.\n" +
      "Wat ik toen had willen horen: het wordt anders, niet per se slechter. Neem de tijd om te vinden wat bij je past.",
  ),
);

async function fill(url: string): Promise<void> {
  const sql = postgres(url, { max: 1, prepare: false, onnotice: () => undefined });
  const step = async (what: string, statement: string): Promise<void> => {
    const started = Date.now();
    await sql.unsafe(statement);
    log(`  ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  };
  try {
    log(
      `filling: ${BLOGS} members and blogs, ${POSTS} stories, ${REACTIONS} reactions, ${LIKES} likes, ${FOLLOWS} follows`,
    );
    await step(
      "members",
      `
      insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_user_meta_data, created_at, updated_at)
      select ${member("i")}, 'lid' || i || '@example.nl', 'x', now(),
             jsonb_build_object('username', 'Lid' || i, 'accepted_terms_at', now()), now() - interval '400 days', now()
      from generate_series(1, ${BLOGS}) i;
      update public.profiles set created_at = now() - interval '400 days';`,
    );
    await step(
      "triggers off",
      `
      alter table public.blog_posts disable trigger user;
      alter table public.blogs disable trigger user;
      alter table public.blog_post_reactions disable trigger user;
      alter table public.blog_post_likes disable trigger user;
      alter table public.blog_follows disable trigger user;`,
    );
    await step(
      "blogs",
      `
      insert into public.blogs (id, owner_id, slug, title, description, created_at)
      select i, ${member("i")}, 'blog-' || i, 'Blog van Lid' || i, 'Over mijn leven met reuma.', now() - interval '400 days'
      from generate_series(1, ${BLOGS}) i;
      select setval(pg_get_serial_sequence('public.blogs', 'id'), ${BLOGS});`,
    );
    await step(
      "stories",
      `
      insert into public.blog_posts (id, blog_id, slug, title, description, body, visibility, published, created_at, published_at, last_activity_at)
      select j, 1 + (j % ${BLOGS}), 'verhaal-' || j, 'Verhaal nummer ' || j, 'Wat ik leerde in mijn eerste jaar.',
             case when j % 2 = 0 then jsonb_set('${STORY_BODY}'::jsonb, '{content}', ('${STORY_BODY}'::jsonb -> 'content') ||
                  jsonb_build_array(jsonb_build_object('type', 'storyImage', 'attrs', jsonb_build_object('path', ${member("1 + (j % " + BLOGS + ")")}::text || '/abcdefgh01234567', 'alt', 'Een foto'))))
                  else '${STORY_BODY}'::jsonb end,
             case when j % 5 = 0 then 'participants' else 'public' end, j % 20 <> 0,
             now() - make_interval(mins => ${POSTS} - j), now() - make_interval(mins => ${POSTS} - j), now() - make_interval(mins => ${POSTS} - j)
      from generate_series(1, ${POSTS}) j;
      select setval(pg_get_serial_sequence('public.blog_posts', 'id'), ${POSTS});`,
    );
    await step(
      "reactions",
      `
      insert into public.blog_post_reactions (post_id, author_id, body, created_at)
      select 1 + ((k * 7919) % ${POSTS}), ${member(`1 + ((k * 104729) % ${BLOGS})`)},
             '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Wat herkenbaar. Dank je voor het delen, dit helpt mij ook."}]}]}'::jsonb,
             now() - make_interval(secs => ${REACTIONS} - k)
      from generate_series(1::bigint, ${REACTIONS}) k;`,
    );
    await step(
      "likes and follows",
      `
      insert into public.blog_post_likes (user_id, post_id)
      select ${member(`1 + ((n * 31) % ${BLOGS})`)}, 1 + ((n * 7907) % ${POSTS}) from generate_series(1::bigint, ${LIKES}) n on conflict do nothing;
      insert into public.blog_follows (user_id, blog_id)
      select ${member(`1 + (n % ${BLOGS})`)}, 1 + ((n * 7919) % ${BLOGS}) from generate_series(1::bigint, ${FOLLOWS}) n
      where ${member(`1 + (n % ${BLOGS})`)} <> ${member(`1 + ((n * 7919) % ${BLOGS})`)} on conflict do nothing;`,
    );
    await step(
      "counters, then triggers on",
      `
      update public.blog_posts p set
        reaction_count = coalesce((select count(*) from public.blog_post_reactions r where r.post_id = p.id), 0),
        like_count = coalesce((select count(*) from public.blog_post_likes l where l.post_id = p.id), 0),
        last_activity_at = greatest(p.last_activity_at, coalesce((select max(r.created_at) from public.blog_post_reactions r where r.post_id = p.id), p.last_activity_at));
      update public.blogs b set follower_count = (select count(*) from public.blog_follows f where f.blog_id = b.id);
      alter table public.blog_posts enable trigger user;
      alter table public.blogs enable trigger user;
      alter table public.blog_post_reactions enable trigger user;
      alter table public.blog_post_likes enable trigger user;
      alter table public.blog_follows enable trigger user;`,
    );
    await step("vacuum analyze", "vacuum analyze");
  } finally {
    await sql.end({ timeout: 5 });
  }
}

const pick = (i: number, n: number, salt: number): number => 1 + ((i * 2654435761 + salt * 40503) % n);
/** A published, public story (every 5th is for participants only; every 20th, a draft, is among them). */
const publicStory = (i: number): number => {
  const n = pick(i, POSTS, 3);
  return n % 5 === 0 ? n - 1 : n;
};

async function run(url: string): Promise<Result[]> {
  const db: Db = createDb(url);
  const deps: CommunityDeps = {
    db,
    secret: "bench-secret-0123456789abcdef0123456789",
    storage: { publicUrl: (bucket: string, file: string) => `/api/v1/storage/${bucket}/${file}` },
  };
  const measure = (name: string, fn: (i: number) => Promise<unknown>) =>
    measureCall(name, fn, { iterations: ITERATIONS, warmup: WARMUP, log });
  const reader = (i: number): Caller => participant(id(pick(i, BLOGS, 1)));
  // As functions/story-page loads it: the story and its first reactions in one transaction.
  const storyPage = (caller: Caller, n: number) => blogStoryPage(deps, caller, { id: 1 + (n % BLOGS) }, { id: n });
  // The function's whole answer (route, load, server rendering into the shell) for a visitor, with
  // the built shell when there is one (else a minimal one: the shell is fetched from the CDN).
  const shell = existsSync("public/_shells/story.html")
    ? readFileSync("public/_shells/story.html", "utf8")
    : '<!DOCTYPE html><html><head></head><body><div id="___gatsby"><main></main></div></body></html>';
  const htmlDeps = {
    siteUrl: "https://reumanl.example",
    loadShell: async () => shell,
    loadStory: (_cookie: string | null, blog: string, post: string) =>
      blogStoryPage(deps, visitor, { slug: blog }, { slug: post }),
  };
  const storyHtml = async (n: number) => {
    const answer = await storyPageHtml(
      new Request(`https://reumanl.example/ontmoet-elkaar/verhalen/blog-${1 + (n % BLOGS)}/verhaal-${n}/`),
      htmlDeps,
    );
    if (answer.status !== 200) throw new Error(`story page answered ${answer.status}`);
    await answer.text();
  };
  const body = plainTextToRichText("Dank je voor dit verhaal. Ik herken veel van wat je schrijft.");
  const results: Result[] = [];
  try {
    log(`measuring ${ITERATIONS} calls each (after ${WARMUP} warm-up calls):`);
    results.push(
      await measure("overview, all (visitor), first page", () =>
        listStories(deps, visitor, { pageIndex: 0, following: false }),
      ),
    );
    results.push(
      await measure("overview, all (participant), page 1-5", (i) =>
        listStories(deps, reader(i), { pageIndex: i % 5, following: false }),
      ),
    );
    results.push(
      await measure("overview, followed (participant), first page", (i) =>
        listStories(deps, reader(i), { pageIndex: 0, following: true }),
      ),
    );
    results.push(await measure("story page + first reactions (visitor)", (i) => storyPage(visitor, publicStory(i))));
    results.push(
      await measure("story page + first reactions (participant)", (i) => storyPage(reader(i), publicStory(i))),
    );
    results.push(await measure("public story page HTML from the function (visitor)", (i) => storyHtml(publicStory(i))));
    results.push(
      await measure("author page: blog + first stories (visitor)", async (i) => {
        const blog = pick(i, BLOGS, 5);
        await getBlog(deps, visitor, { slug: `blog-${blog}` });
        await blogStories(deps, visitor, { slug: `blog-${blog}` }, 0);
      }),
    );
    results.push(await measure("like (toggle)", (i) => setLiking(deps, reader(i), publicStory(i), "toggle")));
    // One reaction per participant per measured call: many participants keep this under the limits.
    results.push(
      await measure("react (rate limit, notification)", (i) =>
        reactToStory(deps, participant(id(1 + (i % BLOGS))), publicStory(i + 7), { Body: body, QuoteReactionId: 0 }),
      ),
    );
  } finally {
    await db.end({ timeout: 5 });
  }
  return results;
}

async function main(): Promise<void> {
  const started = Date.now();
  const database = await openBenchDatabase({ name: "reumanl_bench_stories", keep: KEEP, log });
  log(`database: ${database.kind}`);
  try {
    await migrate(database.url, () => undefined);
    await fill(database.url);
    const results = await run(database.url);
    const over = results.filter((r) => r.p95 > TARGET_MS);
    log(
      `done in ${((Date.now() - started) / 1000).toFixed(0)} s; target p95 <= ${TARGET_MS} ms: ${over.length === 0 ? "met" : `NOT met by ${over.map((r) => r.name).join(", ")}`}`,
    );
    process.stdout.write(
      `${JSON.stringify({ database: database.kind, blogs: BLOGS, posts: POSTS, reactions: REACTIONS, iterations: ITERATIONS, results })}\n`,
    );
  } finally {
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
