/**
 * What the server-rendered pages (functions/forum-page, functions/story-page) share: the built
 * shell fetched from the site, the view put into the shell's empty slot with the page's state as
 * JSON before </body> (the browser's first render reads it, so hydration matches) and the head
 * ("<title> | ReumaNL", meta description, canonical link, robots); the HTML answer with its
 * headers, the 301 and the status of a domain error.
 */
import { PAGE_SECURITY_HEADERS } from "./security-headers";

export interface HeadMeta {
  title: string;
  description?: string | null;
  /** Absolute canonical URL; absent for pages that are not to be indexed. */
  canonical?: string | null;
  noIndex: boolean;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** The head elements, marked as Gatsby's Head marks its own (the browser replaces them in place). */
export function headTags(meta: HeadMeta): string {
  const tags = [`<title data-gatsby-head="true">${escapeHtml(meta.title)}</title>`];
  if (meta.description)
    tags.push(`<meta name="description" content="${escapeHtml(meta.description)}" data-gatsby-head="true"/>`);
  if (meta.noIndex) tags.push(`<meta name="robots" content="noindex" data-gatsby-head="true"/>`);
  else if (meta.canonical)
    tags.push(`<link rel="canonical" href="${escapeHtml(meta.canonical)}" data-gatsby-head="true"/>`);
  return tags.join("");
}

/** The empty slot and the state's element of a page (each page type has its own). */
export interface ShellIds {
  slot: string;
  state: string;
}
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

/**
 * The page: shell + rendered view + embedded state + head. `stateJson` is the state as the
 * browser's reader expects it, serialised so that no text closes the script element
 * (serializeState of src/platform/embedded-state.ts). Throws ShellError when the
 * shell has no slot.
 */
export function renderIntoShell(
  shell: string,
  stateJson: string,
  viewHtml: string,
  meta: HeadMeta,
  ids: ShellIds,
): string {
  const slot = `<div id="${ids.slot}"></div>`;
  if (!shell.includes(slot)) throw new ShellError(`the shell has no ${slot}`);
  const html = withHead(
    shell.replace(slot, () => `<div id="${ids.slot}">${viewHtml}</div>`),
    meta,
  );
  const script = `<script type="application/json" id="${ids.state}">${stateJson}</script>`;
  return html.replace("</body>", () => `${script}</body>`);
}

/** A rendered page's headers: personal (never cached) and the site's security headers. */
export const PAGE_HEADERS: Record<string, string> = {
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "private, no-store",
  Vary: "Cookie",
  ...PAGE_SECURITY_HEADERS,
};

export function html(body: string, status: number, method: string): Response {
  return new Response(method === "HEAD" ? null : body, { status, headers: PAGE_HEADERS });
}

export function redirect(location: string): Response {
  return new Response(null, { status: 301, headers: { Location: location, "Cache-Control": "no-store" } });
}

/** 405 for anything but GET and HEAD. */
export function methodNotAllowed(): Response {
  return new Response(null, { status: 405, headers: { Allow: "GET, HEAD", "Cache-Control": "no-store" } });
}

/** The HTTP status a domain error carries (403, 404 ...), or null. */
export function statusOf(error: unknown): number | null {
  const status = typeof error === "object" && error !== null ? (error as { status?: unknown }).status : undefined;
  return typeof status === "number" ? status : null;
}

/** Reads a built shell (`_shells/...html`) from the configured site, or null when it cannot be had. */
export function shellsOf(siteUrl: string): (file: string) => Promise<string | null> {
  return async (file) => {
    // From the configured site, never from the request's Host header (it is the caller's to choose).
    const response = await fetch(new URL(`/${file}`, siteUrl), { headers: { Accept: "text/html" } });
    return response.ok ? response.text() : null;
  };
}
