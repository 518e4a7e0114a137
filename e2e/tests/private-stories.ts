/**
 * Browser tests of issue 37 rows 2 and 3 at 375 px, as people use the site on a phone: Annelies
 * switches "Iedereen mag mijn profiel en verhalen zien" off; a visitor then gets the 403 offer on
 * her story saved as "Iedereen" (from the server and after hydrating), and the overview leaves it
 * out; a participant still reads it, and her profile counts her stories with a link to her blog.
 * The switch is turned back on at the end (the files of one site share its database). axe at every
 * step, screenshots. Run with `E2E_PORT=8927 npm run test:e2e -- private-stories` after a build.
 */
import type { BrowserContext, Page } from "playwright-core";
import { loginAt, withoutCookieBar } from "../demo";
import { expect } from "../expect";
import { expectNoAxeViolations, outputDir, type Site, type TestCase } from "../harness";

/** supabase/seed/40_stories.sql and 30_people.sql */
const STORY = "/ontmoet-elkaar/verhalen/annelies/tien-jaar-met-ra/";
const ANNELIES_PROFILE = "/ontmoet-elkaar/personen/00000000-0000-4000-8000-000000000003/";
const SETTINGS = "/account/instellingen/";
const PHONE = { width: 375, height: 800 };

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}

async function phone(page: Page, site: Site): Promise<BrowserContext> {
  const context = await page.context().browser()!.newContext({ viewport: PHONE, locale: "nl-NL" });
  await withoutCookieBar(context, site);
  return context;
}

/** Annelies sets the switch on her settings page; it is saved at once. */
async function showToEveryone(page: Page, on: boolean): Promise<void> {
  const saved = page.waitForResponse(
    (answer) => answer.url().endsWith("/api/v1/CustomUser/ChangeProfileVisibility") && answer.status() === 200,
  );
  const box = page.getByLabel(/Iedereen mag mijn profiel en verhalen zien/);
  if (on) await box.check();
  else await box.uncheck();
  await saved;
}

async function shot(page: Page, name: string): Promise<void> {
  await expectNoAxeViolations(page, name);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: `${outputDir}/private-stories-${name}-375.png`, fullPage: true });
}

export const tests: TestCase[] = [
  {
    name: "with her profile hidden, a visitor gets the 403 offer on Annelies' public story and the overview leaves it out; participants still read it",
    async run({ page, site }) {
      const author = await phone(page, site);
      const visitor = await phone(page, site);
      const participant = await phone(page, site);
      const annelies = await author.newPage();
      try {
        await loginAt(annelies, site, "annelies@demo.reumanl.nl", SETTINGS);
        expect(await annelies.getByLabel(/Iedereen mag mijn profiel en verhalen zien/).isChecked()).toBe(true);
        await showToEveryone(annelies, false);
        await shot(annelies, "settings-off");

        // The visitor: the server answers 403 with the offer, and the page keeps it after hydrating.
        const reader = await visitor.newPage();
        expect((await reader.goto(`${site.baseUrl}${STORY}`, { waitUntil: "domcontentloaded" }))?.status()).toBe(403);
        await hydrated(reader);
        await reader.getByRole("heading", { level: 1, name: "Alleen voor deelnemers" }).waitFor();
        expect(
          await reader
            .getByText("Nu, tien jaar later, werk ik nog steeds drie dagen per week.", { exact: false })
            .count(),
        ).toBe(0);
        expect(await reader.getByRole("link", { name: "Inloggen", exact: true }).last().getAttribute("href")).toBe(
          `/inloggen?returnUrl=${encodeURIComponent(STORY)}`,
        );
        await shot(reader, "story-visitor");
        // The overview shows Bram's public stories, not hers.
        await reader.goto(`${site.baseUrl}/ontmoet-elkaar/verhalen/`, { waitUntil: "domcontentloaded" });
        await reader.getByRole("link", { name: "Fietsen met Bechterew" }).waitFor();
        expect(await reader.getByRole("link", { name: "Tien jaar met reumatoïde artritis" }).count()).toBe(0);
        await shot(reader, "overview-visitor");

        // A participant: her profile counts her 3 stories (a link to her blog) and 2 followers.
        const bram = await participant.newPage();
        await loginAt(bram, site, "bram@demo.reumanl.nl", ANNELIES_PROFILE);
        const stories = bram.getByRole("link", { name: "3 verhalen" });
        await stories.waitFor();
        expect(await stories.getAttribute("href")).toBe("/ontmoet-elkaar/verhalen/annelies/");
        await bram.getByText("3 verhalen, 2 volgers", { exact: true }).waitFor();
        await shot(bram, "profile-participant");
        await stories.click();
        await bram.getByRole("link", { name: "Tien jaar met reumatoïde artritis" }).click();
        await bram.getByRole("heading", { level: 1, name: "Tien jaar met reumatoïde artritis" }).waitFor();
        await bram
          .getByText("Nu, tien jaar later, werk ik nog steeds drie dagen per week.", { exact: false })
          .waitFor();

        // Switched on again, the visitor reads it.
        await showToEveryone(annelies, true);
        expect((await reader.goto(`${site.baseUrl}${STORY}`, { waitUntil: "domcontentloaded" }))?.status()).toBe(200);
        await reader.getByRole("heading", { level: 1, name: "Tien jaar met reumatoïde artritis" }).waitFor();
      } finally {
        // Leave the shared demo data as it was, whatever failed above.
        await annelies.goto(`${site.baseUrl}${SETTINGS}`, { waitUntil: "domcontentloaded" }).catch(() => undefined);
        const box = annelies.getByLabel(/Iedereen mag mijn profiel en verhalen zien/);
        if (!(await box.isChecked().catch(() => true))) await showToEveryone(annelies, true).catch(() => undefined);
        await Promise.all([author.close(), visitor.close(), participant.close()]);
      }
    },
  },
];
