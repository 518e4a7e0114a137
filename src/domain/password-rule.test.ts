/** The new-password rule per ASVS 2.1: the spec's rule below 16 characters, passphrases above. */
import { newPasswordSchema, PASSPHRASE_MIN } from "./auth";

const passes = (password: string) => newPasswordSchema.safeParse(password).success;

describe("a new password", () => {
  it("may be a long passphrase without upper case or digits", () => {
    expect(PASSPHRASE_MIN).toBe(16);
    expect(passes("correct horse battery staple")).toBe(true);
    expect(passes("mijn knieën doen pijn in de winter")).toBe(true);
  });

  it("keeps the spec's rule for passwords under 16 characters", () => {
    expect(passes("geheimpje123")).toBe(false);
    expect(passes("fietsenwinkeltj")).toBe(false); // 15 characters, no upper case, no digit
    expect(passes("Geheim123")).toBe(true);
    expect(newPasswordSchema.safeParse("kort").error?.issues[0]?.message).toBe("password.rule");
  });

  it("allows at least 64 characters and every printable character", () => {
    expect(passes("é".repeat(40) + " 🌷 " + "x".repeat(30))).toBe(true);
    expect(passes("a".repeat(201))).toBe(false);
  });
});
