/**
 * Browser test of the members page's name search (issue 37, row 5) on a 375 px phone: a visitor
 * typing "Car" finds nobody (Carla's profile is private, supabase/seed/30_people.sql) and "Bra"
 * finds Bram (public); a name with a space gets the Dutch text at the field; logged in as Annelies,
 * "Car" finds Carla. axe and screenshots at 375 px. Run with
 * `E2E_PORT=8937 npm run test:e2e -- member-name-search` after a build.
 */
import type { Page } from "playwright-core";
import { expect } from "../expect";
import { submitLogin, withoutCookieBar } from "../demo";
import { expectNoAxeViolations, outputDir, waitForHydration, type TestCase } from "../harness";

const PEOPLE = "/ontmoet-elkaar/personen/";

async function atPhoneWidth(page: Page, label: string): Promise<void> {
  await expectNoAxeViolations(page, `${label} at 375 px`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= 375)).toBe(true);
  await page.screenshot({
    path: `${outputDir}/member-name-search-${label.replace(/[^a-z0-9]+/gi, "-")}-375.png`,
    fullPage: true,
  });
}

const status = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text }).first().waitFor();

export const tests: TestCase[] = [
  {
    name: "a visitor finds public profiles only by name; a participant finds a private one",
    async run({ page, context, site }) {
      await withoutCookieBar(context, site);
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(`${site.baseUrl}${PEOPLE}`, { waitUntil: "domcontentloaded" });
      await waitForHydration(page);
      const field = page.getByRole("searchbox", { name: "Gebruikersnaam" });
      await field.waitFor();
      expect(await field.getAttribute("aria-describedby")).toBe("people-name-hint");
      await field.pressSequentially("Car", { delay: 60 });
      await status(page, "Niemand gevonden met een gebruikersnaam die begint met „Car”.");
      expect(await page.getByRole("link", { name: "Carla", exact: true }).count()).toBe(0);
      await field.fill("Bra");
      await status(page, "1 persoon gevonden met „Bra”");
      await page.getByRole("link", { name: "Bram", exact: true }).waitFor();
      // The directory's filters give way to the results while a name is searched.
      expect(await page.getByRole("button", { name: "Toon personen" }).count()).toBe(0);
      await atPhoneWidth(page, "visitor");
      await field.fill("Br m");
      await page
        .getByText("Een gebruikersnaam heeft alleen letters en cijfers. Zoek zonder spaties of andere tekens.")
        .waitFor();
      expect(await field.getAttribute("aria-invalid")).toBe("true");
      await atPhoneWidth(page, "invalid");

      await page.goto(`${site.baseUrl}/inloggen?returnUrl=${encodeURIComponent(PEOPLE)}`, {
        waitUntil: "domcontentloaded",
      });
      await waitForHydration(page);
      await submitLogin(page, "annelies@demo.reumanl.nl");
      await page.waitForURL((url) => url.pathname === PEOPLE);
      await waitForHydration(page);
      await page.getByRole("searchbox", { name: "Gebruikersnaam" }).fill("car");
      await status(page, "1 persoon gevonden met „car”");
      await page.getByRole("link", { name: "Carla", exact: true }).waitFor();
      await atPhoneWidth(page, "participant");
    },
  },
];
