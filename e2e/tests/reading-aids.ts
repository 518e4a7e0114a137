/**
 * Browser tests of the reading aids of articles and dossiers (issue 41): "Op deze pagina" in the
 * right-hand column at 1280 px and as a block at the top at 375 px (also without JavaScript), "In het
 * kort", the reviewer, the reading time, and "Verder lezen waar je was" without moving the page.
 * Run: E2E_PORT=8842 E2E_SITES=1 npm run test:e2e -- reading-aids
 */
import type { Page } from "playwright-core";
import { expect } from "../expect";
import { expectNoAxeViolations, reactHydrated, outputDir, type TestCase } from "../harness";

const ARTICLE = "/over-reuma/reumatoide-artritis/";
const DOSSIER = "/over-reuma/dossiers/reumatoide-artritis/";

const hydrated = reactHydrated;

async function open(page: Page, url: string): Promise<void> {
  page.setDefaultTimeout(60_000);
  const response = await page.goto(url, { waitUntil: "domcontentloaded" });
  expect(response?.status()).toBe(200);
  await hydrated(page);
}

export const tests: TestCase[] = [
  {
    name: "an article at 1280 px: contents in the right-hand column lead to the section; In het kort, reviewer, reading time",
    async run({ page, site }) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await open(page, `${site.baseUrl}${ARTICLE}`);
      const contents = page.getByRole("navigation", { name: "Op deze pagina" });
      const side = page.locator("aside.page-contents--side");
      expect(await side.isVisible()).toBe(true);
      expect(await page.locator("details.page-contents--top").isVisible()).toBe(false);
      const article = await page.locator("article.article").boundingBox();
      const column = await side.boundingBox();
      expect({ rightOfText: column!.x > article!.x + article!.width }).toEqual({ rightOfText: true });
      expect(await side.getByRole("link").allTextContents()).toEqual([
        "Klachten",
        "Hoe wordt de diagnose gesteld?",
        "Op tijd behandelen helpt",
        "Behandeling",
      ]);
      expect(await contents.count()).toBe(1);
      expect(await page.getByRole("region", { name: "In het kort" }).locator("li").count()).toBe(3);
      await page.getByText("Gecontroleerd door dr. Anouk Verbeek, reumatoloog op 15 september 2026").waitFor();
      expect(await page.locator(".reading-time").textContent()).toMatch(/^\d+ minu(ut|ten) lezen$/);
      await page.screenshot({ path: `${outputDir}/reading-article-1280.png` });
      await expectNoAxeViolations(page, `${ARTICLE} at 1280 px`);

      await side.getByRole("link", { name: "Behandeling" }).click();
      await page.waitForURL(/#sectie-behandeling$/);
      const heading = page.getByRole("heading", { level: 2, name: "Behandeling" });
      expect(await heading.getAttribute("id")).toBe("sectie-behandeling");
      const top = (await heading.boundingBox())!.y;
      // At the top of the screen, to within a pixel (scroll positions are whole pixels, a heading's top
      // need not be: with the typeface's line heights it stood at -0.4 px).
      expect({ top, inView: top > -1 && top < 200 }).toEqual({ top, inView: true });
      // Focus moved to the section; the article's title and text are still there.
      expect(await heading.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await page.getByRole("heading", { level: 1, name: "Reumatoïde artritis" }).isVisible()).toBe(true);
    },
  },
  {
    name: "an article at 375 px without JavaScript: contents as a block at the top that opens",
    async run({ context, site }) {
      const browser = context.browser()!;
      const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
      const page = await noScript.newPage();
      try {
        await page.goto(`${site.baseUrl}${ARTICLE}`, { waitUntil: "load" });
        expect(await page.locator("aside.page-contents--side").isVisible()).toBe(false);
        const summary = page.locator("details.page-contents--top > summary");
        expect(await summary.textContent()).toBe("Op deze pagina");
        const link = page.locator("details.page-contents--top").getByRole("link", { name: "Klachten" });
        expect(await link.isVisible()).toBe(false);
        await summary.click();
        expect(await link.isVisible()).toBe(true);
        await page.screenshot({ path: `${outputDir}/reading-article-375.png` });
        await link.click();
        await page.waitForURL(/#sectie-klachten$/);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBe(375);
      } finally {
        await noScript.close();
      }
    },
  },
  {
    name: "a returning reader gets 'Verder lezen waar je was' without the page moving",
    async run({ page, site }) {
      await page.setViewportSize({ width: 375, height: 700 });
      await open(page, `${site.baseUrl}${ARTICLE}`);
      expect(await page.getByRole("button", { name: "Verder lezen waar je was" }).count()).toBe(0);
      const bodyTop = await page.locator(".article__body").evaluate((el) => el.getBoundingClientRect().top);
      const half = await page.evaluate(() => (document.documentElement.scrollHeight - window.innerHeight) / 2);
      // The aid's code loads after hydration (its own chunk): scroll a pixel back and forth until it
      // has kept the place, so a scroll before it listened does not count. It keeps the place 300 ms
      // after the last scroll: a second apart leaves it that time also on a loaded CI machine (at
      // 500 ms apart the next scroll came first there, again and again, until the 60 s ran out).
      await page.waitForFunction(
        (y) => {
          if (localStorage.getItem("reumanl:leespositie:v1:/over-reuma/reumatoide-artritis")) return true;
          window.scrollTo(0, window.scrollY === y ? y + 1 : y);
          return false;
        },
        half,
        { polling: 1000 },
      );

      await open(page, `${site.baseUrl}${ARTICLE}`);
      await page.evaluate(() => window.scrollTo(0, 0));
      const resume = page.getByRole("button", { name: "Verder lezen waar je was" });
      await resume.waitFor();
      expect(await page.locator(".article__body").evaluate((el) => el.getBoundingClientRect().top)).toBe(bodyTop);
      await resume.click();
      const y = await page.evaluate(() => window.scrollY);
      expect({ y, nearSaved: Math.abs(y - half) < 60 }).toEqual({ y, nearSaved: true });
      await expectNoAxeViolations(page, `${ARTICLE} with Verder lezen`);
    },
  },
  {
    name: "a dossier at 1280 and 375 px: In het kort, reviewer and contents",
    async run({ page, site }) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await open(page, `${site.baseUrl}${DOSSIER}`);
      await page.getByText("Gecontroleerd door dr. Anouk Verbeek, reumatoloog op 15 september 2026").waitFor();
      expect(await page.getByRole("region", { name: "In het kort" }).locator("li").count()).toBe(3);
      await page.screenshot({ path: `${outputDir}/reading-dossier-1280.png`, fullPage: true });
      await expectNoAxeViolations(page, `${DOSSIER} at 1280 px`);
      await page.setViewportSize({ width: 375, height: 800 });
      await page.screenshot({ path: `${outputDir}/reading-dossier-375.png` });
      await expectNoAxeViolations(page, `${DOSSIER} at 375 px`);
    },
  },
];
