/**
 * The build's link check (issue 22): every internal link in the built pages leads to a page that
 * exists, a redirect, a client-only route (a page's matchPath) or a function route. gatsby-node's
 * onPostBuild runs it and fails the build on a broken link.
 */
import fs from "node:fs";
import path from "node:path";

export type BrokenLink = { page: string; href: string };

/** Paths served by functions or as assets: not pages, so not checked here. */
const NOT_PAGES = /^\/(api|static|page-data)\//;

/** "/contact" and "/contact/" are the same page; the query and the fragment do not matter. */
export function normalise(href: string): string | null {
  if (!href.startsWith("/") || href.startsWith("//")) return null;
  let pathname = href.replace(/[?#].*$/, "");
  try {
    pathname = decodeURI(pathname);
  } catch {
    return pathname;
  }
  return pathname === "/" || /\.[a-z0-9]+$/i.test(pathname) ? pathname : pathname.replace(/\/?$/, "/");
}

/** A Netlify/Gatsby path pattern (":name" one segment, "*" the rest) as a regular expression. */
export function patternOf(route: string): RegExp {
  const body = route
    .replace(/\/$/, "")
    .split("/")
    .map((part) =>
      part === "*"
        ? ".*"
        : part.startsWith(":") || /^\[.*\]$/.test(part)
          ? "[^/]+"
          : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("/");
  return new RegExp(`^${body}/?$`, "i");
}

/** The internal hrefs of one page's HTML. */
export function internalLinks(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)].map((match) => match[1]!.replace(/&amp;/g, "&"));
}

export function findBrokenLinks(options: {
  publicDir: string;
  pages: readonly string[];
  routes: readonly string[];
}): BrokenLink[] {
  const known = new Set(options.pages.map((page) => normalise(page)).filter((page): page is string => page !== null));
  const patterns = options.routes.map(patternOf);
  const exists = (target: string) =>
    known.has(target) ||
    patterns.some((pattern) => pattern.test(target)) ||
    NOT_PAGES.test(target) ||
    fs.existsSync(path.join(options.publicDir, target.endsWith("/") ? `${target}index.html` : target));
  const broken: BrokenLink[] = [];
  for (const file of htmlFiles(options.publicDir)) {
    const page = `/${path.relative(options.publicDir, file).replace(/index\.html$/, "")}`;
    const seen = new Set<string>();
    for (const href of internalLinks(fs.readFileSync(file, "utf8"))) {
      const target = normalise(href);
      if (target === null || seen.has(target)) continue;
      seen.add(target);
      if (!exists(target)) broken.push({ page, href });
    }
  }
  return broken;
}

function htmlFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== "page-data" && entry.name !== "static") files.push(...htmlFiles(full));
    else if (entry.isFile() && entry.name.endsWith(".html")) files.push(full);
  }
  return files;
}
