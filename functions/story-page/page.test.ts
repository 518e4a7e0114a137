import { story } from "../../src/test-support/story-fixtures";
import { STORY_SHELLS, STORY_STATE_ID, type StoryPageState } from "../../src/features/stories/story-state";
import type { BlogPostView, StoryReactions } from "../../src/domain/stories";
import { page, reaction } from "../../src/test-support/community-fixtures";
import { storyPage, storyRoute, type StoryPageDeps } from "./page";

const SHELL =
  '<!DOCTYPE html><html lang="nl"><head><meta charSet="utf-8"/><meta name="robots" content="noindex" data-gatsby-head="true"/>' +
  '<title data-gatsby-head="true">Verhaal | ReumaNL</title></head><body><div id="___gatsby"><main id="main-content"><div id="story-slot"></div></main></div></body></html>';
const BLOG_SHELL = "<!DOCTYPE html><html><head></head><body>blog</body></html>";
const BASE = "https://reumanl.nl/ontmoet-elkaar/verhalen";
const PATH = "/ontmoet-elkaar/verhalen/bram/fietsen-met-reuma/";

const status = (code: number) => Object.assign(new Error(`status ${code}`), { status: code });

const REACTIONS = page(
  [reaction(41, "Carla", "Wat fijn dat je weer fietst!"), reaction(42, "Dirk", "Welke e-bike heb je?")],
  { Total: 30, PageSize: 25 },
);

function deps(
  load: (blog: string, post: string) => Promise<BlogPostView>,
  extra: Partial<StoryPageDeps> = {},
  reactions: StoryReactions | null = REACTIONS,
) {
  const calls: Array<{ cookie: string | null; blog: string; post: string }> = [];
  const value: StoryPageDeps = {
    siteUrl: "https://reumanl.nl",
    loadShell: async (file) =>
      file === STORY_SHELLS.story.file ? SHELL : file === STORY_SHELLS.blog.file ? BLOG_SHELL : null,
    loadStory: async (cookie, blog, post) => {
      calls.push({ cookie, blog, post });
      return { story: await load(blog, post), reactions };
    },
    ...extra,
  };
  return { value, calls };
}

function embedded(html: string): StoryPageState {
  const match = new RegExp(`<script type="application/json" id="${STORY_STATE_ID}">([\\s\\S]*?)</script>`).exec(html);
  if (!match) throw new Error("no embedded state");
  return JSON.parse(match[1]!) as StoryPageState;
}

const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`https://reumanl.nl${path}`, { headers });

describe("storyRoute", () => {
  it("reads the blog and story segments, nothing else", () => {
    expect(storyRoute(PATH)).toEqual({ blog: "bram", post: "fietsen-met-reuma" });
    expect(storyRoute("/ontmoet-elkaar/verhalen/3/7")).toEqual({ blog: "3", post: "7" });
    expect(storyRoute("/ontmoet-elkaar/verhalen/bram/")).toBeNull();
    expect(storyRoute("/ontmoet-elkaar/verhalen/a/b/c/")).toBeNull();
    expect(storyRoute("/ontmoet-elkaar/verhalen/%E0%A4%A/x/")).toBeNull();
  });
});

describe("storyPage", () => {
  it("puts a public story's title, text and photo in the HTML as the caller reads it, with its head and state", async () => {
    const { value, calls } = deps(async () =>
      story({ Title: "Fietsen met <reuma>", Description: "Van de racefiets naar een e-bike." }),
    );
    const answer = await storyPage(get(PATH, { cookie: "session=abc" }), value);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(answer.headers.get("x-frame-options")).toBe("DENY");
    expect(calls).toEqual([{ cookie: "session=abc", blog: "bram", post: "fietsen-met-reuma" }]);
    const html = await answer.text();
    expect(html).toContain('<h1 id="story-title">Fietsen met &lt;reuma&gt;</h1>');
    expect(html).toContain("Ik fiets weer.");
    expect(html).toContain('alt="Een groene fiets"');
    expect(html.split(`<script type="application/json"`)[0]).not.toContain("javascript:");
    expect(html).toContain('<title data-gatsby-head="true">Fietsen met &lt;reuma&gt; | ReumaNL</title>');
    expect(html).toContain(
      '<meta name="description" content="Van de racefiets naar een e-bike." data-gatsby-head="true"/>',
    );
    expect(html).toContain(`<link rel="canonical" href="${BASE}/bram/fietsen-met-reuma/" data-gatsby-head="true"/>`);
    expect(html).not.toContain('name="robots"');
    expect(html).not.toContain("<reuma>");
    const state = embedded(html);
    expect(state).toMatchObject({
      status: "ok",
      path: PATH,
      story: { Id: 7, Title: "Fietsen met <reuma>" },
      reactions: { Total: 30 },
    });
  });

  it("puts the first page of reactions in the HTML, with their authors, the count and the link to the next page", async () => {
    const html = await (await storyPage(get(PATH), deps(async () => story()).value)).text();
    const slot = html.split(`<script type="application/json"`)[0]!;
    // "Reacties (30)", as a conversation says it (not "Reacties (30 reacties)").
    expect(slot).toContain(
      '<h2 id="story-reactions-title" tabindex="-1">Reacties<!-- --> <span class="story-reactions__count">(<!-- -->30<!-- -->)</span></h2>',
    );
    expect(slot).toContain("Wat fijn dat je weer fietst!");
    expect(slot).toContain("Welke e-bike heb je?");
    expect(slot).toContain("Carla");
    expect(slot).toContain('href="?pagina=2"');
    expect(slot.indexOf("Ik fiets weer.")).toBeLessThan(slot.indexOf("Wat fijn dat je weer fietst!"));
    expect(embedded(html)).toMatchObject({
      reactions: { Items: [{ Reaction: { Id: 41 } }, { Reaction: { Id: 42 } }] },
    });
  });

  it("leaves the reactions out when the story has none to show (a draft or hidden story's own reader)", async () => {
    const html = await (
      await storyPage(get(PATH), deps(async () => story({ Published: false }), {}, null).value)
    ).text();
    expect(html).toContain("Ik fiets weer.");
    expect(html).not.toContain("story-reactions-title");
  });

  it("gives a visitor the 403 offer on a participants-only story, never its text", async () => {
    const { value } = deps(async () => {
      throw status(403);
    });
    const answer = await storyPage(get("/ontmoet-elkaar/verhalen/annelies/gesprek-met-mijn-leidinggevende/"), value);
    expect(answer.status).toBe(403);
    const html = await answer.text();
    expect(html).toContain("Log in");
    expect(html).toContain('<meta name="robots" content="noindex" data-gatsby-head="true"/>');
    expect(embedded(html)).toEqual({
      status: "forbidden",
      path: "/ontmoet-elkaar/verhalen/annelies/gesprek-met-mijn-leidinggevende/",
    });
  });

  it("answers 404 for an unknown, draft or hidden story, and marks a participants-only one noindex", async () => {
    const missing = await storyPage(
      get("/ontmoet-elkaar/verhalen/bram/bestaat-niet/"),
      deps(async () => Promise.reject(status(404))).value,
    );
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Dit verhaal bestaat niet (meer).");
    const circle = await storyPage(get(PATH), deps(async () => story({ Visibility: "participants" })).value);
    expect(circle.status).toBe(200);
    expect(await circle.text()).toContain('<meta name="robots" content="noindex" data-gatsby-head="true"/>');
  });

  it("sends another spelling (ids, capitals) to the story's own address", async () => {
    const answer = await storyPage(get("/ontmoet-elkaar/verhalen/3/7?x=1"), deps(async () => story()).value);
    expect(answer.status).toBe(301);
    expect(answer.headers.get("location")).toBe("/ontmoet-elkaar/verhalen/bram/fietsen-met-reuma/?x=1");
  });

  it("gives the blog page's rewrite target its shell, and the bare shell when the story cannot be read", async () => {
    const shell = await storyPage(get("/ontmoet-elkaar/verhalen/[blog]/index.html"), deps(async () => story()).value);
    expect(await shell.text()).toBe(BLOG_SHELL);
    const logged: string[] = [];
    const broken = await storyPage(
      get(PATH),
      deps(async () => Promise.reject(new Error("database down")), { log: (message) => logged.push(message) }).value,
    );
    expect(broken.status).toBe(500);
    expect(await broken.text()).toBe(SHELL);
    expect(logged).toEqual([`story page ${PATH} could not be rendered`]);
    expect(
      (await storyPage(new Request(`https://reumanl.nl${PATH}`, { method: "POST" }), deps(async () => story()).value))
        .status,
    ).toBe(405);
  });
});
