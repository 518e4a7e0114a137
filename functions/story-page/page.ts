/**
 * A story's page on a full page load (docs/decisions/143-story-server-rendering.md), as the
 * conversations' (036):
 * GET /ontmoet-elkaar/verhalen/{blog}/{story}[/]
 *   a readable story             200, its title, text, photos and first reactions in the HTML (search
 *                                engines, link previews, reading without JavaScript)
 *   participants only, visitor    403 with the 403 offer (log in, register), noindex
 *   unknown, draft or hidden      404, noindex (the author and moderators still get their own)
 *   another spelling (ids)        301 to its own address
 * GET /ontmoet-elkaar/verhalen/[blog]/index.html (the blog page's rewrite target, which the path
 *   pattern matches)             the blog page's shell, as built.
 * Never cached (Cache-Control: private, no-store). Dependencies come in as arguments.
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { storyPaths, type BlogPostView, type StoryReactions } from "../../src/domain/stories";
import { pageTitle } from "../../src/domain/site";
import { translate } from "../../src/i18n/translate";
import { serializeState } from "../../src/platform/embedded-state";
import { StorySlotContent } from "../../src/features/stories/StoryView";
import {
  STORY_SHELLS,
  STORY_SLOT_ID,
  STORY_STATE_ID,
  type StoryPageState,
} from "../../src/features/stories/story-state";
import { html, methodNotAllowed, redirect, renderIntoShell, statusOf, type HeadMeta } from "../_shared/rendered-page";

export interface StoryPageDeps {
  /** The built shell (STORY_SHELLS[...].file) from the site, or null when it cannot be had. */
  loadShell: (file: string) => Promise<string | null>;
  /**
   * The story at blog + story (slugs or ids) as the caller (cookie header) may read it, with the first
   * page of its reactions when it is published and not hidden (else null); throws 403/404.
   */
  loadStory: (
    cookie: string | null,
    blog: string,
    post: string,
  ) => Promise<{ story: BlogPostView; reactions: StoryReactions | null }>;
  siteUrl: string;
  log?: (message: string, error?: unknown) => void;
}

const PREFIX = "/ontmoet-elkaar/verhalen/";

/** The blog and story segments of a story's address, or null. */
export function storyRoute(pathname: string): { blog: string; post: string } | null {
  if (!pathname.toLowerCase().startsWith(PREFIX)) return null;
  const parts = pathname.slice(PREFIX.length).replace(/\/$/, "").split("/");
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  try {
    return { blog: decodeURIComponent(parts[0]).toLowerCase(), post: decodeURIComponent(parts[1]).toLowerCase() };
  } catch {
    return null;
  }
}

export function storyHead(state: StoryPageState, siteUrl: string): HeadMeta {
  if (state.status === "ok") {
    const { story } = state;
    return {
      title: pageTitle(story.Title),
      description: story.Description,
      canonical: `${siteUrl.replace(/\/+$/, "")}${state.path}`,
      noIndex: story.Visibility !== "public" || story.Hidden || !story.Published,
    };
  }
  if (state.status === "forbidden") return { title: pageTitle(translate("library", "forbidden.title")), noIndex: true };
  return { title: pageTitle(translate("stories", "story.notFound")), noIndex: true };
}

export async function storyPage(request: Request, deps: StoryPageDeps): Promise<Response> {
  const method = request.method.toUpperCase();
  if (method !== "GET" && method !== "HEAD") return methodNotAllowed();
  const url = new URL(request.url);
  const route = storyRoute(url.pathname);
  if (route && /\.html$/i.test(route.post)) {
    const shell = await deps.loadShell(STORY_SHELLS.blog.file);
    return html(shell ?? translate("stories", "errors.generic"), shell === null ? 500 : 200, method);
  }
  if (!route) return render(deps, { status: "notFound", path: url.pathname }, 404, method);

  let state: StoryPageState;
  let status = 200;
  try {
    const { story, reactions } = await deps.loadStory(request.headers.get("cookie"), route.blog, route.post);
    const canonical = storyPaths.post(story.Blog.Slug, story.Slug);
    if (canonical !== `${PREFIX}${route.blog}/${route.post}/`) return redirect(`${canonical}${url.search}`);
    state = { status: "ok", path: canonical, story, reactions };
  } catch (error) {
    const code = statusOf(error);
    if (code === 404) {
      state = { status: "notFound", path: url.pathname };
      status = 404;
    } else if (code === 403 || code === 401) {
      state = { status: "forbidden", path: url.pathname };
      status = 403;
    } else {
      // The browser loads the story itself from the API; the shell is still a page.
      deps.log?.(`story page ${url.pathname} could not be rendered`, error);
      const shell = await deps.loadShell(STORY_SHELLS.story.file);
      return html(shell ?? translate("stories", "errors.generic"), 500, method);
    }
  }
  return render(deps, state, status, method);
}

async function render(deps: StoryPageDeps, state: StoryPageState, status: number, method: string): Promise<Response> {
  const shell = await deps.loadShell(STORY_SHELLS.story.file);
  if (shell === null) return html(translate("stories", "errors.generic"), 500, method);
  const view = renderToString(createElement(StorySlotContent, { state }));
  return html(
    renderIntoShell(shell, serializeState(state), view, storyHead(state, deps.siteUrl), {
      slot: STORY_SLOT_ID,
      state: STORY_STATE_ID,
    }),
    status,
    method,
  );
}
