import {
  author,
  conversation,
  GROUP,
  listItem,
  page,
  reaction,
  TERMS,
} from "../../src/test-support/community-fixtures";
import { GROUP_STATE_ID, type GroupPageState } from "../../src/features/community/group-state";
import {
  EMBEDDED_STATE_ID,
  FORUM_SHELLS,
  SLOT_ID,
  type ConversationPageState,
} from "../../src/features/community/conversation-state";
import { serializeState } from "../../src/platform/embedded-state";
import { forumPage, forumRoute, type ForumPageDeps, type Loaded } from "./page";
import { escapeHtml, renderIntoShell, ShellError } from "../_shared/rendered-page";
import { SESSION_COOKIE } from "../_shared/http";

const SHELL =
  '<!DOCTYPE html><html lang="nl"><head><meta charSet="utf-8"/><meta name="robots" content="noindex" data-gatsby-head="true"/>' +
  '<title data-gatsby-head="true">Gesprek | ReumaNL</title></head><body><div id="___gatsby"><main id="main-content"><div id="forum-slot"></div></main></div></body></html>';
const NEW_SHELL = "<!DOCTYPE html><html><head></head><body>nieuw gesprek</body></html>";
const GROUP_SHELL =
  '<!DOCTYPE html><html lang="nl"><head><title data-gatsby-head="true">Groep | ReumaNL</title></head><body><div id="___gatsby"><main id="main-content"><div id="group-slot"></div></main></div></body></html>';
const BASE = "https://reumanl.nl/ontmoet-elkaar/gesprekken";
const FORUM_IDS = { slot: SLOT_ID, state: EMBEDDED_STATE_ID };
const PATH = "/ontmoet-elkaar/gesprekken/vermoeidheid/tips-voor-de-ochtendstijfheid/";

const status = (code: number) => Object.assign(new Error(`status ${code}`), { status: code });

function deps(
  load: (group: string, slug: string, pageIndex: number) => Promise<Loaded>,
  extra: Partial<ForumPageDeps> = {},
) {
  const calls: Array<{ cookie: string | null; group: string; slug: string; pageIndex: number }> = [];
  const value: ForumPageDeps = {
    siteUrl: "https://reumanl.nl",
    loadShell: async (file) =>
      file === FORUM_SHELLS.conversation.file
        ? SHELL
        : file === FORUM_SHELLS.newConversation.file
          ? NEW_SHELL
          : file === FORUM_SHELLS.group.file
            ? GROUP_SHELL
            : null,
    loadConversation: async (cookie, group, slug, pageIndex) => {
      calls.push({ cookie, group, slug, pageIndex });
      return load(group, slug, pageIndex);
    },
    findMoved: async () => null,
    loadGroup: async (_cookie, _slug, filter) => ({
      group: GROUP,
      leaders: [author("Annelies", { IsModerator: true, ModeratorKind: "group" })],
      terms: TERMS,
      filter,
      list: page([listItem({ Sticky: true, Title: "Lees dit eerst", Slug: "lees-dit-eerst", Id: 1 })], {
        Total: 1,
        PageSize: 20,
      }),
      userId: null,
      following: null,
    }),
    ...extra,
  };
  return { value, calls };
}

const loaded = (extra: Parameters<typeof conversation>[0] = {}): Loaded => ({
  conversation: conversation(extra),
  reactions: page([reaction(90, "Bram", "Ik begin met een warme douche.")], { Total: 1 }),
});

function embedded(html: string): ConversationPageState {
  const match = new RegExp(`<script type="application/json" id="${EMBEDDED_STATE_ID}">([\\s\\S]*?)</script>`).exec(
    html,
  );
  if (!match) throw new Error("no embedded state");
  return JSON.parse(match[1]!) as ConversationPageState;
}

describe("the conversation page function", () => {
  it("puts a public conversation's title, text and reactions into the HTML with its head and state", async () => {
    const { value, calls } = deps(async () => loaded());
    const response = await forumPage(
      new Request(`${BASE}/vermoeidheid/tips-voor-de-ochtendstijfheid/`, {
        headers: { cookie: `${SESSION_COOKIE}=abc` },
      }),
      value,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html).toContain('<h1 id="conversation-title">Tips voor de ochtendstijfheid</h1>');
    expect(html).toContain("Ik ben benieuwd.");
    expect(html).toContain("Ik begin met een warme douche.");
    expect(html).toContain("Gespreksleider");
    expect(html).toContain('<title data-gatsby-head="true">Tips voor de ochtendstijfheid | ReumaNL</title>');
    expect(html).toContain(
      `<meta name="description" content="Hoe komen jullie &#39;s ochtends op gang?" data-gatsby-head="true"/>`,
    );
    expect(html).toContain(`<link rel="canonical" href="https://reumanl.nl${PATH}" data-gatsby-head="true"/>`);
    expect(html).not.toContain("Gesprek | ReumaNL");
    expect(html).not.toContain('content="noindex"');
    const state = embedded(html);
    expect(state).toMatchObject({ status: "ok", path: PATH, conversation: { Id: 41 }, reactions: { Total: 1 } });
    expect(calls).toEqual([
      { cookie: `${SESSION_COOKIE}=abc`, group: "vermoeidheid", slug: "tips-voor-de-ochtendstijfheid", pageIndex: 0 },
    ]);
  });

  it("reads the page of reactions from ?pagina", async () => {
    const { value, calls } = deps(async () => loaded());
    await forumPage(new Request(`${BASE}/vermoeidheid/tips-voor-de-ochtendstijfheid?pagina=3`), value);
    expect(calls[0]!.pageIndex).toBe(2);
  });

  it("keeps a participants-only conversation out of search engines for the participant who reads it", async () => {
    const { value } = deps(async () => loaded({ Visibility: "participants" }));
    const html = await (
      await forumPage(new Request(`${BASE}/vermoeidheid/tips-voor-de-ochtendstijfheid/`), value)
    ).text();
    expect(html).toContain('<meta name="robots" content="noindex" data-gatsby-head="true"/>');
    expect(html).not.toContain('rel="canonical"');
  });

  it("answers 403 with the 403 offer (log in and come back, or register) on a participants-only conversation", async () => {
    const { value } = deps(async () => {
      throw status(403);
    });
    const response = await forumPage(new Request(`${BASE}/vermoeidheid/alleen-voor-ons`), value);
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain("Alleen voor deelnemers | ReumaNL");
    expect(html).toContain(
      'href="/inloggen?returnUrl=%2Fontmoet-elkaar%2Fgesprekken%2Fvermoeidheid%2Falleen-voor-ons"',
    );
    expect(html).toContain('href="/registreren"');
    expect(html).toContain('content="noindex"');
    expect(html).not.toContain("alleen-voor-ons</h1>");
    expect(embedded(html)).toEqual({
      status: "forbidden",
      path: "/ontmoet-elkaar/gesprekken/vermoeidheid/alleen-voor-ons",
    });
  });

  it("answers the Dutch 404 page for malformed percent-encoding in the path", async () => {
    const { value, calls } = deps(async () => loaded());
    const response = await forumPage(new Request(`${BASE}/vermoeidheid/%E0%A4%A/`), value);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Dit gesprek bestaat niet (meer)");
    expect(html).toContain('content="noindex"');
    expect(calls).toEqual([]);
  });

  it("answers 404 for an unknown conversation", async () => {
    const { value } = deps(async () => {
      throw status(404);
    });
    const response = await forumPage(new Request(`${BASE}/vermoeidheid/bestaat-niet/`), value);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Dit gesprek bestaat niet (meer)");
    expect(html).toContain('content="noindex"');
  });

  it("sends a conversation that moved to another group to its own address", async () => {
    const { value } = deps(
      async () => {
        throw status(404);
      },
      { findMoved: async () => loaded({ Group: { Id: 4, Slug: "medicijnen", Title: "Medicijnen" } }) },
    );
    const response = await forumPage(new Request(`${BASE}/vermoeidheid/tips-voor-de-ochtendstijfheid?pagina=2`), value);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(
      "/ontmoet-elkaar/gesprekken/medicijnen/tips-voor-de-ochtendstijfheid/?pagina=2",
    );
  });

  it("answers 403, not 404, when the moved conversation is for participants only", async () => {
    const { value } = deps(
      async () => {
        throw status(404);
      },
      { findMoved: async () => Promise.reject(status(403)) },
    );
    expect((await forumPage(new Request(`${BASE}/oud/tips`), value)).status).toBe(403);
  });

  it("serves the new-conversation page's shell for /{group_slug}/nieuw, which shares the path pattern", async () => {
    const { value, calls } = deps(async () => loaded());
    for (const address of [`${BASE}/vermoeidheid/nieuw/`, `${BASE}/3/nieuw/`]) {
      const response = await forumPage(new Request(address), value);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(NEW_SHELL);
    }
    expect(calls).toHaveLength(0);
  });

  it("serves the group page's shell as built when the group page's rewrite target reaches the function", async () => {
    const { value, calls } = deps(async () => loaded());
    const response = await forumPage(new Request(`${BASE}/%5Bgroup%5D/index.html`), value);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(GROUP_SHELL);
    expect(calls).toHaveLength(0);
  });

  it("puts a group's first view (introduction, leaders, filter, conversations) into the HTML with its head and state", async () => {
    const asked: Array<{ cookie: string | null; slug: string }> = [];
    const { value } = deps(async () => loaded());
    const loadGroup = value.loadGroup;
    value.loadGroup = async (cookie, slug, filter) => {
      asked.push({ cookie, slug });
      return loadGroup(cookie, slug, filter);
    };
    for (const address of [
      `${BASE}/vermoeidheid/?onderwerp=12&pagina=2`,
      `${BASE}/vermoeidheid?onderwerp=12&pagina=2`,
    ]) {
      const response = await forumPage(new Request(address, { headers: { cookie: `${SESSION_COOKIE}=abc` } }), value);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      const html = await response.text();
      expect(html).toContain("<h1>Vermoeidheid</h1>");
      expect(html).toContain("Welkom in de groep over vermoeidheid.");
      expect(html).toContain("Annelies");
      expect(html).toContain('href="/ontmoet-elkaar/gesprekken/vermoeidheid/lees-dit-eerst/"');
      expect(html).toContain("Log in om een gesprek te beginnen");
      expect(html).toContain('<title data-gatsby-head="true">Vermoeidheid | ReumaNL</title>');
      expect(html).toContain(
        '<link rel="canonical" href="https://reumanl.nl/ontmoet-elkaar/gesprekken/vermoeidheid/" data-gatsby-head="true"/>',
      );
      expect(html).not.toContain("Groep | ReumaNL");
      const match = new RegExp(`<script type="application/json" id="${GROUP_STATE_ID}">([\\s\\S]*?)</script>`).exec(
        html,
      );
      const state = JSON.parse(match![1]!) as GroupPageState;
      expect(state).toMatchObject({
        path: "/ontmoet-elkaar/gesprekken/vermoeidheid/",
        group: { Id: GROUP.Id },
        filter: { followed: false, termIds: [12], page: 2 },
        userId: null,
      });
    }
    expect(asked).toEqual([
      { cookie: `${SESSION_COOKIE}=abc`, slug: "vermoeidheid" },
      { cookie: `${SESSION_COOKIE}=abc`, slug: "vermoeidheid" },
    ]);
  });

  it("answers 404 with the group page's shell, kept out of search engines, for a group that does not exist", async () => {
    const asked: string[] = [];
    const { value } = deps(async () => loaded(), {
      loadGroup: async (_cookie, slug) => {
        asked.push(slug);
        throw status(404);
      },
    });
    for (const address of [`${BASE}/bestaat-niet/`, `${BASE}/bestaat-niet`]) {
      const response = await forumPage(new Request(address), value);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain('<div id="group-slot"></div>');
      expect(html).toContain('<title data-gatsby-head="true">Deze groep bestaat niet (meer) | ReumaNL</title>');
      expect(html).toContain('<meta name="robots" content="noindex" data-gatsby-head="true"/>');
    }
    expect(asked).toEqual(["bestaat-niet", "bestaat-niet"]);
    const head = await forumPage(new Request(`${BASE}/bestaat-niet/`, { method: "HEAD" }), value);
    expect(head.status).toBe(404);
  });

  it("sends a group address that is a conversation's slug to that conversation, as the browser would", async () => {
    const { value } = deps(async () => loaded(), {
      loadGroup: async () => Promise.reject(status(404)),
      findMoved: async (_cookie, slug) => (slug === "tips-voor-de-ochtendstijfheid" ? loaded() : null),
    });
    const response = await forumPage(new Request(`${BASE}/tips-voor-de-ochtendstijfheid/`), value);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(PATH);
  });

  it("serves the group page's shell (200) when it cannot read the group now, so the browser can try", async () => {
    const log = jest.fn();
    const { value } = deps(async () => loaded(), {
      loadGroup: async () => Promise.reject(new Error("database down")),
      log,
    });
    const response = await forumPage(new Request(`${BASE}/vermoeidheid/`), value);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(GROUP_SHELL);
    expect(log).toHaveBeenCalled();
  });

  it("still serves the shell (status 500) when the conversation cannot be read, so the browser can try", async () => {
    const log = jest.fn();
    const { value } = deps(async () => Promise.reject(new Error("database down")), { log });
    const response = await forumPage(new Request(`${BASE}/vermoeidheid/tips-voor-de-ochtendstijfheid/`), value);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe(SHELL);
    expect(log).toHaveBeenCalled();
  });

  it("answers only GET and HEAD", async () => {
    const { value } = deps(async () => loaded());
    expect((await forumPage(new Request(`${BASE}/a/b`, { method: "POST" }), value)).status).toBe(405);
    const head = await forumPage(
      new Request(`${BASE}/vermoeidheid/tips-voor-de-ochtendstijfheid/`, { method: "HEAD" }),
      value,
    );
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });

  it("reads the two slugs of a forum path", () => {
    expect(forumRoute("/ontmoet-elkaar/gesprekken/vermoeidheid/tips/")).toEqual({
      group: "vermoeidheid",
      conversation: "tips",
    });
    expect(forumRoute("/ontmoet-elkaar/gesprekken/vermoeidheid")).toBeNull();
    expect(forumRoute("/ontmoet-elkaar/gesprekken/a/b/c")).toBeNull();
    expect(forumRoute("/ontmoet-elkaar/gesprekken/%E0%A4%A/b")).toBeNull();
  });
});

describe("rendering into the shell", () => {
  it("never lets text close the state's script element", () => {
    const title = "</script><script>alert(1)</script><!--";
    const state: ConversationPageState = {
      status: "ok",
      path: PATH,
      conversation: conversation({ Title: title }),
      reactions: page([]),
    };
    const html = renderIntoShell(
      SHELL,
      serializeState(state),
      "<p>x</p>",
      { title: `${escapeHtml(title)}`, noIndex: true },
      FORUM_IDS,
    );
    const script = html.slice(html.indexOf(`id="${EMBEDDED_STATE_ID}">`));
    expect(script.indexOf("</script>")).toBe(script.indexOf("</script></body>"));
    expect(html).not.toContain("<script>alert(1)");
    expect(embedded(html)).toEqual(JSON.parse(JSON.stringify(state)));
  });

  it("refuses a shell without the slot", () => {
    expect(() =>
      renderIntoShell("<html><head></head><body></body></html>", "{}", "", { title: "x", noIndex: true }, FORUM_IDS),
    ).toThrow(ShellError);
  });
});
