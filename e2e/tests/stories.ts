/**
 * Browser tests of the stories (issue 15): a visitor reads the overview and a public story and gets
 * the 403 offer on a participants-only one; a participant writes a story with a photo (a text file
 * named .jpg is refused with its Dutch text) and publishes it; another participant likes it, follows
 * the author and reacts quoting a reaction, and the author gets a notification; a photo over 4 MB is
 * refused; with JavaScript off a visitor reads a public story
 * (functions/story-page) and gets the 403 page on a participants-only one; a participant reports a
 * reaction and the moderator handles it in the queue and hides and restores a story; a content
 * page's story blocks show current teasers. axe at every step, at 1280 and 375 px, with
 * screenshots. Run with `E2E_PORT=8851 npm run test:e2e -- stories` after a build.
 */
import { statSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { Page } from "playwright-core";
import { loginAt, withoutCookieBar } from "../demo";
import { expect } from "../expect";
import { expectNoAxeViolations, outputDir, type TestCase } from "../harness";

/** supabase/seed/40_stories.sql */
const PUBLIC = "/ontmoet-elkaar/verhalen/annelies/tien-jaar-met-ra/";
const PARTICIPANTS_ONLY = "/ontmoet-elkaar/verhalen/annelies/gesprek-met-mijn-leidinggevende/";

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

      // functions/story-page answers 403 with the offer; the browser keeps it after hydrating.
      expect(
        (await page.goto(`${site.baseUrl}${PARTICIPANTS_ONLY}`, { waitUntil: "domcontentloaded" }))?.status(),
      ).toBe(403);
      await hydrated(page);
      await page.getByRole("heading", { level: 1, name: "Alleen voor deelnemers" }).waitFor();
      expect(await page.getByRole("link", { name: "Inloggen", exact: true }).last().getAttribute("href")).toBe(
        `/inloggen?returnUrl=${encodeURIComponent(PARTICIPANTS_ONLY)}`,
      );
      await axeBothWidths(page, "participants-only visitor");
    },
  },
  {
    name: "a participant writes a story with a photo (a photo over 4 MB and a text file named .jpg are refused) and publishes it",
    async run({ page, context, site }) {
      await withoutCookieBar(context, site);
      const photo = path.join(outputDir, "stories-photo.jpg");
      writeFileSync(
        photo,
        await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#3a7d44" } })
          .jpeg()
          .toBuffer(),
      );
      // A real photo of over 5 MB (noise does not compress).
      const bigPhoto = path.join(outputDir, "stories-big-photo.jpg");
      const noise = Buffer.from(Array.from({ length: 2400 * 1600 * 3 }, () => Math.floor(Math.random() * 256)));
      writeFileSync(
        bigPhoto,
        await sharp(noise, { raw: { width: 2400, height: 1600, channels: 3 } })
          .jpeg({ quality: 100 })
          .toBuffer(),
      );
      expect(statSync(bigPhoto).size > 5 * 1024 * 1024).toBe(true);
      const notAPhoto = path.join(outputDir, "stories-not-a-photo.jpg");
      writeFileSync(notAPhoto, "Dit is geen foto.");
      const stamp = Date.now().toString(36);

      await loginAt(page, site, "bram@demo.reumanl.nl", "/ontmoet-elkaar/verhalen/nieuw/");
      await page.getByRole("heading", { level: 1, name: "Schrijf een verhaal" }).waitFor();
      await page.getByLabel("Titel", { exact: false }).first().fill(`Mijn fietsvakantie ${stamp}`);
      const editor = page.getByRole("textbox", { name: "Je verhaal", exact: true });
      await editor.click();
      await page.keyboard.type("Deze zomer fietste ik langs de Maas.");

      await page.getByRole("button", { name: "Foto toevoegen" }).click();
      await page.getByLabel("Kies een foto (JPG, PNG, WebP of GIF, hoogstens 4 MB)").setInputFiles(bigPhoto);
      await page.getByLabel("Beschrijf de foto voor wie hem niet kan zien").fill("Mijn fiets bij de Maas");
      await page.getByRole("button", { name: "Foto invoegen" }).click();
      await page.getByText("Deze foto is groter dan 4 MB. Kies een kleinere foto.").waitFor();
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

      // Its edit page, opened as an address (a full load that hydrates): the story in the editor
      // and no React hydration error (#418/#423/#425: the build's HTML is the page without a query).
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      const edit = await page.getByRole("link", { name: "Bewerken", exact: true }).getAttribute("href");
      expect(edit).toMatch(/^\/ontmoet-elkaar\/verhalen\/nieuw\/\?verhaal=\d+$/);
      await page.goto(`${site.baseUrl}${edit}`);
      await page.getByRole("heading", { level: 1, name: "Verhaal bewerken" }).waitFor();
      await page.getByRole("textbox", { name: "Je verhaal", exact: true }).waitFor();
      await page.waitForTimeout(500);
      expect(errors.filter((text) => /Minified React error|hydrat/i.test(text))).toEqual([]);
    },
  },
  {
    name: "a participant likes a story, follows its author and reacts quoting a reaction; the author is notified",
    async run({ page, context, site }) {
      await withoutCookieBar(context, site);
      const stamp = Date.now().toString(36);
      await loginAt(page, site, "carla@demo.reumanl.nl", PUBLIC);
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

      // The author gets a notification of the reaction, linking to the reaction itself (issue 41).
      const author = await page
        .context()
        .browser()!
        .newContext({ viewport: { width: 1280, height: 900 }, locale: "nl-NL" });
      try {
        await withoutCookieBar(author, site);
        const annelies = await author.newPage();
        await loginAt(annelies, site, "annelies@demo.reumanl.nl", "/account/notificaties/");
        const notice = annelies
          .getByRole("link", { name: /Carla heeft gereageerd op je verhaal "Tien jaar met reumatoïde artritis"\./ })
          .first();
        await notice.waitFor();
        const href = (await notice.getAttribute("href"))!;
        expect(href).toMatch(new RegExp(`^${PUBLIC}(\\?pagina=\\d+)?#reactie-\\d+$`));
        await notice.click();
        // The story opens at the reaction, which has the focus and is on the screen.
        await annelies.waitForFunction(
          (anchor) => document.activeElement?.id === anchor,
          href.slice(href.indexOf("#") + 1),
        );
        const focused = await annelies.evaluate(() => {
          const element = document.activeElement!;
          return { text: element.textContent ?? "", top: element.getBoundingClientRect().top };
        });
        expect(focused.text.includes(stamp)).toBe(true);
        // On screen, to within a pixel at the top (scrolled to its start; scroll positions are whole pixels).
        expect({ top: focused.top, onScreen: focused.top > -1 && focused.top < 900 }).toEqual({
          top: focused.top,
          onScreen: true,
        });
        await annelies.screenshot({ path: `${outputDir}/stories-notification-to-reaction.png` });
      } finally {
        await author.close();
      }
    },
  },
  {
    name: "with JavaScript off a visitor reads a public story from the server's HTML and gets the 403 page on a participants-only one",
    async run({ page, site }) {
      const context = await page
        .context()
        .browser()!
        .newContext({ viewport: { width: 1280, height: 900 }, locale: "nl-NL", javaScriptEnabled: false });
      try {
        await withoutCookieBar(context, site);
        const reader = await context.newPage();
        const answer = await reader.goto(`${site.baseUrl}${PUBLIC}`);
        expect(answer?.status()).toBe(200);
        await reader.getByRole("heading", { level: 1, name: "Tien jaar met reumatoïde artritis" }).waitFor();
        await reader
          .getByText("Nu, tien jaar later, werk ik nog steeds drie dagen per week.", { exact: false })
          .waitFor();
        // The first reactions are in the server's HTML too.
        await reader.locator("#reactie-1").getByText("Wat herkenbaar, Annelies.", { exact: false }).waitFor();
        expect(await reader.title()).toBe("Tien jaar met reumatoïde artritis | ReumaNL");
        expect(await reader.locator('link[rel="canonical"]').getAttribute("href")).toMatch(
          /\/ontmoet-elkaar\/verhalen\/annelies\/tien-jaar-met-ra\/$/,
        );
        await reader.screenshot({ path: `${outputDir}/stories-no-js-1280.png`, fullPage: true });

        const refused = await reader.goto(`${site.baseUrl}${PARTICIPANTS_ONLY}`);
        expect(refused?.status()).toBe(403);
        await reader.getByRole("heading", { level: 1, name: "Alleen voor deelnemers" }).waitFor();
        expect((await reader.content()).includes("Dit verhaal deel ik alleen met deelnemers")).toBe(false);
        expect(await reader.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
        expect((await reader.goto(`${site.baseUrl}/ontmoet-elkaar/verhalen/annelies/bestaat-niet/`))?.status()).toBe(
          404,
        );
        await reader.getByRole("heading", { level: 1, name: "Dit verhaal bestaat niet (meer)." }).waitFor();

        // The overview's list needs JavaScript: its HTML says so (noscript, which also hides the
        // "loading" line) instead of "loading" forever. Read from the HTML: Chromium with script
        // execution disabled by the browser driver still parses noscript as if scripts ran.
        const overview = await reader.goto(`${site.baseUrl}/ontmoet-elkaar/verhalen/`);
        const html = (await overview?.text()) ?? "";
        expect(
          html.includes(
            '<noscript><style>.stories-overview__loading{display:none}</style><p class="notice">De lijst met verhalen werkt alleen met JavaScript. Zet JavaScript aan in je browser en laad de pagina opnieuw.</p></noscript>',
          ),
        ).toBe(true);
        expect(html.includes('class="stories-overview__loading">De verhalen worden geladen…</p>')).toBe(true);
      } finally {
        await context.close();
      }
    },
  },
  {
    name: "a participant reports a story reaction; the moderator handles the report in the queue and hides and restores a story",
    async run({ page, context, site }) {
      await withoutCookieBar(context, site);
      const stamp = Date.now().toString(36);
      const story = "/ontmoet-elkaar/verhalen/bram/fietsen-met-bechterew/";
      await loginAt(page, site, "carla@demo.reumanl.nl", story);
      await page.getByRole("button", { name: "Meld de reactie van Annelies" }).click();
      const dialog = page.getByRole("dialog", { name: "Meld deze reactie" });
      await dialog.getByLabel("Waarom meld je dit? (niet verplicht)", { exact: false }).fill(`Test ${stamp}`);
      await dialog.getByRole("button", { name: "Melden" }).click();
      await page.getByText("Dank voor je melding.").first().waitFor();

      const moderatorContext = await page
        .context()
        .browser()!
        .newContext({ viewport: { width: 1280, height: 900 }, locale: "nl-NL" });
      try {
        await withoutCookieBar(moderatorContext, site);
        const moderator = await moderatorContext.newPage();
        await loginAt(moderator, site, "moderator@demo.reumanl.nl", "/ontmoet-elkaar/moderatie/");
        const section = moderator.getByRole("region", { name: /Gemelde reacties op verhalen/ });
        const item = section.getByRole("listitem").filter({ hasText: `Test ${stamp}` });
        await item.getByRole("heading", { name: "Reactie van Annelies" }).waitFor();
        await item.getByRole("link", { name: "Fietsen met Bechterew" }).waitFor();
        await axeBothWidths(moderator, "story moderation queue");
        // Dismissed, so the demo reaction stays for the next run.
        await item.getByRole("button", { name: "Melding afwijzen" }).click();
        await moderator.getByText("De melding is afgewezen. De reactie blijft staan.").waitFor();
        expect(
          await section
            .getByRole("listitem")
            .filter({ hasText: `Test ${stamp}` })
            .count(),
        ).toBe(0);

        await open(moderator, `${site.baseUrl}${story}`);
        await moderator.getByRole("button", { name: "Verbergen (moderator)", exact: true }).click();
        await moderator.getByText("Een moderator heeft dit verhaal verborgen.", { exact: false }).waitFor();
        await axeBothWidths(moderator, "story hidden by moderator");
        await moderator.getByRole("button", { name: "Weer tonen (moderator)", exact: true }).click();
        await moderator.getByRole("button", { name: "Verbergen (moderator)", exact: true }).waitFor();
        expect(await moderator.getByText("Een moderator heeft dit verhaal verborgen.", { exact: false }).count()).toBe(
          0,
        );
      } finally {
        await moderatorContext.close();
      }
    },
  },
  {
    name: "the story blocks of a content page show current teasers that link to the stories",
    async run({ page, context, site }) {
      await withoutCookieBar(context, site);
      await open(page, `${site.baseUrl}/vragen-en-advies/`);
      // The blocks are islands: they fetch their stories when the reader gets near them.
      await page.getByRole("heading", { name: "Verhaal van een deelnemer" }).scrollIntoViewIfNeeded();
      const teaser = page.getByRole("link", { name: "Tien jaar met reumatoïde artritis" }).first();
      await teaser.waitFor();
      expect(await teaser.getAttribute("href")).toBe(PUBLIC);
      expect(await page.getByRole("link", { name: "Het gesprek met mijn leidinggevende" }).count()).toBe(0);
      await axeBothWidths(page, "content page story blocks");
    },
  },
];
