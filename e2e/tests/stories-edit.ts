/**
 * Browser test of the story edit page (issue 37): /ontmoet-elkaar/verhalen/nieuw/?verhaal=<id>
 * hydrates the build's HTML without a React hydration error (#418/#423/#425), and shows the author's
 * story to edit. Run: E2E_PORT=8901 npx tsx e2e/run.ts stories-edit
 */
import { submitLogin, withoutCookieBar } from "../demo";
import { expect } from "../expect";
import { outputDir, waitForHydration, type TestCase } from "../harness";

/** supabase/seed/40_stories.sql: Annelies's story with id 1. */
const STORY = "/ontmoet-elkaar/verhalen/annelies/tien-jaar-met-ra/";

export const tests: TestCase[] = [
  {
    name: "the author opens the edit page of her story without a hydration error",
    async run({ page, context, site }) {
      page.setDefaultTimeout(60_000);
      await withoutCookieBar(context, site);
      await page.goto(`${site.baseUrl}/inloggen?returnUrl=${encodeURIComponent(STORY)}`);
      await waitForHydration(page);
      await submitLogin(page, "annelies@demo.reumanl.nl");
      await page.waitForURL(`${site.baseUrl}${STORY}`);
      const edit = page.getByRole("link", { name: "Bewerken", exact: true });
      const href = await edit.getAttribute("href");
      expect(href).toBe("/ontmoet-elkaar/verhalen/nieuw/?verhaal=1");

      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      // A full load of the build's HTML: that is what React hydrates.
      await page.goto(`${site.baseUrl}${href}`, { waitUntil: "load" });
      await waitForHydration(page);
      await page.getByRole("heading", { level: 1, name: "Verhaal bewerken" }).waitFor();
      await page.getByRole("textbox", { name: "Je verhaal", exact: true }).waitFor();
      await page.screenshot({ path: `${outputDir}/stories-edit.png`, fullPage: true });
      const hydration = errors.filter((text) => /Minified React error|hydrat/i.test(text));
      expect(hydration).toEqual([]);
    },
  },
];
