/** @jest-environment jsdom */
import { COOKIE } from "../../platform/consent";
import { trackAppSelector } from "./analytics";

const setConsent = (value: "yes" | "no" | null) => {
  document.cookie =
    value === null
      ? `${COOKIE.analytics}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
      : `${COOKIE.analytics}=${value}; path=/`;
};

describe("the app guide's analytics events", () => {
  beforeEach(() => {
    delete window.dataLayer;
    setConsent(null);
  });

  it("queues nothing while analytics consent is undecided or refused", () => {
    expect(trackAppSelector("wizard:next:goals")).toBe(false);
    setConsent("no");
    expect(trackAppSelector("wizard:next:goals")).toBe(false);
    expect(window.dataLayer).toBeUndefined();
  });

  it("pushes category app_selector, action clicks_buttons and the label after consent", () => {
    setConsent("yes");
    expect(trackAppSelector("wizard:next:goals")).toBe(true);
    expect(trackAppSelector("result:app:stoelfit")).toBe(true);
    expect(window.dataLayer).toEqual([
      { event: "app_selector", category: "app_selector", action: "clicks_buttons", label: "wizard:next:goals" },
      { event: "app_selector", category: "app_selector", action: "clicks_buttons", label: "result:app:stoelfit" },
    ]);
  });
});
