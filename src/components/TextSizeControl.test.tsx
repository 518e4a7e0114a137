/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { installFetchRouter } from "../test-support/fetch-router";
import { serializeCookie } from "../platform/consent";
import { forgetCurrentUser } from "../platform/session/useCurrentUser";
import { readTextSize, TEXT_SIZE_SCRIPT, textSizeWrites } from "../platform/text-size";
import { TextSizeControl } from "./TextSizeControl";

function clearCookies(): void {
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]!.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

const api = installFetchRouter();
const CURRENT_USER = "GET /api/v1/CustomUser";
const CHANGE = "PUT /api/v1/CustomUser/ChangeTextSize";

beforeEach(() => {
  forgetCurrentUser();
  api.on(CURRENT_USER, { status: 204 });
  api.on(CHANGE, { body: { TextSize: "groter" } });
  clearCookies();
  document.documentElement.removeAttribute("data-text-size");
});

describe("the text size (issue 41: A, A+, A++)", () => {
  // First: once a size is pressed, the account's size is no longer taken on in this page load (module state).
  it("takes on a member's size from the account, and keeps a member's press with the account", async () => {
    api.on(CURRENT_USER, { body: { Id: "u1", Username: "Annelies", IsVolunteer: false, TextSize: "grootst" } });
    render(<TextSizeControl />);
    const largest = screen.getByRole("button", { name: "A++ (grootste tekst)" });
    await waitFor(() => expect(largest).toHaveAttribute("aria-pressed", "true"));
    expect(document.documentElement.getAttribute("data-text-size")).toBe("grootst");

    await userEvent.click(screen.getByRole("button", { name: "A+ (grotere tekst)" }));
    expect(document.documentElement.getAttribute("data-text-size")).toBe("groter");
    await waitFor(() => expect(api.requestsTo(CHANGE)).toHaveLength(1));
    expect(api.requestsTo(CHANGE)[0]!.body).toEqual({ TextSize: "groter" });
  });

  it("reads only the two larger sizes from the cookie; anything else is the normal size", () => {
    expect(readTextSize("text_size=groter")).toBe("groter");
    expect(readTextSize("a=b; text_size=grootst")).toBe("grootst");
    expect(readTextSize("text_size=enorm")).toBe("normaal");
    expect(readTextSize("")).toBe("normaal");
  });

  it("keeps the choice a year with functional cookies accepted, for the session without, and removes it for A", () => {
    expect(textSizeWrites("groter", "cookie_consent_functional=yes")).toEqual([["text_size", "groter", 365]]);
    expect(textSizeWrites("grootst", "cookie_consent_functional=no")).toEqual([["text_size", "grootst", 0]]);
    expect(textSizeWrites("grootst", "")).toEqual([["text_size", "grootst", 0]]);
    expect(textSizeWrites("normaal", "cookie_consent_functional=yes")).toEqual([["text_size", "", -1]]);
    const now = new Date("2026-11-29T10:00:00Z");
    expect(serializeCookie("text_size", "", -1, now, "localhost", false)).toBe(
      "text_size=; path=/; SameSite=Lax; expires=Thu, 01 Jan 1970 00:00:00 GMT",
    );
  });

  it("the head script sets the size from the cookie before anything renders, and ignores other values", () => {
    document.cookie = "text_size=grootst; path=/";
    new Function(TEXT_SIZE_SCRIPT)();
    expect(document.documentElement.getAttribute("data-text-size")).toBe("grootst");
    document.documentElement.removeAttribute("data-text-size");
    document.cookie = "text_size=<b>; path=/";
    new Function(TEXT_SIZE_SCRIPT)();
    expect(document.documentElement.hasAttribute("data-text-size")).toBe(false);
  });

  it("presses the size the page shows, and a press sets the page and the cookie at once", async () => {
    document.documentElement.setAttribute("data-text-size", "groter");
    render(<TextSizeControl />);
    const group = screen.getByRole("group", { name: "Tekstgrootte" });
    const normal = screen.getByRole("button", { name: "A (normale tekst)" });
    const larger = screen.getByRole("button", { name: "A+ (grotere tekst)" });
    const largest = screen.getByRole("button", { name: "A++ (grootste tekst)" });
    expect(group).toContainElement(largest);
    expect(larger).toHaveAttribute("aria-pressed", "true");
    expect(normal).toHaveAttribute("aria-pressed", "false");

    await userEvent.click(largest);
    expect(document.documentElement.getAttribute("data-text-size")).toBe("grootst");
    expect(readTextSize(document.cookie)).toBe("grootst");
    expect(largest).toHaveAttribute("aria-pressed", "true");
    expect(larger).toHaveAttribute("aria-pressed", "false");

    await userEvent.click(normal);
    expect(document.documentElement.hasAttribute("data-text-size")).toBe(false);
    expect(document.cookie).not.toMatch(/text_size=/);
    expect(normal).toHaveAttribute("aria-pressed", "true");
    // A visitor's choice stays in the browser.
    expect(api.requestsTo(CHANGE)).toHaveLength(0);
  });
});
