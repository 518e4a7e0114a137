import { antiforgeryTokenFor, isAntiforgeryCookieValue, newAntiforgeryCookieValue, verifyAntiforgery } from "./antiforgery";

const SECRET = "unit-test-secret-0123456789abcdef0123";

describe("anti-forgery tokens", () => {
  it("makes a fresh 32-byte base64url cookie value each time", () => {
    const a = newAntiforgeryCookieValue();
    expect(isAntiforgeryCookieValue(a)).toBe(true);
    expect(newAntiforgeryCookieValue()).not.toBe(a);
  });

  it("derives the same token from the same cookie and secret, and a different one otherwise", () => {
    const cookie = newAntiforgeryCookieValue();
    const token = antiforgeryTokenFor(cookie, SECRET);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token).not.toBe(cookie);
    expect(antiforgeryTokenFor(cookie, SECRET)).toBe(token);
    expect(antiforgeryTokenFor(newAntiforgeryCookieValue(), SECRET)).not.toBe(token);
    expect(antiforgeryTokenFor(cookie, `${SECRET}x`)).not.toBe(token);
  });

  it("accepts only the token of the cookie", () => {
    const cookie = newAntiforgeryCookieValue();
    const token = antiforgeryTokenFor(cookie, SECRET);
    expect(verifyAntiforgery(cookie, token, SECRET)).toBe(true);
    expect(verifyAntiforgery(cookie, undefined, SECRET)).toBe(false);
    expect(verifyAntiforgery(undefined, token, SECRET)).toBe(false);
    expect(verifyAntiforgery(cookie, "", SECRET)).toBe(false);
    expect(verifyAntiforgery(cookie, cookie, SECRET)).toBe(false);
    expect(verifyAntiforgery(cookie, `${token}x`, SECRET)).toBe(false);
    expect(verifyAntiforgery(cookie, token, "another-secret-0123456789abcdef0123")).toBe(false);
    expect(verifyAntiforgery("short", antiforgeryTokenFor("short", SECRET), SECRET)).toBe(false);
  });
});
