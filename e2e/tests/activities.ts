/**
 * Browser tests of the activity guide (issue 6): a visitor filters by type, postcode and distance
 * and the address keeps the filters across reload and back; a participant switches to recommended
 * activities; the detail page shows the editions and toggles the past ones; an organiser submits an
 * activity; axe finds nothing at 1280 and 375 px. Data: supabase/seed/20_activities.sql.
 * Run with `E2E_PORT=8901 npm run test:e2e -- activities` after a build.
 */
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { expect } from "../expect";
import { expectNoAxeViolations, outputDir, waitForHydration, type TestCase } from "../harness";

const GUIDE = "/ontmoet-elkaar/activiteiten/";

async function acceptCookies(context: BrowserContext, baseUrl: string): Promise<void> {
  const url = new URL(baseUrl);
  await context.addCookies(
    ["cookie_consent_functional", "cookie_consent_analytics", "cookie_consent_video", "cookie_show"].map((name) => ({
      name,
      value: name === "cookie_show" ? "no" : "yes",
      domain: url.hostname,
      path: "/",
    })),
  );
}

/** The list's title once the activities are there ("47 activiteiten in de gids"). */
async function listTitle(page: Page): Promise<string> {
  const heading = page.locator("#guide-list-title");
  await page.waitForFunction(() =>
    /in de gids|aanbevelen/.test(document.querySelector("#guide-list-title")?.textContent ?? ""),
  );
  return (await heading.textContent())!.trim();
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(outputDir, `activities-${name}.png`), fullPage: false });
}

const typeGroup = (page: Page) => page.getByRole("group", { name: "Soort activiteit" });

/** The Dutch day `days` from today as the date field holds it ("2026-12-09"). */
function dutchDayKey(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(new Date());
  return new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The same day as a card writes it ("woensdag 9 december 2026"). */
function dutchDayText(days: number): string {
  return new Intl.DateTimeFormat("nl-NL", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${dutchDayKey(days)}T12:00:00Z`));
}

export const tests: TestCase[] = [
  {
    name: "a visitor filters by type, postcode and distance, and the address keeps the filters across reload and back",
    async run({ page, context, site }) {
      await acceptCookies(context, site.baseUrl);
      await page.goto(`${site.baseUrl}${GUIDE}`);
      const all = await listTitle(page);
      expect(all).toMatch(/^\d+ activiteiten in de gids$/);
      await page.getByText("Wil je zien welke activiteiten bij jou passen?").waitFor();
      await expectNoAxeViolations(page, `${GUIDE} at 1280 px`);

      await typeGroup(page).getByRole("checkbox", { name: "Bewegen" }).check();
      await page.waitForURL(/\?type=Move$/);
      const moves = await listTitle(page);
      expect(Number(moves.split(" ")[0]) < Number(all.split(" ")[0])).toBe(true);

      await page.getByLabel(/^Postcode/).fill("0511 LX");
      await page.getByLabel("Huisnummer").fill("12");
      await page.getByRole("button", { name: "Zoek in de buurt" }).click();
      await page.getByText("Vul een geldige postcode in, bijvoorbeeld 1234 AB.").waitFor();

      await page.getByLabel(/^Postcode/).fill("3511 lx");
      await page.getByLabel("Afstand").selectOption({ label: "Binnen 10 km" });
      await page.getByRole("button", { name: "Zoek in de buurt" }).click();
      await page.waitForURL(/distance=10/);
      expect(await listTitle(page)).toBe("2 activiteiten in de gids");
      const titles = await page.locator(".activity-card__title").allTextContents();
      expect(titles.sort()).toEqual(["Samen fietsen op de e-bike", "Yoga op de stoel"]);
      const query = new URL(page.url()).searchParams;
      expect([query.get("type"), query.get("postcode"), query.get("houseNumber"), query.get("distance")]).toEqual([
        "Move",
        "3511LX",
        "12",
        "10",
      ]);
      expect(Number(query.get("lat")).toFixed(2)).toBe("52.09");
      await shot(page, "filtered-1280");

      await page.reload();
      expect(await listTitle(page)).toBe("2 activiteiten in de gids");
      expect(await typeGroup(page).getByRole("checkbox", { name: "Bewegen" }).isChecked()).toBe(true);
      expect(await page.getByLabel(/^Postcode/).inputValue()).toBe("3511 LX");
      expect(await page.getByLabel("Afstand").inputValue()).toBe("10");

      await page.goBack();
      await page.waitForURL(/\?type=Move$/);
      expect(await listTitle(page)).toBe(moves);
      expect(await page.getByLabel("Afstand").inputValue()).toBe("0");
      await page.goBack();
      await page.waitForURL((url) => url.search === "");
      expect(await listTitle(page)).toBe(all);
      expect(await typeGroup(page).getByRole("checkbox", { name: "Bewegen" }).isChecked()).toBe(false);
    },
  },
  {
    name: "online activities appear beside the physical ones, filter with 'Online' and open their own page (1280 and 375 px)",
    async run({ page, context, site }) {
      await acceptCookies(context, site.baseUrl);
      await page.goto(`${site.baseUrl}${GUIDE}`);
      const all = Number((await listTitle(page)).split(" ")[0]);
      await typeGroup(page).getByRole("checkbox", { name: "Online" }).check();
      await page.waitForURL(/\?type=Online$/);
      // The seed's four published online activities (supabase/seed/21_online_activities.sql).
      expect(await listTitle(page)).toBe("4 activiteiten in de gids");
      expect(all > 4).toBe(true);
      const webinar = page.locator("article", {
        has: page.getByRole("heading", { level: 3, name: "Webinar: omgaan met vermoeidheid bij reuma" }),
      });
      await webinar.getByText("Online via Zoom").waitFor();
      expect(await webinar.getByText("Adres").count()).toBe(0);
      await page
        .locator("article", { has: page.getByText("Online cursus: leven met pijn") })
        .getByText("Direct te starten")
        .waitFor();
      await page
        .locator("article", { has: page.getByText("Online ontmoeting voor jongeren met reuma") })
        .getByText("Vol")
        .waitFor();
      await expectNoAxeViolations(page, `${GUIDE}?type=Online at 1280 px`);
      await shot(page, "online-1280");

      await page.setViewportSize({ width: 375, height: 800 });
      await page.reload();
      expect(await listTitle(page)).toBe("4 activiteiten in de gids");
      await expectNoAxeViolations(page, `${GUIDE}?type=Online at 375 px`);
      await shot(page, "online-375");

      await webinar.getByRole("link", { name: /Bekijk activiteit/ }).click();
      await page.getByRole("heading", { level: 1, name: "Webinar: omgaan met vermoeidheid bij reuma" }).waitFor();
      await page.getByRole("link", { name: /Naar de online activiteit/ }).waitFor();
      await page.getByText("Log in om de organisator te laten weten dat je interesse hebt.").waitFor();
      await expectNoAxeViolations(page, "online activity page at 375 px");
    },
  },
  {
    name: "at 375 px the filters fold away and the guide, a detail page and the submission form pass axe",
    async run({ page, context, site }) {
      await acceptCookies(context, site.baseUrl);
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(`${site.baseUrl}${GUIDE}?type=Meeting&page=2`);
      await listTitle(page);
      const toggle = page.getByRole("button", { name: "Toon filters" });
      expect(await toggle.getAttribute("aria-expanded")).toBe("false");
      await expectNoAxeViolations(page, `${GUIDE} at 375 px`);
      await toggle.click();
      await typeGroup(page).getByRole("checkbox", { name: "Ontmoeting" }).waitFor();
      await expectNoAxeViolations(page, `${GUIDE} with open filters at 375 px`);
      await shot(page, "filters-375");
      // The list is screens below the filters: "Toon N resultaten" stays in view, folds the filters
      // away and gives the list's title the focus (issue 41).
      await typeGroup(page).getByRole("checkbox", { name: "Bewegen" }).check();
      await page.waitForURL((url) => /Move/.test(url.search) && /Meeting/.test(url.search));
      const count = Number((await listTitle(page)).split(" ")[0]);
      const apply = page.getByRole("button", { name: `Toon ${count} resultaten` });
      const box = (await apply.boundingBox())!;
      expect(box.y + box.height <= 800 && box.height >= 44).toBe(true);
      await shot(page, "filters-apply-375");
      await apply.click();
      expect(await toggle.getAttribute("aria-expanded")).toBe("false");
      await page.waitForFunction(() => document.activeElement?.id === "guide-list-title");
      expect(
        await page.evaluate(() => document.getElementById("guide-list-title")!.getBoundingClientRect().top < 800),
      ).toBe(true);

      await page.goto(`${site.baseUrl}${GUIDE}wandelen-in-de-duinen-den-haag/`);
      await page.getByRole("heading", { level: 1, name: "Wandelen in de duinen" }).waitFor();
      await expectNoAxeViolations(page, "a detail page at 375 px");
      await shot(page, "detail-375");

      await page.goto(`${site.baseUrl}/activiteit-aanmelden/`);
      await page.getByRole("heading", { level: 1, name: "Activiteit aanmelden" }).waitFor();
      await expectNoAxeViolations(page, "/activiteit-aanmelden at 375 px");
    },
  },
  {
    name: "with dates chosen a card's next date lies within them, and on a phone the paginator is one row (two at most with 200 % text)",
    async run({ page, context, site }) {
      await acceptCookies(context, site.baseUrl);
      // Wandelgroep Amersfoort meets today and in 7, 14 and 21 days (supabase/seed/20_activities.sql).
      const card = page.locator("article", {
        has: page.getByRole("heading", { level: 3, name: "Wandelgroep Amersfoort" }),
      });
      const nextDate = async () => (await card.locator("dt", { hasText: "Volgende" }).locator("+ dd").textContent())!;
      await page.goto(`${site.baseUrl}${GUIDE}?fromDate=${dutchDayKey(10)}&toDate=${dutchDayKey(40)}`);
      await listTitle(page);
      expect(await page.getByLabel("Vanaf").inputValue()).toBe(dutchDayKey(10));
      expect(await nextDate()).toBe(dutchDayText(14));
      await page.getByLabel("Vanaf").fill(dutchDayKey(16));
      await page.waitForURL(new RegExp(`fromDate=${dutchDayKey(16)}`));
      await page.waitForFunction(
        (expected) =>
          Array.from(document.querySelectorAll("article dt")).find(
            (dt) =>
              dt.textContent === "Volgende" &&
              dt.closest("article")?.querySelector("h3")?.textContent === "Wandelgroep Amersfoort",
          )?.nextElementSibling?.textContent === expected,
        dutchDayText(21),
      );
      await shot(page, "next-date-in-range");
      // The card leads to the activity's page, with its picture (supabase/seed/20_activities.sql).
      await card.getByRole("link", { name: /Bekijk activiteit/ }).click();
      await page.getByRole("heading", { level: 1, name: "Wandelgroep Amersfoort" }).waitFor();
      await page
        .getByRole("list", { name: "Afbeeldingen" })
        .getByRole("img", { name: "Tekening van iemand die rustig wandelt in het bos" })
        .waitFor();
      await expectNoAxeViolations(page, "an activity page with its picture");

      const cdp = await context.newCDPSession(page);
      for (const fontSize of [16, 32]) {
        await cdp.send("Page.setFontSizes", { fontSizes: { standard: fontSize } });
        await page.setViewportSize({ width: 375, height: 800 });
        await page.goto(`${site.baseUrl}${GUIDE}?page=3`);
        await listTitle(page);
        const nav = page.getByRole("navigation", { name: "Paginering" });
        await nav.getByRole("link", { name: /Volgende/ }).waitFor();
        const tops = await nav
          .locator("li")
          .evaluateAll((items) =>
            items
              .filter((item) => (item as HTMLElement).offsetParent !== null)
              .map((item) => Math.round(item.getBoundingClientRect().top)),
          );
        expect(tops.length > 3).toBe(true);
        // One row at normal text; with the text at 200 % at most two (and never sideways: the harness checks).
        expect(new Set(tops).size <= (fontSize === 16 ? 1 : 2)).toBe(true);
        await nav.scrollIntoViewIfNeeded();
        await shot(page, `paginator-375-${fontSize}`);
      }
    },
  },
  {
    name: "a logged-in participant switches to the activities recommended for her",
    async run({ page, context, site }) {
      await acceptCookies(context, site.baseUrl);
      await page.goto(`${site.baseUrl}/inloggen?returnUrl=${encodeURIComponent(GUIDE)}`);
      await page.waitForLoadState("networkidle");
      await page.getByLabel("E-mailadres", { exact: true }).fill("lotte@demo.reumanl.nl");
      await page.getByLabel("Wachtwoord", { exact: true }).fill("ReumaDemo2026");
      await page.getByRole("button", { name: "Inloggen", exact: true }).click();
      await page.waitForURL((url) => url.pathname === GUIDE);
      expect(await listTitle(page)).toMatch(/^\d+ activiteiten in de gids$/);

      await page.getByRole("button", { name: "Aanbevolen voor jou" }).click();
      await page.waitForURL(/mode=suggestedActivities/);
      const title = await listTitle(page);
      expect(title).toMatch(/^Er zijn \d+ activiteiten die we jou aanbevelen$/);
      expect(await page.getByRole("button", { name: "Aanbevolen voor jou" }).getAttribute("aria-pressed")).toBe("true");
      await page
        .getByText(/^Past \d+% bij je profiel$/)
        .first()
        .waitFor();
      await expectNoAxeViolations(page, `${GUIDE}?mode=suggestedActivities`);
      await shot(page, "recommended-1280");

      // Likes are for community members: Lotte likes the walking group.
      await page.goto(`${site.baseUrl}${GUIDE}wandelgroep-amersfoort/`);
      const like = page.getByRole("button", { name: "Vind ik leuk" });
      await like.waitFor();
      const before = await page.locator(".activity-like__count").textContent();
      await like.click();
      await page.waitForFunction(
        () => document.querySelector(".activity-like__button")?.getAttribute("aria-pressed") === "true",
      );
      expect((await page.locator(".activity-like__count").textContent()) !== before).toBe(true);
    },
  },
  {
    name: "the detail page shows the next editions, toggles the past ones and opens sign-up in a new tab",
    async run({ page, context, site }) {
      await acceptCookies(context, site.baseUrl);
      await page.goto(`${site.baseUrl}${GUIDE}wandelen-in-de-duinen-den-haag/`);
      await page.getByRole("heading", { level: 1, name: "Wandelen in de duinen" }).waitFor();
      await waitForHydration(page);
      expect(await page.title()).toBe("Wandelen in de duinen | ReumaNL");
      expect(await page.getByRole("link", { name: "Terug naar de activiteitengids" }).getAttribute("href")).toBe(GUIDE);
      await page.getByRole("heading", { level: 2, name: "Georganiseerd door" }).waitFor();
      await page.getByText("Wandelclub Op Eigen Tempo", { exact: true }).waitFor();

      const next = page.locator("section[aria-labelledby='activity-next'] .edition-card");
      expect(await next.count()).toBe(2);
      const signUp = next.first().getByRole("link", { name: /^Aanmelden/ });
      expect(await signUp.getAttribute("href")).toBe("//www.example.org/op-eigen-tempo");
      expect(await signUp.getAttribute("target")).toBe("_blank");

      const toggle = page.getByRole("button", { name: "Toon eerdere edities (1)" });
      expect(await toggle.getAttribute("aria-expanded")).toBe("false");
      expect(await page.getByRole("heading", { name: "Eerdere edities" }).isVisible()).toBe(false);
      await toggle.click();
      await page.getByRole("heading", { name: "Eerdere edities" }).waitFor();
      const past = page.locator(".edition-card--past");
      expect(await past.count()).toBe(1);
      expect(await past.getByRole("link", { name: /^Aanmelden/ }).count()).toBe(0);
      await expectNoAxeViolations(page, "a detail page at 1280 px");
      await shot(page, "detail-1280");
      await page.getByRole("button", { name: "Verberg eerdere edities" }).click();
      expect(await page.getByRole("heading", { name: "Eerdere edities" }).isVisible()).toBe(false);

      // The static HTML carries the content for search engines.
      const html = await (await fetch(`${site.baseUrl}${GUIDE}wandelen-in-de-duinen-den-haag/`)).text();
      expect(html.includes("Wandelclub Op Eigen Tempo") && html.includes("Parkeerplaats Westduinpark")).toBe(true);

      // An unknown slug gets the client-side page, which says it does not exist.
      await page.goto(`${site.baseUrl}${GUIDE}bestaat-niet/`);
      await page.getByText("Deze activiteit bestaat niet (meer) of is nog niet gepubliceerd.").waitFor();
    },
  },
  {
    name: "an organiser submits an activity, which waits for an editor",
    async run({ page, context, site }) {
      await acceptCookies(context, site.baseUrl);
      await page.goto(`${site.baseUrl}/activiteit-aanmelden/`);
      await waitForHydration(page);
      await page.getByRole("button", { name: "Activiteit aanmelden" }).click();
      await page.getByRole("link", { name: "Vul de naam van de organisatie in." }).waitFor();

      await page.getByLabel(/^Naam van de organisatie/).fill("Reumavereniging Testdorp");
      await page.getByLabel(/^Je naam/).fill("Petra de Vries");
      await page.getByLabel(/^Je e-mailadres/).fill("petra@example.org");
      await page.getByLabel(/^Titel/).fill("Rustig wandelen in het Wilhelminapark");
      await page.getByLabel(/^Soort activiteit/).selectOption({ label: "Bewegen" });
      await page.getByLabel(/^Korte omschrijving/).fill("Een uur wandelen in een rustig tempo.");
      await page.getByLabel(/^Wat houdt de activiteit in/).fill("We wandelen een uur.\nAanmelden via de website.");
      await page
        .getByRole("group", { name: /^Onderwerpen/ })
        .getByLabel("Bewegen")
        .check();
      await page.getByLabel("Licht inspannend").check();
      const inAWeek = new Intl.DateTimeFormat("en-CA", {
        timeZone: "Europe/Amsterdam",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
      }).format(new Date(Date.now() + 7 * 86400000));
      await page.getByLabel(/^Datum/).fill(inAWeek);
      await page.getByLabel(/^Begintijd/).fill("10:00");
      await page.getByLabel(/^Eindtijd/).fill("11:00");
      await page.getByLabel(/^Naam van de locatie/).fill("Wilhelminapark");
      await page.getByLabel(/^Straat/).fill("Oudegracht");
      await page.getByLabel(/^Huisnummer/).fill("12");
      await page.getByLabel(/^Postcode/).fill("3511 LX");
      await page.getByLabel(/^Plaats/).fill("Utrecht");
      await page.getByLabel(/Drempelvrij/).check();
      await page.getByRole("button", { name: "Activiteit aanmelden" }).click();
      await page.getByRole("heading", { name: "Bedankt! We hebben je activiteit ontvangen." }).waitFor();
      await expectNoAxeViolations(page, "/activiteit-aanmelden after sending");

      // Not in the guide until an editor publishes it.
      const answer = (await (
        await fetch(
          `${site.baseUrl}/api/v1/OData/GetQuery?query=PhysicalActivity&slug=rustig-wandelen-in-het-wilhelminapark`,
        )
      ).json()) as { value: unknown[] };
      expect(answer.value).toEqual([]);
    },
  },
];
