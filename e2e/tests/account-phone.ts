/**
 * Browser tests of the account pages on a phone (issue 37): at 375×812 the page's own heading is on
 * the first screen, the account links fold into a "Mijn account" button above the content that
 * opens by keyboard, and axe finds nothing. At 1280 px the side navigation shows without the button.
 * Run: E2E_PORT=8901 npx tsx e2e/run.ts account-phone
 */
import type { Page } from "playwright-core";
import { expect } from "../expect";
import { submitLogin, withoutCookieBar } from "../demo";
import { expectNoAxeViolations, outputDir, waitForHydration, type Site, type TestCase } from "../harness";

/** supabase/seed: Carla (demo id 5) has a conversation with Annelies. */
const CARLA = "00000000-0000-4000-8000-000000000005";
const PAGES = [
  "/account/berichten/",
  `/account/berichten/${CARLA}/`,
  "/account/profiel/",
  "/account/instellingen/",
  "/account/notificaties/",
  "/account/artikelen/",
];

async function login(page: Page, site: Site): Promise<void> {
  await page.goto(`${site.baseUrl}/inloggen?returnUrl=${encodeURIComponent(PAGES[0]!)}`);
  await waitForHydration(page);
  await submitLogin(page, "annelies@demo.reumanl.nl");
  await page.waitForURL(`${site.baseUrl}${PAGES[0]}`);
}

export const tests: TestCase[] = [
  {
    name: "on a 375 px phone every account page starts with its heading; 'Mijn account' opens by keyboard",
    async run({ page, context, site }) {
      page.setDefaultTimeout(60_000);
      await withoutCookieBar(context, site);
      await page.setViewportSize({ width: 375, height: 812 });
      await login(page, site);
      for (const path of PAGES) {
        const label = path.replace(/[^a-z0-9]+/gi, "-");
        await page.goto(`${site.baseUrl}${path}`, { waitUntil: "domcontentloaded" });
        await waitForHydration(page);
        const heading = page.locator("main h1").first();
        await heading.waitFor();
        const top = (await heading.boundingBox())!.y;
        if (top >= 844) throw new Error(`${path}: the heading starts at ${top} px, below the first screen`);
        const toggle = page.getByRole("button", { name: /^Mijn account/ });
        expect(await toggle.getAttribute("aria-expanded")).toBe("false");
        const panel = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
        expect(await panel.isVisible()).toBe(false);
        const box = (await toggle.boundingBox())!;
        expect(box.height >= 44).toBe(true);
        await expectNoAxeViolations(page, `${path} closed at 375 px`);
        await page.screenshot({ path: `${outputDir}/account-phone${label}closed.png` });
        await toggle.focus();
        await page.keyboard.press("Enter");
        expect(await toggle.getAttribute("aria-expanded")).toBe("true");
        await panel.getByRole("link", { name: "Instellingen", exact: true }).waitFor();
        expect(await panel.getByRole("link", { name: /^Berichten/ }).isVisible()).toBe(true);
        await expectNoAxeViolations(page, `${path} open at 375 px`);
        await page.screenshot({ path: `${outputDir}/account-phone${label}open.png`, fullPage: true });
        await page.keyboard.press("Space");
        expect(await toggle.getAttribute("aria-expanded")).toBe("false");
      }
      await page.setViewportSize({ width: 1280, height: 900 });
      expect(await page.getByRole("button", { name: /^Mijn account/ }).isVisible()).toBe(false);
      await page
        .getByRole("navigation", { name: "Mijn account" })
        .getByRole("link", { name: "Instellingen", exact: true })
        .waitFor();
      await expectNoAxeViolations(page, "account page at 1280 px");
      await page.screenshot({ path: `${outputDir}/account-phone-desktop.png` });
    },
  },
];
