/**
 * Layout shift of the community pages (issue 24): content that arrives after the first paint has
 * its space reserved, so the cumulative layout shift of each page after it loads stays at most
 * 0.02, for a visitor and for a logged-in participant, at 375 and 1280 px (the inbox only for the
 * participant: a visitor is sent to the login page). Each figure is printed;
 * the test fails with the shifting elements of every page over the limit.
 * Run with `E2E_PORT=8961 npx tsx e2e/run.ts layout-shift` after a build.
 */
import type { BrowserContext, Page } from "playwright-core";
import { submitLogin } from "../demo";
import { waitForHydration, type Site, type TestCase } from "../harness";
import {
  CLS_LIMIT,
  COMMUNITY_PAGES,
  measureLayoutShift,
  observeLayoutShifts,
  PARTICIPANT_ONLY_PAGES,
} from "../layout-shift";

const PARTICIPANT = "carla@demo.reumanl.nl";

async function expectCalmPages(page: Page, context: BrowserContext, site: Site, who: string): Promise<void> {
  const problems: string[] = [];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    for (const path of COMMUNITY_PAGES) {
      if (who === "visitor" && PARTICIPANT_ONLY_PAGES.includes(path)) continue;
      const { cls, shifts } = await measureLayoutShift(page, `${site.baseUrl}${path}`);
      process.stdout.write(`    CLS ${cls.toFixed(3)}  ${who} ${width} px ${path}\n`);
      if (cls > CLS_LIMIT) {
        const detail = shifts
          .map((shift) => `${shift.value.toFixed(3)} at ${shift.at} ms (${shift.sources.join(", ")})`)
          .join("; ");
        problems.push(`${path} at ${width} px: CLS ${cls.toFixed(3)}: ${detail}`);
      }
    }
  }
  if (problems.length > 0) throw new Error(`layout shift over ${CLS_LIMIT} for a ${who}:\n${problems.join("\n")}`);
}

export const tests: TestCase[] = [
  {
    name: "a visitor's community pages do not shift after the first paint (CLS <= 0.02 at 375 and 1280 px)",
    async run({ page, context, site }) {
      await observeLayoutShifts(context);
      await expectCalmPages(page, context, site, "visitor");
    },
  },
  {
    name: "a participant's community pages do not shift after the first paint (CLS <= 0.02 at 375 and 1280 px)",
    async run({ page, context, site }) {
      await page.goto(`${site.baseUrl}/inloggen?returnUrl=${encodeURIComponent("/account/")}`);
      await waitForHydration(page);
      await submitLogin(page, PARTICIPANT);
      await page.waitForURL(`${site.baseUrl}/account/`);
      await observeLayoutShifts(context);
      await expectCalmPages(page, context, site, "participant");
    },
  },
];
