import {
  BAR_LIFETIME_DAYS,
  SHORT_LIFETIME_DAYS,
  acceptAllWrites,
  acceptSettingsWrites,
  acceptVideoWrites,
  barAllowedOn,
  cookieDomain,
  pageVisitWrites,
  popupClosedWrites,
  readConsent,
  resetWrites,
  serializeCookie,
} from "./consent";

describe("cookie consent rules", () => {
  it("uses the spec's cookie names and lifetimes: 1000 days from the bar, 30 from the video or a reset", () => {
    expect(BAR_LIFETIME_DAYS).toBe(1000);
    expect(SHORT_LIFETIME_DAYS).toBe(30);
    expect(acceptAllWrites()).toEqual([
      ["cookie_consent_video", "yes", 1000],
      ["cookie_consent_analytics", "yes", 1000],
      ["cookie_consent_functional", "yes", 1000],
      ["cookie_show", "no", 1000],
    ]);
    expect(acceptVideoWrites()).toEqual([["cookie_consent_video", "yes", 30]]);
    expect(resetWrites()).toEqual([["cookie_show", "yes", 30]]);
  });

  it("with the settings open sets video per checkbox and functional and analytics always to yes", () => {
    expect(acceptSettingsWrites(false)).toEqual([
      ["cookie_consent_video", "no", 1000],
      ["cookie_consent_analytics", "yes", 1000],
      ["cookie_consent_functional", "yes", 1000],
      ["cookie_show", "no", 1000],
    ]);
    expect(acceptSettingsWrites(true)[0]).toEqual(["cookie_consent_video", "yes", 1000]);
  });

  it("shows the bar unless functional consent is given, and again after a reset", () => {
    expect(readConsent("").show).toBe(true);
    expect(readConsent("cookie_consent_functional=no").show).toBe(true);
    expect(readConsent("cookie_consent_functional=yes; cookie_show=no")).toEqual({
      show: false,
      functional: "yes",
      analytics: undefined,
      video: undefined,
    });
    expect(readConsent("cookie_consent_functional=yes; cookie_show=yes").show).toBe(true);
    expect(readConsent("cookie_consent_video=maybe").video).toBeUndefined();
  });

  it("never shows the bar on the new-password page", () => {
    expect(barAllowedOn("/wachtwoord/opnieuw-instellen/")).toBe(false);
    expect(barAllowedOn("/wachtwoord/opnieuw-instellen")).toBe(false);
    expect(barAllowedOn("/wachtwoord/vergeten/")).toBe(true);
    expect(barAllowedOn("/")).toBe(true);
  });

  it("makes popupClosed and pageVisits session cookies and counts page visits", () => {
    expect(popupClosedWrites()).toEqual([["popupClosed", "true", 0]]);
    expect(pageVisitWrites("pageVisits=4")).toEqual([["pageVisits", "5", 0]]);
    expect(pageVisitWrites("")).toEqual([["pageVisits", "1", 0]]);
    const now = new Date("2026-01-01T00:00:00Z");
    expect(serializeCookie("pageVisits", "1", 0, now, "localhost", false)).toBe("pageVisits=1; path=/; SameSite=Lax");
  });

  it("writes the expiry date and the main domain only when on it", () => {
    const now = new Date("2026-01-01T00:00:00Z");
    expect(serializeCookie("cookie_show", "no", 1000, now, "www.reumanl.nl", true)).toBe(
      `cookie_show=no; path=/; SameSite=Lax; expires=${new Date("2028-09-27T00:00:00Z").toUTCString()}; domain=reumanl.nl; Secure`,
    );
    expect(serializeCookie("cookie_consent_video", "yes", 30, now, "localhost", false)).toContain(
      `expires=${new Date("2026-01-31T00:00:00Z").toUTCString()}`,
    );
    expect(cookieDomain("reumanl.nl")).toBe("reumanl.nl");
    expect(cookieDomain("preview.netlify.app")).toBeUndefined();
    expect(cookieDomain("notreumanl.nl")).toBeUndefined();
  });
});
