/**
 * Browser tests of the profile and deletion: a new participant fills the profile (a postcode the
 * geocoder does not know first), adds a photo and sees it in the sidebar, removes it through the
 * confirmation dialog, and deletes the account through the mailed link. Run with
 * `E2E_PORT=8902 npx tsx e2e/run.ts account-profile` after a build.
 */
import sharp from "sharp";
import type { Page } from "playwright-core";
import { expect } from "../expect";
import { submitRegistration } from "../demo";
import { expectNoAxeViolations, waitForMail, outputDir, type Site, type TestCase } from "../harness";

const PASSWORD = "Reuma2026Veilig";

/**
 * The harness runs the functions through @netlify/dev (each call bundles its function; on a busy
 * 2-core machine a page with its scripts takes 10–20 s), so these long flows allow more time.
 */
function patient(page: Page): void {
  page.setDefaultTimeout(60_000);
  page.setDefaultNavigationTimeout(60_000);
}

/** Opens a page and waits until React has hydrated it (typing before that would be lost). */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
}

async function registerAndLogin(page: Page, site: Site): Promise<{ username: string; email: string }> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const username = `Prof${stamp}`.slice(0, 20);
  const email = `profiel.${stamp}@example.nl`;
  await open(page, `${site.baseUrl}/registreren`);
  const accept = page.getByRole("button", { name: "Accepteren" });
  if (await accept.isVisible()) {
    await accept.click();
    await page.waitForLoadState("networkidle");
  }
  await submitRegistration(page, { username, email, password: PASSWORD });
  await page.getByRole("heading", { name: "Bijna klaar: bevestig je e-mailadres" }).waitFor();
  const mail = await waitForMail(site.baseUrl, email, (m) => m.links.some((l) => l.includes("/account/activate?")));
  const link = mail!.links.find((l) => l.includes("/account/activate?"));
  await page.goto(link!);
  await page.waitForURL(/\/verificatie-mail-succes\/?$/, { waitUntil: "commit" });
  await page.getByText("Je e-mailadres is bevestigd").first().waitFor();
  await open(page, `${site.baseUrl}/inloggen?returnUrl=%2Faccount%2Fprofiel`);
  await page.getByLabel("E-mailadres", { exact: true }).fill(email);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Inloggen", exact: true }).click();
  await page.waitForURL(`${site.baseUrl}/account/profiel`);
  await page.waitForLoadState("networkidle");
  return { username, email };
}

export const tests: TestCase[] = [
  {
    name: "an account page without a session sends a visitor who never logged in to the login page, without a time-out notice",
    async run({ page, site }) {
      patient(page);
      await page.goto(`${site.baseUrl}/account/profiel`);
      await page.waitForURL(/\/inloggen\/?\?returnUrl=%2Faccount%2Fprofiel/);
      await page.getByRole("button", { name: "Inloggen", exact: true }).waitFor();
      expect(await page.getByText("Je bent automatisch uitgelogd").count()).toBe(0);
    },
  },
  {
    name: "a participant fills the profile, adds and removes a photo, and deletes the account through the mailed link",
    async run({ page, site }) {
      patient(page);
      const { username, email } = await registerAndLogin(page, site);
      await page.getByRole("heading", { level: 1, name: "Mijn profiel" }).waitFor();
      await page.getByText(username, { exact: true }).first().waitFor();
      await page.getByText(/^Lid sinds [a-z]+ \d{4}$/).waitFor();
      await page.getByText("Relatie met reuma: Dit wil ik niet delen").waitFor();
      await expectNoAxeViolations(page, "/account/profiel");

      // An address the geocoder does not know: the spec's text at the postcode field.
      await page.getByRole("radio", { name: "Vrouw" }).check();
      await page.getByLabel("Geboortejaar").fill("1961");
      await page.getByLabel("Postcode").fill("9999 ZZ");
      await page.getByLabel("Huisnummer").fill("3");
      await page.getByRole("button", { name: "Profiel opslaan" }).click();
      const postcode = page.getByLabel("Postcode");
      await page
        .locator("#profile-Postcode-error")
        .getByText("Deze combinatie van postcode en huisnummer wordt niet herkend.")
        .waitFor();
      expect(await postcode.getAttribute("aria-invalid")).toBe("true");
      await expectNoAxeViolations(page, "/account/profiel with an error");

      await postcode.fill("3511 LX");
      await page.getByLabel("Huisnummer").fill("12");
      await page.getByRole("button", { name: "Ja, ik geef toestemming" }).click();
      await page.getByRole("radio", { name: "Ik heb zelf reuma" }).check();
      await page.getByRole("checkbox", { name: "Jicht", exact: true }).check();
      await page.getByRole("checkbox", { name: "Bewegen", exact: true }).check();
      await page.getByRole("button", { name: "Profiel opslaan" }).click();
      await page.getByText("Je profiel is opgeslagen.").waitFor();
      expect(await postcode.inputValue()).toBe("3511LX");

      // A photo (made here with sharp, with a GPS position in its EXIF).
      const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#2e7d5b" } })
        .jpeg()
        .withExif({
          IFD3: { GPSLatitudeRef: "N", GPSLatitude: "52/1 5/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "5/1 7/1 0/1" },
        })
        .toBuffer();
      const chooser = page.waitForEvent("filechooser");
      await page.getByRole("button", { name: "Foto toevoegen" }).click();
      await (await chooser).setFiles({ name: "vakantie.jpg", mimeType: "image/jpeg", buffer: jpeg });
      await page.getByText("Je foto is opgeslagen.").waitFor();
      const photo = page.getByRole("img", { name: `Profielfoto van ${username}` });
      await photo.waitFor();
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>(".profile-block__photo");
        return Boolean(img && img.complete && img.naturalWidth === 360);
      });
      const box = await photo.boundingBox();
      expect(Math.round(box!.width)).toBe(90);
      await page.screenshot({ path: `${outputDir}/account-profile-1280.png`, fullPage: true });
      await expectNoAxeViolations(page, "/account/profiel with a photo");
      await page.setViewportSize({ width: 375, height: 800 });
      await page.screenshot({ path: `${outputDir}/account-profile-375.png`, fullPage: true });
      await expectNoAxeViolations(page, "/account/profiel at 375 px");
      await page.setViewportSize({ width: 1280, height: 900 });

      // Removing the photo asks first, in a dialog.
      await page.getByRole("button", { name: "Foto verwijderen" }).click();
      const dialog = page.getByRole("dialog", { name: "Foto verwijderen?" });
      await dialog.waitFor();
      await expectNoAxeViolations(page, "photo removal dialog");
      // The page behind the dialog is inert: its links and buttons cannot be reached.
      expect(await page.locator("#___gatsby").getAttribute("inert")).toBe("");
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      expect(await page.locator("#___gatsby").getAttribute("inert")).toBe(null);
      await page.getByRole("button", { name: "Foto verwijderen" }).click();
      await page.getByRole("button", { name: "Ja, verwijder mijn foto" }).click();
      await page.getByText("Je foto is verwijderd.").waitFor();
      await page.getByRole("img", { name: "Nog geen profielfoto" }).waitFor();

      // After a reload the saved profile is there.
      await page.reload();
      await page.getByRole("radio", { name: "Ik heb zelf reuma" }).waitFor();
      expect(await page.getByRole("radio", { name: "Ik heb zelf reuma" }).isChecked()).toBe(true);
      expect(await page.getByLabel("Geboortejaar").inputValue()).toBe("1961");

      // The dropdown has the account links.
      await page
        .getByRole("banner")
        .getByRole("button", { name: new RegExp(username) })
        .click();
      await page.getByRole("banner").getByRole("link", { name: "Mijn profiel" }).waitFor();
      await page.keyboard.press("Escape");

      // The overview page and the data download.
      await open(page, `${site.baseUrl}/account`);
      await page.getByRole("heading", { level: 1, name: "Mijn account" }).waitFor();
      await expectNoAxeViolations(page, "/account");
      const exported = await page.request.get(`${site.baseUrl}/api/v1/account/export`);
      expect(exported.status()).toBe(200);
      expect(((await exported.json()) as { account: { email: string } }).account.email).toBe(email);

      // Deletion from the settings page: a wrong password first, then the dialog and the mail.
      await open(page, `${site.baseUrl}/account/instellingen`);
      await page.getByRole("checkbox", { name: "ReumaNederland" }).waitFor();
      await expectNoAxeViolations(page, "/account/instellingen");
      const section = page.getByRole("region", { name: "Account verwijderen" });
      await section.getByLabel("Je wachtwoord", { exact: true }).fill("Verkeerd123");
      await section.getByRole("button", { name: "Account verwijderen" }).click();
      await page.getByRole("dialog", { name: "Weet je het zeker?" }).waitFor();
      await page.getByRole("button", { name: "Ja, stuur de e-mail" }).click();
      await section.getByText("Dit is niet het juiste wachtwoord").waitFor();
      await section.getByLabel("Je wachtwoord", { exact: true }).fill(PASSWORD);
      await section.getByRole("button", { name: "Account verwijderen" }).click();
      await page.getByRole("button", { name: "Ja, stuur de e-mail" }).click();
      await page.waitForURL(`${site.baseUrl}/account-verwijderd`);
      await page.waitForLoadState("networkidle");
      await page.getByRole("heading", { name: "Bevestig het verwijderen in je e-mail" }).waitFor();
      await page
        .getByText("Na het bevestigen kunnen we je account niet meer herstellen, en bewaren we geen gegevens van je.")
        .waitFor();
      await expectNoAxeViolations(page, "/account-verwijderd");

      const mail = await waitForMail(site.baseUrl, email, (m) => m.subject.startsWith("Bevestig het verwijderen"));
      const link = mail!.links.find((l) => l.includes("/bevestiging-account-verwijderd?token="));
      expect(link).toBeTruthy();
      await open(page, link!);
      // Opening the link deletes nothing (mail scanners open links): the page asks for a click.
      await page.getByRole("heading", { name: "Account verwijderen" }).waitFor();
      const confirmButton = page.getByRole("button", { name: "Ja, verwijder mijn account definitief" });
      await confirmButton.waitFor();
      await page.waitForLoadState("networkidle");
      expect((await page.request.get(`${site.baseUrl}/api/v1/CustomUser`)).status()).toBe(200);
      await expectNoAxeViolations(page, "/bevestiging-account-verwijderd (ask)");
      await page.setViewportSize({ width: 375, height: 800 });
      await page.screenshot({ path: `${outputDir}/account-delete-confirm-375.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: `${outputDir}/account-delete-confirm-1280.png`, fullPage: true });
      await confirmButton.click();
      await page.getByRole("heading", { name: "Je account is verwijderd" }).waitFor();
      await page.getByText(/We bewaren niets meer van je. Herstellen is niet mogelijk./).waitFor();
      await page.screenshot({ path: `${outputDir}/account-deleted.png`, fullPage: true });
      await expectNoAxeViolations(page, "/bevestiging-account-verwijderd");
      // No current user any more: the session probe answers as to a visitor (decision 233).
      expect((await page.request.get(`${site.baseUrl}/api/v1/CustomUser`)).status()).toBe(204);

      // The link works once.
      await open(page, link!);
      await page.getByRole("button", { name: "Ja, verwijder mijn account definitief" }).click();
      await page.waitForURL(/\/account-verwijderd-fout\/?$/);
      await page.waitForLoadState("networkidle");
      await page.getByRole("heading", { name: "Je account is niet verwijderd" }).waitFor();
      await expectNoAxeViolations(page, "/account-verwijderd-fout");
    },
  },
];
