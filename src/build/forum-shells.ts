/**
 * The forum's client-only pages (conversation, new conversation) are served by
 * functions/forum-page, which fetches their built HTML (the shell) from the site and renders the
 * conversation into it. Their own addresses belong to the function (its config.path is
 * /ontmoet-elkaar/gesprekken/:group/:conversation), so after the build a copy of each goes to
 * /_shells/, a path no function or rewrite claims whatever the adapter does with the originals
 * (with trailing-slash match paths it leaves them at ".../[group]/[conversation]/index.html"; for
 * other match paths it moves them to ".../[group]/[conversation].html", which the pattern matches).
 * Where Gatsby and the adapter put that HTML is gatsby-internals.ts's clientOnlyHtml; its check
 * after the build fails the build when a shell was not copied.
 */
import fs from "node:fs";
import path from "node:path";
import { clientOnlyHtml } from "./gatsby-internals";
import { FORUM_SHELLS } from "../features/community/conversation-state";
import { STORY_SHELLS } from "../features/stories/story-state";

const SHELLS = [...Object.values(FORUM_SHELLS), ...Object.values(STORY_SHELLS)];

/** The shells' files under public/, which the build's check expects (src/build/gatsby-internals.ts). */
export const PAGE_SHELL_FILES: readonly string[] = SHELLS.map((shell) => shell.file);

/**
 * After the build (onPostBuild, before the adapter moves files): copy each shell to /_shells/ (the
 * forum's and the stories' pages; functions/story-page does for stories what forum-page does).
 */
export function copyForumShells(publicDir: string): string[] {
  const copied: string[] = [];
  for (const shell of SHELLS) {
    const source = clientOnlyHtml(publicDir, shell.page);
    if (!source) continue;
    const target = path.join(publicDir, shell.file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(source, target);
    copied.push(shell.file);
  }
  return copied;
}
