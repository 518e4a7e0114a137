/**
 * Issue 41 "Hands": dictation in the editors. Chromium has speech recognition, so the editor of a
 * new conversation shows "Dicteer" in its toolbar (44 px, reachable with the arrow keys). A headless
 * browser has no microphone and no speech service: a press either listens or ends with one of the
 * Dutch texts at the toolbar, never an English one, and the button is pressable again afterwards.
 * Run with `E2E_PORT=8966 npm run test:e2e -- dictation` after a build.
 */
import path from "node:path";
import { expect } from "../expect";
import { loginAt, withoutCookieBar } from "../demo";
import { expectNoAxeViolations, outputDir, type TestCase } from "../harness";
import community from "../../src/i18n/locales/nl/community.json";

const NEW_CONVERSATION = "/ontmoet-elkaar/gesprekken/pijn-en-vermoeidheid/nieuw/";

export const tests: TestCase[] = [
  {
    name: "the editor offers 'Dicteer' where the browser has speech recognition; what goes wrong is said in Dutch",
    async run({ page, context, site }) {
      await withoutCookieBar(context, site);
      await context.grantPermissions(["microphone"], { origin: site.baseUrl });
      await loginAt(page, site, "carla@demo.reumanl.nl", NEW_CONVERSATION);
      const toolbar = page.getByRole("toolbar").first();
      const dictate = toolbar.getByRole("button", { name: "Dicteer" });
      await dictate.waitFor();
      expect(await page.evaluate(() => "webkitSpeechRecognition" in window || "SpeechRecognition" in window)).toBe(
        true,
      );
      const box = (await dictate.boundingBox())!;
      expect(box.width >= 44 && box.height >= 44).toBe(true);

      // One tab stop: the arrow keys reach it from the first button.
      await toolbar.getByRole("button", { name: "Vet" }).focus();
      await page.keyboard.press("End");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Dicteer");

      await dictate.click();
      const texts = Object.values(community.editor.dictation.errors);
      // Either it listens (pressed) or it stopped with one of the Dutch texts.
      await page.waitForFunction((known) => {
        const alert = document.querySelector(".rte__dictation-error")?.textContent ?? "";
        const pressed = document.querySelector(".rte__button--dictation")?.getAttribute("aria-pressed") === "true";
        return pressed || known.includes(alert);
      }, texts);
      if ((await dictate.getAttribute("aria-pressed")) === "true") await dictate.click();
      await page.waitForFunction(
        () => document.querySelector(".rte__button--dictation")?.getAttribute("aria-pressed") === "false",
      );
      const alerts = page.locator(".rte__dictation-error");
      if (await alerts.count()) expect(texts.includes((await alerts.textContent())!)).toBe(true);
      await expectNoAxeViolations(page, "the new conversation's editor after dictation");
      await page.screenshot({ path: path.join(outputDir, "dictation-editor.png") });
    },
  },
];
