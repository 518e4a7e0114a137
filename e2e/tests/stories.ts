/**
 * Browser tests of the stories (issue 15): a visitor reads the overview and a public story and gets
 * the 403 offer on a participants-only one; a participant writes a story with a photo (a text file
 * named .jpg is refused with its Dutch text) and publishes it; another participant likes it, follows
 * the author and reacts quoting a reaction. axe at every step, at 1280 and 375 px, with
 * screenshots. Run with `E2E_PORT=8851 npm run test:e2e -- stories` after a build.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { BrowserContext, Page } from "playwright-core";
import { expect } from "../expect";
import { expectNoAxeViolations, outputDir, type Site, type TestCase } from "../harness";

/** supabase/seed/40_stories.sql */
const PUBLIC = "/ontmoet-elkaar/verhalen/annelies/tien-jaar-met-ra/";
const PARTICIPANTS_ONLY = "/ontmoet-elkaar/verhalen/annelies/gesprek-met-mijn-leidinggevende/";
const PASSWORD = "ReumaDemo2026";

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}

async function open(page: Page, url: string): Promise<void> {
  const response = await page.goto(url, { waitUntil: "domcontentloaded" });
  expect(response?.status()).toBe(200);
  await hydrated(page);
}

async function withoutCookieBar(context: BrowserContext, site: Site): Promise<void> {
  const cookies = { cookie_consent_functional: "yes", cookie_consent_analytics: "no", cookie_consent_video: "no", cookie_show: "no" };
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: site.baseUrl })));
}

async function login(page: Page, site: Site, email: string, returnUrl: string): Promise<void> {
  await open(page, `${site.baseUrl}/inloggen?returnUrl=${encodeURIComponent(returnUrl)}`);
  await page.getByLabel("E-mailadres", { exact: true }).fill(email);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Inloggen", exact: true }).click();
  await page.waitForURL(`${site.baseUrl}${returnUrl}`);
  await hydrated(page);
}

async function axeBothWidths(page: Page, label: string): Promise<void> {
  const file = label.replace(/[^a-z0-9]+/gi, "-");
  await expectNoAxeViolations(page, `${label} at 1280 px`);
  await page.screenshot({ path: `${outputDir}/stories-${file}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page, `${label} at 375 px`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: `${outputDir}/stories-${file}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

export const tests: TestCase[] = [
  {
    name: "a visitor reads the overview and a public story and gets the 403 offer on a participants-only one",
    async run({ page, context, site }) {
      await withoutCookieBar(context, site);
      await open(page, `${site.baseUrl}/ontmoet-elkaar/verhalen/`);
      await page.getByRole("link", { name: "Tien jaar met reumatoïde artritis" }).waitFor();
      expect(await page.getByRole("link", { name: "Het gesprek met mijn leidinggevende" }).count()).toBe(0);
      expect(await page.getByRole("link", { name: "Alle verhalen" }).getAttribute("aria-current")).toBe("page");
      await axeBothWidths(page, "overview visitor");

      await page.getByRole("link", { name: "Tien jaar met reumatoïde artritis" }).click();
      await page.getByRole("heading", { level: 1, name: "Tien jaar met reumatoïde artritis" }).waitFor();
      expect(page.url()).toBe(`${site.baseUrl}${PUBLIC}`);
      await page.locator("#reactie-1").getByText("Wat herkenbaar, Annelies.", { exact: false }).waitFor();
      await page.getByRole("link", { name: "Log in om te reageren op dit verhaal." }).waitFor();
      await axeBothWidths(page, "story visitor");

      await open(page, `${site.baseUrl}${PARTICIPANTS_ONLY}`);
      await page.getByRole("heading", { level: 1, name: "Alleen voor deelnemers" }).waitFor();
      expect(await page.getByRole("link", { name: "Inloggen", exact: true }).last().getAttribute("href")).toBe(`/inloggen?returnUrl=${encodeURIComponent(PARTICIPANTS_ONLY)}`);
      await axeBothWidths(page, "participants-only visitor");
    },
  },
  {
    name: "a participant writes a story with a photo (a text file named .jpg is refused) and publishes it",
    async run({ page, context, site }) {
      await withoutCookieBar(context, site);
      const photo = path.join(outputDir, "stories-photo.jpg");
      writeFileSync(photo, await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#3a7d44" } }).jpeg().toBuffer());
      const notAPhoto = path.join(outputDir, "stories-not-a-photo.jpg");
      writeFileSync(notAPhoto, "Dit is geen foto.");
      const stamp = Date.now().toString(36);

      await login(page, site, "bram@demo.reumanl.nl", "/ontmoet-elkaar/verhalen/nieuw/");
      await page.getByRole("heading", { level: 1, name: "Schrijf een verhaal" }).waitFor();
      await page.getByLabel("Titel", { exact: false }).first().fill(`Mijn fietsvakantie ${stamp}`);
      const editor = page.getByRole("textbox", { name: "Je verhaal", exact: true });
      await editor.click();
      await page.keyboard.type("Deze zomer fietste ik langs de Maas.");

      await page.getByRole("button", { name: "Foto toevoegen" }).click();
      await page.getByLabel("Kies een foto (JPG, PNG, WebP of GIF, hoogstens 4 MB)").setInputFiles(notAPhoto);
      await page.getByLabel("Beschrijf de foto voor wie hem niet kan zien").fill("Mijn fiets bij de Maas");
      await page.getByRole("button", { name: "Foto invoegen" }).click();
      await page.getByText("Dit bestand is geen foto. Kies een JPG-, PNG-, WebP- of GIF-bestand.").waitFor();
      await page.getByLabel("Kies een foto (JPG, PNG, WebP of GIF, hoogstens 4 MB)").setInputFiles(photo);
      await page.getByRole("button", { name: "Foto invoegen" }).click();
      await page.locator('.rte__content img[alt="Mijn fiets bij de Maas"]').waitFor();
      await axeBothWidths(page, "write");

      await page.getByRole("button", { name: "Plaats je verhaal" }).click();
      await page.getByRole("heading", { level: 1, name: `Mijn fietsvakantie ${stamp}` }).waitFor();
      expect(page.url()).toMatch(/\/ontmoet-elkaar\/verhalen\/bram\/mijn-fietsvakantie-/);
      const image = page.getByRole("article").getByRole("img", { name: "Mijn fiets bij de Maas" });
      await image.waitFor();
      expect(await image.getAttribute("srcset")).toMatch(/480w, .*960w, .*1440w$/);
      await axeBothWidths(page, "own story");
    },
  },
  {
    name: "a participant likes a story, follows its author and reacts quoting a reaction",
    async run({ page, context, site }) {
      await withoutCookieBar(context, site);
      const stamp = Date.now().toString(36);
      await login(page, site, "carla@demo.reumanl.nl", PUBLIC);
      await page.getByRole("heading", { level: 1, name: "Tien jaar met reumatoïde artritis" }).waitFor();

      const like = page.getByRole("button", { name: "Vind ik leuk", exact: true });
      await like.waitFor();
      if ((await like.getAttribute("aria-pressed")) === "true") {
        await like.click();
        await page.getByRole("button", { name: "Vind ik leuk", pressed: false }).waitFor();
      }
      await like.click();
      await page.getByRole("button", { name: "Vind ik leuk", pressed: true }).waitFor();

      const follow = page.getByRole("button", { name: "Volg Annelies", exact: false });
      await follow.waitFor();
      if ((await follow.getAttribute("aria-pressed")) !== "true") {
        await follow.click();
        await page.getByRole("button", { name: /Volg Annelies/, pressed: true }).waitFor();
      }

      await page.getByRole("button", { name: /Citeer de reactie van Bram/ }).click();
      await page.getByText(/Je citeert Bram/).waitFor();
      const editor = page.getByRole("textbox", { name: "Je reactie", exact: true });
      await editor.click();
      await page.keyboard.type(`Mooi gezegd, Bram. ${stamp}`);
      await page.getByRole("button", { name: "Plaats reactie" }).click();
      await page.getByText("Je reactie is geplaatst.").first().waitFor();
      const placed = page.locator(".reaction", { hasText: stamp });
      await placed.getByText("Wat herkenbaar, Annelies.", { exact: false }).waitFor();
      await axeBothWidths(page, "story participant");
    },
  },
];
