/**
 * Browser test of the expert reaction form (issue 37, row 6; decision 415) on a 375 px phone: the
 * demo volunteer sends an empty form and gets the Dutch texts at the text and the terms, then reacts
 * to an open question and is signed up; a question that is gone gives the "no question to respond
 * to" text (the send is pointed at an id that does not exist); the organiser (moderator@) reads the
 * reaction; the volunteer withdraws again. axe and screenshots at 375 px. Run with
 * `E2E_PORT=8937 npm run test:e2e -- volunteer-reaction` after a build.
 */
import type { Page } from "playwright-core";
import { expect } from "../expect";
import { loginAt, withoutCookieBar } from "../demo";
import { expectNoAxeViolations, outputDir, type TestCase } from "../harness";

const QUESTION = "/ervaringsdeskundigen/interview-website-werk";
const TEXT = "Ik werk al vijftien jaar met reuma en vertel daar graag over.";

async function atPhoneWidth(page: Page, label: string): Promise<void> {
  await expectNoAxeViolations(page, `${label} at 375 px`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= 375)).toBe(true);
  await page.screenshot({
    path: `${outputDir}/volunteer-reaction-${label.replace(/[^a-z0-9]+/gi, "-")}-375.png`,
    fullPage: true,
  });
}

export const tests: TestCase[] = [
  {
    name: "a volunteer reacts to a question with text and accepted terms; the organiser reads it",
    async run({ page, context, site }) {
      page.setDefaultTimeout(30_000);
      await withoutCookieBar(context, site);
      await page.setViewportSize({ width: 375, height: 800 });
      await loginAt(page, site, "vrijwilliger@demo.reumanl.nl", QUESTION);
      await page.getByRole("heading", { name: "Reageer op deze vraag" }).waitFor();
      const text = page.getByRole("textbox", { name: "Je reactie" });
      const terms = page.getByRole("checkbox", { name: /Ik ga akkoord met de voorwaarden/ });
      const send = page.getByRole("button", { name: "Reactie versturen" });
      await send.click();
      await page.getByText("Schrijf eerst je reactie.").waitFor();
      await page.getByText("Ga akkoord met de voorwaarden om je reactie te versturen.").waitFor();
      expect(await text.evaluate((element) => element === document.activeElement)).toBe(true);
      await atPhoneWidth(page, "refused");

      // The question is gone by the time the volunteer sends: the server's §8 text, the text kept.
      await text.fill(TEXT);
      await terms.check();
      await page.route("**/api/v1/Volunteer/React/*", (route) =>
        route.continue({ url: `${site.baseUrl}/api/v1/Volunteer/React/999999` }),
      );
      await send.click();
      await page
        .getByRole("alert")
        .filter({ hasText: "Er is geen vraag gevonden om op te reageren. Misschien is de vraag verwijderd." })
        .waitFor();
      expect(await text.inputValue()).toBe(TEXT);
      await atPhoneWidth(page, "no-question");
      await page.unroute("**/api/v1/Volunteer/React/*");

      await send.click();
      await page.getByText("Je reactie is verstuurd. De organisatie neemt contact met je op.").waitFor();
      await page.getByText("Je hebt je aangemeld voor deze vraag.").waitFor();
      await page.getByText(/^Je reageerde op .+\. Je kunt je reactie hieronder aanpassen\.$/).waitFor();
      await atPhoneWidth(page, "sent");

      const organiser = await context.browser()!.newContext({ viewport: { width: 375, height: 800 }, locale: "nl-NL" });
      await withoutCookieBar(organiser, site);
      const other = await organiser.newPage();
      other.setDefaultTimeout(30_000);
      await loginAt(other, site, "moderator@demo.reumanl.nl", QUESTION);
      await other.getByText(`Reactie: ${TEXT}`).waitFor();
      expect(await other.getByRole("heading", { name: "Reageer op deze vraag" }).count()).toBe(0);
      await atPhoneWidth(other, "organiser");
      await organiser.close();

      await page.getByRole("button", { name: "Nee, toch niet" }).click();
      await page.getByText("Je hebt je afgemeld voor deze vraag.").waitFor();
    },
  },
];
