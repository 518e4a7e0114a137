import { textOf } from "../errors";
import { assertStrongPassword, isWeakPassword } from "./strength";

describe("password strength", () => {
  it.each(["Password1", "Qwerty123", "Welkom01", "Wachtwoord1", "Geheim123", "Zomer2023"])(
    "refuses the common or Dutch-guessable password %s",
    (password) => {
      expect(isWeakPassword(password)).toBe(true);
    },
  );

  it.each(["Tulpen4ever", "Fietsband77", "Reuma2026Veilig"])("accepts the harder password %s", (password) => {
    expect(isWeakPassword(password)).toBe(false);
  });

  it("counts the person's own username as a guessable word", () => {
    expect(isWeakPassword("Zonnebloem88Kast")).toBe(false);
    expect(isWeakPassword("Zonnebloem88Kast", ["Zonnebloem88Kast"])).toBe(true);
  });

  it("throws a 400 with the Dutch text at the given field", () => {
    expect(() => assertStrongPassword("Password1", "NewPassword")).toThrow(
      expect.objectContaining({ status: 400, code: "WeakPassword", fields: { NewPassword: ["auth:password.weak"] } }),
    );
    expect(textOf("auth:password.weak")).toBe(
      "Dit wachtwoord is te makkelijk te raden of komt voor in lijsten van gelekte wachtwoorden. Kies een langer wachtwoord, bijvoorbeeld een paar woorden met een cijfer.",
    );
  });
});

describe("passphrases", () => {
  it("accepts a long passphrase of common words, and still refuses a leaked one", () => {
    expect(isWeakPassword("correct horse battery staple")).toBe(false);
    expect(isWeakPassword("passwordpassword")).toBe(true);
  });
});
