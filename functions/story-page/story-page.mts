/**
 * Server rendering of a story's page (see page.ts): /ontmoet-elkaar/verhalen/:blog/:post. The caller
 * is the session of the cookie, or a visitor; the story comes from the stories service as that
 * caller (RLS applies); the shell is the page Gatsby built, fetched from this site (/_shells/).
 */
import type { Config } from "@netlify/functions";
import { getConfig } from "../_shared/config";
import { createDb } from "../_shared/db";
import { sessionTokenOfCookieHeader } from "../_shared/http";
import { callerOfSession, communityDepsOf } from "../_community/context";
import { refOf } from "../_community/stories/access";
import { blogStoryPage } from "../_community/stories/service";
import { storyPage } from "./page";

export default async function handler(request: Request): Promise<Response> {
  const config = getConfig();
  const db = createDb();
  const deps = communityDepsOf(db);
  try {
    return await storyPage(request, {
      siteUrl: config.siteUrl,
      loadShell: async (file) => {
        // From the configured site, never from the request's Host header (it is the caller's to choose).
        const response = await fetch(new URL(`/${file}`, config.siteUrl), { headers: { Accept: "text/html" } });
        return response.ok ? response.text() : null;
      },
      loadStory: async (cookie, blog, post) => blogStoryPage(deps, await callerOfSession(db, sessionTokenOfCookieHeader(cookie)), refOf(blog), refOf(post)),
      log: (message, error) => console.error(message, error),
    });
  } finally {
    await db.end({ timeout: 2 });
  }
}

export const config: Config = {
  path: ["/ontmoet-elkaar/verhalen/:blog/:post", "/ontmoet-elkaar/verhalen/:blog/:post/"],
};
