/** @jest-environment jsdom */
import { FORM_GUARD } from "./form-guard";

describe("the inline form guard", () => {
  beforeAll(() => {
    // The script as the page's head runs it.
    new Function(FORM_GUARD)();
  });

  const submitted = (form: HTMLFormElement) => {
    document.body.append(form);
    const event = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    form.remove();
    return event.defaultPrevented;
  };

  it("holds a form that its island sends (no action of its own)", () => {
    expect(submitted(document.createElement("form"))).toBe(true);
  });

  it("lets the search box go out as the plain GET to /zoeken/ it is meant to be", () => {
    const form = document.createElement("form");
    form.setAttribute("action", "/zoeken/");
    expect(submitted(form)).toBe(false);
  });
});
