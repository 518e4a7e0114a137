/**
 * Issue 37 row 1: on a phone every account page starts with its own content. The account card and
 * its links fold into a "Mijn account" button above the page (src/shell/account/AccountLayout.tsx),
 * so the page's heading is on the first screen of a 375 × 812 phone; the button opens the links by
 * keyboard, and each page passes axe.
 */
import { expect } from "../expect";
import { loginAt, withoutCookieBar } from "../demo";
import { expectNoAxeViolations, outputDir, waitForHydration, type TestCase } from "../harness";

const PHONE = { width: 375, height: 812 };
/** The height of the first screen the issue measured on (a 390 × 844 phone). */
const FIRST_SCREEN = 844;
const demoId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const CARLA = demoId(5);

const PAGES: Array<[string, string]> = [
  ["/account/berichten/", "Berichten"],
  [`/account/berichten/${CARLA}/`, "Berichten"],
  ["/account/profiel/", "Mijn profiel"],
  ["/account/instellingen/", "Instellingen"],
  ["/account/notificaties/", "Notificaties"],
  ["/account/artikelen/", "Bewaarde artikelen"],
];

export const tests: TestCase[] = [
  {
    name: "on a phone every account page starts with its heading; 'Mijn account' opens the links by keyboard",
    async run({ page, context, site }) {
      await withoutCookieBar(context, site);
      await page.setViewportSize(PHONE);
      await loginAt(page, site, "annelies@demo.reumanl.nl", PAGES[0]![0]);
      for (const [path, heading] of PAGES) {
        await page.goto(`${site.baseUrl}${path}`, { waitUntil: "domcontentloaded" });
        await waitForHydration(page);
        const title = page.getByRole("heading", { level: 1, name: heading, exact: true });
        await title.waitFor();
        const top = (await title.boundingBox())!.y;
        if (top >= FIRST_SCREEN) throw new Error(`${path}: the heading starts at ${Math.round(top)} px`);

        const toggle = page.getByRole("button", { name: /^Mijn account/ });
        expect(await toggle.getAttribute("aria-expanded")).toBe("false");
        expect(await page.getByRole("navigation", { name: "Mijn account" }).isVisible()).toBe(false);
        const box = (await toggle.boundingBox())!;
        if (box.height < 44) throw new Error(`${path}: the 'Mijn account' button is ${box.height} px high`);

        await toggle.focus();
        await page.keyboard.press("Enter");
        expect(await toggle.getAttribute("aria-expanded")).toBe("true");
        const links = page.getByRole("navigation", { name: "Mijn account" });
        await links.getByRole("link", { name: "Instellingen" }).waitFor();
        await expectNoAxeViolations(page, `${path} with the account links open at 375 px`);
        if (path === PAGES[1]![0])
          await page.screenshot({ path: `${outputDir}/account-phone-conversation-open.png`, fullPage: true });
        await page.keyboard.press("Enter");
        expect(await toggle.getAttribute("aria-expanded")).toBe("false");
        await expectNoAxeViolations(page, `${path} at 375 px`);
        if (path === PAGES[0]![0]) await page.screenshot({ path: `${outputDir}/account-phone-messages.png` });
      }

      // A wide screen keeps the sidebar open beside the page, without the button.
      await page.setViewportSize({ width: 1280, height: 900 });
      await page
        .getByRole("navigation", { name: "Mijn account" })
        .getByRole("link", { name: "Instellingen" })
        .waitFor();
      expect(await page.getByRole("button", { name: /^Mijn account/ }).isVisible()).toBe(false);
    },
  },
];
