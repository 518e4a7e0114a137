import { render, screen } from "@testing-library/react";
import { serverHtml } from "../../test-support/server-html";
import { readConsent } from "../../platform/consent";
import { BAR_HEIGHT_PROPERTY, CookieBar, EARLY_BAR_ID } from "./CookieBar";
import { EARLY_BAR_CLASS, EARLY_BAR_SCRIPT, EarlyCookieBar, earlyBarOn } from "./EarlyCookieBar";
import { LateCookieBar } from "./LateCookieBar";

function clearCookies() {
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** Runs the copy's script against a cookie header and a copy of this height: the class and the height it sets. */
function runScript(cookie: string, height = 87.2): { shown: boolean; height: string | undefined } {
  const classes = new Set<string>();
  const properties = new Map<string, string>();
  const fakeDocument = {
    cookie,
    documentElement: {
      classList: { add: (name: string) => classes.add(name) },
      style: { setProperty: (name: string, value: string) => properties.set(name, value) },
    },
    getElementById: (id: string) => (id === EARLY_BAR_ID ? { getBoundingClientRect: () => ({ height }) } : null),
  };
  new Function("document", EARLY_BAR_SCRIPT)(fakeDocument);
  return { shown: classes.has(EARLY_BAR_CLASS), height: properties.get(BAR_HEIGHT_PROPERTY) };
}

/** The static HTML's copy and the height script at the start of the body, as the build writes them. */
function putCopyInBody(): HTMLElement {
  document.body.insertAdjacentHTML("afterbegin", serverHtml(<EarlyCookieBar />));
  return document.getElementById(EARLY_BAR_ID)!;
}

describe("EarlyCookieBar", () => {
  beforeEach(clearCookies);
  afterEach(() => {
    document.body.innerHTML = "";
    document.documentElement.style.removeProperty(BAR_HEIGHT_PROPERTY);
  });

  it("is shown by its script exactly when the bar will show (readConsent)", () => {
    const headers = [
      "",
      "pageVisits=3",
      "cookie_consent_functional=yes",
      "cookie_consent_functional=yes; cookie_show=no",
      "cookie_consent_functional=no; cookie_show=no",
      "cookie_consent_functional=yes; cookie_show=yes",
      "cookie_show=no",
      "other=1;cookie_consent_functional=yes ;cookie_show=no",
      "cookie_consent_functional=no; cookie_consent_functional=yes",
      "cookie_consent_functional=yes; cookie_show=no; cookie_show=yes",
      "xcookie_consent_functional=yes",
      "cookie_consent_functional=yesno",
    ];
    for (const header of headers) expect([header, runScript(header).shown]).toEqual([header, readConsent(header).show]);
  });

  it("has the bar's content (texts from the locale file), inert and hidden from assistive technology", () => {
    const copy = putCopyInBody();
    expect(copy).toHaveAttribute("inert");
    expect(copy).toHaveAttribute("aria-hidden", "true");
    expect(copy).toHaveClass("cookie-bar", "cookie-bar--early");
    expect(copy).toHaveTextContent("ReumaNL gebruikt cookies");
    const { container } = render(<CookieBar pathname="/" reload={jest.fn()} />);
    // The same elements, classes and texts as the React bar's: the same size and place. Only the
    // privacy link has no address in the copy, so it is no link before the skip links.
    expect(copy.querySelector("a")).not.toHaveAttribute("href");
    const withoutIds = (element: Element) =>
      element.outerHTML
        .replace(/ id="[^"]*"/g, "")
        .replace(/<!-- -->/g, "")
        .replace(/ href="[^"]*"/g, "");
    expect(withoutIds(copy.querySelector(".cookie-bar__inner")!)).toBe(
      withoutIds(container.querySelector(".cookie-bar__inner")!),
    );
  });

  it("publishes its height when shown, as the React bar does, and nothing when hidden", () => {
    expect(runScript("").height).toBe("88px");
    expect(runScript("cookie_consent_functional=yes").height).toBeUndefined();
    expect(runScript("", 0).height).toBeUndefined();
  });

  it("gives its place to the React bar once the page has hydrated, without a hydration mismatch", async () => {
    putCopyInBody();
    document.documentElement.style.setProperty(BAR_HEIGHT_PROPERTY, "87px");
    const page = <LateCookieBar pathname="/ontmoet-elkaar/gesprekken/" />;
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = serverHtml(page);
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    render(page, { container, hydrate: true });
    expect(await screen.findByRole("region", { name: "ReumaNL gebruikt cookies" })).toBeInTheDocument();
    expect(document.getElementById(EARLY_BAR_ID)).toBeNull();
    expect(document.querySelectorAll(".cookie-bar")).toHaveLength(1);
    expect(document.documentElement.style.getPropertyValue(BAR_HEIGHT_PROPERTY)).toMatch(/^\d+px$/);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("is removed, with its height, when the bar does not show after all", () => {
    document.cookie = "cookie_consent_functional=yes; path=/";
    putCopyInBody();
    document.documentElement.style.setProperty(BAR_HEIGHT_PROPERTY, "87px");
    render(<CookieBar pathname="/" />);
    expect(document.getElementById(EARLY_BAR_ID)).toBeNull();
    expect(document.documentElement.style.getPropertyValue(BAR_HEIGHT_PROPERTY)).toBe("");
  });

  it("is left out of the pages without the shell's bar", () => {
    expect(earlyBarOn("/ontmoet-elkaar/gesprekken/[group]/[conversation]/")).toBe(true);
    expect(earlyBarOn("/")).toBe(true);
    expect(earlyBarOn("/wachtwoord/opnieuw-instellen/")).toBe(false);
    expect(earlyBarOn("/print/over-reuma/jicht/")).toBe(false);
  });
});
