/**
 * Browser tests of the e-learning (issue 19, "Done when"): a student of the sample institute
 * follows a chapter to the end (a wrong answer shows its TextWhenError, the drag question is done
 * by keyboard), closes the tab and resumes; the teacher sees that progress; a student of an
 * institute whose licence expired gets the explanation; no navbar or footer under /trainingen/;
 * axe at 1280 and 375 px. An employee sees the institute's licences; a checker reads a group's progress. Run with `E2E_PORT=8841 CONTENT_SERVER_PORT=8842 npm run test:e2e -- elearning`.
 */
import type { BrowserContext, Page } from "playwright-core";
import { submitLogin, withoutCookieBar } from "../demo";
import { expect } from "../expect";
import { expectNoAxeViolationsAtBothWidths, outputDir, waitForHydration, type Site, type TestCase } from "../harness";

/** The learning shell: its own header, no navbar and no footer. */
async function expectLearningShell(page: Page): Promise<void> {
  expect(await page.locator("#main-menu, .site-header, #site-footer, footer").count()).toBe(0);
  expect(await page.locator("header.learning-header").count()).toBe(1);
}

const axeBothWidths = (page: Page, label: string) => expectNoAxeViolationsAtBothWidths(page, "elearning", label);

/** A patient page without the cookie bar, logged in as `email` and at `returnUrl`. */
async function startAs(
  page: Page,
  context: BrowserContext,
  site: Site,
  email: string,
  returnUrl: string,
): Promise<void> {
  page.setDefaultTimeout(60_000);
  page.setDefaultNavigationTimeout(60_000);
  await withoutCookieBar(context, site);
  await page.goto(`${site.baseUrl}/inloggen?returnUrl=${encodeURIComponent(returnUrl)}`, {
    waitUntil: "domcontentloaded",
  });
  await waitForHydration(page);
  await submitLogin(page, email);
  await page.waitForURL(`${site.baseUrl}${returnUrl}`);
}

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name, exact: true });

export const tests: TestCase[] = [
  {
    name: "a student logs out on /trainingen without leaving the course (issue 38: a shared school PC)",
    async run({ page, context, site }) {
      await startAs(page, context, site, "student@demo.reumanl.nl", "/trainingen/");
      const header = page.locator("header.learning-header");
      await header.getByRole("button", { name: "Uitloggen" }).waitFor();
      expect(await header.getByRole("link", { name: "Mijn account" }).getAttribute("href")).toBe("/account/");
      expect(await page.getByText("Log in om een training te volgen. Je voortgang wordt dan bewaard.").count()).toBe(0);
      await page.setViewportSize({ width: 375, height: 800 });
      await page.screenshot({ path: `${outputDir}/elearning-account-375.png` });
      await page.setViewportSize({ width: 1280, height: 800 });
      await axeBothWidths(page, "course list with the account corner");

      await header.getByRole("button", { name: "Uitloggen" }).click();
      await page.getByText("Log in om een training te volgen. Je voortgang wordt dan bewaard.").waitFor();
      expect(page.url()).toBe(`${site.baseUrl}/trainingen/`);
      // The login hint renders only after the session answered: the page has hydrated (the learning
      // shell has no site header, which waitForHydration looks for).
      expect(await header.getByRole("button", { name: "Uitloggen" }).count()).toBe(0);
      expect(await header.getByRole("link", { name: "Mijn account" }).count()).toBe(0);
      const session = await page.evaluate(async () => (await fetch("/api/v1/CustomUser")).status);
      // The session probe answers a visitor 204 without a body (functions/custom-user).
      expect(session).toBe(204);
      await page.screenshot({ path: `${outputDir}/elearning-logged-out.png` });
    },
  },
  {
    name: "a student follows a chapter: TextWhenError, the drag question by keyboard, and resuming after closing the tab",
    async run({ page, context, site }) {
      await startAs(page, context, site, "student@demo.reumanl.nl", "/trainingen/");
      await page.getByRole("link", { name: "Leven met reuma" }).waitFor();
      await expectLearningShell(page);
      expect(await page.getByText("Studietijd: ongeveer 40 minuten").count()).toBe(1);
      await axeBothWidths(page, "course list");

      await page.getByRole("link", { name: "Leven met reuma" }).click();
      await page.getByRole("heading", { level: 1, name: "Leven met reuma" }).waitFor();
      await expectLearningShell(page);
      await page.getByRole("link", { name: "Begin", exact: true }).click();

      await heading(page, "Reuma is een verzamelnaam").waitFor();
      const chapterUrl = page.url();
      await axeBothWidths(page, "info slide");
      await page.getByRole("button", { name: "Volgende" }).click();

      await heading(page, "Vraag: ontstekingsreuma").waitFor();
      await page.getByRole("radio", { name: "De gewrichten slijten door te veel bewegen." }).check();
      await page.getByRole("button", { name: "Controleer mijn antwoord" }).click();
      await page
        .getByText(
          "Dat is niet goed. Slijtage past meer bij artrose. Bij ontstekingsreuma valt het afweersysteem het eigen lichaam aan.",
        )
        .waitFor();
      await axeBothWidths(page, "wrong answer");
      await page.getByRole("radio", { name: "Het afweersysteem valt het eigen lichaam aan." }).check();
      await page.getByRole("button", { name: "Controleer mijn antwoord" }).click();
      await page.getByText("Goed zo!").waitFor();
      await page.getByRole("button", { name: "Volgende" }).click();

      // The drag question by keyboard only: focus the answer's button, Enter, then check with Enter.
      await heading(page, "Sleepvraag: een ontstoken gewricht").waitFor();
      await axeBothWidths(page, "drag question");
      await page.getByRole("button", { name: "Zet in het antwoordvak: Warm, dik en pijnlijk" }).focus();
      await page.keyboard.press("Enter");
      await page.getByRole("group", { name: "Antwoordvak" }).getByText("Warm, dik en pijnlijk").waitFor();
      await page.getByRole("button", { name: "Controleer mijn antwoord" }).focus();
      await page.keyboard.press("Enter");
      await page.getByText("Goed zo!").waitFor();
      await page.getByRole("button", { name: "Volgende" }).click();

      await heading(page, "Flipkaart: herken de ontsteking").waitFor();
      await page.getByRole("button", { name: "Gewricht zonder zwelling" }).click();
      await page
        .getByText("Dit is een gezond gewricht: er is geen zwelling te zien. Probeer de andere kaart.")
        .waitFor();
      await page.getByRole("button", { name: "Gewricht met rode zwelling" }).click();
      await page.getByText("Goed zo!").waitFor();
      await axeBothWidths(page, "flip card");

      // Close the tab and come back: the player resumes at the first activity not done.
      await page.close();
      const again = await context.newPage();
      again.setDefaultTimeout(60_000);
      await again.goto(chapterUrl, { waitUntil: "domcontentloaded" });
      await heading(again, "Opdracht: jouw klachten").waitFor();
      expect(await again.getByText("Onderdeel 5 van 5").count()).toBe(1);
      await again.getByRole("button", { name: "Ik heb de opdracht gedaan" }).click();
      await again.getByRole("heading", { level: 2, name: "Hoofdstuk afgerond" }).waitFor();
      await again.getByRole("link", { name: "Terug naar de hoofdstukken" }).first().click();
      await again.getByRole("link", { name: "Hoofdstuk 1: Wat is reuma?" }).waitFor();
      expect(await again.getByText("Afgerond", { exact: true }).count()).toBe(1);
      await axeBothWidths(again, "course with progress");
    },
  },
  {
    name: "the teacher sees the group's progress per chapter and the most failed questions",
    async run({ page, context, site }) {
      await startAs(page, context, site, "docent@demo.reumanl.nl", "/trainingen/docent/");
      await page.getByRole("link", { name: "Reumazorg 2026 (Hogeschool Domstad, Verpleegkunde)" }).click();
      const table = page.getByRole("table", { name: "Leven met reuma" });
      await table.waitFor();
      await expectLearningShell(page);
      const lotte = table.getByRole("row", { name: /Lotte de Vries/ });
      // The first test finished chapter 1 as Lotte (student@).
      expect(await lotte.getByRole("cell").first().textContent()).toBe("5 van 5");
      expect(
        await table
          .getByRole("row", { name: /Youssef El Amrani/ })
          .getByRole("cell")
          .first()
          .textContent(),
      ).toBe("3 van 5");
      await page.getByRole("heading", { level: 2, name: "Vaakst fout beantwoord" }).waitFor();
      expect(await page.getByText("Sleepvraag: een ontstoken gewricht").count()).toBe(1);
      await axeBothWidths(page, "teacher view");
    },
  },
  {
    name: "a student whose institute's licence expired gets the explanation instead of the course",
    async run({ page, context, site }) {
      await startAs(page, context, site, "verlopen@demo.reumanl.nl", "/trainingen/reumazorg-in-de-praktijk/");
      await page.getByRole("heading", { level: 2, name: "De licentie is verlopen" }).waitFor();
      await expectLearningShell(page);
      expect(
        await page
          .getByText(/De licentie van Zorgacademie Noord voor deze training is verlopen op \d+ \w+ \d{4}\./)
          .count(),
      ).toBe(1);
      expect(await page.getByRole("heading", { name: "Hoofdstukken" }).count()).toBe(0);
      await axeBothWidths(page, "expired licence");
    },
  },
  {
    name: "an employee sees the institute's licences, groups and teachers; a checker reads a group's progress",
    async run({ page, context, site }) {
      await startAs(page, context, site, "medewerker@demo.reumanl.nl", "/trainingen/");
      await page.getByRole("link", { name: "Je instelling en licenties" }).click();
      await page.getByRole("heading", { level: 1, name: "Je instelling en licenties" }).waitFor();
      await expectLearningShell(page);
      const current = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: "Licentie studiejaar 2026" }) });
      await current.getByText("Actief · Geldt nu").waitFor();
      expect(
        await page
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { name: "Licentie studiejaar 2025" }) })
          .getByText("Verlopen · Eerder")
          .count(),
      ).toBe(1);
      expect(await page.getByText("Specialisaties: Reumaverpleegkunde, Voorlichting en zelfmanagement").count()).toBe(
        1,
      );
      await axeBothWidths(page, "institute");

      const checker = await context.newPage();
      await context.clearCookies();
      await startAs(checker, context, site, "controleur@demo.reumanl.nl", "/trainingen/docent/");
      await checker.getByRole("link", { name: "Reumazorg 2026 (Hogeschool Domstad, Verpleegkunde)" }).click();
      await checker
        .getByText(
          "Je bekijkt deze voortgang als controleur van Hogeschool Domstad, Verpleegkunde. Je kunt hier alleen lezen, niets wijzigen.",
        )
        .waitFor();
      await checker.getByRole("table", { name: "Leven met reuma" }).waitFor();
      await axeBothWidths(checker, "checker view");
    },
  },
];
