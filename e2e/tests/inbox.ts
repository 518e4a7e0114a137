/**
 * Browser tests of the inbox (issue 14 "Done when"): two participants who are contacts (Carla and
 * Annelies, supabase/seed/30_people.sql and 70_inbox.sql) exchange messages in two browser
 * contexts; the receiver's counter and red dot appear and clear on reading; a 4,001-character
 * message is refused with the spec text and keeps its text; a phone number asks once (send anyway);
 * a non-contact's POST /inbox/inbox/{id} answers 403; with a daily digest chosen, a message reaches
 * the receiver's mailbox as a digest (sent by `npm run notification-mails`, the scheduled function's
 * service) that links to the conversation and holds neither the text nor a name (decision 182);
 * axe at 1280 and 375 px. Run with `E2E_PORT=8891 npm run test:e2e -- inbox` after a build.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { createDb } from "../../functions/_shared/db";
import { runningSiteEnv } from "../../scripts/invite";
import { expect } from "../expect";
import { loginAt, withoutCookieBar } from "../demo";
import { expectNoAxeViolations, outputDir, waitForHydration, waitForMail, type Site, type TestCase } from "../harness";

const MESSAGES = "/account/berichten/";
const demoId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const ANNELIES = demoId(3);
const CARLA = demoId(5);

const login = loginAt;

async function secondParticipant(context: BrowserContext, site: Site, email: string, returnUrl: string): Promise<Page> {
  const other = await (context.browser() as Browser).newContext({
    viewport: { width: 1280, height: 900 },
    locale: "nl-NL",
  });
  await withoutCookieBar(other, site);
  const page = await other.newPage();
  page.setDefaultTimeout(15_000);
  await login(page, site, email, returnUrl);
  return page;
}

/** A state-changing call as the browser sends it (session cookie and anti-forgery token); answers the status. */
async function apiCall(page: Page, method: string, url: string, body?: unknown): Promise<number> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const token = (
        (await (await fetch("/api/v1/antiforgery", { credentials: "include" })).json()) as { token: string }
      ).token;
      const response = await fetch(url, {
        method,
        credentials: "include",
        headers: { "content-type": "application/json", RequestVerificationToken: token },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.status;
    },
    { method, url, body },
  );
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
      await page
        .locator(".conversation__message--mine")
        .filter({ hasText: "samen naar het warmwaterbad" })
        .first()
        .waitFor();
      await axeBothWidths(page, "conversation");

      const annelies = await secondParticipant(context, site, "annelies@demo.reumanl.nl", MESSAGES);
      const item = annelies.locator(".inbox__item").filter({ hasText: "Carla" });
      await item.locator(".inbox__dot").waitFor();
      await item
        .getByText(/nieuwe? berichte?n?/)
        .first()
        .waitFor();
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
      await annelies
        .getByText(/lijkt persoonlijke gegevens te bevatten \(een telefoonnummer\)/)
        .first()
        .waitFor();
      await axeBothWidths(annelies, "personal data question");
      await annelies.getByRole("button", { name: "Toch versturen" }).click();
      await annelies.locator(".conversation__message--mine").filter({ hasText: "06-12345678" }).first().waitFor();

      await annelies.goto(`${site.baseUrl}${MESSAGES}`, { waitUntil: "domcontentloaded" });
      await waitForHydration(annelies);
      await annelies.locator(".inbox__item").filter({ hasText: "Carla" }).first().waitFor();
      expect(await annelies.locator(".inbox__item").filter({ hasText: "Carla" }).locator(".inbox__dot").count()).toBe(
        0,
      );
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
      const body = {
        type: "doc",
        content: [{ type: "paragraph", content: [{ type: "text", text: "Hoi Annelies!" }] }],
      };
      const status = await apiCall(page, "POST", `/api/v1/inbox/inbox/${ANNELIES}`, { Body: body });
      expect(status).toBe(403);
    },
  },
  {
    name: "a daily digest of a new message names the sender and links to the conversation without its text",
    async run({ page, context, site }) {
      await withoutCookieBar(context, site);
      // Annelies has read Carla's messages and chooses one overview a day.
      await login(page, site, "annelies@demo.reumanl.nl", `${MESSAGES}${CARLA}/`);
      await page.getByRole("heading", { name: "Gesprek met Carla" }).first().waitFor();
      expect(await apiCall(page, "PUT", `/api/v1/inbox/inbox/${CARLA}/seen`)).toBe(204);
      // The site is shared with the other browser tests: her setting is put back afterwards.
      const before = await page.evaluate(
        async () =>
          (await (await fetch("/api/v1/CustomUser/settings", { credentials: "include" })).json()) as {
            EmailNotifications: boolean;
            EmailFrequency: string;
          },
      );
      expect(
        await apiCall(page, "PUT", "/api/v1/CustomUser/ChangeEmailNotification", {
          EmailNotifications: true,
          EmailFrequency: "daily",
        }),
      ).toBe(200);
      try {
        await digestOfNewMessage(context, site);
      } finally {
        await apiCall(page, "PUT", "/api/v1/CustomUser/ChangeEmailNotification", {
          EmailNotifications: before.EmailNotifications,
          EmailFrequency: before.EmailFrequency,
        });
      }
    },
  },
];

/** Carla writes to Annelies (who chose a daily digest); a day later the digest names Carla, without the text. */
async function digestOfNewMessage(context: BrowserContext, site: Site): Promise<void> {
  const text = "Mijn nieuwe methotrexaat geeft me elke ochtend hoofdpijn";
  const carla = await secondParticipant(context, site, "carla@demo.reumanl.nl", `${MESSAGES}${ANNELIES}/`);
  await carla.getByRole("heading", { name: "Gesprek met Annelies" }).first().waitFor();
  await carla.getByLabel("Je bericht", { exact: true }).click();
  await carla.keyboard.type(text);
  await carla.getByRole("button", { name: "Versturen" }).click();
  await carla.locator(".conversation__message--mine").filter({ hasText: "methotrexaat" }).first().waitFor();
  await carla.context().close();

  // A day later (the news waited its period), the operator's command sends the digest.
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: site.dataDir };
  for (const name of ["DATABASE_URL", "SMTP_URL", "SUPABASE_URL", "SUPABASE_SERVICE_ROLE_KEY"]) delete env[name];
  const db = createDb(runningSiteEnv(env).DATABASE_URL);
  try {
    await db`update app_private.notification_mails m set queued_at = m.queued_at - interval '1 day'
             from public.notifications n where n.id = m.notification_id and n.user_id = ${ANNELIES}`;
  } finally {
    await db.end({ timeout: 5 });
  }
  const run = () =>
    execFileSync(process.execPath, ["--import", "tsx", path.join("scripts", "notification-mails.ts")], {
      env,
      encoding: "utf8",
    });
  expect(run()).toMatch(/^meldingen: verstuurd \d+, overgeslagen \d+, mislukt 0$/m);
  const isDigest = (mail: { subject: string }) => mail.subject === "Je dagelijkse overzicht van ReumaNL";
  const digest = await waitForMail(site.baseUrl, "annelies@demo.reumanl.nl", isDigest);
  expect(digest !== undefined).toBe(true);
  expect(digest!.text.includes("Een nieuw bericht van Carla")).toBe(true);
  expect(digest!.links.some((link) => link.endsWith(`${MESSAGES}${CARLA}/`))).toBe(true);
  for (const secret of ["methotrexaat", "hoofdpijn", "carla@demo.reumanl.nl"]) {
    expect(digest!.text.includes(secret) || digest!.html.includes(secret)).toBe(false);
  }
  // Run again: nothing is sent twice.
  expect(run()).toMatch(/^meldingen: verstuurd 0,/m);
}
