/**
 * The conversation pages on a full page load (docs/decisions/036-conversation-server-rendering.md):
 * GET /ontmoet-elkaar/gesprekken/{group_slug}/{conversation_slug}[/][?pagina=N]
 *   a readable conversation      200, its title, text and reactions in the HTML (search engines)
 *   participants only, visitor    403 with the 403 offer (log in, register), noindex
 *   unknown or hidden            404, noindex
 *   moved to another group       301 to its own address
 * GET /ontmoet-elkaar/gesprekken/{group_slug}/nieuw[/]   the new-conversation page's shell, as built.
 * GET /ontmoet-elkaar/gesprekken/{group_slug}/[?onderwerp=…&weergave=…&pagina=N]   the group page:
 *   its first view for the caller (introduction, leaders, filter, one page of conversations) in
 *   the HTML with its state (src/features/community/group-state.ts), so it needs no second asking
 *   (issue 24); a group that does not exist: 404 with the shell (noindex; the browser shows "Deze
 *   groep bestaat niet (meer)"), or 301 to the conversation when the slug is a conversation's;
 *   when it cannot be read now, the shell as built (the browser loads the group itself).
 *   Also reached through the group page's rewrite, whose target
 *   /ontmoet-elkaar/gesprekken/[group]/index.html the path pattern matches: the shell as built.
 * Never cached (Cache-Control: private, no-store): moderation and visibility changes count at once.
 * Dependencies come in as arguments, so the rules are tested without a database or a site.
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { forumPaths, pageNumberFrom } from "../../src/domain/community";
import { pageTitle } from "../../src/domain/site";
import { translate } from "../../src/i18n/translate";
import { serializeState } from "../../src/platform/embedded-state";
import {
  EMBEDDED_STATE_ID,
  FORUM_SHELLS,
  SLOT_ID,
  type ConversationPageState,
} from "../../src/features/community/conversation-state";
import { ForumSlotContent } from "../../src/features/community/ForumSlotContent";
import { GroupContent } from "../../src/features/community/GroupContent";
import {
  filterFromSearch,
  GROUP_SLOT_ID,
  GROUP_STATE_ID,
  type GroupFilter,
  type GroupPageState,
} from "../../src/features/community/group-state";
import { PlainLink } from "../../src/components/links";
import type { ConversationPage } from "../_community/reactions/page";
import {
  html,
  methodNotAllowed,
  redirect,
  renderIntoShell,
  ShellError,
  statusOf,
  withHead,
  type HeadMeta,
} from "../_shared/rendered-page";

/** A conversation with one page of its reactions, as the conversations aggregate loads it. */
export type Loaded = ConversationPage;

export interface ForumPageDeps {
  /** The built shell (FORUM_SHELLS[...].file) from the site, or null when it cannot be had. */
  loadShell: (file: string) => Promise<string | null>;
  /** The conversation at group + conversation slug as the caller (cookie header) may read it. */
  loadConversation: (
    cookie: string | null,
    groupSlug: string,
    conversationSlug: string,
    pageIndex: number,
  ) => Promise<Loaded>;
  /** By the conversation's slug alone (to find one that moved); null when there is none. */
  findMoved: (cookie: string | null, conversationSlug: string) => Promise<Loaded | null>;
  /**
   * The group's first view at this slug as the caller may read it, with the list for `filter`
   * (its `path` is set by the page); throws an error with status 404 when there is no such group.
   */
  loadGroup: (cookie: string | null, groupSlug: string, filter: GroupFilter) => Promise<Omit<GroupPageState, "path">>;
  siteUrl: string;
  log?: (message: string, error?: unknown) => void;
}

const PREFIX = "/ontmoet-elkaar/gesprekken/";
const FORUM_IDS = { slot: SLOT_ID, state: EMBEDDED_STATE_ID };

/** The two slugs of a forum path, or null. */
export function forumRoute(pathname: string): { group: string; conversation: string } | null {
  if (!pathname.toLowerCase().startsWith(PREFIX)) return null;
  const parts = pathname.slice(PREFIX.length).replace(/\/$/, "").split("/");
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  try {
    return { group: decodeURIComponent(parts[0]), conversation: decodeURIComponent(parts[1]) };
  } catch {
    return null;
  }
}

/**
 * The client-only pages whose requests reach this function besides conversations: /{group_slug}/nieuw
 * (same pattern), and the group page, whose rewrite target (/[group]/index.html) the pattern
 * matches too; a rewrite passes the original address (one segment) or the target, by server.
 */
function builtShellFor(
  pathname: string,
  route: { conversation: string } | null,
): { file: string; groupSlug?: string } | null {
  if (!route) {
    const group = /^\/ontmoet-elkaar\/gesprekken\/([^/]+)\/?$/i.exec(pathname);
    return group ? { ...FORUM_SHELLS.group, groupSlug: group[1] } : null;
  }
  if (route.conversation === "nieuw") return FORUM_SHELLS.newConversation;
  if (/\.html$/i.test(route.conversation)) return FORUM_SHELLS.group;
  return null;
}

export function headFor(state: ConversationPageState, siteUrl: string): HeadMeta {
  if (state.status === "ok") {
    const { conversation } = state;
    return {
      title: pageTitle(conversation.Title),
      description: conversation.Description,
      canonical: `${siteUrl.replace(/\/+$/, "")}${state.path}`,
      noIndex: conversation.Visibility !== "public" || conversation.Hidden,
    };
  }
  if (state.status === "forbidden") return { title: pageTitle(translate("library", "forbidden.title")), noIndex: true };
  return { title: pageTitle(translate("community", "notFound.conversation")), noIndex: true };
}

export async function forumPage(request: Request, deps: ForumPageDeps): Promise<Response> {
  const method = request.method.toUpperCase();
  if (method !== "GET" && method !== "HEAD") return methodNotAllowed();
  const url = new URL(request.url);
  const route = forumRoute(url.pathname);

  // Client-only pages that reach this function get their shell as built (see builtShellFor).
  const built = builtShellFor(url.pathname, route);
  if (built) {
    const group = built.groupSlug === undefined ? null : await groupFor(request, deps, built.groupSlug, url);
    if (group?.redirect) return group.redirect;
    const shell = await deps.loadShell(built.file);
    if (shell === null) return html(translate("community", "errors.generic"), 500, method);
    if (group?.missing)
      return html(
        withHead(shell, { title: pageTitle(translate("community", "notFound.group")), noIndex: true }),
        404,
        method,
      );
    if (group?.state) return html(renderGroup(shell, group.state, deps.siteUrl), 200, method);
    return html(shell, 200, method);
  }
  // Not a conversation address (e.g. malformed percent-encoding): the Dutch "not found" page.
  if (!route) return renderState(deps, { status: "notFound", path: url.pathname }, 404, method);

  const cookie = request.headers.get("cookie");
  const page = pageNumberFrom(url.search);
  let state: ConversationPageState;
  let status = 200;
  try {
    const loaded = await deps.loadConversation(cookie, route.group, route.conversation, page - 1);
    const canonical = forumPaths.conversation(loaded.conversation.Group.Slug, loaded.conversation.Slug);
    // One address per conversation: another spelling goes to its own.
    if (canonical !== withSlash(`${PREFIX}${route.group}/${route.conversation}`))
      return redirect(`${canonical}${url.search}`);
    state = { status: "ok", path: canonical, conversation: loaded.conversation, reactions: loaded.reactions };
  } catch (error) {
    const code = statusOf(error);
    const moved =
      code === 404
        ? await deps
            .findMoved(cookie, route.conversation)
            .catch((problem: unknown) => (statusOf(problem) === 403 ? "forbidden" : null))
        : null;
    if (moved && moved !== "forbidden")
      return redirect(
        `${forumPaths.conversation(moved.conversation.Group.Slug, moved.conversation.Slug)}${url.search}`,
      );
    if (code === 404 && moved !== "forbidden") {
      state = { status: "notFound", path: url.pathname };
      status = 404;
    } else if (code === 403 || code === 401 || moved === "forbidden") {
      state = { status: "forbidden", path: url.pathname };
      status = 403;
    } else {
      // The browser loads the conversation itself from the API; the shell is still a page.
      deps.log?.(`forum page ${url.pathname} could not be rendered`, error);
      const shell = await deps.loadShell(FORUM_SHELLS.conversation.file);
      return html(shell ?? translate("community", "errors.generic"), 500, method);
    }
  }

  return renderState(deps, state, status, method);
}

/**
 * For the group page: its first view; or a redirect to the conversation of that slug (as the
 * browser would), or `missing` for the 404; null when it cannot be read now (the browser loads it).
 */
async function groupFor(
  request: Request,
  deps: ForumPageDeps,
  encodedSlug: string,
  url: URL,
): Promise<{ state?: GroupPageState; redirect?: Response; missing?: true } | null> {
  const cookie = request.headers.get("cookie");
  let slug: string;
  try {
    slug = decodeURIComponent(encodedSlug);
  } catch {
    return { missing: true };
  }
  try {
    const view = await deps.loadGroup(cookie, slug, filterFromSearch(url.search));
    return { state: { ...view, path: forumPaths.group(view.group.Slug) } };
  } catch (error) {
    if (statusOf(error) !== 404) {
      deps.log?.(`group page ${slug} could not be rendered`, error);
      return null;
    }
  }
  const moved = await deps.findMoved(cookie, slug).catch(() => null);
  if (moved)
    return {
      redirect: redirect(
        `${forumPaths.conversation(moved.conversation.Group.Slug, moved.conversation.Slug)}${url.search}`,
      ),
    };
  return { missing: true };
}

/** The group's first view in the shell's slot, with its state and head (a group page's shell holds its own slot). */
function renderGroup(shell: string, state: GroupPageState, siteUrl: string): string {
  const view = renderToString(
    createElement(GroupContent, {
      ...state,
      listProblem: null,
      sessionKnown: true,
      busy: false,
      message: "",
      link: PlainLink,
    }),
  );
  const head: HeadMeta = {
    title: pageTitle(state.group.Title),
    description: state.group.Description,
    canonical: `${siteUrl.replace(/\/+$/, "")}${state.path}`,
    noIndex: false,
  };
  try {
    return renderIntoShell(shell, serializeState(state), view, head, { slot: GROUP_SLOT_ID, state: GROUP_STATE_ID });
  } catch (error) {
    if (error instanceof ShellError) return shell;
    throw error;
  }
}

async function renderState(
  deps: ForumPageDeps,
  state: ConversationPageState,
  status: number,
  method: string,
): Promise<Response> {
  const shell = await deps.loadShell(FORUM_SHELLS.conversation.file);
  if (shell === null) return html(translate("community", "errors.generic"), 500, method);
  const view = renderToString(createElement(ForumSlotContent, { state }));
  return html(
    renderIntoShell(shell, serializeState(state), view, headFor(state, deps.siteUrl), FORUM_IDS),
    status,
    method,
  );
}

const withSlash = (path: string) => (path.endsWith("/") ? path : `${path}/`);
