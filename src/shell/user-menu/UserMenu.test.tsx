import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { pageNavigation } from "../../platform/browser";
import { axeViolations } from "../../test-support/axe";
import { installFetchRouter } from "../../test-support/fetch-router";
import { UserMenu } from "./UserMenu";
import { forgetCurrentUser, renameCurrentUser } from "../../platform/session/useCurrentUser";
import { announce, COUNT_CHANGED } from "../../platform/usePolledCount";

const api = installFetchRouter();
beforeEach(() => api.on("GET /api/v1/inbox/unread", { body: { Count: 0, UnseenMessages: 0, UnreadNotifications: 0 } }));
const CURRENT_USER = "GET /api/v1/CustomUser";
const LOGOUT = "POST /api/v1/authentication/logout";

let reload: jest.SpyInstance;
beforeEach(() => {
  forgetCurrentUser();
  reload = jest.spyOn(pageNavigation, "reload").mockImplementation(() => undefined);
});
afterEach(() => reload.mockRestore());

function loggedInAs(username: string) {
  api.on(CURRENT_USER, { body: { Id: "u1", Username: username, IsVolunteer: false } });
}

describe("UserMenu", () => {
  it("offers login and registering without a session", async () => {
    api.on(CURRENT_USER, { status: 204 });
    render(<UserMenu />);
    expect(await screen.findByRole("link", { name: "Inloggen" })).toHaveAttribute("href", "/inloggen");
    expect(screen.getByRole("link", { name: "Registreren" })).toHaveAttribute("href", "/registreren");
    expect(screen.queryByRole("button", { name: /Menu van/ })).not.toBeInTheDocument();
  });

  it("opens the login/register dialog when a visitor asks for the bookmarks, and gives focus back on closing", async () => {
    api.on(CURRENT_USER, {
      status: 401,
      body: { status: 401, code: "Unauthorized", message: "Je bent niet ingelogd." },
    });
    const user = userEvent.setup();
    const { container } = render(<UserMenu />);
    const bookmarks = await screen.findByRole("button", { name: "Bewaarde artikelen" });
    await user.click(bookmarks);
    const dialog = await screen.findByRole("dialog", { name: "Log in om artikelen te bewaren" });
    expect(within(dialog).getByRole("link", { name: "Inloggen" })).toHaveAttribute(
      "href",
      "/inloggen?returnUrl=%2Faccount%2Fartikelen",
    );
    expect(within(dialog).getByRole("link", { name: "Registreren" })).toHaveAttribute("href", "/registreren");
    expect(await axeViolations(container.ownerDocument.body)).toEqual([]);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(bookmarks).toHaveFocus();
  });

  it("shows a changed username at once, without a page load", async () => {
    loggedInAs("Jan1958");
    render(<UserMenu />);
    await screen.findByRole("button", { name: "Menu van Jan1958" });
    act(() => renameCurrentUser("JanDeVries"));
    expect(await screen.findByRole("button", { name: "Menu van JanDeVries" })).toHaveTextContent("JanDeVries");
    expect(screen.queryByRole("button", { name: "Menu van Jan1958" })).not.toBeInTheDocument();
    expect(api.requestsTo(CURRENT_USER)).toHaveLength(1);
  });

  it("shows nothing readable while the session is being asked", () => {
    api.on(CURRENT_USER, () => new Promise(() => undefined));
    const { container } = render(<UserMenu />);
    expect(container).toHaveTextContent("");
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("shows the username and logs out from the menu", async () => {
    loggedInAs("Jan1958");
    api.on(LOGOUT, { status: 204 });
    const user = userEvent.setup();
    render(<UserMenu />);

    const toggle = await screen.findByRole("button", { name: "Menu van Jan1958" });
    expect(toggle).toHaveTextContent("Jan1958");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("button", { name: "Uitloggen" })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await user.click(screen.getByRole("button", { name: "Uitloggen" }));

    expect(api.requestsTo(LOGOUT)).toHaveLength(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("opens with the keyboard and closes with Escape, returning focus to the button", async () => {
    loggedInAs("Jan1958");
    const user = userEvent.setup();
    render(<UserMenu />);
    const toggle = await screen.findByRole("button", { name: "Menu van Jan1958" });

    await user.tab();
    expect(screen.getByRole("link", { name: "Notificaties" })).toHaveFocus();
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(await axeViolations()).toEqual([]);
    await user.tab();
    expect(screen.getByRole("link", { name: "Mijn profiel" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("says so when logging out fails, and stays open", async () => {
    loggedInAs("Jan1958");
    api.on(LOGOUT, {
      status: 500,
      body: { status: 500, code: "ServerError", message: "Er was een probleem met de server." },
    });
    const user = userEvent.setup();
    render(<UserMenu />);
    await user.click(await screen.findByRole("button", { name: "Menu van Jan1958" }));
    await user.click(screen.getByRole("button", { name: "Uitloggen" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Uitloggen is niet gelukt. Probeer het opnieuw.");
    expect(reload).not.toHaveBeenCalled();
  });

  it("lists the account links of a participant: no volunteer profile, no blog yet, no unread count", async () => {
    loggedInAs("Jan1958");
    const user = userEvent.setup();
    render(<UserMenu />);
    await user.click(await screen.findByRole("button", { name: "Menu van Jan1958" }));
    expect(screen.getAllByRole("link", { name: "Notificaties" }).map((link) => link.className)).toEqual([
      "user-menu__bell",
      "user-menu__item",
    ]);
    const links = within(screen.getByRole("list"))
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["Mijn profiel", "/account/profiel"],
      ["Berichten", "/account/berichten"],
      ["Notificaties", "/account/notificaties"],
      ["Mijn contacten", "/ontmoet-elkaar/personen?mycontacts=show"],
      ["Bewaarde artikelen", "/account/artikelen"],
      ["Instellingen", "/account/instellingen"],
    ]);
    expect(screen.getByRole("button", { name: "Uitloggen" })).toBeInTheDocument();
  });

  it("shows the unread count on the messages link, refreshed when the window regains focus", async () => {
    loggedInAs("Jan1958");
    api.on("GET /api/v1/inbox/unread", { body: { Count: 3, UnseenMessages: 3, UnreadNotifications: 0 } });
    const user = userEvent.setup();
    render(<UserMenu />);
    await user.click(await screen.findByRole("button", { name: "Menu van Jan1958" }));
    expect(await screen.findByRole("link", { name: /^Berichten\s*3/ })).toHaveAttribute("href", "/account/berichten");
    api.on("GET /api/v1/inbox/unread", { body: { Count: 0, UnseenMessages: 0, UnreadNotifications: 0 } });
    act(() => {
      window.dispatchEvent(new Event("focus"));
    });
    await waitFor(() => expect(screen.getByRole("link", { name: "Berichten" })).toBeInTheDocument());
    expect(api.requestsTo("GET /api/v1/inbox/unread").length).toBeGreaterThanOrEqual(2);
  });

  it("shows the spec's unread count on the bell, and on each link only its own part, gone once read", async () => {
    loggedInAs("Carla");
    // No unseen message, two unread notifications: the spec's count is 0 + 1.
    api.on("GET /api/v1/inbox/unread", { body: { Count: 1, UnseenMessages: 0, UnreadNotifications: 2 } });
    const user = userEvent.setup();
    render(<UserMenu />);
    const bell = await screen.findByRole("link", { name: "Notificaties, 1 nieuw" });
    expect(bell).toHaveAttribute("href", "/account/notificaties");
    expect(bell).toHaveTextContent("1");
    await user.click(screen.getByRole("button", { name: "Menu van Carla" }));
    expect(screen.getByRole("link", { name: "Notificaties 2 2 ongelezen" })).toHaveAttribute(
      "href",
      "/account/notificaties",
    );
    // An empty inbox says nothing unread on "Berichten" (it said "1 ongelezen").
    expect(screen.getByRole("link", { name: "Berichten" })).toHaveAttribute("href", "/account/berichten");
    expect(api.requestsTo("GET /api/v1/moderation/open")).toHaveLength(0);
    api.on("GET /api/v1/inbox/unread", { body: { Count: 0, UnseenMessages: 0, UnreadNotifications: 0 } });
    act(() => {
      window.dispatchEvent(new Event("focus"));
    });
    await waitFor(() => expect(screen.getAllByRole("link", { name: "Notificaties" })).toHaveLength(2));
    expect(await axeViolations(document.body)).toEqual([]);
  }, 30_000);

  it("gives moderators Meldingen with the open reports count", async () => {
    api.on(CURRENT_USER, { body: { Id: "m1", Username: "Moderator", IsVolunteer: false, IsModerator: true } });
    api.on("GET /api/v1/moderation/open", { body: { Count: 4 } });
    const user = userEvent.setup();
    render(<UserMenu />);
    await user.click(await screen.findByRole("button", { name: "Menu van Moderator" }));
    expect(await screen.findByRole("link", { name: "Meldingen 4 4 open meldingen" })).toHaveAttribute(
      "href",
      "/ontmoet-elkaar/moderatie",
    );
  });

  it("shows a badge of unseen contact requests on the contacts link, gone once they are seen", async () => {
    loggedInAs("Jan1958");
    api.on("GET /api/v1/CustomContactlink/unseen", { body: { Count: 2 } });
    const user = userEvent.setup();
    render(<UserMenu />);
    await user.click(await screen.findByRole("button", { name: "Menu van Jan1958" }));
    const contacts = await screen.findByRole("link", { name: "Mijn contacten 2 2 nieuwe contactverzoeken" });
    expect(contacts).toHaveAttribute("href", "/ontmoet-elkaar/personen?mycontacts=show");
    api.on("GET /api/v1/CustomContactlink/unseen", { body: { Count: 0 } });
    act(() => announce(COUNT_CHANGED.contactRequests));
    await waitFor(() => expect(screen.getByRole("link", { name: "Mijn contacten" })).toBeInTheDocument());
  });

  it("says one request and one report in the singular", async () => {
    api.on(CURRENT_USER, { body: { Id: "m1", Username: "Moderator", IsVolunteer: false, IsModerator: true } });
    api.on("GET /api/v1/moderation/open", { body: { Count: 1 } });
    api.on("GET /api/v1/CustomContactlink/unseen", { body: { Count: 1 } });
    const user = userEvent.setup();
    render(<UserMenu />);
    await user.click(await screen.findByRole("button", { name: "Menu van Moderator" }));
    expect(await screen.findByRole("link", { name: "Mijn contacten 1 1 nieuw contactverzoek" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Meldingen 1 1 open melding" })).toBeInTheDocument();
  });

  it("shows the volunteer profile to volunteers", async () => {
    api.on(CURRENT_USER, { body: { Id: "u2", Username: "Vera", IsVolunteer: true } });
    const user = userEvent.setup();
    render(<UserMenu />);
    await user.click(await screen.findByRole("button", { name: "Menu van Vera" }));
    expect(screen.getByRole("link", { name: "Mijn ervaringsdeskundigenprofiel" })).toHaveAttribute(
      "href",
      "/account/ervaringsdeskundigen",
    );
  });

  it("asks for the session once per page, however many menus are shown", async () => {
    loggedInAs("Jan1958");
    render(
      <>
        <UserMenu />
        <UserMenu />
      </>,
    );
    expect(await screen.findAllByRole("button", { name: "Menu van Jan1958" })).toHaveLength(2);
    expect(api.requestsTo(CURRENT_USER)).toHaveLength(1);
  });
});
