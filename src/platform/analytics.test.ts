/** @jest-environment jsdom */
import { loadAnalytics } from "./analytics";

describe("analytics", () => {
  afterEach(() => document.getElementById("rnl-analytics")?.remove());

  it("loads nothing without analytics consent or without an id", () => {
    expect(
      loadAnalytics("GTM-TEST", { show: true, functional: undefined, analytics: undefined, video: undefined }),
    ).toBe(false);
    expect(loadAnalytics("GTM-TEST", { show: false, functional: "yes", analytics: "no", video: "yes" })).toBe(false);
    expect(loadAnalytics(undefined, { show: false, functional: "yes", analytics: "yes", video: "yes" })).toBe(false);
    expect(document.querySelectorAll("script")).toHaveLength(0);
  });

  it("adds the tag-manager script once after consent", () => {
    const consent = { show: false, functional: "yes", analytics: "yes", video: "no" } as const;
    expect(loadAnalytics("GTM-TEST", consent)).toBe(true);
    expect(loadAnalytics("GTM-TEST", consent)).toBe(true);
    const scripts = document.querySelectorAll("script");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-TEST");
  });
});
