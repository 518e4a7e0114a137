/**
 * Puts a server-rendered conversation into the built shell page: the view into the empty slot,
 * the same state as JSON before </body> (the browser's first render reads it, so hydration
 * matches), and the head: "<title> | ReumaNL", meta description, canonical link, robots.
 */
import { EMBEDDED_STATE_ID, serializeState, SLOT_ID, type ConversationPageState } from "../../src/features/community/conversation-state";

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

const SLOT = new RegExp(`<div id="${SLOT_ID}"></div>`);
const GATSBY_HEAD = [
  /<title data-gatsby-head="true">[\s\S]*?<\/title>/g,
  /<meta name="description"[^>]*data-gatsby-head="true"[^>]*\/?>/g,
  /<meta name="robots"[^>]*data-gatsby-head="true"[^>]*\/?>/g,
  /<link rel="canonical"[^>]*data-gatsby-head="true"[^>]*\/?>/g,
];

export class ShellError extends Error {}

/** The page: shell + rendered view + embedded state + head. Throws ShellError when the shell has no slot. */
export function renderIntoShell(shell: string, state: ConversationPageState, viewHtml: string, meta: HeadMeta): string {
  if (!SLOT.test(shell)) throw new ShellError(`the shell has no <div id="${SLOT_ID}"></div>`);
  let html = shell.replace(SLOT, () => `<div id="${SLOT_ID}">${viewHtml}</div>`);
  for (const pattern of GATSBY_HEAD) html = html.replace(pattern, "");
  html = html.replace("</head>", () => `${headTags(meta)}</head>`);
  const script = `<script type="application/json" id="${EMBEDDED_STATE_ID}">${serializeState(state)}</script>`;
  return html.replace("</body>", () => `${script}</body>`);
}
