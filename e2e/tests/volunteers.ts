/**
 * Browser tests of the volunteer area (issue 17): no volunteer-only text in the built public/; a
 * visitor gets the login offer and a participant who is not a volunteer gets 403 from the volunteer
 * news; the demo volunteer sees the overview, filters all opportunities, says yes and then no to an
 * opportunity, sees a closed one refuse sign-up, and reads volunteer news; the main menu's volunteer
 * entry only for volunteers; a new volunteer registers, activates and is led on to the sign-up
 * steps; the monthly mail, run twice, reaches the demo volunteer once. axe at 1280 and 375 px.
 * Run with `E2E_PORT=8881 CONTENT_SERVER_PORT=8882 npm run test:e2e -- volunteers` after a build.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import type { Page } from "playwright-core";
import { ContentStore } from "../../content-model/store";
import { findLeaks, volunteerOnlyTexts } from "../../src/build/volunteer-leak";
import { expect } from "../expect";
import { loginAt, submitLogin, submitRegistration, withoutCookieBar } from "../demo";
import { expectNoAxeViolations, mailsTo, outputDir, root, waitForMail, type TestCase } from "../harness";

const PASSWORD = "ReumaDemo2026";

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}

function patient(page: Page): void {
  page.setDefaultTimeout(60_000);
  page.setDefaultNavigationTimeout(60_000);
}

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: "domcontentloaded" });
  await hydrated(page);
}

/** The main menu's volunteer entry (spec 001 §2.5). */
const volunteerEntry = (page: Page) =>
  page.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link", { name: "Ervaringsdeskundigen", exact: true });

async function axeBothWidths(page: Page, label: string): Promise<void> {
  const name = label.replace(/[^a-z0-9]+/gi, "-");
  await expectNoAxeViolations(page, `${label} at 1280 px`);
  await page.screenshot({ path: `${outputDir}/volunteers-${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page, `${label} at 375 px`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= 375)).toBe(true);
  await page.screenshot({ path: `${outputDir}/volunteers-${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

export const tests: TestCase[] = [
  {
    name: "no volunteer-only text is in the built public/",
    async run() {
      const texts = volunteerOnlyTexts(ContentStore.load());
      expect(texts.length > 3).toBe(true);
      expect(findLeaks(path.join(root, "public"), texts)).toEqual([]);
    },
  },
  {
    name: "a visitor is offered to log in; a participant who is not a volunteer gets 403 on volunteer news",
    async run({ page, context, site }) {
      patient(page);
      await withoutCookieBar(context, site);
      await open(page, `${site.baseUrl}/ervaringsdeskundigen/nieuws/training-gespreksleider`);
      await page.getByRole("heading", { level: 1, name: "Alleen voor ervaringsdeskundigen" }).waitFor();
      expect((await page.content()).includes("anderhalf uur")).toBe(false);
      await loginAt(page, site, "carla@demo.reumanl.nl", "/ervaringsdeskundigen/");
      await page.getByRole("link", { name: "Aanmelden als ervaringsdeskundige" }).waitFor();
      await page.getByRole("button", { name: "Menu van Carla" }).waitFor();
      expect(await volunteerEntry(page).count()).toBe(0);
      const news = await page.request.get(`${site.baseUrl}/api/v1/drupal/content/volunteer-news`);
      expect(news.status()).toBe(403);
      expect((await news.text()).includes("anderhalf uur")).toBe(false);
    },
  },
  {
    name: "the demo volunteer filters opportunities, says yes and then no, meets a closed one and reads volunteer news",
    async run({ page, context, site }) {
      patient(page);
      await withoutCookieBar(context, site);
      await loginAt(page, site, "vrijwilliger@demo.reumanl.nl", "/ervaringsdeskundigen/");
      await page.getByRole("heading", { level: 1, name: "Ervaringsdeskundigen" }).waitFor();
      await page.getByRole("heading", { name: "Vragen waarvoor je je hebt aangemeld" }).waitFor();
      await volunteerEntry(page).waitFor();
      expect(await volunteerEntry(page).getAttribute("href")).toBe("/ervaringsdeskundigen/");
      await page.getByRole("link", { name: "Meelezen: nieuwe folder over jicht" }).first().waitFor();
      await axeBothWidths(page, "overview");

      await open(page, `${site.baseUrl}/ervaringsdeskundigen/overzicht/`);
      await page.getByText(/vragen gevonden$/).waitFor();
      await page.getByLabel("Provincie").selectOption({ label: "Groningen" });
      await page.getByText("1 vraag gevonden").waitFor();
      await page.getByRole("link", { name: "Een lotgenotenbijeenkomst organiseren" }).waitFor();
      await axeBothWidths(page, "all-opportunities");

      await open(page, `${site.baseUrl}/ervaringsdeskundigen/gastles-verpleegkunde-utrecht`);
      await page.getByRole("heading", { level: 1, name: "Gastles aan studenten verpleegkunde" }).waitFor();
      await page.getByRole("button", { name: "Ja, ik wil helpen" }).click();
      await page.getByText("Je bent aangemeld. De organisatie neemt contact met je op.").waitFor();
      await axeBothWidths(page, "opportunity");
      await page.getByRole("button", { name: "Nee, toch niet" }).click();
      await page.getByText("Je hebt je afgemeld voor deze vraag.").waitFor();

      await open(page, `${site.baseUrl}/ervaringsdeskundigen/gastles-fysiotherapie-amsterdam`);
      await page.getByText("Aanmelden kan niet meer: deze vraag is gesloten.").waitFor();
      expect(await page.getByRole("button", { name: "Ja, ik wil helpen" }).count()).toBe(0);

      await open(page, `${site.baseUrl}/ervaringsdeskundigen/nieuws/`);
      await page.getByRole("link", { name: "Nieuwe training voor gespreksleiders" }).click();
      await page.getByText("De training bestaat uit drie avonden van anderhalf uur.", { exact: false }).waitFor();
      await axeBothWidths(page, "volunteer-news");
    },
  },
  {
    name: "a new volunteer registers, activates and is led on to the sign-up steps",
    async run({ page, context, site }) {
      patient(page);
      await withoutCookieBar(context, site);
      const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
      const username = `Vrijw${stamp}`.slice(0, 20);
      const email = `vrijwilliger.${stamp}@example.nl`;
      await open(page, `${site.baseUrl}/ervaringsdeskundigen-registreren/`);
      await submitRegistration(page, { username, email, password: PASSWORD });
      const mail = await waitForMail(site.baseUrl, email, (m) => m.links.some((l) => l.includes("/account/activate?")));
      const link = mail!.links.find((l) => l.includes("/account/activate?"))!;
      expect(new URL(link).searchParams.get("next")).toBe("volunteer");
      await page.goto(link);
      await page.waitForURL(/\/verificatie-mail-succes\/?\?next=volunteer$/);
      await hydrated(page);
      await page.getByRole("link", { name: "Inloggen en verder met je aanmelding" }).click();
      await page.waitForURL(/\/inloggen/);
      await hydrated(page);
      await submitLogin(page, email, PASSWORD);
      await page.waitForURL((url) => url.pathname.startsWith("/ervaringsdeskundigen-registreren"));
      await hydrated(page);
      await page.getByRole("heading", { name: "Stap 1 van 4: Over jou" }).waitFor();
      await axeBothWidths(page, "sign-up steps after activation");
    },
  },
  {
    name: "the monthly mail, run twice, reaches the demo volunteer once with the new opportunities",
    async run({ site }) {
      // The operator's command against this running site (its DATA_DIR/running.json), as npm run volunteer-mails.
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: site.dataDir };
      for (const name of ["DATABASE_URL", "SMTP_URL", "SUPABASE_URL", "SUPABASE_SERVICE_ROLE_KEY"]) delete env[name];
      const run = () =>
        execFileSync(process.execPath, ["--import", "tsx", path.join("scripts", "volunteer-mails.ts")], {
          env,
          encoding: "utf8",
        });
      expect(run()).toMatch(/^verstuurd: [1-9]/);
      expect(run()).toMatch(/^verstuurd: 0,/);
      const mails = (await mailsTo(site.baseUrl, "vrijwilliger@demo.reumanl.nl")).filter(
        (m) => m.subject === "Nieuwe vragen voor ervaringsdeskundigen op ReumaNL",
      );
      expect(mails.length).toBe(1);
      expect(mails[0]!.text.includes("Gastles aan studenten verpleegkunde")).toBe(true);
      expect(mails[0]!.links.some((l) => l.endsWith("/ervaringsdeskundigen/gastles-verpleegkunde-utrecht"))).toBe(true);
    },
  },
];
