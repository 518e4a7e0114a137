/**
 * Comfort (issue 41): every visitor route of the build (public/**\/index.html, with the community's
 * client-only routes found through their links on the demo data) and the main participant routes
 * (annelies@, logged in) have no sideways scroll at 375 px with text at 200 % nor at 320 px, and
 * every interactive element there is at least 44 × 44 px (links in running text excepted, as WCAG
 * 2.5.8 allows); the sweep itself is e2e/comfort.ts. And a Dutch route announcer names the new page
 * after a client-side navigation, where Gatsby's English one is silent.
 * Run with `E2E_PORT=8947 npm run test:e2e -- comfort` after a build; screenshots of the pages the
 * issue named in e2e/output/comfort-*.png.
 */
import { submitLogin, withoutCookieBar } from "../demo";
import { builtRoutes, report, settle, sweep, type SweepResult } from "../comfort";
import { expect } from "../expect";
import { waitForHydration, type TestCase } from "../harness";
import common from "../../src/i18n/locales/nl/common.json";

/** The routes the issue named, kept as screenshots. */
const SCREENSHOTS = [
  "/",
  "/over-reuma/",
  "/ontmoet-elkaar/personen/",
  "/account/profiel/",
  "/ervaringsdeskundigen-registreren/",
  "/ontmoet-elkaar/activiteiten/",
];

/** The community's routes that only the browser renders (a member, a group, a conversation, a blog, a story). */
const COMMUNITY = /^\/ontmoet-elkaar\/(personen|gesprekken|verhalen|activiteiten)\/.+/;

/** The main routes of a participant, and where their links may lead. */
const PARTICIPANT_ROUTES = [
  "/account/",
  "/account/profiel/",
  "/account/instellingen/",
  "/account/notificaties/",
  "/account/artikelen/",
  "/account/berichten/",
  "/account/ervaringsdeskundigen/",
  "/account/toegang-aanvragen/",
  "/mijn-profiel/",
  "/ontmoet-elkaar/",
  "/ontmoet-elkaar/personen/",
  "/ontmoet-elkaar/gesprekken/",
  "/ontmoet-elkaar/verhalen/",
  "/ontmoet-elkaar/verhalen/nieuw/",
  "/ontmoet-elkaar/activiteiten/",
  "/ervaringsdeskundigen/",
  "/ervaringsdeskundigen-registreren/",
];
const PARTICIPANT_LINKS = /^\/(account|ontmoet-elkaar|ervaringsdeskundigen)\//;

function expectComfort(result: SweepResult, who: string): void {
  process.stdout.write(`    ${who}: ${result.swept.length} routes swept\n`);
  const problems = [
    ...(result.overflow.length > 0 ? [report("sideways scroll", result.overflow)] : []),
    ...(result.targets.length > 0 ? [report(`targets under 44 × 44 px`, result.targets)] : []),
  ];
  if (problems.length > 0) throw new Error(`${who}:\n${problems.join("\n")}`);
}

export const tests: TestCase[] = [
  {
    name: "every visitor route fits 375 px with 200 % text and 320 px, with targets of at least 44 × 44 px",
    async run({ context, site }) {
      await withoutCookieBar(context, site);
      const routes = builtRoutes();
      expect(routes.length > 100).toBe(true);
      const result = await sweep(context, {
        baseUrl: site.baseUrl,
        routes,
        discover: (route) => COMMUNITY.test(route),
        screenshots: SCREENSHOTS,
        who: "visitor",
      });
      // The client-only routes of the demo data were found and swept too.
      expect(result.swept.some((route) => /^\/ontmoet-elkaar\/personen\/[0-9a-f-]{36}\//.test(route))).toBe(true);
      expect(result.swept.some((route) => /^\/ontmoet-elkaar\/gesprekken\/[^/]+\/[^/]+\//.test(route))).toBe(true);
      expectComfort(result, "visitor");
    },
  },
  {
    name: "a participant's main routes fit 375 px with 200 % text and 320 px, with targets of at least 44 × 44 px",
    async run({ page, context, site }) {
      await withoutCookieBar(context, site);
      await page.goto(`${site.baseUrl}/inloggen?returnUrl=${encodeURIComponent("/account/")}`);
      await waitForHydration(page);
      await submitLogin(page, "annelies@demo.reumanl.nl");
      await page.waitForURL(`${site.baseUrl}/account/`);
      const result = await sweep(context, {
        baseUrl: site.baseUrl,
        routes: PARTICIPANT_ROUTES,
        discover: (route) => PARTICIPANT_LINKS.test(route),
        screenshots: SCREENSHOTS,
        who: "participant",
      });
      // Still logged in at the end: no route on the way logged the participant out.
      expect(result.swept.filter((route) => route.includes("(now /inloggen")).length).toBe(0);
      expectComfort(result, "participant");
    },
  },
  {
    name: "after a client-side navigation a Dutch announcer names the new page; Gatsby's English one is silent",
    async run({ page, site }) {
      await page.goto(`${site.baseUrl}/`);
      await settle(page);
      const gatsby = page.locator("#gatsby-announcer");
      expect(await gatsby.getAttribute("aria-live")).toBe("off");
      expect(await gatsby.evaluate((element) => (element as HTMLElement).hidden)).toBe(true);
      const announcer = page.locator("#route-announcer");
      expect(await announcer.getAttribute("aria-live")).toBe("polite");
      expect((await announcer.textContent()) ?? "").toBe("");
      // A link of the page (Gatsby's Link: no page load), to a page with another heading.
      await page.locator('main a[href="/over-reuma/"]').first().click();
      await page.waitForURL(`${site.baseUrl}/over-reuma/`);
      // The address changes before the new page renders: wait for its heading.
      await page
        .locator("main h1", { hasText: /^Over reuma$/ })
        .first()
        .waitFor();
      const heading = (await page.locator("main h1").first().textContent())?.trim() ?? "";
      expect(heading).toBe("Over reuma");
      const expected = common.routeAnnouncer.replace("{{page}}", heading);
      expect(expected).toBe("Je bent nu op de pagina: Over reuma");
      await page.waitForFunction((text) => document.getElementById("route-announcer")?.textContent === text, expected);
      // Onwards to a third page: the announcer names that one, not the page before it.
      await page.locator('main a[href^="/over-reuma/"]:not([href="/over-reuma/"])').first().click();
      await page.waitForURL((url) => url.pathname !== "/over-reuma/");
      await settle(page);
      const next = (await page.locator("main h1").first().textContent())?.trim() ?? "";
      expect(next === "Over reuma" || next === "").toBe(false);
      expect(await announcer.textContent()).toBe(`Je bent nu op de pagina: ${next}`);
      // The page load itself was no navigation to announce, and Gatsby said nothing in a live region.
      expect(await gatsby.getAttribute("aria-live")).toBe("off");
    },
  },
];
