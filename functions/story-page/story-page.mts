/**
 * Server rendering of a story's page (see page.ts): /ontmoet-elkaar/verhalen/:blog/:post. The caller
 * is the session of the cookie, or a visitor; the story comes from the stories service as that
 * caller (RLS applies); the shell is the page Gatsby built, fetched from this site (/_shells/).
 */
import type { Config } from "@netlify/functions";
import { getConfig } from "../_shared/config";
import { leaseDb } from "../_shared/db";
import { sessionTokenOfCookieHeader } from "../_shared/http";
import { log, observe } from "../_shared/log";
import { shellsOf } from "../_shared/rendered-page";
import { callerOfSession } from "../_shared/caller";
import { communityDepsOf } from "../_community/context";
import { refOf } from "../_community/stories/access";
import { blogStoryPage } from "../_community/stories/service";
import { storyPage } from "./page";

export default observe("story-page", async function handler(request: Request): Promise<Response> {
  const config = getConfig();
  const lease = leaseDb();
  const db = lease.db;
  const deps = communityDepsOf(db);
  try {
    return await storyPage(request, {
      siteUrl: config.siteUrl,
      loadShell: shellsOf(config.siteUrl),
      loadStory: async (cookie, blog, post) =>
        blogStoryPage(deps, await callerOfSession(db, sessionTokenOfCookieHeader(cookie)), refOf(blog), refOf(post)),
      log: (message, error) => log.error(message, error),
    });
  } finally {
    await lease.release();
  }
});

export const config: Config = {
  path: ["/ontmoet-elkaar/verhalen/:blog/:post", "/ontmoet-elkaar/verhalen/:blog/:post/"],
};
