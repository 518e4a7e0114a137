/**
 * Puts a server-rendered conversation into the built shell page: the view into the empty slot,
 * the same state as JSON before </body> (the browser's first render reads it, so hydration
 * matches), and the head: "<title> | ReumaNL", meta description, canonical link, robots.
 */
import { EMBEDDED_STATE_ID, serializeState, SLOT_ID } from "../../src/features/community/conversation-state";

export interface HeadMeta {
  title: string;
  description?: string | null;
  /** Absolute canonical URL; absent for pages that are not to be indexed. */
  canonical?: string | null;
  noIndex: boolean;
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** The head elements, marked as Gatsby's Head marks its own (the browser replaces them in place). */
export function headTags(meta: HeadMeta): string {
  const tags = [`<title data-gatsby-head="true">${escapeHtml(meta.title)}</title>`];
  if (meta.description) tags.push(`<meta name="description" content="${escapeHtml(meta.description)}" data-gatsby-head="true"/>`);
  if (meta.noIndex) tags.push(`<meta name="robots" content="noindex" data-gatsby-head="true"/>`);
  else if (meta.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(meta.canonical)}" data-gatsby-head="true"/>`);
  return tags.join("");
}

/** The empty slot and the state's element of a page (the forum's by default; stories pass theirs). */
export interface ShellIds {
  slot: string;
  state: string;
}
const FORUM_IDS: ShellIds = { slot: SLOT_ID, state: EMBEDDED_STATE_ID };
const GATSBY_HEAD = [
  /<title data-gatsby-head="true">[\s\S]*?<\/title>/g,
  /<meta name="description"[^>]*data-gatsby-head="true"[^>]*\/?>/g,
  /<meta name="robots"[^>]*data-gatsby-head="true"[^>]*\/?>/g,
  /<link rel="canonical"[^>]*data-gatsby-head="true"[^>]*\/?>/g,
];

export class ShellError extends Error {}

/** The shell with its Gatsby head elements replaced by these. */
export function withHead(shell: string, meta: HeadMeta): string {
  let html = shell;
  for (const pattern of GATSBY_HEAD) html = html.replace(pattern, "");
  return html.replace("</head>", () => `${headTags(meta)}</head>`);
}

/** The page: shell + rendered view + embedded state + head. Throws ShellError when the shell has no slot. */
export function renderIntoShell<T extends { path: string }>(shell: string, state: T, viewHtml: string, meta: HeadMeta, ids: ShellIds = FORUM_IDS): string {
  const slot = `<div id="${ids.slot}"></div>`;
  if (!shell.includes(slot)) throw new ShellError(`the shell has no ${slot}`);
  const html = withHead(shell.replace(slot, () => `<div id="${ids.slot}">${viewHtml}</div>`), meta);
  const script = `<script type="application/json" id="${ids.state}">${serializeState(state)}</script>`;
  return html.replace("</body>", () => `${script}</body>`);
}
