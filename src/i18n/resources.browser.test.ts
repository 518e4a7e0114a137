/**
 * @jest-environment jsdom
 */
import { hasNamespace, resources } from "./resources.browser";

describe("the browser's texts", () => {
  it("has the shell's texts on every page, but not the form and error texts before their code", () => {
    // No page texts in this document: only what the browser bundle itself carries.
    expect(document.getElementById("i18n-texts")).toBeNull();
    expect(resources.nl.common.skipLink).toBe("Naar de inhoud");
    expect(hasNamespace("forms")).toBe(false);
    expect(hasNamespace("errors")).toBe(false);
    expect(hasNamespace("reader")).toBe(false);
  });

  it("gets the form and error texts with the code that shows them, i18next too when it already runs", async () => {
    // As in the browser bundle: `./resources` is resources.browser.ts, react-i18next-package the package.
    jest.doMock("./resources", () => jest.requireActual("./resources.browser"));
    jest.doMock("react-i18next-package", () => jest.requireActual("react-i18next"), { virtual: true });
    const { default: i18next } = await import("./browser");
    expect(i18next.hasResourceBundle("nl", "forms")).toBe(false);

    // A form part (FieldError, SubmitButton, …) or the fetch helper brings them synchronously: an
    // error message appears after a press, and must not wait for a chunk (or suspend) then.
    await import("./forms-texts");
    await import("./errors-texts");
    expect((resources.nl.forms as Record<string, string>).errorPrefix).toBe("Fout:");
    expect((resources.nl.errors as Record<string, string>).generic).toBe("Er is iets misgegaan. Probeer het later opnieuw.");
    expect(i18next.hasResourceBundle("nl", "forms")).toBe(true);
    expect(i18next.getResource("nl", "forms", "summaryTitle")).toBe("Controleer wat je hebt ingevuld");
  });
});
