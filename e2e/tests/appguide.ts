/**
 * Browser tests of the app guide (issue 18): the app aid block on a content page leads to the
 * wizard; a third goal is refused with a message; the five questions lead to three apps and the
 * movement advice; a reload keeps the question and the result; the overview filters; no analytics
 * event without consent; axe finds nothing on every step at 375 px and 1280 px, and nothing scrolls
 * sideways at 375 px. Run with `E2E_PORT=8861 npm run test:e2e -- appguide` after a build.
 */
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { expect } from "../expect";
import { expectNoAxeViolations, outputDir, waitForHydration, type TestCase } from "../harness";

async function consent(context: BrowserContext, baseUrl: string, analytics: "yes" | "no"): Promise<void> {
  const { hostname } = new URL(baseUrl);
  const cookies = {
    cookie_consent_functional: "yes",
    cookie_consent_video: "no",
    cookie_consent_analytics: analytics,
    cookie_show: "no",
  };
  await context.addCookies(
    Object.entries(cookies).map(([name, value]) => ({ name, value, domain: hostname, path: "/" })),
  );
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(outputDir, `appguide-${name}.png`), fullPage: true });
}

async function noSidewaysScroll(page: Page, label: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  if (overflow > 0) throw new Error(`${label} scrolls ${overflow} px sideways`);
}

const question = (page: Page) => page.locator("fieldset.wizard__question");
const next = (page: Page) => page.getByRole("button", { name: "Volgende vraag" });
const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? null);

/** Answers the current question: ticks the labels and goes on. */
async function answer(page: Page, legend: string, labels: string[], button = "Volgende vraag"): Promise<void> {
  await page.getByRole("heading", { name: legend }).waitFor();
  for (const label of labels) await question(page).getByLabel(label, { exact: true }).check();
  await page.getByRole("button", { name: button }).click();
}

async function walkAtWidth(page: Page, baseUrl: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${baseUrl}/keuzehulp/`);
  await waitForHydration(page);
  const steps: Array<[string, string[]]> = [
    ["Wat wil je bereiken met bewegen?", ["Sterkere spieren", "Beter evenwicht, minder kans op vallen"]],
    ["Waarbij moet de app je helpen?", ["Thuis bewegen, zonder apparaten"]],
    ["Hoe zwaar wil je bewegen?", ["Licht"]],
    ["Waarop wil je de app gebruiken?", ["Computer of laptop, in de browser"]],
    ["Wat mag de app kosten?", ["Helemaal gratis"]],
  ];
  for (const [index, [legend, labels]] of steps.entries()) {
    await page.getByRole("heading", { name: legend }).waitFor();
    await expectNoAxeViolations(page, `question ${index + 1} at ${width} px`);
    if (width === 375) await noSidewaysScroll(page, `question ${index + 1}`);
    await shot(page, `step-${index + 1}-${width}`);
    await answer(page, legend, labels, index === 4 ? "Bekijk mijn uitslag" : "Volgende vraag");
  }
  await page.waitForURL(/\/keuzehulp\/uitslag\/\?/);
  await page.getByRole("list", { name: "Aanbevolen apps" }).waitFor();
  await expectNoAxeViolations(page, `the result at ${width} px`);
  if (width === 375) await noSidewaysScroll(page, "the result");
  await shot(page, `result-${width}`);
}

export const tests: TestCase[] = [
  {
    name: "the block on a content page leads to the wizard; a third goal is refused; five questions give three apps and the advice; a reload keeps them",
    async run({ page, context, site }) {
      await consent(context, site.baseUrl, "yes");
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(`${site.baseUrl}/vragen-en-advies/`);
      await page.getByRole("heading", { name: "Welke beweeg-app past bij jou?" }).waitFor();
      await page.getByRole("link", { name: "Start de keuzehulp" }).click();
      await page.waitForURL(/\/keuzehulp\/$/);
      await waitForHydration(page);

      // Forward without an answer, then a third goal: both refused at the question.
      await next(page).click();
      await question(page).getByText("Kies 2 doelen om verder te gaan.").waitFor();
      await expectNoAxeViolations(page, "question 1 with its error at 375 px");
      for (const goal of ["Een betere conditie", "Soepeler bewegen"]) await question(page).getByLabel(goal).check();
      await question(page).getByLabel("Ontspannen en minder stress").click();
      await question(page)
        .getByText("Je kunt precies 2 doelen kiezen. Haal eerst een vinkje weg als je een ander doel wilt kiezen.")
        .waitFor();
      expect(await question(page).getByLabel("Ontspannen en minder stress").isChecked()).toBe(false);
      expect(await question(page).locator("input:checked").count()).toBe(2);
      await shot(page, "too-many-goals-375");

      // Keyboard only from here: Tab to the button, Space to tick, arrows for radios.
      await next(page).focus();
      await page.keyboard.press("Enter");
      await page.getByRole("heading", { name: "Waarbij moet de app je helpen?" }).waitFor();
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Waarbij moet de app je helpen?");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Space");
      await next(page).focus();
      await page.keyboard.press("Enter");
      await page.getByRole("heading", { name: "Hoe zwaar wil je bewegen?" }).waitFor();
      expect(new URL(page.url()).search).toBe("?step=3&goals=fitness,flexibility&reasons=motivation");

      // A reload opens the same question with the same answers; back goes back a question.
      await page.reload();
      await waitForHydration(page);
      await page.getByRole("heading", { name: "Hoe zwaar wil je bewegen?" }).waitFor();
      await page.getByRole("button", { name: "Vorige vraag" }).click();
      await page.getByRole("heading", { name: "Waarbij moet de app je helpen?" }).waitFor();
      expect(await question(page).getByLabel("Volhouden: een steuntje in de rug").isChecked()).toBe(true);
      await next(page).click();

      await answer(page, "Hoe zwaar wil je bewegen?", ["Matig"]);
      await answer(page, "Waarop wil je de app gebruiken?", ["Android-telefoon of -tablet"]);
      await page.getByRole("button", { name: "Bekijk mijn uitslag" }).click();
      await question(page).getByText("Kies wat de app mag kosten.").waitFor();
      await answer(
        page,
        "Wat mag de app kosten?",
        ["Gratis beginnen; betalen voor extra's mag"],
        "Bekijk mijn uitslag",
      );

      await page.waitForURL(
        /\/keuzehulp\/uitslag\/\?goals=fitness,flexibility&reasons=motivation&intensity=moderate&device=android&budget=freemium$/,
      );
      const list = page.getByRole("list", { name: "Aanbevolen apps" });
      await list.waitFor();
      const names = await list.locator(".app-card__title").allTextContents();
      expect(names.length).toBe(3);
      await page.getByText("Beweeg elke week minstens 2,5 uur matig intensief.", { exact: false }).waitFor();
      await list.getByText("Waarom deze app?").first().waitFor();
      await noSidewaysScroll(page, "the result");
      await shot(page, "result-after-keyboard-375");

      await page.reload();
      await page.getByRole("list", { name: "Aanbevolen apps" }).waitFor();
      expect(await page.locator(".app-card__title").allTextContents()).toEqual(names);

      // With consent, the clicks were queued for the tag manager (the result page's own queue is new).
      await page.getByRole("link", { name: `Meer over ${names[0]}` }).click();
      await page.getByRole("heading", { level: 1, name: names[0] }).waitFor();
      await expectNoAxeViolations(page, "an app page at 375 px");
      await noSidewaysScroll(page, "an app page");
      await shot(page, "detail-375");
    },
  },
  {
    name: "every question and the result pass axe at 1280 px and at 375 px without sideways scrolling",
    async run({ page, context, site }) {
      await consent(context, site.baseUrl, "no");
      await walkAtWidth(page, site.baseUrl, 1280);
      await walkAtWidth(page, site.baseUrl, 375);
    },
  },
  {
    name: "analytics events go to the tag-manager queue only with analytics consent",
    async run({ page, context, site }) {
      await consent(context, site.baseUrl, "no");
      await page.goto(`${site.baseUrl}/keuzehulp/`);
      await waitForHydration(page);
      await question(page).getByLabel("Sterkere spieren").check();
      await next(page).click();
      expect(await dataLayer(page)).toBe(null);

      await context.clearCookies();
      await consent(context, site.baseUrl, "yes");
      await page.goto(`${site.baseUrl}/keuzehulp/`);
      await waitForHydration(page);
      await next(page).click();
      expect(await dataLayer(page)).toEqual([
        { event: "app_selector", category: "app_selector", action: "clicks_buttons", label: "wizard:next:goals" },
      ]);
    },
  },
  {
    name: "the overview filters by platform, price and goal and keeps the filters in the address",
    async run({ page, context, site }) {
      await consent(context, site.baseUrl, "no");
      await page.goto(`${site.baseUrl}/keuzehulp/overzicht/`);
      await waitForHydration(page);
      const count = page.locator("h2[aria-live]");
      const all = Number((await count.textContent())!.split(" ")[0]);
      expect(all >= 15).toBe(true);
      await expectNoAxeViolations(page, "/keuzehulp/overzicht/ at 1280 px");
      await page.getByLabel("Apparaat").selectOption({ label: "Browser" });
      await page.getByLabel("Prijs").selectOption({ label: "Gratis" });
      await page.getByLabel("Doel").selectOption({ label: "beter evenwicht" });
      await page.waitForURL(/\?platform=web&price=free&goal=balance$/);
      const shown = await page.locator(".app-card__title").allTextContents();
      expect(shown.sort()).toEqual(["OefenWijzer", "Stevig Staan", "StoelFit"]);
      expect(await count.textContent()).toBe("3 apps");
      await page.reload();
      await waitForHydration(page);
      await page.waitForFunction(() => document.querySelector("h2[aria-live]")?.textContent === "3 apps");
      await page.setViewportSize({ width: 375, height: 800 });
      await expectNoAxeViolations(page, "/keuzehulp/overzicht/ filtered at 375 px");
      await noSidewaysScroll(page, "the overview");
      await shot(page, "overview-375");
      await page.getByRole("button", { name: "Filters wissen" }).click();
      await page.waitForFunction((n) => document.querySelector("h2[aria-live]")?.textContent === `${n} apps`, all);
    },
  },
];
