/**
 * The comfort sweep (issue 41): every route of a built site, each settled (load, network idle, no
 * navigation pending), measured at 375 px with the browser's text at 200 % (Android's large-font
 * setting: the default font size raised from 16 to 32 px through the DevTools protocol, which the
 * site's `html { font-size: 112.5% }` follows) and at 320 px with normal text: no sideways scroll at
 * either, and at 320 px every interactive element at least 44 × 44 CSS px. Several tabs work through
 * the routes at once. Links found on the way whose route the build does not list (the community's
 * client-only routes: a member, a group, a conversation, a story) join the sweep, one per shape.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, CDPSession, Page } from "playwright-core";
import { outputDir, root, sidewaysOverflow } from "./harness";

/** The size every control must have (WCAG 2.5.8 asks 24 px; the site's own bar is 2.5.5's 44 px). */
export const TARGET = 44;
const TABS = 6;
/** Default font size of the browser: 16 px, and twice that for "200 % text". */
const NORMAL_TEXT = 16;
const LARGE_TEXT = 32;

/** Every page the build wrote (public/**\/index.html), as paths ("/over-reuma/"); no client-only shells. */
export function builtRoutes(): string[] {
  const publicDir = path.join(root, "public");
  if (!existsSync(publicDir)) throw new Error("no public/ folder: run npm run build first");
  const routes: string[] = [];
  const walk = (dir: string, route: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) {
        if (entry.name === "index.html") routes.push(route);
        continue;
      }
      // Gatsby's data, the moved client-only shells ("[...]") and draft previews are no routes of their own.
      if (route === "/" && ["page-data", "static", "_shells", "preview", "~partytown"].includes(entry.name)) continue;
      if (entry.name.includes("[")) continue;
      walk(path.join(dir, entry.name), `${route}${entry.name}/`);
    }
  };
  walk(publicDir, "/");
  return routes.sort();
}

/** A route's shape: its last segment a wildcard ("/ontmoet-elkaar/personen/*"), for one-per-shape discovery. */
const shapeOf = (route: string) => route.replace(/[^/]+\/?$/, "*");

export type SweepOptions = {
  baseUrl: string;
  routes: readonly string[];
  /** Which discovered links (paths, no query) may join the sweep; none when absent. */
  discover?: (route: string) => boolean;
  /** At most this many discovered routes. */
  discoverLimit?: number;
  /** Routes to keep screenshots of (e2e/output/comfort-<who>-<route>-<width>.png). */
  screenshots?: readonly string[];
  who: string;
};

export type SweepResult = { swept: string[]; overflow: string[]; targets: string[] };

/** Sweeps the routes in TABS tabs of `context`; returns what does not fit, per route. */
export async function sweep(context: BrowserContext, options: SweepOptions): Promise<SweepResult> {
  const queue = [...options.routes];
  const known = new Set(queue);
  const shapes = new Set(queue.map(shapeOf));
  let discovered = 0;
  const result: SweepResult = { swept: [], overflow: [], targets: [] };
  const worker = async () => {
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    const cdp = await context.newCDPSession(page);
    try {
      for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
        const links = await measureRoute(page, cdp, route, options, result);
        for (const link of links) {
          if (known.has(link) || !options.discover?.(link)) continue;
          known.add(link);
          if (shapes.has(shapeOf(link)) || discovered >= (options.discoverLimit ?? 40)) continue;
          shapes.add(shapeOf(link));
          discovered += 1;
          queue.push(link);
        }
      }
    } finally {
      await page.close();
    }
  };
  // A tab that finds its queue empty while others still discover would stop early: start the
  // others once the first route has given its links.
  const first = worker();
  await Promise.all([
    first,
    ...Array.from({ length: TABS - 1 }, () => new Promise((r) => setTimeout(r, 3000)).then(worker)),
  ]);
  return result;
}

/** Waits until the page has settled: loaded, network idle, hydrated, and its address no longer changing. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  for (let address = ""; address !== page.url();) {
    address = page.url();
    await page.waitForLoadState("networkidle");
    // Hydrated: the header's account corner renders only in the browser (pages without a header, the
    // courses and print pages, have nothing to wait for).
    await page.waitForFunction(
      () =>
        !document.querySelector(".site-header__user") ||
        Boolean(document.querySelector(".site-header__user a, .site-header__user button")),
    );
    await page.waitForTimeout(250);
  }
}

async function measureRoute(
  page: Page,
  cdp: CDPSession,
  route: string,
  options: SweepOptions,
  result: SweepResult,
): Promise<string[]> {
  await cdp.send("Page.setFontSizes", { fontSizes: { standard: LARGE_TEXT } });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${options.baseUrl}${route}`, { waitUntil: "load" });
  const counts = { swept: result.swept.length, overflow: result.overflow.length, targets: result.targets.length };
  try {
    return await measureSettled(page, cdp, route, options, result);
  } catch (error) {
    // A page that moved on by itself after it seemed settled (a visitor's account page sends them to
    // the login page once the session answer is there, which a loaded machine can delay past the
    // settle's pause): measure again where it went, once, without what the first try recorded.
    if (!String(error).includes("Execution context was destroyed")) throw error;
    result.swept.length = counts.swept;
    result.overflow.length = counts.overflow;
    result.targets.length = counts.targets;
    await cdp.send("Page.setFontSizes", { fontSizes: { standard: LARGE_TEXT } });
    await page.setViewportSize({ width: 375, height: 800 });
    return measureSettled(page, cdp, route, options, result);
  }
}

/** measureRoute's measures of the page as it is now, once it has settled. */
async function measureSettled(
  page: Page,
  cdp: CDPSession,
  route: string,
  options: SweepOptions,
  result: SweepResult,
): Promise<string[]> {
  const shot = options.screenshots?.includes(route);
  const name = `comfort-${options.who}-${route.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}`;
  // First as the reader with large text opens it: 375 px wide, text at 200 %.
  await settle(page);
  // Blocks drawn only near the viewport (content-visibility: auto, decision 245) contain their paint:
  // what sticks out of them is cut off rather than scrolled. Drawn as ordinary blocks, it shows.
  await page.evaluate(() => {
    for (const element of Array.from(document.querySelectorAll<HTMLElement>("body *")))
      if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible";
  });
  const at = page.url().replace(options.baseUrl, "");
  const where = at === route ? route : `${route} (now ${at})`;
  result.swept.push(where);
  const large = await sidewaysOverflow(page);
  if (large.excess > 0)
    result.overflow.push(`${where} at 375 px, text 200 %: +${large.excess} px (${large.culprits.join(", ")})`);
  if (shot) await page.screenshot({ path: path.join(outputDir, `${name}-375-200.png`), fullPage: true });
  // Then the narrowest phone with normal text.
  await cdp.send("Page.setFontSizes", { fontSizes: { standard: NORMAL_TEXT } });
  await page.setViewportSize({ width: 320, height: 800 });
  const narrow = await sidewaysOverflow(page);
  if (narrow.excess > 0)
    result.overflow.push(`${where} at 320 px: +${narrow.excess} px (${narrow.culprits.join(", ")})`);
  for (const small of await smallTargets(page)) result.targets.push(`${where}: ${small}`);
  if (shot) await page.screenshot({ path: path.join(outputDir, `${name}-320.png`), fullPage: true });
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLAnchorElement>("a[href]"))
      .filter((link) => link.origin === location.origin && !/\.[a-z0-9]{2,4}$/i.test(link.pathname))
      .map((link) => (link.pathname.endsWith("/") ? link.pathname : `${link.pathname}/`)),
  );
}

/**
 * Every visible interactive element under TARGET × TARGET px, as "a.paginator__link "2" 10×21".
 * A checkbox's or radio's target is its box together with its label (a click on either works).
 * Excepted, as WCAG 2.5.8 allows: a link inside running text (its block holds other words too, so
 * its height is the line's), and what the browser draws itself (none measured: no native widgets
 * besides the form controls above).
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((target) => {
    const selector = [
      "a[href]",
      "button",
      "input:not([type=hidden])",
      "select",
      "textarea",
      "summary",
      "[role=button]",
      "[role=link]",
      "[role=checkbox]",
      "[role=radio]",
      "[role=switch]",
      "[role=tab]",
      "[role=menuitem]",
      "[tabindex]:not([tabindex='-1'])",
    ].join(",");
    const textBlocks = new Set(["P", "LI", "DD", "TD", "TH", "BLOCKQUOTE", "FIGCAPTION", "LEGEND", "LABEL", "SMALL"]);
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if ((element as HTMLButtonElement).disabled) continue;
      if (element.closest("[hidden], [inert], [aria-hidden='true']")) continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      let box = element.getBoundingClientRect();
      // Visually hidden until focused (skip links) or off screen: not a target now.
      if (box.width <= 2 || box.height <= 2 || box.right <= 0 || box.bottom <= 0) continue;
      const input = element instanceof HTMLInputElement && /^(checkbox|radio)$/.test(element.type) ? element : null;
      if (input?.labels?.length) {
        let { left, top, right, bottom } = box;
        for (const label of Array.from(input.labels)) {
          const around = label.getBoundingClientRect();
          left = Math.min(left, around.left);
          top = Math.min(top, around.top);
          right = Math.max(right, around.right);
          bottom = Math.max(bottom, around.bottom);
        }
        box = new DOMRect(left, top, right - left, bottom - top);
      }
      // A link whose ::after covers its card (position: absolute; inset: 0) is as big as the card.
      const after = getComputedStyle(element, "::after");
      if (element.tagName === "A" && after.content !== "none" && after.position === "absolute" && element.offsetParent)
        box = element.offsetParent.getBoundingClientRect();
      if (box.width >= target - 0.5 && box.height >= target - 0.5) continue;
      if (element.tagName === "A" && getComputedStyle(element).display === "inline") {
        // A link in running text: the nearest text block holds words besides the link's.
        let block = element.parentElement;
        while (block && getComputedStyle(block).display.startsWith("inline")) block = block.parentElement;
        const words = (block?.textContent ?? "").replace(element.textContent ?? "", "");
        if (block && textBlocks.has(block.tagName) && /\p{L}{2}/u.test(words)) continue;
      }
      const classes =
        typeof element.className === "string" && element.className.trim()
          ? `.${element.className.trim().split(/\s+/).join(".")}`
          : "";
      const text = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 30);
      found.push(
        `${element.tagName.toLowerCase()}${classes} "${text}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      );
    }
    return found;
  }, TARGET);
}

/** The findings as one message, the same finding on many routes once with its count. */
export function report(label: string, findings: readonly string[]): string {
  const counts = new Map<string, { count: number; first: string }>();
  for (const finding of findings) {
    const [where, what] = finding.includes(": ")
      ? [finding.split(": ")[0]!, finding.slice(finding.indexOf(": ") + 2)]
      : ["", finding];
    const entry = counts.get(what) ?? { count: 0, first: where };
    entry.count += 1;
    counts.set(what, entry);
  }
  const lines = [...counts].map(
    ([what, { count, first }]) => `${what} — ${first}${count > 1 ? ` and ${count - 1} more` : ""}`,
  );
  return `${label} (${findings.length}):\n  ${lines.join("\n  ")}`;
}
