/** Helpers of the browser tests that act as a demo participant (supabase/seed). */
import type { BrowserContext, Page } from "playwright-core";
import { waitForHydration, type Site } from "./harness";

export const DEMO_PASSWORD = "ReumaDemo2026";

/** No cookie bar over the page: functional cookies accepted, the others declined, beforehand. */
export async function withoutCookieBar(context: BrowserContext, site: Site): Promise<void> {
  const cookies = {
    cookie_consent_functional: "yes",
    cookie_consent_analytics: "no",
    cookie_consent_video: "no",
    cookie_show: "no",
  };
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: site.baseUrl })));
}

/** Fills and sends the login form that is open on `page`. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel("E-mailadres", { exact: true }).fill(email);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Inloggen", exact: true }).click();
}

/** Logs in as `email` through the login page that returns to `returnUrl`, and waits for that page to hydrate. */
export async function loginAt(page: Page, site: Site, email: string, returnUrl: string): Promise<void> {
  await page.goto(`${site.baseUrl}/inloggen?returnUrl=${encodeURIComponent(returnUrl)}`, {
    waitUntil: "domcontentloaded",
  });
  await waitForHydration(page);
  await submitLogin(page, email);
  await page.waitForURL((url) => url.pathname === new URL(returnUrl, site.baseUrl).pathname);
  await waitForHydration(page);
}

/** Fills and sends the registration form that is open on `page` (both ages and terms confirmed). */
export async function submitRegistration(
  page: Page,
  account: { username: string; email: string; password?: string },
): Promise<void> {
  const password = account.password ?? DEMO_PASSWORD;
  await page.getByLabel("Gebruikersnaam", { exact: true }).fill(account.username);
  await page.getByLabel("E-mailadres", { exact: true }).fill(account.email);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(password);
  await page.getByLabel("Herhaal wachtwoord", { exact: true }).fill(password);
  await page.getByLabel(/16 jaar of ouder/).check();
  await page.getByLabel(/gebruiksvoorwaarden/).check();
  await page.getByRole("button", { name: /registreren|account aanmaken/i }).click();
}
