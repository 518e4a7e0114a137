/**
 * Server rendering of the conversation pages (see page.ts): /ontmoet-elkaar/gesprekken/:group/:conversation
 * (and /{group_slug}/nieuw, which shares the path pattern), and the group page /ontmoet-elkaar/gesprekken/:group/
 * with its first view. The caller is the session of the cookie,
 * or a visitor; the data comes from the conversations service as that caller (RLS applies); the
 * shell is the page Gatsby built, fetched from this site (src/build/forum-shells.ts).
 */
import type { Config } from "@netlify/functions";
import { getConfig } from "../_shared/config";
import { leaseDb } from "../_shared/db";
import { sessionTokenOfCookieHeader } from "../_shared/http";
import { log, observe } from "../_shared/log";
import { shellsOf } from "../_shared/rendered-page";
import { callerOfSession } from "../_shared/caller";
import { communityDepsOf } from "../_community/context";
import { loadConversationPage, loadConversationPageBySlug } from "../_community/reactions/page";
import { groupConversations } from "../_community/conversations/lists";
import { getGroup, groupFollowStatus, groupModerators, groupTerms } from "../_community/groups/service";
import { forumPage, type Loaded } from "./page";

/** As many terms as GET /groups/{id}/conversations/filterbyterms takes (functions/groups). */
const MAX_TERMS = 20;

export default observe("forum-page", async function handler(request: Request): Promise<Response> {
  const config = getConfig();
  const lease = leaseDb();
  const db = lease.db;
  const deps = communityDepsOf(db);
  const callerOf = (cookie: string | null) => callerOfSession(db, sessionTokenOfCookieHeader(cookie));
  try {
    return await forumPage(request, {
      siteUrl: config.siteUrl,
      loadShell: shellsOf(config.siteUrl),
      loadConversation: async (cookie, groupSlug, conversationSlug, pageIndex): Promise<Loaded> =>
        loadConversationPage(deps, await callerOf(cookie), groupSlug, conversationSlug, pageIndex),
      findMoved: async (cookie, conversationSlug) =>
        loadConversationPageBySlug(deps, await callerOf(cookie), conversationSlug, 0),
      loadGroup: async (cookie, groupSlug, filter) => {
        const caller = await callerOf(cookie);
        const group = await getGroup(deps, caller, { slug: groupSlug });
        const followedOnly = filter.followed && Boolean(caller.userId);
        const termIds = followedOnly ? [] : filter.termIds.slice(0, MAX_TERMS);
        const [leaders, terms, list, following] = await Promise.all([
          groupModerators(deps, caller, group.Id),
          groupTerms(deps, caller, group.Id),
          groupConversations(deps, caller, group.Id, {
            pageIndex: filter.page - 1,
            termIds: termIds.length > 0 ? termIds : undefined,
            followedOnly,
          }),
          caller.userId ? groupFollowStatus(deps, caller, group.Id) : Promise.resolve(null),
        ]);
        return { group, leaders, terms, filter, list, userId: caller.userId ?? null, following };
      },
      log: (message, error) => log.error(message, error),
    });
  } finally {
    await lease.release();
  }
});

export const config: Config = {
  // The group page too (one segment): its first view in the HTML, and 404 for a group that does not exist (page.ts).
  path: [
    "/ontmoet-elkaar/gesprekken/:group/:conversation",
    "/ontmoet-elkaar/gesprekken/:group/:conversation/",
    "/ontmoet-elkaar/gesprekken/:group",
    "/ontmoet-elkaar/gesprekken/:group/",
  ],
};
