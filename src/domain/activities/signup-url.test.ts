import { signUpHref } from "./signup-url";

describe("sign-up links (spec 001 §2.4, §5)", () => {
  it("keeps http and https addresses", () => {
    expect(signUpHref("https://example.org/aanmelden")).toBe("https://example.org/aanmelden");
    expect(signUpHref("http://example.org")).toBe("http://example.org");
  });

  it("gives an address without a protocol a protocol-relative prefix", () => {
    expect(signUpHref("www.example.org/aanmelden")).toBe("//www.example.org/aanmelden");
    expect(signUpHref("example.org:8080/x")).toBe("//example.org:8080/x");
    expect(signUpHref("//example.org")).toBe("//example.org");
  });

  it("gives no link for other schemes, spaces or nothing", () => {
    expect(signUpHref("javascript:alert(1)")).toBeNull();
    expect(signUpHref("mailto:a@b.nl")).toBeNull();
    expect(signUpHref("data:text/html,x")).toBeNull();
    expect(signUpHref("www.example.org/met spatie")).toBeNull();
    expect(signUpHref("")).toBeNull();
    expect(signUpHref(null)).toBeNull();
  });
});
