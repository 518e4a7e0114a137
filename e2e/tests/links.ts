/**
 * Issue 38: no link on the site ends on a page that is not there. Every page the build wrote
 * (public/**\/index.html) is checked as a visitor (and the community, account and volunteer pages
 * as a demo participant, where other links appear): opened in the browser with its islands (the live
 * community and story blocks) loaded where its links come at run time (CLIENT_PAGES, LIVE_LINKS),
 * else read from its HTML; every same-site link on it is followed once more: in the browser to a
 * page the build did not write (a conversation, a group, a profile: client routes and server-rendered
 * pages), else over HTTP (a built page outside the participant's part). A page that answers 404 or says it "bestaat niet" / "Pagina niet gevonden"
 * fails the test, naming the link and the page it is on. Files (pdf, images) are asked for without
 * the browser. Several tabs at a time, each address once per role.
 *
 * Beside the crawl: the community blocks of /vragen-en-advies and the homepage name their live
 * items, and /contact shows the link-with-icons and organisation blocks (decision 221).
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { expect } from "../expect";
import { outputDir, root, waitForHydration, type Site, type TestCase } from "../harness";
import { submitLogin, withoutCookieBar } from "../demo";

const PUBLIC = path.join(root, "public");
const TABS = 4;
/** What a page says when what it should show is not there (the 404 page and the routes' own notices). */
const NOT_FOUND = /bestaat niet|Pagina niet gevonden/;
/** The page sent the browser on while it was being opened or read. */
const REDIRECTED = /interrupted by another navigation|Execution context was destroyed/;
/** Addresses that are not pages: the API, Gatsby's data and files. */
const NOT_A_PAGE = /^\/(api|page-data|static|~partytown)\/|\.[a-z0-9]{2,5}$/i;
/**
 * Built pages whose links are not all in their HTML: the community's, account, volunteer and course
 * pages (their content comes from the API), the homepage, and a page holding an island that links
 * to live items (an element of a class of src/blocks/CommunityBlocks, StoryBlocks or HomeBlocks:
 * community and story blocks, a dossier's conversations). These are opened in the browser; every
 * other built page's links are read from its HTML, which is what the browser shows of them before
 * and after hydration.
 */
const CLIENT_PAGES = /^\/($|ontmoet-elkaar\/|account\/|ervaringsdeskundigen\/|trainingen\/)/;
const LIVE_LINKS =
  /class="[^"]*\b(block--teaser|community-teaser|community-list|block--blog|block--conversation|block--featured|recommended)/;

/** The address of every page the build wrote, but the not-found pages and the client routes' shells. */
function builtPages(dir = PUBLIC, base = "/"): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || /^(page-data|static|~partytown|404|dev-404-page)$/.test(entry.name)) continue;
    if (entry.name.includes("[")) continue;
    const address = `${base}${entry.name}/`;
    if (existsSync(path.join(dir, entry.name, "index.html"))) found.push(address);
    found.push(...builtPages(path.join(dir, entry.name), address));
  }
  return base === "/" ? ["/", ...found] : found;
}

/** Waits until the tab has had no request in flight for 300 ms (at most 5 s). */
async function settled(tab: Page, inFlight: () => number): Promise<void> {
  const until = Date.now() + 5_000;
  let quietSince = Date.now();
  while (Date.now() < until) {
    if (inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 300) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

type Visit = { problem: string | null; links: string[] };

/** Opens one address, brings every island near (scrolling down the page), reads its verdict and links. */
async function visit(tab: Page, url: string, inFlight: () => number, collect: boolean): Promise<Visit> {
  const response = await tab.goto(url, { waitUntil: "domcontentloaded", timeout: 60_000 });
  const status = response?.status() ?? 0;
  if (status === 404) return { problem: "answers 404", links: [] };
  await Promise.race([waitForHydration(tab), new Promise((resolve) => setTimeout(resolve, 5000))]).catch(
    () => undefined,
  );
  if (collect)
    await tab.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 1000) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    });
  await settled(tab, inFlight);
  const { text, links } = await tab.evaluate(() => ({
    text: document.querySelector("main")?.innerText ?? document.body.innerText,
    links: Array.from(document.querySelectorAll<HTMLAnchorElement>("a[href]"), (anchor) => anchor.href),
  }));
  const notFound = NOT_FOUND.exec(text);
  if (notFound)
    return { problem: `says "${text.slice(Math.max(0, notFound.index - 40), notFound.index + 40).trim()}"`, links: [] };
  return { problem: null, links: collect ? links : [] };
}

/** A built page read from its HTML: its verdict and its links, as `visit` gives them. */
function readHtml(html: string, url: string): Visit {
  const main = /<main[\s>][\s\S]*?<\/main>/.exec(html)?.[0] ?? html;
  const text = main
    .replace(/<(script|style|template|noscript)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
  const notFound = NOT_FOUND.exec(text);
  if (notFound)
    return { problem: `says "${text.slice(Math.max(0, notFound.index - 40), notFound.index + 40).trim()}"`, links: [] };
  const links = Array.from(
    html.matchAll(/<a\s[^>]*?href="([^"]*)"/g),
    (match) => new URL(match[1]!.replace(/&amp;/g, "&"), url).href,
  );
  return { problem: null, links };
}

/** The same-site address of a link without its fragment; null for other sites, mail and phone links. */
function sameSite(href: string, site: Site): URL | null {
  const url = new URL(href);
  if (url.origin !== site.baseUrl) return null;
  url.hash = "";
  return url;
}

/**
 * Crawls every built page and every link on it in `context`; answers the problems found, each as
 * "<address> <what is wrong> (link on <page>)", and the number of addresses checked.
 */
async function crawl(
  context: BrowserContext,
  site: Site,
  scope: RegExp,
): Promise<{ problems: string[]; checked: number }> {
  const built = new Set(builtPages());
  const queue: Array<{ url: string; from: string | null }> = [...built]
    .filter((address) => scope.test(address))
    .map((address) => ({ url: `${site.baseUrl}${address}`, from: null }));
  const seen = new Set(queue.map((item) => new URL(item.url).pathname));
  const problems: string[] = [];
  let busy = 0;
  let visited = 0;

  const take = (url: URL, from: string) => {
    if (seen.has(url.pathname)) return;
    seen.add(url.pathname);
    queue.push({ url: url.href, from });
  };

  async function worker(): Promise<void> {
    const tab = await context.newPage();
    let inFlight = 0;
    tab.on("request", () => (inFlight += 1));
    tab.on("requestfinished", () => (inFlight = Math.max(0, inFlight - 1)));
    tab.on("requestfailed", () => (inFlight = Math.max(0, inFlight - 1)));
    for (;;) {
      const item = queue.shift();
      if (!item) {
        if (busy === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      busy += 1;
      visited += 1;
      if (visited % 50 === 0) process.stdout.write(`    ${visited} addresses opened, ${queue.length} waiting\n`);
      const where = new URL(item.url).pathname;
      const on = item.from ? ` (link on ${item.from})` : "";
      try {
        if (NOT_A_PAGE.test(where)) {
          const answer = await context.request.get(item.url, { maxRedirects: 5 });
          if (answer.status() === 404) problems.push(`${where} answers 404${on}`);
          continue;
        }
        // A built page whose links are all in its HTML is read from it, and so is a built page a link
        // leads to (only whether it is there counts then); any other page is opened in the browser.
        const seed = item.from === null;
        const answer =
          !CLIENT_PAGES.test(where) && (seed || built.has(where))
            ? await context.request.get(item.url, { maxRedirects: 5 })
            : null;
        const html = answer && answer.status() !== 404 ? await answer.text() : null;
        const result =
          answer?.status() === 404
            ? { problem: "answers 404", links: [] }
            : html !== null && (!seed || !LIVE_LINKS.test(html))
              ? { ...readHtml(html, item.url), ...(seed ? {} : { links: [] }) }
              : await visit(tab, item.url, () => inFlight, seed).catch(async (error) => {
                  // A page that sends a visitor on (an account page to the login) ends where it was sent:
                  // that page is what the reader gets, so that is what is checked.
                  if (!REDIRECTED.test(String(error))) throw error;
                  await tab.waitForLoadState("domcontentloaded");
                  await settled(tab, () => inFlight);
                  const text = await tab.evaluate(() => document.querySelector("main")?.innerText ?? "");
                  return {
                    problem: NOT_FOUND.test(text)
                      ? `leads to ${new URL(tab.url()).pathname}, which says it is not there`
                      : null,
                    links: [],
                  };
                });
        if (result.problem) problems.push(`${where} ${result.problem}${on}`);
        for (const href of result.links) {
          const url = sameSite(href, site);
          if (url) take(url, where);
        }
      } catch (error) {
        problems.push(
          `${where} could not be opened: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}${on}`,
        );
      } finally {
        busy -= 1;
      }
    }
    await tab.close();
  }

  await Promise.all(Array.from({ length: TABS }, worker));
  return { problems, checked: seen.size };
}

/** Every built page (the visitor's crawl). */
const EVERY_PAGE = /^\//;
/**
 * The pages where a participant meets links a visitor does not (the community, the account pages,
 * the volunteers' area, the homepage's session parts); the library's pages carry the same links
 * for both, and the visitor's crawl checks them.
 */
const PARTICIPANT_PAGES = CLIENT_PAGES;

async function expectNoDeadLinks(context: BrowserContext, site: Site, role: string, scope: RegExp): Promise<void> {
  const started = Date.now();
  const { problems, checked } = await crawl(context, site, scope);
  process.stdout.write(
    `    ${role}: ${checked} addresses checked in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
  if (checked < 30) throw new Error(`only ${checked} addresses found: is the site built?`);
  if (problems.length > 0)
    throw new Error(`${problems.length} link(s) of the ${role} end nowhere:\n  ${problems.sort().join("\n  ")}`);
}

async function logIn(page: Page, site: Site): Promise<void> {
  await page.goto(`${site.baseUrl}/inloggen/`);
  await waitForHydration(page);
  await submitLogin(page, "annelies@demo.reumanl.nl");
  await page.waitForURL((url) => !url.pathname.startsWith("/inloggen"), { timeout: 60_000 });
}

/** The text of a block's live item: its name and its facts, as one line. */
async function blockText(page: Page, variant: string): Promise<string> {
  const block = page.locator(`.block--${variant}.community-teaser`).first();
  await block.waitFor({ timeout: 30_000 });
  return (await block.innerText()).replace(/\s+/g, " ").trim();
}

export const tests: TestCase[] = [
  {
    name: "a visitor's every link on every built page leads to a page that is there",
    async run({ context, site }) {
      await withoutCookieBar(context, site);
      await expectNoDeadLinks(context, site, "visitor", EVERY_PAGE);
    },
  },
  {
    name: "a participant's every link on every built page leads to a page that is there",
    async run({ page, context, site }) {
      await withoutCookieBar(context, site);
      await logIn(page, site);
      await expectNoDeadLinks(context, site, "participant", PARTICIPANT_PAGES);
    },
  },
  {
    name: "the community blocks name their conversation, group and activity and link to them",
    async run({ page, context, site }) {
      await withoutCookieBar(context, site);
      await page.goto(`${site.baseUrl}/vragen-en-advies/`);
      await waitForHydration(page);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await blockText(page, "conversation")).toMatch(
        /^Gesprek in de community Slecht slapen door pijn in mijn handen In de groep Pijn en vermoeidheid · Laatste activiteit: \d{1,2} \w+ \d{4} om \d{2}:\d{2}$/,
      );
      expect(
        await page.getByRole("link", { name: "Slecht slapen door pijn in mijn handen" }).getAttribute("href"),
      ).toBe("/ontmoet-elkaar/gesprekken/pijn-en-vermoeidheid/slecht-slapen-door-pijn/");
      expect(await blockText(page, "group")).toMatch(/^Gespreksgroep Pijn en vermoeidheid \d+ gesprekken$/);
      expect(await blockText(page, "activity")).toMatch(
        /^Activiteit Wandelgroep Amersfoort Volgende \w+ \d{1,2} \w+ \d{4} Waar .+$/,
      );
      await page
        .locator(".block--activity.community-teaser")
        .screenshot({ path: `${outputDir}/links-activity-block.png` });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.locator(".block--conversation.community-teaser").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${outputDir}/links-community-blocks-375.png` });
      await page.setViewportSize({ width: 1280, height: 900 });

      await page.goto(`${site.baseUrl}/`);
      await waitForHydration(page);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await blockText(page, "featured-activity")).toMatch(
        /^Activiteit in de kijker Wandelgroep Amersfoort Volgende \w+ \d{1,2} \w+ \d{4} Waar .+$/,
      );
    },
  },
  {
    name: "/contact shows the ways to reach us with icons and the Reumalijn as an organisation",
    async run({ page, context, site }) {
      await withoutCookieBar(context, site);
      await page.goto(`${site.baseUrl}/contact/`);
      await page.getByRole("heading", { name: "Zo bereik je ons" }).waitFor();
      expect(
        await page.getByRole("link", { name: "Bel 030 - 760 45 50 (werkdagen 10.00–14.00 uur)" }).getAttribute("href"),
      ).toBe("tel:+31307604550");
      expect(await page.getByRole("link", { name: "Mail naar info@reumanl.nl" }).getAttribute("href")).toBe(
        "mailto:info@reumanl.nl",
      );
      expect(await page.getByRole("link", { name: "Lees de vragen en antwoorden" }).getAttribute("href")).toBe(
        "/vragen-en-advies/",
      );
      await page.getByRole("heading", { name: "Reumalijn" }).waitFor();
      expect(await page.getByRole("link", { name: "Website van de Reumalijn" }).getAttribute("href")).toBe(
        "https://www.reumanederland.nl",
      );
      await page.setViewportSize({ width: 375, height: 800 });
      await page.screenshot({ path: `${outputDir}/links-contact-375.png`, fullPage: true });
    },
  },
];
