/** Browser tests of the reader features on an article: share by e-mail, feedback, bookmark modal. */
import { expect } from "../expect";
import type { Page } from "playwright-core";
import { expectNoAxeViolations, reactHydrated, mailsTo, waitForMail, outputDir, type TestCase } from "../harness";

const ARTICLE = "/over-reuma/jicht/";

const hydrated = reactHydrated;

/** Opens a page, accepts the cookie bar (it covers the bottom of the page) and waits for hydration. */
async function open(page: Page, url: string): Promise<void> {
  // Generous: functions run through @netlify/dev here, and other builds may share the machine.
  page.setDefaultTimeout(60_000);
  const response = await page.goto(url, { waitUntil: "domcontentloaded" });
  expect(response?.status()).toBe(200);
  await hydrated(page);
  const accept = page.getByRole("button", { name: "Accepteren", exact: true });
  if (await accept.isVisible().catch(() => false)) {
    await Promise.all([page.waitForEvent("domcontentloaded"), accept.click()]);
    await hydrated(page);
  }
}

export const tests: TestCase[] = [
  {
    name: "a visitor shares an article: 11 addresses are refused, 10 receive the mail",
    async run({ page, site }) {
      await open(page, `${site.baseUrl}${ARTICLE}`);
      await page.getByRole("button", { name: "Delen per e-mail" }).click();
      await expectNoAxeViolations(page, `${ARTICLE} with the share form open`);

      const stamp = Date.now().toString(36);
      const list = Array.from({ length: 11 }, (_, i) => `lezer${i + 1}.${stamp}@example.nl`);
      await page.getByLabel("Je naam").fill("Marja");
      await page.getByLabel("E-mailadressen van de ontvangers").fill(list.join(", "));
      await page.getByRole("button", { name: "Versturen", exact: true }).click();
      await page.getByText("Je kunt dit naar maximaal 10 e-mailadressen tegelijk sturen.").waitFor();
      await expectNoAxeViolations(page, `${ARTICLE} share form with an error`);

      await page.getByLabel("E-mailadressen van de ontvangers").fill(list.slice(0, 10).join(", "));
      await page.getByLabel("Bericht").fill("Dit artikel vond ik nuttig.");
      await page.getByRole("button", { name: "Versturen", exact: true }).click();
      await page
        .getByText("Verstuurd. De ontvangers krijgen een e-mail met de link naar deze pagina.")
        .waitFor({ timeout: 90_000 });
      await page.locator(".share").screenshot({ path: `${outputDir}/reader-share-1280.png` });

      for (const address of list.slice(0, 10)) {
        const mail = await waitForMail(site.baseUrl, address, () => true);
        expect(mail?.subject).toBe("Een pagina van ReumaNL is met je gedeeld");
        expect(mail?.links).toEqual([`${site.baseUrl}/over-reuma/jicht`]);
      }
      expect((await mailsTo(site.baseUrl, list[10]!)).length).toBe(0);
    },
  },
  {
    name: "the feedback form asks for text with the spec's message",
    async run({ page, site }) {
      await page.setViewportSize({ width: 375, height: 800 });
      await open(page, `${site.baseUrl}${ARTICLE}`);
      await page.getByRole("button", { name: "Feedback versturen" }).click();
      await page.getByText("Vul je feedback in om dit formulier te verzenden.").waitFor();
      const focused = await page.evaluate(() => document.activeElement?.getAttribute("name"));
      expect(focused).toBe("Feedback");
      await expectNoAxeViolations(page, `${ARTICLE} feedback error at 375 px`);
      await page.locator(".feedback").screenshot({ path: `${outputDir}/reader-feedback-375.png` });

      await page.getByLabel("Je feedback").fill("Heldere uitleg, dank je wel.");
      await page.getByRole("button", { name: "Feedback versturen" }).click();
      await page.getByText("Bedankt voor je feedback. De redactie leest alle reacties.").waitFor({ timeout: 90_000 });
    },
  },
  {
    name: "a visitor who bookmarks gets the login/register dialog",
    async run({ page, site }) {
      await open(page, `${site.baseUrl}${ARTICLE}`);
      await page.getByRole("banner").getByRole("link", { name: "Inloggen" }).first().waitFor({ timeout: 90_000 });
      await page.getByRole("button", { name: "Bewaar dit artikel" }).click();
      const dialog = page.getByRole("dialog", { name: "Log in om artikelen te bewaren" });
      await dialog.waitFor();
      expect(await dialog.getByRole("link", { name: "Inloggen" }).getAttribute("href")).toMatch(
        /^\/inloggen\/?\?returnUrl=%2Fover-reuma%2Fjicht$/,
      );
      await expectNoAxeViolations(page, `${ARTICLE} with the login dialog`);
      await page.screenshot({ path: `${outputDir}/reader-bookmark-modal-1280.png` });
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.getByRole("button", { name: "Bewaar dit artikel" }).click();
      await dialog.waitFor();
      await page.screenshot({ path: `${outputDir}/reader-bookmark-modal-375.png` });
    },
  },
  {
    name: "a permanent redirect from Drupal answers with its target path",
    async run({ page, site }) {
      const answer = await page.request.get(`${site.baseUrl}/api/v1/permanent-redirect?alias=/ziektebeelden/jicht`, {
        timeout: 90_000,
      });
      expect(answer.status()).toBe(200);
      expect(await answer.json()).toEqual({ Path: "/over-reuma/jicht", StatusCode: 301 });
      const none = await page.request.get(`${site.baseUrl}/api/v1/permanent-redirect?alias=/over-reuma/jicht`, {
        timeout: 90_000,
      });
      expect(none.status()).toBe(404);
    },
  },
  {
    name: "the preview page renders a draft revision with the block registry",
    async run({ page, site }) {
      await open(page, `${site.baseUrl}/preview/node/3/3`);
      await page.getByText("Voorbeeld van een versie die nog niet (zo) gepubliceerd is.").waitFor();
      // The function reads the whole sample content; give it time on a busy machine.
      await page.locator(".article__body").waitFor({ timeout: 120_000 });
      await page.getByRole("heading", { level: 1, name: "Artritis psoriatica" }).waitFor();
      await expectNoAxeViolations(page, "/preview/node/3/3");
    },
  },
];
