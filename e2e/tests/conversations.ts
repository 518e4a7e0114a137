/**
 * Browser tests of the conversations (issue 5): a visitor reads a public conversation (its HTML
 * carries the title and the text) and gets the 403 page on a participants-only one; a participant
 * starts a conversation (a 131-character title is refused), reacts quoting a reaction, edits and
 * deletes the reaction, likes, follows and reports ("Dank voor je melding."); a moderator hides the
 * reported reaction from the queue, after which visitors no longer read it. axe at every step, at
 * 1280 and 375 px. Run with `E2E_PORT=8903 npm run test:e2e -- conversations` after a build.
 */
import type { Page } from "playwright-core";
import { expect } from "../expect";
import { loginAt, withoutCookieBar } from "../demo";
import { expectNoAxeViolations, expectNoAxeViolationsAtBothWidths, type TestCase } from "../harness";

const PUBLIC = "/ontmoet-elkaar/gesprekken/pijn-en-vermoeidheid/moe-na-een-gewone-werkdag/";
const PARTICIPANTS_ONLY = "/ontmoet-elkaar/gesprekken/reuma-en-werk/ervaringen-met-re-integratie/";
/** By Esther, with reactions by Annelies, Karin and the Gespreksleider (supabase/seed/10_community.sql). */
const DISCUSSION = "/ontmoet-elkaar/gesprekken/pijn-en-vermoeidheid/slecht-slapen-door-pijn/";
const REPORT_REASON = `Melding uit de browsertest ${Date.now().toString(36)}`;

/** React has hydrated the page: its DOM nodes carry React's fiber keys. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}

async function open(page: Page, url: string, status = 200): Promise<void> {
  const response = await page.goto(url, { waitUntil: "domcontentloaded" });
  expect(response?.status()).toBe(status);
  await hydrated(page);
}

async function type(page: Page, editorName: string, text: string): Promise<void> {
  const editor = page.getByRole("textbox", { name: editorName, exact: true });
  await editor.click();
  await page.keyboard.type(text);
}

export const tests: TestCase[] = [
  {
    name: "a visitor reads a public conversation from its HTML and gets the 403 page on a participants-only one",
    async run({ page, context, site }) {
      const served = await fetch(`${site.baseUrl}${PUBLIC}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("cache-control")).toBe("private, no-store");
      const html = await served.text();
      expect(html).toMatch(/<h1 id="conversation-title">Moe na een gewone werkdag<\/h1>/);
      expect(html).toMatch(/Na een gewone werkdag ben ik zo moe dat ik om acht uur op de bank in slaap val\./);
      expect(html).toMatch(/<title data-gatsby-head="true">Moe na een gewone werkdag \| ReumaNL<\/title>/);
      expect(html).toMatch(
        /<link rel="canonical" href="[^"]*\/ontmoet-elkaar\/gesprekken\/pijn-en-vermoeidheid\/moe-na-een-gewone-werkdag\/"/,
      );

      const refused = await fetch(`${site.baseUrl}${PARTICIPANTS_ONLY}`);
      expect(refused.status).toBe(403);
      const refusedHtml = await refused.text();
      expect(refusedHtml).toMatch(/<h1>Alleen voor deelnemers<\/h1>/);
      expect(refusedHtml.includes("Na een half jaar thuis")).toBe(false);

      await withoutCookieBar(context, site);
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" && /Minified React error|hydrat/i.test(message.text()))
          errors.push(message.text());
      });
      await open(page, `${site.baseUrl}${PUBLIC}`);
      await page.getByRole("heading", { name: "Praat mee" }).waitFor();
      await expectNoAxeViolationsAtBothWidths(page, "conversations", "public conversation, visitor");
      expect(errors).toEqual([]);

      await open(page, `${site.baseUrl}${PARTICIPANTS_ONLY}`, 403);
      await page.getByRole("heading", { level: 1, name: "Alleen voor deelnemers" }).waitFor();
      expect(await page.getByRole("link", { name: "Inloggen", exact: true }).last().getAttribute("href")).toBe(
        `/inloggen?returnUrl=${encodeURIComponent(PARTICIPANTS_ONLY)}`,
      );
      await page.getByRole("main").getByRole("link", { name: "Registreren" }).waitFor();
      await expectNoAxeViolationsAtBothWidths(page, "conversations", "participants-only conversation, visitor");
    },
  },
  {
    name: "a participant starts a conversation, reacts with a quote, edits and deletes it, likes, follows and reports; a moderator hides the report",
    async run({ page, context, site }) {
      await withoutCookieBar(context, site);
      await loginAt(page, site, "carla@demo.reumanl.nl", "/ontmoet-elkaar/gesprekken/pijn-en-vermoeidheid/");

      // Start a conversation: a 131-character title is refused at the field.
      await page.getByRole("link", { name: "Start een nieuw gesprek" }).click();
      await page.waitForURL(`${site.baseUrl}/ontmoet-elkaar/gesprekken/pijn-en-vermoeidheid/nieuw/`);
      const title = page.getByLabel("Titel", { exact: true });
      await title.fill("a".repeat(131));
      await type(page, "Je bericht", "Hoe verdelen jullie je energie over de week?");
      await page.getByText("131 van 130 tekens: 1 te veel").waitFor();
      await page.getByRole("button", { name: "Plaats gesprek" }).click();
      await page.getByRole("alert").getByText("De titel mag niet langer zijn dan 130 tekens.").waitFor();
      expect(await title.getAttribute("aria-invalid")).toBe("true");
      await expectNoAxeViolationsAtBothWidths(page, "conversations", "new conversation with an error");
      const stamp = Date.now().toString(36);
      await title.fill(`Energie verdelen ${stamp}`);
      await page.getByRole("button", { name: "Plaats gesprek" }).click();
      await page.getByRole("heading", { level: 1, name: `Energie verdelen ${stamp}` }).waitFor();
      await page.getByText("Hoe verdelen jullie je energie over de week?").waitFor();

      // React in another conversation, quoting Annelies.
      await open(page, `${site.baseUrl}${DISCUSSION}`);
      await page.getByRole("button", { name: "Citeer de reactie van Annelies" }).click();
      await page.getByText("Je citeert Annelies:").waitFor();
      await page.keyboard.type("Paraffine ga ik proberen, dank je.");
      await page.getByRole("button", { name: "Plaats reactie" }).click();
      await page.getByText("Je reactie is geplaatst.").first().waitFor();
      const own = page.locator(".reaction", { hasText: "Paraffine ga ik proberen, dank je." });
      await own.getByText("Annelies schreef:").waitFor();
      await expectNoAxeViolationsAtBothWidths(page, "conversations", "conversation with an own reaction");

      // Edit it, then delete it after confirming.
      await own.getByRole("button", { name: "Bewerk je reactie" }).click();
      const editor = page.getByRole("textbox", { name: "Je reactie aanpassen" });
      await editor.waitFor();
      await page.keyboard.press("End");
      await page.keyboard.type(" Morgen begin ik.");
      await page.getByRole("button", { name: "Opslaan" }).click();
      await page.getByText("Paraffine ga ik proberen, dank je. Morgen begin ik.").waitFor();
      await page
        .locator(".reaction", { hasText: "Morgen begin ik." })
        .getByRole("button", { name: "Verwijder je reactie" })
        .click();
      const confirm = page.getByRole("dialog", { name: "Reactie verwijderen?" });
      await confirm.waitFor();
      await expectNoAxeViolations(page, "the delete confirmation");
      await confirm.getByRole("button", { name: "Ja, verwijder mijn reactie" }).click();
      await page.getByText("Morgen begin ik.").waitFor({ state: "detached" });

      // Like and follow: each button says its new state in its text and aria-pressed (Carla may
      // have liked this one before).
      for (const [off, on] of [
        ["Vind ik fijn", "Je vindt dit fijn"],
        ["Volg dit gesprek", "Je volgt dit gesprek"],
      ] as const) {
        const toggle = page.getByRole("button", { name: new RegExp(`^(${off}|${on})$`) });
        const wasOn = (await toggle.getAttribute("aria-pressed")) === "true";
        await toggle.click();
        await page.getByRole("button", { name: wasOn ? off : on, exact: true, pressed: !wasOn }).waitFor();
      }
      await page.getByRole("button", { name: "Je volgt dit gesprek", exact: true, pressed: true }).waitFor();

      // Report Karin's reaction.
      await page.getByRole("button", { name: "Meld de reactie van Karin" }).click();
      const dialog = page.getByRole("dialog", { name: "Meld deze reactie" });
      await dialog.getByRole("textbox", { name: "Waarom meld je dit? (niet verplicht)" }).fill(REPORT_REASON);
      await expectNoAxeViolations(page, "the report dialog");
      await dialog.getByRole("button", { name: "Melden" }).click();
      await page
        .locator(".reaction", { hasText: "Ik leg 's avonds mijn handen" })
        .getByText("Dank voor je melding.")
        .waitFor();
      await expectNoAxeViolations(page, "conversation after reporting");

      // The moderator hides the reported reaction from the queue.
      const moderatorContext = await page
        .context()
        .browser()!
        .newContext({ viewport: { width: 1280, height: 900 }, locale: "nl-NL" });
      try {
        await withoutCookieBar(moderatorContext, site);
        const moderator = await moderatorContext.newPage();
        moderator.setDefaultTimeout(15_000);
        await loginAt(moderator, site, "moderator@demo.reumanl.nl", "/ontmoet-elkaar/moderatie/");
        const report = moderator.locator(".queue-item", { hasText: REPORT_REASON });
        await report.getByText("Ik leg 's avonds mijn handen even in warm water.").waitFor();
        await expectNoAxeViolationsAtBothWidths(moderator, "conversations", "moderation queue");
        await report.getByRole("button", { name: "Verberg de reactie" }).click();
        await moderator
          .getByText("De reactie is verborgen en de melding is afgehandeld.")
          .waitFor({ state: "attached" });
        await report.waitFor({ state: "detached" });
      } finally {
        await moderatorContext.close();
      }

      // Visitors no longer read the hidden reaction; the others stay.
      const served = await (await fetch(`${site.baseUrl}${DISCUSSION}`)).text();
      expect(served.includes("Ik leg &#x27;s avonds") || served.includes("Ik leg 's avonds")).toBe(false);
      expect(served.includes("Paraffinebaden voor je handen!")).toBe(true);
    },
  },
];
