import {
  antiforgeryTokenFor,
  isAntiforgeryCookieValue,
  newAntiforgeryCookieValue,
  verifyAntiforgery,
} from "./antiforgery";

const SECRET = "unit-test-secret-0123456789abcdef0123";

describe("anti-forgery tokens", () => {
  it("makes a fresh 32-byte base64url cookie value each time", () => {
    const a = newAntiforgeryCookieValue();
    expect(isAntiforgeryCookieValue(a)).toBe(true);
    expect(newAntiforgeryCookieValue()).not.toBe(a);
  });

  it("derives the same token from the same cookie and secret, and a different one otherwise", () => {
    const cookie = newAntiforgeryCookieValue();
    const token = antiforgeryTokenFor(cookie, undefined, SECRET);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token).not.toBe(cookie);
    expect(antiforgeryTokenFor(cookie, undefined, SECRET)).toBe(token);
    expect(antiforgeryTokenFor(newAntiforgeryCookieValue(), undefined, SECRET)).not.toBe(token);
    expect(antiforgeryTokenFor(cookie, undefined, `${SECRET}x`)).not.toBe(token);
  });

  it("accepts only the token of the cookie", () => {
    const cookie = newAntiforgeryCookieValue();
    const token = antiforgeryTokenFor(cookie, undefined, SECRET);
    expect(verifyAntiforgery(cookie, undefined, token, SECRET)).toBe(true);
    expect(verifyAntiforgery(cookie, undefined, undefined, SECRET)).toBe(false);
    expect(verifyAntiforgery(undefined, undefined, token, SECRET)).toBe(false);
    expect(verifyAntiforgery(cookie, undefined, "", SECRET)).toBe(false);
    expect(verifyAntiforgery(cookie, undefined, cookie, SECRET)).toBe(false);
    expect(verifyAntiforgery(cookie, undefined, `${token}x`, SECRET)).toBe(false);
    expect(verifyAntiforgery(cookie, undefined, token, "another-secret-0123456789abcdef0123")).toBe(false);
    expect(verifyAntiforgery("short", undefined, antiforgeryTokenFor("short", undefined, SECRET), SECRET)).toBe(false);
  });

  it("binds the token to the session: a visitor's token is worth nothing after a login, and one session's token not in another", () => {
    const cookie = newAntiforgeryCookieValue();
    const session = "S".repeat(43);
    const visitorToken = antiforgeryTokenFor(cookie, undefined, SECRET);
    const sessionToken = antiforgeryTokenFor(cookie, session, SECRET);
    expect(verifyAntiforgery(cookie, session, sessionToken, SECRET)).toBe(true);
    expect(verifyAntiforgery(cookie, session, visitorToken, SECRET)).toBe(false);
    expect(verifyAntiforgery(cookie, "T".repeat(43), sessionToken, SECRET)).toBe(false);
    expect(verifyAntiforgery(cookie, undefined, sessionToken, SECRET)).toBe(false);
  });
});
