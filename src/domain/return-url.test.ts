import { loginPath, safeReturnUrl } from "./return-url";

describe("safeReturnUrl", () => {
  it.each([
    ["/ontmoet-elkaar", "/ontmoet-elkaar"],
    ["/ontmoet-elkaar/gesprekken?page=2#reactie-5", "/ontmoet-elkaar/gesprekken?page=2#reactie-5"],
    ["/", "/"],
  ])("follows the same-site path %s", (input, expected) => {
    expect(safeReturnUrl(input)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [""],
    ["ontmoet-elkaar"],
    ["https://evil.example/"],
    ["//evil.example/pad"],
    ["/\\evil.example"],
    ["/\t/evil.example"],
    ["/\n/evil.example"],
    ["javascript:alert(1)"],
    [" /ontmoet-elkaar"],
  ])("sends %p to the homepage", (input) => {
    expect(safeReturnUrl(input)).toBe("/");
  });

  it("does not return to the login or register page itself", () => {
    expect(safeReturnUrl("/inloggen?returnUrl=/x")).toBe("/");
    expect(safeReturnUrl("/registreren/")).toBe("/");
  });
});

describe("loginPath", () => {
  it("adds the session-timeout flag and the page to return to", () => {
    expect(loginPath("/ontmoet-elkaar/verhalen", { sessionTimeout: true })).toBe(
      "/inloggen?sessionTimeout=true&returnUrl=%2Fontmoet-elkaar%2Fverhalen",
    );
  });

  it("leaves out a return address that would not be followed", () => {
    expect(loginPath("https://evil.example")).toBe("/inloggen");
  });
});
