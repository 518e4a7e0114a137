/**
 * Browser tests of search (issue 16), tried as a new reader would: from the header on an article,
 * typing "metho" suggests methotrexaat; "reumatoide artritis" (no diaeresis) finds the RA dossier
 * and articles first and conversations in their tab; "artritus" asks "bedoelde je artritis?"; a
 * participants-only conversation appears for a participant and never for a visitor; a conversation
 * started a moment ago is found; axe finds nothing at 1280 and 375 px.
 * Data: the sample content (indexed by the build) and supabase/seed/10_community.sql.
 * Run with `E2E_PORT=8871 CONTENT_SERVER_PORT=8872 npm run test:e2e -- search` after a build.
 */
import type { Page } from "playwright-core";
import { loginAt, withoutCookieBar } from "../demo";
import { expect } from "../expect";
import {
  expectNoAxeViolations,
  expectNoAxeViolationsAtBothWidths,
  outputDir,
  type Site,
  type TestCase,
} from "../harness";

const PARTICIPANTS_ONLY = "Ervaringen met re-integratie na lange uitval";

/** The titles of the results on the search page, once they are there. */
async function resultTitles(page: Page): Promise<string[]> {
  await page.waitForSelector(".search-page__summary, .search-page__empty");
  return (await page.locator(".search-result__title").allTextContents()).map((t) => t.trim());
}

async function searchFor(page: Page, site: Site, query: string, tab?: string): Promise<string[]> {
  await page.goto(`${site.baseUrl}/zoeken/?query=${encodeURIComponent(query)}${tab ? `&tab=${tab}` : ""}`);
  return resultTitles(page);
}

export const tests: TestCase[] = [
  {
    name: 'from the header on an article: typing "metho" suggests methotrexaat, and the form searches without waiting for code',
    async run({ page, context, site }) {
      await withoutCookieBar(context, site);
      await page.goto(`${site.baseUrl}/over-reuma/reumatoide-artritis/`);
      // The header is hydrated once its account corner shows (the article's own forms hydrate later).
      await page.locator('.site-header__user a[href^="/inloggen"]').first().waitFor();
      const box = page.getByRole("combobox", { name: "Zoek op ReumaNL" });
      await box.click();
      await box.pressSequentially("metho", { delay: 40 });
      const option = page.getByRole("option", { name: /^Methotrexaat/ }).first();
      await option.waitFor();
      expect(await box.getAttribute("aria-expanded")).toBe("true");
      await expectNoAxeViolations(page, "header suggestions at 1280 px");
      await page.screenshot({ path: `${outputDir}/search-suggest-1280.png` });
      await box.press("ArrowDown");
      expect(await box.getAttribute("aria-activedescendant")).toBe(
        await page.getByRole("option").first().getAttribute("id"),
      );
      await box.press("Escape");
      expect(await box.getAttribute("aria-expanded")).toBe("false");
      await box.press("Enter");
      await page.waitForURL(/\/zoeken\/\?query=metho$/);
      const titles = await resultTitles(page);
      expect(titles.some((t) => /methotrexaat/i.test(t))).toBe(true);
    },
  },
  {
    name: '"reumatoide artritis" without the diaeresis finds the RA dossier and articles first, conversations in their tab; "artritus" asks "bedoelde je artritis?"',
    async run({ page, context, site }) {
      await withoutCookieBar(context, site);
      const titles = await searchFor(page, site, "reumatoide artritis");
      expect(titles.slice(0, 3).every((t) => /reumatoïde artritis/i.test(t))).toBe(true);
      expect(await page.locator(".search-result").first().locator(".search-result__type").textContent()).toMatch(
        /Dossier|Artikel/,
      );
      await page
        .getByRole("navigation", { name: "Soort resultaten" })
        .getByRole("link", { name: /^Gesprekken \(\d+\)$/ })
        .click();
      await page.waitForURL(/tab=gesprekken/);
      await page.waitForFunction(() => document.querySelectorAll(".search-result").length > 0);
      const types = await page.locator(".search-result__type").allTextContents();
      expect(types.every((t) => t === "Gesprek" || t === "Groep")).toBe(true);
      await expectNoAxeViolationsAtBothWidths(page, "search", "reumatoide artritis conversations tab");

      const typo = await searchFor(page, site, "artritus");
      await page.getByText(/Bedoelde je/).waitFor();
      expect(await page.locator(".search-page__did-you-mean").textContent()).toBe("Bedoelde je artritis?");
      expect(typo.slice(0, 3).some((t) => /reumatoïde artritis/i.test(t))).toBe(true);
      await expectNoAxeViolationsAtBothWidths(page, "search", "artritus");

      await searchFor(page, site, "xyzzyqwerty");
      await page.getByRole("heading", { name: 'Geen resultaten voor "xyzzyqwerty"' }).waitFor();
      await expectNoAxeViolationsAtBothWidths(page, "search", "no results");
    },
  },
  {
    name: "a participants-only conversation appears for a participant and never for a visitor; a conversation started a moment ago is found",
    async run({ page, context, site }) {
      await withoutCookieBar(context, site);
      expect((await searchFor(page, site, "re-integratie")).includes(PARTICIPANTS_ONLY)).toBe(false);

      await loginAt(page, site, "carla@demo.reumanl.nl", "/zoeken/");
      expect((await searchFor(page, site, "re-integratie")).includes(PARTICIPANTS_ONLY)).toBe(true);
      await page.getByText("Alleen voor deelnemers").first().waitFor();

      const word = `kraanvogeldans${Date.now().toString(36).replace(/[0-9]/g, "")}`;
      const status = await page.evaluate(async (title) => {
        const token = (
          (await (await fetch("/api/v1/antiforgery", { credentials: "include" })).json()) as { token: string }
        ).token;
        const response = await fetch("/api/v1/conversations/1", {
          method: "POST",
          credentials: "include",
          headers: { "content-type": "application/json", RequestVerificationToken: token },
          body: JSON.stringify({
            Title: title,
            Description: {
              type: "doc",
              content: [{ type: "paragraph", content: [{ type: "text", text: "Wie herkent dit?" }] }],
            },
            Visibility: "public",
            GroupTermIds: [],
            FollowConversation: false,
          }),
        });
        return response.status;
      }, `Wie kent de ${word}?`);
      expect(status).toBe(200);
      expect(await searchFor(page, site, word)).toEqual([`Wie kent de ${word}?`]);
    },
  },
];
