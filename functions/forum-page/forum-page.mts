/**
 * Server rendering of the conversation pages (see page.ts): /ontmoet-elkaar/gesprekken/:group/:conversation
 * (and /{group_slug}/nieuw, which shares the path pattern), and the group page /ontmoet-elkaar/gesprekken/:group/
 * with its first view. The caller is the session of the cookie,
 * or a visitor; the data comes from the conversations service as that caller (RLS applies); the
 * shell is the page Gatsby built, fetched from this site (src/build/forum-shells.ts).
 */
import type { Config } from "@netlify/functions";
import { getConfig } from "../_shared/config";
import { createDb } from "../_shared/db";
import { sessionTokenOfCookieHeader } from "../_shared/http";
import { callerOfSession, communityDepsOf } from "../_community/context";
import { loadConversationPage, loadConversationPageBySlug } from "../_community/conversations/page";
import { getGroup, groupConversations, groupFollowStatus, groupModerators, groupTerms } from "../_community/groups/service";
import { forumPage, type Loaded } from "./page";

/** As many terms as GET /groups/{id}/conversations/filterbyterms takes (functions/groups). */
const MAX_TERMS = 20;

export default async function handler(request: Request): Promise<Response> {
  const config = getConfig();
  const db = createDb();
  const deps = communityDepsOf(db);
  const callerOf = (cookie: string | null) => callerOfSession(db, sessionTokenOfCookieHeader(cookie));
  try {
    return await forumPage(request, {
      siteUrl: config.siteUrl,
      loadShell: async (file) => {
        // From the configured site, never from the request's Host header (it is the caller's to choose).
        const response = await fetch(new URL(`/${file}`, config.siteUrl), { headers: { Accept: "text/html" } });
        return response.ok ? response.text() : null;
      },
      loadConversation: async (cookie, groupSlug, conversationSlug, pageIndex): Promise<Loaded> =>
        loadConversationPage(deps, await callerOf(cookie), groupSlug, conversationSlug, pageIndex),
      findMoved: async (cookie, conversationSlug) => loadConversationPageBySlug(deps, await callerOf(cookie), conversationSlug, 0),
      loadGroup: async (cookie, groupSlug, filter) => {
        const caller = await callerOf(cookie);
        const group = await getGroup(deps, caller, { slug: groupSlug });
        const followedOnly = filter.followed && Boolean(caller.userId);
        const termIds = followedOnly ? [] : filter.termIds.slice(0, MAX_TERMS);
        const [leaders, terms, list, following] = await Promise.all([
          groupModerators(deps, caller, group.Id),
          groupTerms(deps, caller, group.Id),
          groupConversations(deps, caller, group.Id, { pageIndex: filter.page - 1, termIds: termIds.length > 0 ? termIds : undefined, followedOnly }),
          caller.userId ? groupFollowStatus(deps, caller, group.Id) : Promise.resolve(null),
        ]);
        return { group, leaders, terms, filter, list, userId: caller.userId ?? null, following };
      },
      log: (message, error) => console.error(message, error),
    });
  } finally {
    await db.end({ timeout: 2 });
  }
}

export const config: Config = {
  // The group page too (one segment): its first view in the HTML, and 404 for a group that does not exist (page.ts).
  path: ["/ontmoet-elkaar/gesprekken/:group/:conversation", "/ontmoet-elkaar/gesprekken/:group/:conversation/", "/ontmoet-elkaar/gesprekken/:group", "/ontmoet-elkaar/gesprekken/:group/"],
};
