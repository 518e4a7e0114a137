/**
 * Browser tests of the library (issue 3): every content route of the route table answers 200 with
 * a Dutch "<title> | ReumaNL" title, articles and their print versions, hidden content, 404 and 403,
 * navigation with the featured item, the footer JSON, the cookie bar and the video placeholder, and
 * axe on every template at 1280 and 375 px. Run: E2E_PORT=8903 npx tsx e2e/run.ts library
 */
import type { BrowserContext, Page } from "playwright-core";
import { ContentStore } from "../../content-model/store";
import { expect } from "../expect";
import { expectNoAxeViolations, type TestCase } from "../harness";

const DAY = 86_400;

/** The public node and dossier paths of the sample content, plus the overviews. */
function contentRoutes(): string[] {
  const store = ContentStore.load();
  const paths = new Set<string>(["/", "/over-reuma", "/leven-met-reuma", "/nieuws"]);
  for (const type of store.types()) {
    if (!type.startsWith("node--") && type !== "taxonomy_term--dossiers") continue;
    if (type === "node--vrijwilliger_nieuws" || type === "node--vrijwilliger_pagina" || type === "node--homepage")
      continue;
    for (const resource of store.list(type)) {
      if (!store.isPublic(resource)) continue;
      const alias = (resource.attributes.path as { alias: string | null } | null)?.alias;
      if (alias) paths.add(alias);
    }
  }
  return [...paths].sort();
}

async function acceptCookies(context: BrowserContext, baseUrl: string): Promise<void> {
  const url = new URL(baseUrl);
  await context.addCookies(
    ["cookie_consent_functional", "cookie_consent_analytics", "cookie_consent_video"]
      .map((name) => ({ name, value: "yes", domain: url.hostname, path: "/" }))
      .concat([{ name: "cookie_show", value: "no", domain: url.hostname, path: "/" }]),
  );
}

async function cookieMap(context: BrowserContext): Promise<Map<string, { value: string; expires: number }>> {
  return new Map((await context.cookies()).map((c) => [c.name, { value: c.value, expires: c.expires }]));
}

/** Chromium caps cookie lifetimes at 400 days; the 1000 days themselves are checked in consent.test.ts. */
function expectLifetime(expires: number | undefined, days: number): void {
  days = Math.min(days, 400);
  const left = ((expires ?? 0) - Date.now() / 1000) / DAY;
  if (Math.abs(left - days) > 1) throw new Error(`expected a lifetime of ${days} days, got ${left.toFixed(1)}`);
}

/** The header's login link appears only after hydration and the session check: the page is interactive. */
async function hydrated(page: Page): Promise<void> {
  if ((await page.locator("header.site-header").count()) === 0) {
    await page.waitForLoadState("load");
    return;
  }
  await page.locator("header.site-header").getByRole("link", { name: "Inloggen" }).waitFor({ timeout: 45_000 });
}

async function h1(page: Page): Promise<string> {
  return (await page.locator("h1").first().textContent())?.trim() ?? "";
}

export const tests: TestCase[] = [
  {
    name: "every content route answers 200 with a Dutch title ending in | ReumaNL",
    async run({ site }) {
      const routes = contentRoutes();
      if (routes.length < 100) throw new Error(`expected at least 100 content routes, got ${routes.length}`);
      const failures: string[] = [];
      for (const route of routes) {
        const response = await fetch(`${site.baseUrl}${route}/`.replace(/\/\/$/, "/"));
        const html = await response.text();
        const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
        if (response.status !== 200) failures.push(`${route}: status ${response.status}`);
        else if (!/^.+ \| ReumaNL$/.test(title) && !(route === "/" && title.endsWith("| ReumaNL")))
          failures.push(`${route}: title "${title}"`);
        else if (!html.includes('lang="nl"')) failures.push(`${route}: no lang="nl"`);
      }
      if (failures.length > 0) throw new Error(`content routes failed:\n${failures.join("\n")}`);
      for (const hidden of [
        "/nieuws/verlopen-actie/",
        "/oude-actie/",
        "/concept-pagina/",
        "/leven-met-reuma/warm-weer-2023/",
      ]) {
        expect((await fetch(`${site.baseUrl}${hidden}`)).status).toBe(404);
      }
      // The header's search link leads to a page, not to the 404.
      const search = await fetch(`${site.baseUrl}/zoeken/`);
      expect(search.status).toBe(200);
      expect(/<title[^>]*>([^<]*)<\/title>/.exec(await search.text())?.[1]).toBe("Zoeken | ReumaNL");
    },
  },
  {
    name: "an article shows author, date, back link and related articles, and its print version has no navigation",
    async run({ page, context, site }) {
      await acceptCookies(context, site.baseUrl);
      const response = await page.goto(`${site.baseUrl}/over-reuma/methotrexaat/`);
      expect(response?.status()).toBe(200);
      expect(await page.title()).toBe("Methotrexaat | ReumaNL");
      expect(await h1(page)).toBe("Methotrexaat");
      await page.getByText("Auteur: Redactie ReumaNL").waitFor();
      await page.getByText(/^Laatst bijgewerkt op \d{1,2} [a-z]+ 20\d\d$/).waitFor();
      const back = page.getByRole("navigation", { name: "Kruimelpad" }).getByRole("link");
      expect(await back.count()).toBe(1);
      expect((await back.textContent())?.trim()).toBe("←Terug naar Medicijnen");
      expect(await back.getAttribute("href")).toBe("/over-reuma/dossiers/medicijnen/");
      const related = page.getByRole("complementary", { name: "Gerelateerde artikelen" }).getByRole("link");
      expect((await related.count()) > 0).toBe(true);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(canonical?.endsWith("/over-reuma/methotrexaat/")).toBe(true);

      await page.getByRole("link", { name: "Printversie" }).click();
      await page.waitForURL(/\/print\/over-reuma\/methotrexaat\/$/);
      expect(await h1(page)).toBe("Methotrexaat");
      expect(await page.getByRole("navigation", { name: "Hoofdmenu" }).count()).toBe(0);
      expect(await page.locator("footer.site-footer").count()).toBe(0);
      await page.getByRole("button", { name: "Print dit artikel" }).waitFor();
      await page.emulateMedia({ media: "print" });
      expect(await page.locator(".print-header__tools").isVisible()).toBe(false);
    },
  },
  {
    name: "an article loads its three entry scripts and becomes interactive",
    async run({ page, site }) {
      await page.goto(`${site.baseUrl}/over-reuma/jicht/`);
      await hydrated(page);
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/.test(entry.name))
          .map((entry) => entry.name),
      );
      expect(scripts.length).toBe(3);
      // Interactive: the menu button works.
      await page.setViewportSize({ width: 375, height: 800 });
      await page.getByRole("button", { name: "Menu" }).click();
      await page
        .getByRole("navigation", { name: "Hoofdmenu" })
        .getByRole("link", { name: "Over reuma", exact: true })
        .waitFor();
    },
  },
  {
    name: "an unknown path answers 404 with suggested links; the 403 page offers login and registering",
    async run({ page, site }) {
      const response = await page.goto(`${site.baseUrl}/bestaat-echt-niet/`);
      expect(response?.status()).toBe(404);
      await page.getByRole("heading", { name: "Pagina niet gevonden" }).waitFor();
      for (const name of ["Naar de homepage", "Over reuma", "Leven met reuma", "Ontmoet elkaar"]) {
        await page.getByRole("main").getByRole("link", { name, exact: true }).waitFor();
      }
      await page.goto(`${site.baseUrl}/403/`);
      await page.getByRole("heading", { name: "Alleen voor deelnemers" }).waitFor();
      expect(await page.getByRole("main").getByRole("link", { name: "Inloggen" }).getAttribute("href")).toBe(
        "/inloggen/",
      );
      expect(await page.getByRole("main").getByRole("link", { name: "Registreren" }).getAttribute("href")).toBe(
        "/registreren/",
      );
      // Volunteer-only news is never built into a page: a visitor gets the volunteers' login offer.
      await page.goto(`${site.baseUrl}/ervaringsdeskundigen/nieuws/training-gespreksleider/`);
      await page.getByRole("heading", { name: "Alleen voor ervaringsdeskundigen" }).waitFor({ timeout: 45_000 });
      expect(await page.getByText("In november start een nieuwe online training").count()).toBe(0);
    },
  },
  {
    name: "the main menu opens on hover and by button, closes with Escape, and shows the complete featured item only",
    async run({ page, context, site }) {
      await acceptCookies(context, site.baseUrl);
      await page.goto(`${site.baseUrl}/`);
      await hydrated(page);
      const nav = page.getByRole("navigation", { name: "Hoofdmenu" });
      await nav.getByRole("link", { name: "Over reuma", exact: true }).hover();
      await page.getByText("Uitgelicht: medicijnen").waitFor();
      await page.getByRole("link", { name: "Naar de keuzetabel" }).waitFor();
      await page.keyboard.press("Escape");
      const button = nav.getByRole("button", { name: "Submenu Leven met reuma" });
      await button.click();
      expect(await button.getAttribute("aria-expanded")).toBe("true");
      await nav.getByRole("link", { name: "Werk en reuma" }).waitFor();
      expect(await page.getByText("Uitgelicht: energie").count()).toBe(0); // only three of five texts
      await page.keyboard.press("Escape");
      expect(await button.getAttribute("aria-expanded")).toBe("false");

      await page.setViewportSize({ width: 375, height: 800 });
      const toggle = page.getByRole("button", { name: "Menu" });
      await toggle.click();
      await nav.getByRole("link", { name: "Nieuws", exact: true }).waitFor();
      // At 375 px the header's search box stays reachable beside the menu.
      await page.getByLabel("Zoek op ReumaNL").first().waitFor();
      const footer = await (await fetch(`${site.baseUrl}/api/drupal/getFooter`)).json();
      const contact = footer.find((entry: { Title: string }) => entry.Title === "Contact");
      expect(contact.Url).toBe("/contact");
      expect(typeof contact.PageId).toBe("number");
      const about = footer.find((entry: { Title: string }) => entry.Title === "Over ReumaNL");
      expect(about.ShowChildren).toBe(true);
      expect(about.Children.map((child: { Title: string }) => child.Title)).toEqual([
        "Waarom ReumaNL",
        "Initiatiefnemers",
        "Referenten",
        "Testmethode",
        "Steun ons",
      ]);
      const external = footer.find((entry: { Title: string }) => entry.Title === "Thuisarts.nl");
      expect(external).toEqual({
        PageId: null,
        Title: "Thuisarts.nl",
        Weight: 8,
        Url: "https://www.thuisarts.nl/",
        IsExternal: true,
        ShowChildren: false,
        Children: [],
      });
    },
  },
  {
    name: "the cookie bar: settings save video per checkbox for 1000 days; accept all sets everything and reloads",
    async run({ page, context, site }) {
      await page.goto(`${site.baseUrl}/contact/`);
      await hydrated(page);
      const bar = page.getByRole("region", { name: "ReumaNL gebruikt cookies" });
      await bar.waitFor();
      expect(await bar.getByRole("link", { name: "Privacyverklaring" }).getAttribute("href")).toBe("/privacy");
      await expectNoAxeViolations(page, "cookie bar");
      await bar.getByRole("button", { name: "Bekijk instellingen" }).click();
      const functional = bar.getByRole("checkbox", { name: "Functionele cookies (altijd aan)" });
      const analytics = bar.getByRole("checkbox", { name: "Analytische cookies (altijd aan)" });
      const video = bar.getByRole("checkbox", { name: "Video’s van YouTube tonen" });
      expect(await functional.isChecked()).toBe(true);
      expect(await functional.isDisabled()).toBe(true);
      expect(await analytics.isChecked()).toBe(true);
      expect(await analytics.isDisabled()).toBe(true);
      expect(await video.isChecked()).toBe(false);
      const jar0 = await cookieMap(context);
      expect(jar0.get("popupClosed")?.expires).toBe(-1); // session cookie
      expect(jar0.get("pageVisits")?.expires).toBe(-1);
      await Promise.all([page.waitForEvent("load"), bar.getByRole("button", { name: "Instellingen opslaan" }).click()]);
      const jar = await cookieMap(context);
      expect(jar.get("cookie_consent_functional")?.value).toBe("yes");
      expect(jar.get("cookie_consent_analytics")?.value).toBe("yes");
      expect(jar.get("cookie_consent_video")?.value).toBe("no");
      expect(jar.get("cookie_show")?.value).toBe("no");
      expectLifetime(jar.get("cookie_consent_functional")?.expires, 1000);
      await page.getByRole("heading", { name: "Contact", level: 1 }).waitFor();
      expect(await page.getByRole("region", { name: "ReumaNL gebruikt cookies" }).count()).toBe(0);

      // The video waits behind its own placeholder; accepting there allows video for 30 days.
      await page.goto(`${site.baseUrl}/over-reuma/medicijnen-bij-reuma/`);
      await hydrated(page);
      expect(await page.locator("iframe").count()).toBe(0);
      await page.getByRole("button", { name: "Cookies accepteren en video tonen" }).click();
      const frame = page.locator("iframe");
      await frame.waitFor({ state: "attached" });
      expect((await frame.getAttribute("src"))?.startsWith("https://www.youtube-nocookie.com/embed/")).toBe(true);
      const jar2 = await cookieMap(context);
      expect(jar2.get("cookie_consent_video")?.value).toBe("yes");
      expectLifetime(jar2.get("cookie_consent_video")?.expires, 30);

      // The cookies page reopens the bar (reset: cookie_show yes for 30 days).
      await page.goto(`${site.baseUrl}/cookies/`);
      await hydrated(page);
      await page.getByRole("button", { name: "Cookie-instellingen openen" }).click();
      await page.getByRole("region", { name: "ReumaNL gebruikt cookies" }).waitFor();
      expectLifetime((await cookieMap(context)).get("cookie_show")?.expires, 30);

      // A fresh visitor: accept all sets the three categories to yes and show to no, then reloads.
      await context.clearCookies();
      await page.goto(`${site.baseUrl}/`);
      await hydrated(page);
      const fresh = page.getByRole("region", { name: "ReumaNL gebruikt cookies" });
      await Promise.all([page.waitForEvent("load"), fresh.getByRole("button", { name: "Accepteren" }).click()]);
      const jar3 = await cookieMap(context);
      for (const name of ["cookie_consent_video", "cookie_consent_analytics", "cookie_consent_functional"]) {
        expect(jar3.get(name)?.value).toBe("yes");
        expectLifetime(jar3.get(name)?.expires, 1000);
      }
      expect(jar3.get("cookie_show")?.value).toBe("no");

      // Never on the new-password page.
      await context.clearCookies();
      await page.goto(`${site.baseUrl}/wachtwoord/opnieuw-instellen/`);
      await hydrated(page);
      await page.locator("h1").first().waitFor();
      await page.waitForTimeout(300);
      expect(await page.getByRole("region", { name: "ReumaNL gebruikt cookies" }).count()).toBe(0);
    },
  },
  {
    name: "axe reports no violation on each template at 1280 and 375 px",
    async run({ page, context, site }) {
      await acceptCookies(context, site.baseUrl);
      const templates: Array<[string, string]> = [
        ["homepage", "/"],
        ["overview", "/over-reuma/"],
        ["overview leven", "/leven-met-reuma/"],
        ["news overview", "/nieuws/"],
        ["dossier", "/over-reuma/dossiers/medicijnen/"],
        ["medical article", "/over-reuma/medicijnen-bij-reuma/"],
        ["print", "/print/leven-met-reuma/wandelen/"],
        ["news", "/nieuws/griepprik-2025/"],
        ["campaign", "/week-van-de-reuma/"],
        ["content page", "/vragen-en-advies/"],
        ["content page cookies", "/cookies/"],
        ["weblocation", "/weblocaties/thuisarts-reuma/"],
        ["volunteer (403 for visitors)", "/ervaringsdeskundigen/pagina/onkosten/"],
        ["403", "/403/"],
        ["404", "/bestaat-echt-niet/"],
        ["search", "/zoeken/"],
      ];
      for (const [name, path] of templates) {
        for (const width of [1280, 375]) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(`${site.baseUrl}${path}`);
          await hydrated(page);
          await page.locator("h1").first().waitFor({ timeout: 45_000 });
          await expectNoAxeViolations(page, `${name} (${path}) at ${width} px`);
          await page.screenshot({
            path: `e2e/output/library-${name.replace(/\W+/g, "-")}-${width}.png`,
            fullPage: true,
          });
        }
      }
    },
  },
];
