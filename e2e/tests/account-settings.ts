/**
 * Browser tests of the account settings and the password flows: change the password in the
 * settings (the session ends, the new password logs in), forgotten password with the mailed link
 * (works once), an invitation (npm run invite, then username and password), the settings and
 * notifications pages with axe at 1280 and 375 px.
 * Run: E2E_PORT=8901 npx tsx e2e/run.ts account-settings
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import type { Page } from "playwright-core";
import { expect } from "../expect";
import { submitRegistration } from "../demo";
import { expectNoAxeViolations, waitForMail, type Site, type TestCase } from "../harness";

const PASSWORD = "Reuma2026Veilig";
const NEW_PASSWORD = "Zonnebloem88Kast";
const THIRD_PASSWORD = "Fietsband77Lente";

/** Opens a page and waits until React has hydrated its first form control (typing before that is lost). */
async function open(page: Page, url: string) {
  const response = await page.goto(url);
  await hydrated(page);
  return response;
}

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const control = document.querySelector("main input, main button");
      return !control || Object.keys(control).some((key) => key.startsWith("__reactProps"));
    },
    undefined,
    { timeout: 60_000 },
  );
}

/** Registers through the register page, verifies through the mailed link. */
async function verifiedAccount(page: Page, site: Site): Promise<{ username: string; email: string }> {
  // Under @netlify/dev every function call is bundled afresh (seconds each on a busy machine).
  page.setDefaultTimeout(60_000);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const username = `Inst${stamp}`.slice(0, 20);
  const email = `instellingen.${stamp}@example.nl`;
  await open(page, `${site.baseUrl}/registreren`);
  await submitRegistration(page, { username, email, password: PASSWORD });
  await page.getByRole("heading", { name: "Bijna klaar: bevestig je e-mailadres" }).waitFor();
  const mail = await waitForMail(site.baseUrl, email, (m) => m.links.some((l) => l.includes("/account/activate?")));
  await open(
    page,
    mail!.links.find((l) => l.includes("/account/activate?"))!,
  );
  await page.waitForURL(/\/verificatie-mail-succes\/?$/, { waitUntil: "commit" });
  await page.getByText("Je e-mailadres is bevestigd").first().waitFor();
  return { username, email };
}

async function logIn(page: Page, site: Site, email: string, password: string, path = "/inloggen"): Promise<void> {
  await open(page, `${site.baseUrl}${path}`);
  await page.getByLabel("E-mailadres", { exact: true }).fill(email);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Inloggen", exact: true }).click();
}

export const tests: TestCase[] = [
  {
    name: "settings: without a session the page goes to the login page and back after logging in; changing the password ends the session and the new password works",
    async run({ page, site }) {
      const { email, username } = await verifiedAccount(page, site);
      await page.context().clearCookies();

      // Never logged in in this browser: the login page says nothing about a time-out.
      await open(page, `${site.baseUrl}/account/instellingen`);
      await page.waitForURL(/\/inloggen\/?\?returnUrl=%2Faccount%2Finstellingen/);
      await hydrated(page);
      expect(await page.getByText("Je bent automatisch uitgelogd").count()).toBe(0);
      await page.getByLabel("E-mailadres", { exact: true }).fill(email);
      await page.getByLabel("Wachtwoord", { exact: true }).fill(PASSWORD);
      await page.getByRole("button", { name: "Inloggen", exact: true }).click();
      await page.waitForURL(/\/account\/instellingen\/?$/);
      await page.getByText(`Je gebruikersnaam is nu ${username}.`).waitFor();
      await page.getByRole("heading", { name: "Partnerorganisaties" }).waitFor();
      await page.getByRole("checkbox", { name: "ReumaNederland" }).waitFor();
      await page.screenshot({ path: "e2e/output/settings-1280.png", fullPage: true });
      await expectNoAxeViolations(page, "/account/instellingen");

      // A switch is saved at once.
      await page.getByLabel(/Iedereen mag mijn profiel/).check();
      await page.getByText("Opgeslagen", { exact: true }).waitFor();

      // How often notification mail comes: a daily digest, saved at once.
      const saved = page.waitForResponse(
        (answer) => answer.url().endsWith("/api/v1/CustomUser/ChangeEmailNotification") && answer.status() === 200,
      );
      await page.getByRole("radio", { name: "Eén keer per dag: een overzicht van al het nieuws" }).check();
      await saved;
      const settings = await page.request.get(`${site.baseUrl}/api/v1/CustomUser/settings`);
      const stored = (await settings.json()) as { EmailNotifications: boolean; EmailFrequency: string };
      expect({ on: stored.EmailNotifications, frequency: stored.EmailFrequency }).toEqual({
        on: true,
        frequency: "daily",
      });
      await page
        .getByRole("group", { name: "Hoe vaak wil je deze e-mail?" })
        .screenshot({ path: "e2e/output/settings-frequency-1280.png" });

      // Wrong current password: the clear Dutch text at the field.
      await page.locator("#change-password-Password").fill("VerkeerdWachtwoord1");
      await page.locator("#change-password-NewPassword").fill(NEW_PASSWORD);
      await page.locator("#change-password-NewPasswordConfirmation").fill(NEW_PASSWORD);
      await page.getByRole("button", { name: "Wachtwoord wijzigen" }).click();
      await page.getByText("Dit is niet het juiste wachtwoord").first().waitFor();
      await expectNoAxeViolations(page, "/account/instellingen with an error");

      await page.locator("#change-password-Password").fill(PASSWORD);
      await page.getByRole("button", { name: "Wachtwoord wijzigen" }).click();
      await page
        .getByText("Je wachtwoord is gewijzigd. Je bent uitgelogd; log opnieuw in met je nieuwe wachtwoord.")
        .waitFor();
      // The session ended: the session probe answers as to a visitor (decision 233).
      const me = await page.request.get(`${site.baseUrl}/api/v1/CustomUser`);
      expect(me.status()).toBe(204);

      await logIn(page, site, email, PASSWORD);
      await page.getByText("De combinatie tussen dit e-mailadres en wachtwoord bestaat niet").first().waitFor();
      await page.getByLabel("Wachtwoord", { exact: true }).fill(NEW_PASSWORD);
      await page.getByRole("button", { name: "Inloggen", exact: true }).click();
      await page.waitForURL(`${site.baseUrl}/`);
      expect((await page.request.get(`${site.baseUrl}/api/v1/CustomUser`)).status()).toBe(200);

      await page.setViewportSize({ width: 375, height: 800 });
      await open(page, `${site.baseUrl}/account/instellingen`);
      await page.getByText(`Je gebruikersnaam is nu ${username}.`).waitFor();
      await page.screenshot({ path: "e2e/output/settings-375.png", fullPage: true });
      await expectNoAxeViolations(page, "/account/instellingen at 375 px");

      // The session ends while the browser had one: now the login page says it timed out, once.
      await page.context().clearCookies();
      await open(page, `${site.baseUrl}/account/instellingen`);
      await page.waitForURL(/\/inloggen\/?\?sessionTimeout=true&returnUrl=%2Faccount%2Finstellingen/);
      await page.getByText("Je bent automatisch uitgelogd").first().waitFor();
      await logIn(page, site, email, NEW_PASSWORD, "/inloggen?returnUrl=%2Faccount%2Fnotificaties");
      await page.waitForURL(/\/account\/notificaties\/?$/);

      await open(page, `${site.baseUrl}/account/notificaties`);
      await page.getByText("Je hebt geen notificaties.").waitFor();
      await expectNoAxeViolations(page, "/account/notificaties");
    },
  },
  {
    name: "forgotten password: the mailed link sets a new password once, and the new password logs in",
    async run({ page, site }) {
      const { email } = await verifiedAccount(page, site);
      await open(page, `${site.baseUrl}/inloggen`);
      expect(await page.getByRole("link", { name: "Wachtwoord vergeten?" }).getAttribute("href")).toBe(
        "/wachtwoord/vergeten",
      );
      await open(page, `${site.baseUrl}/wachtwoord/vergeten`);
      await expectNoAxeViolations(page, "/wachtwoord/vergeten");
      await page.getByLabel("E-mailadres", { exact: true }).fill(email);
      await page.getByRole("button", { name: "Stuur mij een link" }).click();
      await page.getByText(/Als dit e-mailadres bij ons bekend is/).waitFor();

      const mail = await waitForMail(
        site.baseUrl,
        email,
        (m) => m.subject === "Nieuw wachtwoord instellen voor ReumaNL",
      );
      expect(mail).toBeTruthy();
      const link = mail!.links.find((l) => l.includes("/wachtwoord/opnieuw-instellen?"))!;
      await open(page, link);
      await page.getByLabel("Nieuw wachtwoord", { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel("Herhaal nieuw wachtwoord", { exact: true }).fill(`${NEW_PASSWORD}x`);
      await page.getByRole("button", { name: "Wachtwoord opslaan" }).click();
      await page.getByText("De wachtwoorden komen niet overeen").first().waitFor();
      await expectNoAxeViolations(page, "/wachtwoord/opnieuw-instellen with an error");
      await page.getByLabel("Herhaal nieuw wachtwoord", { exact: true }).fill(NEW_PASSWORD);
      await page.getByRole("button", { name: "Wachtwoord opslaan" }).click();
      await page.getByText("Je nieuwe wachtwoord is opgeslagen. Log in met je nieuwe wachtwoord.").waitFor();
      await page.screenshot({ path: "e2e/output/reset-done.png", fullPage: true });

      // The same link a second time does not work.
      await open(page, link);
      await page.getByLabel("Nieuw wachtwoord", { exact: true }).fill(THIRD_PASSWORD);
      await page.getByLabel("Herhaal nieuw wachtwoord", { exact: true }).fill(THIRD_PASSWORD);
      await page.getByRole("button", { name: "Wachtwoord opslaan" }).click();
      await page
        .getByText(/werkt niet meer/)
        .first()
        .waitFor();
      await page.getByRole("link", { name: "Vraag een nieuwe link aan" }).waitFor();

      await logIn(page, site, email, NEW_PASSWORD);
      await page.waitForURL(`${site.baseUrl}/`);
    },
  },
  {
    name: "resend verification: an unknown address is invited to register, and the page passes axe",
    async run({ page, site }) {
      page.setDefaultTimeout(60_000);
      await open(page, `${site.baseUrl}/verificatie-mail-opnieuw-versturen`);
      await expectNoAxeViolations(page, "/verificatie-mail-opnieuw-versturen");
      await page.getByLabel("E-mailadres", { exact: true }).fill(`onbekend.${Date.now()}@example.nl`);
      await page.getByRole("button", { name: "Verstuur de e-mail opnieuw" }).click();
      await page.getByText("We kennen dit e-mailadres niet. Wil je je registreren?").waitFor();
      await page.getByRole("link", { name: "Registreer je hier" }).waitFor();
      await expectNoAxeViolations(page, "/verificatie-mail-opnieuw-versturen with an answer");
      for (const path of [
        "/verificatie-mail-succes",
        "/verificatie-mail-fout",
        "/email-gewijzigd-fout",
        "/registreren_klaar",
      ]) {
        const response = await open(page, `${site.baseUrl}${path}`);
        expect(response?.status()).toBe(200);
        await page.getByRole("heading", { level: 1 }).waitFor();
        await expectNoAxeViolations(page, path);
      }
    },
  },
  {
    name: "invitation: npm run invite mails a link; the person chooses username and password and can log in with them",
    async run({ page, site }) {
      page.setDefaultTimeout(60_000);
      const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
      const email = `uitgenodigd.${stamp}@example.nl`;
      const username = `Welkom${stamp}`.slice(0, 20);
      // The operator's command, against this running site (its DATA_DIR/running.json).
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: site.dataDir };
      for (const name of ["DATABASE_URL", "SMTP_URL", "SUPABASE_URL", "SUPABASE_SERVICE_ROLE_KEY"]) delete env[name];
      const output = execFileSync(process.execPath, ["--import", "tsx", path.join("scripts", "invite.ts"), email], {
        env,
        encoding: "utf8",
      });
      expect(output.trim()).toBe(`✓ ${email}: uitnodiging verstuurd`);

      const mail = await waitForMail(site.baseUrl, email, () => true);
      expect(mail?.subject).toBe("Je bent uitgenodigd voor ReumaNL");
      const link = mail!.links.find((candidate) => candidate.includes("/account/activate?type=invite&"))!;
      await open(page, link);
      await page.getByRole("heading", { level: 1, name: "Welkom bij ReumaNL" }).waitFor();
      await page.getByLabel("Gebruikersnaam", { exact: true }).waitFor();
      expect(page.url()).toBe(`${site.baseUrl}/account/activate/?type=invite`);
      await hydrated(page);
      await expectNoAxeViolations(page, "the invitation form");
      await page.screenshot({ path: "e2e/output/invitation-form-1280.png" });

      await page.getByLabel("Gebruikersnaam", { exact: true }).fill(username);
      await page.getByLabel("Wachtwoord", { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel("Herhaal wachtwoord", { exact: true }).fill("Zonnebloem88");
      await page.getByRole("button", { name: "Opslaan" }).click();
      await page.getByText("De wachtwoorden komen niet overeen").first().waitFor();
      await page.getByLabel("Herhaal wachtwoord", { exact: true }).fill(NEW_PASSWORD);
      await page.getByRole("button", { name: "Opslaan" }).click();
      await page.getByText(`Gelukt, ${username}.`, { exact: false }).waitFor();
      expect(page.url()).toBe(`${site.baseUrl}/account/activate/?type=invite&klaar=1`);
      await page
        .getByRole("banner")
        .getByRole("button", { name: new RegExp(username) })
        .waitFor();
      await expectNoAxeViolations(page, "the invitation done");
      await page.setViewportSize({ width: 375, height: 800 });
      await page.screenshot({ path: "e2e/output/invitation-done-375.png", fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });

      // The link worked once.
      await page.context().clearCookies();
      await open(page, link);
      await page.getByText(/Deze uitnodiging werkt niet meer/).waitFor();
      await expectNoAxeViolations(page, "a used invitation");

      await logIn(page, site, email, NEW_PASSWORD);
      await page.waitForURL(`${site.baseUrl}/`);
      await page.getByRole("button", { name: new RegExp(username) }).waitFor();
    },
  },
];
