/** Browser tests of the foundation: the shell, an article, the 404 page, and the account round trip. */
import { expect } from "../expect";
import { expectNoAxeViolations, waitForMail, waitForHydration, type TestCase } from "../harness";

/** The smoke tests: their site runs every function as @netlify/dev bundles it. */
export const netlifyDev = true;

export const tests: TestCase[] = [
  {
    name: "a bundled function reads its embedded data (the sample redirects) wherever it runs",
    async run({ page, site }) {
      const answer = await page.request.get(`${site.baseUrl}/api/v1/permanent-redirect?alias=/ziektebeelden/artrose`, {
        timeout: 90_000,
      });
      expect(answer.status()).toBe(200);
      expect(await answer.json()).toEqual({ Path: "/over-reuma/artrose", StatusCode: 301 });
    },
  },
  {
    name: "the homepage is Dutch, has the main menu and passes axe",
    async run({ page, site }) {
      const response = await page.goto(`${site.baseUrl}/`);
      expect(response?.status()).toBe(200);
      expect(await page.getAttribute("html", "lang")).toBe("nl");
      await page.getByRole("navigation", { name: "Hoofdmenu" }).waitFor();
      await page.getByRole("link", { name: "Naar de inhoud" }).waitFor({ state: "attached" });
      await expectNoAxeViolations(page, "/");
      await page.setViewportSize({ width: 375, height: 800 });
      await expectNoAxeViolations(page, "/ at 375 px");
    },
  },
  {
    name: "a medical article renders inside the shell and passes axe",
    async run({ page, site }) {
      await page.goto(`${site.baseUrl}/`);
      const href = await page.locator('main a[href^="/over-reuma/"]').first().getAttribute("href");
      expect(href).toBeTruthy();
      const response = await page.goto(`${site.baseUrl}${href}`);
      expect(response?.status()).toBe(200);
      await page.getByRole("heading", { level: 1 }).waitFor();
      expect(await page.title()).toMatch(/ \| ReumaNL$/);
      await expectNoAxeViolations(page, href ?? "article");
    },
  },
  {
    name: "an unknown path answers 404 with the Dutch not-found page",
    async run({ page, site }) {
      const response = await page.goto(`${site.baseUrl}/bestaat-niet-${Date.now()}`);
      expect(response?.status()).toBe(404);
      await page.getByRole("heading", { name: "Pagina niet gevonden" }).waitFor();
      await expectNoAxeViolations(page, "404");
    },
  },
  {
    name: "a visitor registers, verifies the e-mail from the mail catcher, logs in, sees the username and logs out",
    async run({ page, site }) {
      // This site's functions run through @netlify/dev, which bundles each function on its first
      // call and serves about one call every 2 s: every wait of this journey gets 90 s, not 15.
      page.setDefaultTimeout(90_000);
      page.setDefaultNavigationTimeout(90_000);
      const stamp = Date.now().toString(36);
      const username = `Test${stamp}`.slice(0, 20);
      const email = `deelnemer.${stamp}@example.nl`;
      const password = "Reuma2026Veilig";

      await page.goto(`${site.baseUrl}/registreren`);
      await waitForHydration(page);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await expectNoAxeViolations(page, "/registreren");

      // Bad input first: the spec's message appears at the field, and nothing typed is lost.
      await page.getByLabel("Gebruikersnaam", { exact: true }).fill("ab_c");
      await page.getByLabel("E-mailadres", { exact: true }).fill(email);
      await page.getByRole("button", { name: /registreren|account aanmaken/i }).click();
      await page.getByText("De gebruikersnaam mag alleen cijfers en letters bevatten").first().waitFor();
      expect(await page.getByLabel("E-mailadres", { exact: true }).inputValue()).toBe(email);
      await expectNoAxeViolations(page, "/registreren with errors");

      await page.getByLabel("Gebruikersnaam", { exact: true }).fill(username);
      await page.getByLabel("Wachtwoord", { exact: true }).fill(password);
      await page.getByLabel("Herhaal wachtwoord", { exact: true }).fill(password);
      await page.getByLabel(/16 jaar of ouder/).check();
      await page.getByLabel(/gebruiksvoorwaarden/).check();
      await page.getByRole("button", { name: /registreren|account aanmaken/i }).click();
      await page.getByRole("heading", { name: "Bijna klaar: bevestig je e-mailadres" }).waitFor();
      await expectNoAxeViolations(page, "/registreren done");
      await page.screenshot({ path: "e2e/output/registered.png", fullPage: true });

      // Logging in before verifying is refused with the spec's text.
      await page.goto(`${site.baseUrl}/inloggen`);
      await waitForHydration(page);
      await expectNoAxeViolations(page, "/inloggen");
      await page.getByLabel("E-mailadres", { exact: true }).fill(email);
      await page.getByLabel("Wachtwoord", { exact: true }).fill(password);
      await page.getByRole("button", { name: "Inloggen", exact: true }).click();
      await page.getByText("Dit e-mailadres is nog niet geverifieerd").first().waitFor();

      const mail = await waitForMail(site.baseUrl, email, (m) => m.links.some((l) => l.includes("/account/activate?")));
      expect(mail).toBeTruthy();
      const link = mail!.links.find((l) => l.includes("/account/activate?"));
      expect(link).toBeTruthy();
      await page.goto(link!);
      // This site's functions run through @netlify/dev, which bundles a function on its first call:
      // on a busy machine the activation's first call can take longer than the default 15 s.
      await page.waitForURL(/\/verificatie-mail-succes\/?$/, { waitUntil: "commit", timeout: 90_000 });
      await page.getByText("Je e-mailadres is bevestigd").first().waitFor();
      await expectNoAxeViolations(page, "/verificatie-mail-succes");

      // A link that does not work goes to the failure page (confirming twice is fine, see decisions).
      await page.goto(link!.replace(/([?&]email=)[^&]+/, "$1onbekend%40example.nl"));
      await page.waitForURL(/\/verificatie-mail-fout\/?$/, { waitUntil: "commit" });
      await page.getByRole("heading", { name: "Bevestigen is niet gelukt" }).waitFor();

      await page.goto(`${site.baseUrl}/inloggen`);
      await waitForHydration(page);
      await page.getByLabel("E-mailadres", { exact: true }).fill(email);
      await page.getByLabel("Wachtwoord", { exact: true }).fill("VerkeerdWachtwoord1");
      await page.getByRole("button", { name: "Inloggen", exact: true }).click();
      await page.getByText("De combinatie tussen dit e-mailadres en wachtwoord bestaat niet").first().waitFor();
      await page.getByLabel("Wachtwoord", { exact: true }).fill(password);
      await page.getByRole("button", { name: "Inloggen", exact: true }).click();
      await page.waitForURL(`${site.baseUrl}/`);

      const userButton = page.getByRole("banner").getByRole("button", { name: new RegExp(username) });
      await userButton.waitFor();
      await page.screenshot({ path: "e2e/output/logged-in.png" });
      await expectNoAxeViolations(page, "/ logged in");
      // @netlify/dev runs one function call at a time, each built anew: let the home page's own
      // calls (counts, recommendations) finish first, so the logout is not queued behind them.
      await page.waitForLoadState("networkidle", { timeout: 180_000 });
      await userButton.click();
      await page.getByRole("button", { name: "Uitloggen" }).click();
      await page.getByRole("banner").getByRole("link", { name: "Inloggen" }).waitFor({ timeout: 180_000 });
      // Logged out: the session probe answers as to a visitor (decision 233).
      const me = await page.request.get(`${site.baseUrl}/api/v1/CustomUser`);
      expect(me.status()).toBe(204);
    },
  },
];
