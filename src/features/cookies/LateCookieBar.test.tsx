import { render, screen, waitFor } from "@testing-library/react";
import { serverHtml } from "../../test-support/server-html";
import { LateCookieBar } from "./LateCookieBar";

function clearCookies() {
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** Hydrates the build's HTML of a page part holding the bar, as the page the browser opens does. */
function hydrateBar(pathname: string) {
  const page = (
    <div>
      <p>Artikel</p>
      <LateCookieBar pathname={pathname} />
    </div>
  );
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = serverHtml(page);
  const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
  render(page, { container, hydrate: true });
  return errors;
}

describe("LateCookieBar", () => {
  beforeEach(clearCookies);
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("is not in the build's HTML", () => {
    expect(serverHtml(<LateCookieBar pathname="/" />)).toBe("");
  });

  it("shows the bar after hydration when no choice was made, without a hydration mismatch", async () => {
    const errors = hydrateBar("/over-reuma/jicht/");
    expect(await screen.findByRole("region", { name: "ReumaNL gebruikt cookies" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Accepteren" })).toBeInTheDocument();
    expect(document.cookie).toContain("pageVisits=1");
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("stays away once functional cookies are accepted", async () => {
    document.cookie = "cookie_consent_functional=yes; path=/";
    document.cookie = "cookie_show=no; path=/";
    const errors = hydrateBar("/");
    // The bar's code has loaded and run once the page visit is counted.
    await waitFor(() => expect(document.cookie).toContain("pageVisits=1"));
    expect(screen.queryByRole("region")).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
