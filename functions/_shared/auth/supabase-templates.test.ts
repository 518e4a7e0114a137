/** supabase/config.toml names a Dutch template for every auth mail, and each links to our pages. */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../../..");
const config = readFileSync(path.join(ROOT, "supabase/config.toml"), "utf8");

const EXPECTED: Record<string, string | null> = {
  confirmation: "/account/activate?email={{ .Email }}&amp;token={{ .TokenHash }}",
  recovery: "/wachtwoord/opnieuw-instellen?email={{ .Email }}&amp;token={{ .TokenHash }}",
  email_change: "/email-gewijzigd?email={{ .NewEmail }}&amp;token={{ .TokenHash }}",
  magic_link: "/account/activate?email={{ .Email }}&amp;token={{ .TokenHash }}",
  invite: "/account/activate?type=invite&amp;email={{ .Email }}&amp;token={{ .TokenHash }}",
  reauthentication: null,
};

describe("Supabase auth e-mail templates", () => {
  it.each(Object.entries(EXPECTED))(
    "%s is configured, Dutch, and links to our page with the token hash",
    (name, link) => {
      const section = new RegExp(
        `\\[auth\\.email\\.template\\.${name}\\]\\nsubject = "([^"]+)"\\ncontent_path = "\\./(supabase/templates/[a-z_]+\\.html)"`,
      ).exec(config);
      expect(section).not.toBeNull();
      const file = path.join(ROOT, section![2]!);
      expect(existsSync(file)).toBe(true);
      const html = readFileSync(file, "utf8");
      expect(html).toContain('<html lang="nl">');
      expect(html).toContain("Groeten van het team van ReumaNL");
      if (link) expect(html).toContain(`{{ .SiteURL }}${link}`);
      else expect(html).toContain("{{ .Token }}");
    },
  );

  it("keeps e-mail confirmation on and links to a day (the reset hour is checked by the functions)", () => {
    expect(config).toMatch(/\[auth\.email\][^[]*enable_confirmations = true/);
    expect(config).toMatch(/otp_expiry = 86400/);
    expect(config).toMatch(/minimum_password_length = 8/);
  });
});
