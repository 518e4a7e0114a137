/**
 * Issue 41 row 1, decision 442: a text size of one's own. A visitor presses A++ in the main menu
 * (1280 px: the menu bar; 375 px: the menu panel); the page grows at once, the next page is that
 * size from its first paint (the head script reads the cookie), and at 320 px with A++ the main
 * pages do not scroll sideways. A member's size is kept with the account and taken on on another
 * device. Run with `E2E_PORT=8961 npm run test:e2e -- text-size` after a build.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { expect } from "../expect";
import { settle } from "../comfort";
import { loginAt, withoutCookieBar } from "../demo";
import { expectNoAxeViolations, outputDir, sidewaysOverflow, waitForHydration, type TestCase } from "../harness";

/** The root font size in px the page has now. */
const rootSize = (page: Page) =>
  page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize));

const sizeGroup = (page: Page) => page.getByRole("group", { name: "Tekstgrootte" });

/** The main pages a reader opens, checked at 320 px with A++. */
const ROUTES = [
  "/",
  "/over-reuma/",
  "/over-reuma/jicht/",
  "/ontmoet-elkaar/activiteiten/",
  "/ontmoet-elkaar/personen/",
  "/ontmoet-elkaar/verhalen/",
  "/contact/",
];

export const tests: TestCase[] = [
  {
    name: "a visitor presses A++ in the menu: the page grows at once and the next pages are that size from their first paint",
    async run({ page, context, site }) {
      await withoutCookieBar(context, site);
      await page.goto(`${site.baseUrl}/over-reuma/`, { waitUntil: "domcontentloaded" });
      await waitForHydration(page);
      expect(await rootSize(page)).toBe(18);
      const normal = sizeGroup(page).getByRole("button", { name: "A (normale tekst)" });
      expect(await normal.getAttribute("aria-pressed")).toBe("true");
      await sizeGroup(page).getByRole("button", { name: "A++ (grootste tekst)" }).click();
      expect(await rootSize(page)).toBe(24);
      expect(await normal.getAttribute("aria-pressed")).toBe("false");
      await expectNoAxeViolations(page, "/over-reuma/ with A++ at 1280 px");
      await page.screenshot({ path: path.join(outputDir, "text-size-a++-1280.png") });

      // The next page is 24 px before any of its script has run.
      await page.goto(`${site.baseUrl}/over-reuma/jicht/`, { waitUntil: "commit" });
      await page.waitForFunction(() => document.body !== null);
      expect(await rootSize(page)).toBe(24);
      // Once hydrated, the control presses A++ (an article's feedback form hydrates only near view).
      await page.waitForFunction(
        () => document.querySelector(".text-size__button--grootst")?.getAttribute("aria-pressed") === "true",
      );

      // On a phone the buttons are at the end of the menu panel; A goes back to the normal size.
      await page.setViewportSize({ width: 375, height: 800 });
      await page.getByRole("button", { name: "Menu" }).click();
      const normalOnPhone = sizeGroup(page).getByRole("button", { name: "A (normale tekst)" });
      const box = (await normalOnPhone.boundingBox())!;
      expect(box.width >= 44 && box.height >= 44).toBe(true);
      await page.screenshot({ path: path.join(outputDir, "text-size-menu-375.png") });
      await normalOnPhone.click();
      expect(await rootSize(page)).toBe(18);
      await page.reload({ waitUntil: "domcontentloaded" });
      expect(await rootSize(page)).toBe(18);
    },
  },
  {
    name: "at 320 px with A++ the main pages do not scroll sideways",
    async run({ page, context, site }) {
      await withoutCookieBar(context, site);
      await context.addCookies([{ name: "text_size", value: "grootst", url: site.baseUrl }]);
      await page.setViewportSize({ width: 320, height: 800 });
      const overflow: string[] = [];
      for (const route of ROUTES) {
        await page.goto(`${site.baseUrl}${route}`, { waitUntil: "domcontentloaded" });
        await settle(page);
        expect(await rootSize(page)).toBe(24);
        const { excess, culprits } = await sidewaysOverflow(page);
        if (excess > 0) overflow.push(`${route}: +${excess} px (${culprits.join(", ")})`);
        // What sticks out on the left cannot be scrolled to at all (a right-aligned row that is too wide).
        const offLeft = await page.evaluate(() =>
          Array.from(document.querySelectorAll<HTMLElement>("header a, header button, header input"))
            .filter((element) => element.offsetParent !== null && element.getBoundingClientRect().left < -1)
            .map((element) => element.textContent?.trim() || element.tagName),
        );
        if (offLeft.length) overflow.push(`${route}: off the left edge: ${offLeft.join(", ")}`);
        const name = route.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
        await page.screenshot({ path: path.join(outputDir, `text-size-a++-320-${name}.png`), fullPage: true });
      }
      expect(overflow).toEqual([]);
    },
  },
  {
    name: "a member's A+ is kept with the account and taken on when she logs in on another device",
    async run({ page, context, site }) {
      await withoutCookieBar(context, site);
      await loginAt(page, site, "ingrid@demo.reumanl.nl", "/account/instellingen/");
      const display = page.getByRole("region", { name: "Weergave" });
      const saved = page.waitForResponse(
        (answer) => answer.url().endsWith("/api/v1/CustomUser/ChangeTextSize") && answer.status() === 200,
      );
      await display.getByRole("button", { name: "A+ (grotere tekst)" }).click();
      await saved;
      expect(await rootSize(page)).toBe(21);
      await expectNoAxeViolations(page, "/account/instellingen/ with A+");

      const otherDevice = await context.browser()!.newContext();
      try {
        const other = await otherDevice.newPage();
        await withoutCookieBar(otherDevice, site);
        await loginAt(other, site, "ingrid@demo.reumanl.nl", "/account/");
        await other.waitForFunction(() => document.documentElement.getAttribute("data-text-size") === "groter");
        expect(await rootSize(other)).toBe(21);
      } finally {
        await otherDevice.close();
      }

      // Back to A, so the demo account is as it was.
      const reset = page.waitForResponse((answer) => answer.url().endsWith("/api/v1/CustomUser/ChangeTextSize"));
      await display.getByRole("button", { name: "A (normale tekst)" }).click();
      await reset;
      expect(await rootSize(page)).toBe(18);
    },
  },
];
