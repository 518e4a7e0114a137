/**
 * Browser tests of the inbox (issue 14 "Done when"): two participants who are contacts (Carla and
 * Annelies, supabase/seed/30_people.sql and 70_inbox.sql) exchange messages in two browser
 * contexts; the receiver's counter and red dot appear and clear on reading; a 4,001-character
 * message is refused with the spec text and keeps its text; a phone number asks once (send anyway);
 * a non-contact's POST /inbox/inbox/{id} answers 403; axe at 1280 and 375 px. Run with `E2E_PORT=8891 npm run test:e2e -- inbox` after a build.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { expect } from "../expect";
import { submitLogin, withoutCookieBar } from "../demo";
import { expectNoAxeViolations, outputDir, waitForHydration, type Site, type TestCase } from "../harness";

const MESSAGES = "/account/berichten/";
const demoId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const ANNELIES = demoId(3);
const CARLA = demoId(5);

async function login(page: Page, site: Site, email: string, returnUrl: string): Promise<void> {
  await page.goto(`${site.baseUrl}/inloggen?returnUrl=${encodeURIComponent(returnUrl)}`, { waitUntil: "domcontentloaded" });
  await waitForHydration(page);
  await submitLogin(page, email);
  await page.waitForURL((url) => url.pathname === new URL(returnUrl, site.baseUrl).pathname);
  await waitForHydration(page);
}

async function secondParticipant(context: BrowserContext, site: Site, email: string, returnUrl: string): Promise<Page> {
  const other = await (context.browser() as Browser).newContext({ viewport: { width: 1280, height: 900 }, locale: "nl-NL" });
  await withoutCookieBar(other, site);
  const page = await other.newPage();
  page.setDefaultTimeout(15_000);
  await login(page, site, email, returnUrl);
  return page;
}

async function axeBothWidths(page: Page, label: string): Promise<void> {
  const file = label.replace(/[^a-z0-9]+/gi, "-");
  await expectNoAxeViolations(page, `${label} at 1280 px`);
  await page.screenshot({ path: `${outputDir}/inbox-${file}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page, `${label} at 375 px`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  await page.screenshot({ path: `${outputDir}/inbox-${file}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The number on the sidebar's messages link (0 when none is shown). */
async function sidebarCount(page: Page): Promise<number> {
  const badge = page.locator(".account-sidebar .account-sidebar__count");
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.first().innerText()).match(/\d+/)?.[0] ?? 0);
}

/** Waits (up to 15 s) until `check` holds for the sidebar count; fails with the last value. */
async function countUntil(page: Page, check: (n: number) => boolean, label: string): Promise<number> {
  let last = -1;
  for (let tries = 0; tries < 30; tries++) {
    last = await sidebarCount(page);
    if (check(last)) return last;
    await page.waitForTimeout(500);
  }
  throw new Error(`unread counter: ${label} (last seen ${last})`);
}

export const tests: TestCase[] = [
  {
    name: "two contacts exchange messages; the counter and red dot appear and clear; too long and personal data",
    async run({ page, context, site }) {
      await withoutCookieBar(context, site);
      await login(page, site, "carla@demo.reumanl.nl", `${MESSAGES}${ANNELIES}/`);
      await page.getByRole("heading", { name: "Gesprek met Annelies" }).first().waitFor();
      const editor = page.getByLabel("Je bericht", { exact: true });
      await editor.click();
      await page.keyboard.type("Hoi Annelies, zullen we donderdag samen naar het warmwaterbad?");
      await page.getByRole("button", { name: "Versturen" }).click();
      await page.locator(".conversation__message--mine").filter({ hasText: "samen naar het warmwaterbad" }).first().waitFor();
      await axeBothWidths(page, "conversation");

      const annelies = await secondParticipant(context, site, "annelies@demo.reumanl.nl", MESSAGES);
      const item = annelies.locator(".inbox__item").filter({ hasText: "Carla" });
      await item.locator(".inbox__dot").waitFor();
      await item.getByText(/nieuwe? berichte?n?/).first().waitFor();
      const before = await countUntil(annelies, (n) => n >= 2, "at least 2 before reading");
      await axeBothWidths(annelies, "list with unseen");

      await item.getByRole("link").click();
      await annelies.waitForURL(`${site.baseUrl}${MESSAGES}${CARLA}/`);
      await annelies.getByText("samen naar het warmwaterbad").first().waitFor();
      await countUntil(annelies, (n) => n < before, "lower after reading");

      // Too long: refused with the spec text, the text stays.
      const field = annelies.getByLabel("Je bericht", { exact: true });
      await field.fill("x".repeat(4001));
      await annelies.getByRole("button", { name: "Versturen" }).click();
      await annelies.getByText("Deze reactie is te lang. Gebruik niet meer dan 4.000 tekens").first().waitFor();
      expect((await field.innerText()).length).toBe(4001);

      // A phone number: asked once, then sent anyway.
      await field.fill("Goed idee! Bel me even op 06-12345678");
      await annelies.getByRole("button", { name: "Versturen" }).click();
      await annelies.getByText(/lijkt persoonlijke gegevens te bevatten \(een telefoonnummer\)/).first().waitFor();
      await axeBothWidths(annelies, "personal data question");
      await annelies.getByRole("button", { name: "Toch versturen" }).click();
      await annelies.locator(".conversation__message--mine").filter({ hasText: "06-12345678" }).first().waitFor();

      await annelies.goto(`${site.baseUrl}${MESSAGES}`, { waitUntil: "domcontentloaded" });
      await waitForHydration(annelies);
      await annelies.locator(".inbox__item").filter({ hasText: "Carla" }).first().waitFor();
      expect(await annelies.locator(".inbox__item").filter({ hasText: "Carla" }).locator(".inbox__dot").count()).toBe(0);
      await annelies.context().close();

      // Carla gets the answer: her red dot and counter.
      await page.goto(`${site.baseUrl}${MESSAGES}`, { waitUntil: "domcontentloaded" });
      await waitForHydration(page);
      await page.locator(".inbox__item").filter({ hasText: "Annelies" }).locator(".inbox__dot").waitFor();
      await countUntil(page, (n) => n >= 1, "Carla sees the answer");
    },
  },
  {
    name: "a conversation with a non-contact cannot be loaded, and a message to them is refused with 403",
    async run({ page, context, site }) {
      await withoutCookieBar(context, site);
      await login(page, site, "esther@demo.reumanl.nl", `${MESSAGES}${ANNELIES}/`);
      await page.getByText("Deze conversatie kon niet worden geladen.").first().waitFor();
      // POST /inbox/inbox/{id} as the browser sends it (session cookie and anti-forgery token).
      const status = await page.evaluate(async (to) => {
        const token = ((await (await fetch("/api/v1/antiforgery", { credentials: "include" })).json()) as { token: string }).token;
        const response = await fetch(`/api/v1/inbox/inbox/${to}`, {
          method: "POST",
          credentials: "include",
          headers: { "content-type": "application/json", RequestVerificationToken: token },
          body: JSON.stringify({ Body: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Hoi Annelies!" }] }] } }),
        });
        return response.status;
      }, ANNELIES);
      expect(status).toBe(403);
    },
  },
];
