import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { resetCookieBar } from "../../platform/consent";
import { CookieBar } from "./CookieBar";
import { VideoConsent } from "../../components/VideoConsent";

function clearCookies() {
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

const jar = () =>
  Object.fromEntries(
    document.cookie
      .split("; ")
      .filter(Boolean)
      .map((c) => c.split("=") as [string, string]),
  );

describe("CookieBar", () => {
  beforeEach(clearCookies);

  it("accepts everything and reloads", async () => {
    const reload = jest.fn();
    const events: Event[] = [];
    window.addEventListener("cookie_consent_accepted", (e) => events.push(e));
    render(<CookieBar pathname="/" reload={reload} />);
    expect(screen.getByRole("link", { name: "Privacyverklaring" })).toHaveAttribute("href", "/privacy");
    await userEvent.click(screen.getByRole("button", { name: "Accepteren" }));
    expect(jar()).toMatchObject({
      cookie_consent_video: "yes",
      cookie_consent_analytics: "yes",
      cookie_consent_functional: "yes",
      cookie_show: "no",
      pageVisits: "1",
    });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(events).toHaveLength(1);
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("in settings mode shows functional and analytics checked and disabled, video per checkbox", async () => {
    const reload = jest.fn();
    render(<CookieBar pathname="/contact/" reload={reload} />);
    await userEvent.click(screen.getByRole("button", { name: "Bekijk instellingen" }));
    expect(jar().popupClosed).toBe("true");
    const functional = screen.getByRole("checkbox", { name: "Functionele cookies (altijd aan)" });
    const analytics = screen.getByRole("checkbox", { name: "Analytische cookies (altijd aan)" });
    expect(functional).toBeChecked();
    expect(functional).toBeDisabled();
    expect(analytics).toBeChecked();
    expect(analytics).toBeDisabled();
    expect(screen.getByRole("checkbox", { name: "Video’s van YouTube tonen" })).not.toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Instellingen opslaan" }));
    expect(jar()).toMatchObject({
      cookie_consent_video: "no",
      cookie_consent_analytics: "yes",
      cookie_consent_functional: "yes",
      cookie_show: "no",
    });
    expect(reload).toHaveBeenCalled();
  });

  it("is not shown once functional consent is given, nor on the new-password page", () => {
    const { container, unmount } = render(<CookieBar pathname="/wachtwoord/opnieuw-instellen/" />);
    expect(container).toBeEmptyDOMElement();
    unmount();
    document.cookie = "cookie_consent_functional=yes";
    document.cookie = "cookie_show=no";
    const second = render(<CookieBar pathname="/" />);
    expect(second.container).toBeEmptyDOMElement();
  });

  it("moves focus to the first choice when the settings open, so it does not fall to the page", async () => {
    render(<CookieBar pathname="/" reload={jest.fn()} />);
    await userEvent.click(screen.getByRole("button", { name: "Bekijk instellingen" }));
    expect(screen.getByRole("checkbox", { name: "Video’s van YouTube tonen" })).toHaveFocus();
  });

  it("hands focus to the main content after a choice", async () => {
    render(
      <>
        <main id="inhoud" tabIndex={-1} />
        <CookieBar pathname="/" reload={jest.fn()} focusAfterChoice="inhoud" />
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Accepteren" }));
    expect(screen.getByRole("main")).toHaveFocus();
  });

  it("takes focus when the reader opens it again (Cookie-instellingen openen)", async () => {
    document.cookie = "cookie_consent_functional=yes";
    document.cookie = "cookie_show=no";
    render(<CookieBar pathname="/cookies/" />);
    expect(screen.queryByRole("region")).toBeNull();
    act(() => resetCookieBar());
    expect(screen.getByRole("region", { name: "ReumaNL gebruikt cookies" })).toHaveFocus();
  });

  it("publishes the height it covers while shown, for the page's scroll padding", async () => {
    const root = document.documentElement;
    render(<CookieBar pathname="/" reload={jest.fn()} />);
    expect(root.style.getPropertyValue("--cookie-bar-height")).toMatch(/^\d+px$/);
    await userEvent.click(screen.getByRole("button", { name: "Accepteren" }));
    expect(root.style.getPropertyValue("--cookie-bar-height")).toBe("");
  });
});

describe("VideoConsent", () => {
  beforeEach(clearCookies);

  it("shows a placeholder until video consent, then the youtube-nocookie iframe", async () => {
    render(<VideoConsent src="https://www.youtube-nocookie.com/embed/abcdefgh" title="Video" />);
    expect(document.querySelector("iframe")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Cookies accepteren en video tonen" }));
    expect(jar().cookie_consent_video).toBe("yes");
    const frame = await screen.findByTitle("Video: Video");
    expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/abcdefgh");
  });

  it("shows the video at once when consent exists", async () => {
    document.cookie = "cookie_consent_video=yes";
    await act(async () => {
      render(<VideoConsent src="https://www.youtube-nocookie.com/embed/abcdefgh" title="Video" />);
    });
    expect(document.querySelector("iframe")).not.toBeNull();
  });
});
