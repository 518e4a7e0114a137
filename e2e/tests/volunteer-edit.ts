/**
 * Browser test of changing a volunteer's answers after the sign-up (issue 37, row 9) on a 375 px
 * phone: the demo volunteer opens the forms on /account/ervaringsdeskundigen/, adds a form of
 * rheumatism (saved, and the summary shows it), is refused an empty choice of abilities with the
 * Dutch text, and takes the change back. axe and screenshots at 375 px. Run with
 * `E2E_PORT=8937 npm run test:e2e -- volunteer-edit` after a build.
 */
import { expect } from "../expect";
import { submitLogin, withoutCookieBar } from "../demo";
import { expectNoAxeViolations, outputDir, waitForHydration, type TestCase } from "../harness";

const ACCOUNT = "/account/ervaringsdeskundigen/";

export const tests: TestCase[] = [
  {
    name: "a volunteer changes forms of rheumatism and abilities after the sign-up",
    async run({ page, context, site }) {
      page.setDefaultTimeout(30_000);
      await withoutCookieBar(context, site);
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(`${site.baseUrl}/inloggen?returnUrl=${encodeURIComponent(ACCOUNT)}`, {
        waitUntil: "domcontentloaded",
      });
      await waitForHydration(page);
      await submitLogin(page, "vrijwilliger@demo.reumanl.nl");
      await page.waitForURL((url) => url.pathname === ACCOUNT);
      await waitForHydration(page);
      await page.getByRole("button", { name: "Wijzig je antwoorden" }).click();
      const forms = page.getByRole("region", { name: "Met welke vorm van reuma heb je ervaring?" });
      const artrose = forms.getByRole("checkbox", { name: "Artrose", exact: true });
      await artrose.check();
      await forms.getByRole("button", { name: "Opslaan" }).click();
      await forms.getByText("Je wijzigingen zijn opgeslagen.").waitFor();
      await page.locator("dd").filter({ hasText: "Artrose" }).waitFor();

      const abilities = page.getByRole("region", { name: "Wat wil je doen?" });
      const checked = abilities.getByRole("checkbox", { checked: true });
      while ((await checked.count()) > 0) await checked.first().uncheck();
      await abilities.getByRole("button", { name: "Opslaan" }).click();
      await abilities.getByText("Kies minstens één vaardigheid.").waitFor();
      await expectNoAxeViolations(page, "volunteer edit at 375 px");
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= 375)).toBe(true);
      await page.screenshot({ path: `${outputDir}/volunteer-edit-375.png`, fullPage: true });
      await abilities.screenshot({ path: `${outputDir}/volunteer-edit-abilities-375.png` });
      await forms.screenshot({ path: `${outputDir}/volunteer-edit-forms-375.png` });

      await artrose.uncheck();
      await forms.getByRole("button", { name: "Opslaan" }).click();
      await page.locator("dd").filter({ hasText: "Artrose" }).waitFor({ state: "detached" });
    },
  },
];
