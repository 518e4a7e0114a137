/**
 * @jest-environment jsdom
 */
import { hasNamespace, resources } from "./resources.browser";

describe("the browser's texts before anything loads", () => {
  it("has the form texts on every page: an error message appears after a press, and must not wait for a chunk then", () => {
    // No page texts in this document: only what the browser bundle itself carries.
    expect(document.getElementById("i18n-texts")).toBeNull();
    expect(hasNamespace("forms")).toBe(true);
    const forms = resources.nl.forms as Record<string, string>;
    expect(forms.errorPrefix).toBe("Fout:");
    expect(forms.summaryTitle).toBe("Controleer wat je hebt ingevuld");
    expect(hasNamespace("reader")).toBe(false);
  });
});
