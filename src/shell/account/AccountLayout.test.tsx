import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { pageNavigation } from "../../platform/browser";
import { forgetOwnProfile } from "../../features/profile/useOwnProfile";
import { forgetCurrentUser } from "../../platform/session/useCurrentUser";
import { axeViolations } from "../../test-support/axe";
import { installFetchRouter } from "../../test-support/fetch-router";
import { AccountLayout } from "./AccountLayout";
import { rememberSession } from "../../platform/session/session-seen";

const api = installFetchRouter();
beforeEach(() => api.on("GET /api/v1/inbox/unread", { body: { Count: 0, UnseenMessages: 0, UnreadNotifications: 0 } }));

const PROFILE = {
  Id: "u1",
  Username: "Jan1958",
  MemberSince: "2026-03-14T10:00:00.000Z",
  IsVolunteer: false,
  PhotoUrl: "/api/v1/storage/avatars/u1/abc.jpg",
  Gender: 0,
  BirthYear: null,
  Biography: "",
  Postcode: "",
  HouseNumber: null,
  GaveConsent: false,
  RelationWithRheumatism: 70516,
  Forms: [],
  Phase: null,
  Interests: [],
};

let assign: jest.SpyInstance;
let reload: jest.SpyInstance;
beforeEach(() => {
  forgetCurrentUser();
  forgetOwnProfile();
  assign = jest.spyOn(pageNavigation, "assign").mockImplementation(() => undefined);
  reload = jest.spyOn(pageNavigation, "reload").mockImplementation(() => undefined);
});
afterEach(() => {
  assign.mockRestore();
  reload.mockRestore();
});

function loggedIn(isVolunteer = false) {
  api.on("GET /api/v1/CustomUser", { body: { Id: "u1", Username: "Jan1958", IsVolunteer: isVolunteer } });
  api.on("GET /api/v1/customprofile", { body: { ...PROFILE, IsVolunteer: isVolunteer } });
}

describe("AccountLayout", () => {
  it("sends a browser whose session ended to the login page with the flag and the page to return to", async () => {
    rememberSession();
    api.on("GET /api/v1/CustomUser", {
      status: 401,
      body: { code: "Unauthorized", message: "Je bent niet ingelogd." },
    });
    window.history.pushState({}, "", "/account/profiel");
    render(<AccountLayout title="Mijn profiel">inhoud</AccountLayout>);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith("/inloggen?sessionTimeout=true&returnUrl=%2Faccount%2Fprofiel");
    expect(screen.queryByText("inhoud")).not.toBeInTheDocument();
  });

  it("shows the profile block, the links and the page", async () => {
    loggedIn();
    render(<AccountLayout title="Mijn profiel">inhoud</AccountLayout>);
    expect(await screen.findByRole("img", { name: "Profielfoto van Jan1958" })).toHaveAttribute(
      "src",
      PROFILE.PhotoUrl,
    );
    expect(screen.getByText("Lid sinds maart 2026")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Mijn profiel" })).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Mijn account" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Mijn profiel", "/account/profiel"],
      ["Berichten", "/account/berichten"],
      ["Notificaties", "/account/notificaties"],
      ["Mijn contacten", "/ontmoet-elkaar/personen?mycontacts=show"],
      ["Bewaarde artikelen", "/account/artikelen"],
      ["Start een nieuw blog", "/ontmoet-elkaar/verhalen/nieuw/"],
      ["Instellingen", "/account/instellingen"],
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it("folds the sidebar into a 'Mijn account' button on a phone, naming the number of new things", async () => {
    loggedIn();
    api.on("GET /api/v1/inbox/unread", { body: { Count: 3, UnseenMessages: 2, UnreadNotifications: 1 } });
    const user = userEvent.setup();
    render(<AccountLayout title="Berichten">inhoud</AccountLayout>);
    const toggle = await screen.findByRole("button", {
      name: "Mijn account 3 3 nieuwe berichten, notificaties of verzoeken",
    });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    const panel = document.getElementById(toggle.getAttribute("aria-controls")!);
    expect(panel).toContainElement(screen.getByRole("navigation", { name: "Mijn account" }));
    expect(panel?.closest(".account-sidebar")).not.toHaveClass("account-sidebar--open");
    // The page's own heading follows the button, before the profile block and the links.
    expect(
      toggle.compareDocumentPosition(screen.getByRole("heading", { level: 1, name: "Berichten" })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    toggle.focus();
    await user.keyboard("{Enter}");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(panel?.closest(".account-sidebar")).toHaveClass("account-sidebar--open");
    await user.keyboard(" ");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(await axeViolations()).toEqual([]);
  });

  it("offers the volunteer profile to volunteers only", async () => {
    loggedIn(true);
    render(<AccountLayout title="Mijn account">inhoud</AccountLayout>);
    expect(await screen.findByRole("link", { name: "Mijn ervaringsdeskundigenprofiel" })).toHaveAttribute(
      "href",
      "/account/ervaringsdeskundigen",
    );
  });

  it("logs out and reloads the page", async () => {
    loggedIn();
    api.on("POST /api/v1/authentication/logout", { status: 204 });
    const user = userEvent.setup();
    render(<AccountLayout title="Mijn account">inhoud</AccountLayout>);
    await user.click(await screen.findByRole("button", { name: "Uitloggen" }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("shows the default avatar without a photo", async () => {
    api.on("GET /api/v1/CustomUser", { body: { Id: "u1", Username: "Jan1958", IsVolunteer: false } });
    api.on("GET /api/v1/customprofile", { body: { ...PROFILE, PhotoUrl: null } });
    render(<AccountLayout title="Mijn account">inhoud</AccountLayout>);
    expect(await screen.findByRole("img", { name: "Nog geen profielfoto" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Foto toevoegen" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Foto verwijderen" })).not.toBeInTheDocument();
  });
});

describe("removing the photo", () => {
  it("asks in a labelled modal dialog; Escape keeps the photo and returns focus", async () => {
    loggedIn();
    const user = userEvent.setup();
    render(<AccountLayout title="Mijn account">inhoud</AccountLayout>);
    const remove = await screen.findByRole("button", { name: "Foto verwijderen" });
    await user.click(remove);
    const dialog = screen.getByRole("dialog", { name: "Foto verwijderen?" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveAccessibleDescription(
      "Je profielfoto wordt verwijderd. Andere deelnemers zien dan weer de standaardafbeelding.",
    );
    expect(within(dialog).getByRole("button", { name: "Nee, houd mijn foto" })).toHaveFocus();
    expect(await axeViolations()).toEqual([]);

    // Tab stays inside the dialog.
    await user.tab();
    expect(within(dialog).getByRole("button", { name: "Ja, verwijder mijn foto" })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole("button", { name: "Nee, houd mijn foto" })).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(remove).toHaveFocus();
    expect(api.requestsTo("DELETE /api/v1/customprofile/photo")).toHaveLength(0);
  });

  it("removes the photo after confirming and shows the default avatar", async () => {
    loggedIn();
    api.on("DELETE /api/v1/customprofile/photo", { body: { ...PROFILE, PhotoUrl: null } });
    const user = userEvent.setup();
    render(<AccountLayout title="Mijn account">inhoud</AccountLayout>);
    await user.click(await screen.findByRole("button", { name: "Foto verwijderen" }));
    await user.click(screen.getByRole("button", { name: "Ja, verwijder mijn foto" }));
    expect(await screen.findByRole("img", { name: "Nog geen profielfoto" })).toBeInTheDocument();
    expect(screen.getByText("Je foto is verwijderd.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows the server's text when an upload is refused", async () => {
    loggedIn();
    const text = "Dit bestand is geen foto. Kies een foto in JPG-, PNG-, WebP- of GIF-formaat.";
    api.on("POST /api/v1/customprofile/photo", {
      status: 400,
      body: { status: 400, code: "NotAnImage", message: text, errors: { photo: [text] } },
    });
    const user = userEvent.setup({ applyAccept: false });
    const { container } = render(<AccountLayout title="Mijn account">inhoud</AccountLayout>);
    await screen.findByRole("button", { name: "Foto wijzigen" });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(["geen foto"], "x.jpg", { type: "image/jpeg" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(text);
    const [request] = api.requestsTo("POST /api/v1/customprofile/photo");
    // Multipart: the browser sets the type with its boundary, never JSON.
    expect(request!.headers["Content-Type"]).toBeUndefined();
  });
});
