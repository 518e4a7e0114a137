import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { pageNavigation } from "../../platform/browser";
import { forgetCurrentUser } from "../../platform/session/useCurrentUser";
import { axeViolations } from "../../test-support/axe";
import { installFetchRouter } from "../../test-support/fetch-router";
import { AcceptInvitation, CHOSEN_PAGE, INVITATION_PAGE } from "./AcceptInvitation";

const api = installFetchRouter();
const ACCEPT = "POST /api/v1/authentication/accept-invitation";
const CHOOSE = "POST /api/v1/authentication/set-username-and-password";
const SESSION = "GET /api/v1/CustomUser";
const INVALID =
  "Deze uitnodiging werkt niet meer. Een uitnodiging is 24 uur geldig en werkt één keer. Heb je al een gebruikersnaam en wachtwoord gekozen? Log dan in. Anders kun je via ‘Wachtwoord vergeten’ alsnog een wachtwoord kiezen.";
const TAKEN = "Deze gebruikersnaam is al in gebruik, kies een andere gebruikersnaam.";

let replace: jest.SpyInstance;
beforeEach(() => {
  forgetCurrentUser();
  replace = jest.spyOn(pageNavigation, "replace").mockImplementation(() => undefined);
});
afterEach(() => {
  replace.mockRestore();
  window.history.replaceState(null, "", "/");
});

describe("AcceptInvitation", () => {
  it("accepts the link once and loads the page again without the token", async () => {
    window.history.replaceState(null, "", "/account/activate?type=invite&email=nieuw%40example.nl&token=abc123");
    api.on(ACCEPT, { body: { Id: "u1", Username: "lid0123456789ab", IsVolunteer: false } });
    render(<AcceptInvitation />);
    expect(screen.getByText("We openen je uitnodiging. Even geduld…")).toBeInTheDocument();
    await waitFor(() => expect(replace).toHaveBeenCalledWith(INVITATION_PAGE));
    expect(api.requestsTo(ACCEPT).map((request) => request.body)).toEqual([
      { Email: "nieuw@example.nl", Token: "abc123" },
    ]);
  });

  it("explains a refused link and offers logging in or a forgotten password", async () => {
    window.history.replaceState(null, "", "/account/activate?type=invite&email=nieuw%40example.nl&token=oud");
    api.on(ACCEPT, {
      status: 400,
      body: { status: 400, code: "InvitationInvalid", message: INVALID, errors: { Token: [INVALID] } },
    });
    const { container } = render(<AcceptInvitation />);
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Inloggen" })).toHaveAttribute("href", "/inloggen");
    expect(screen.getByRole("link", { name: "Wachtwoord vergeten" })).toHaveAttribute("href", "/wachtwoord/vergeten");
    expect(replace).not.toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("without a token and without a session says the invitation does not work", async () => {
    window.history.replaceState(null, "", "/account/activate?type=invite");
    api.on(SESSION, { status: 401, body: { status: 401, code: "Unauthorized", message: "Log in om verder te gaan." } });
    render(<AcceptInvitation />);
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(api.requestsTo(ACCEPT)).toHaveLength(0);
  });

  it("logged in: checks the form here, keeps the text on a refused name, then loads the page again", async () => {
    window.history.replaceState(null, "", "/account/activate?type=invite");
    api.on(SESSION, { body: { Id: "u1", Username: "lid0123456789ab", IsVolunteer: false } });
    const user = userEvent.setup();
    const { container } = render(<AcceptInvitation />);
    const username = await screen.findByLabelText(/^Gebruikersnaam/);
    const password = screen.getByLabelText("Wachtwoord");
    const repeat = screen.getByLabelText("Herhaal wachtwoord");
    expect(await axeViolations(container)).toEqual([]);

    await user.type(username, "Anja");
    await user.type(password, "Zonnebloem88Kast");
    await user.type(repeat, "Zonnebloem88");
    await user.click(screen.getByRole("button", { name: "Opslaan" }));
    expect(await screen.findByText("De wachtwoorden komen niet overeen")).toBeInTheDocument();
    expect(api.requestsTo(CHOOSE)).toHaveLength(0);

    await user.type(repeat, "Kast");
    api.on(CHOOSE, {
      status: 400,
      body: { status: 400, code: "ValidationFailed", message: TAKEN, errors: { Username: [TAKEN] } },
    });
    await user.click(screen.getByRole("button", { name: "Opslaan" }));
    expect(await screen.findByText(TAKEN)).toBeInTheDocument();
    expect(username).toHaveValue("Anja");
    expect(username).toHaveAttribute("aria-invalid", "true");
    expect(api.requestsTo(CHOOSE)[0]?.body).toEqual({ Username: "Anja", Password: "Zonnebloem88Kast" });

    api.on(CHOOSE, { body: { Id: "u1", Username: "Anja1958", IsVolunteer: false } });
    await user.clear(username);
    await user.type(username, "Anja1958");
    await user.click(screen.getByRole("button", { name: "Opslaan" }));
    // The page loads again, so the header shows the new name too.
    await waitFor(() => expect(replace).toHaveBeenCalledWith(CHOSEN_PAGE));
  });

  it("after choosing, greets with the new name and offers two ways on", async () => {
    window.history.replaceState(null, "", CHOSEN_PAGE);
    api.on(SESSION, { body: { Id: "u1", Username: "Anja1958", IsVolunteer: false } });
    const { container } = render(<AcceptInvitation />);
    expect(
      await screen.findByText(
        "Gelukt, Anja1958. Je gebruikersnaam en wachtwoord zijn opgeslagen. Vanaf nu log je in met je e-mailadres en dit wachtwoord.",
      ),
    ).toHaveFocus();
    expect(screen.getByRole("link", { name: "Vul je profiel aan" })).toHaveAttribute("href", "/account/profiel/");
    expect(screen.getByRole("link", { name: "Naar Ontmoet elkaar" })).toHaveAttribute("href", "/ontmoet-elkaar/");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("an account that already finished its setup is sent to its settings", async () => {
    window.history.replaceState(null, "", "/account/activate?type=invite");
    api.on(SESSION, { body: { Id: "u1", Username: "Anja1958", IsVolunteer: false } });
    const alreadySet = "Je account heeft al een wachtwoord. Wijzig het via je instellingen.";
    api.on(CHOOSE, {
      status: 409,
      body: { status: 409, code: "PasswordAlreadySet", message: alreadySet, errors: { Password: [alreadySet] } },
    });
    const user = userEvent.setup();
    render(<AcceptInvitation />);
    await user.type(await screen.findByLabelText(/^Gebruikersnaam/), "Anja1958");
    await user.type(screen.getByLabelText("Wachtwoord"), "Zonnebloem88Kast");
    await user.type(screen.getByLabelText("Herhaal wachtwoord"), "Zonnebloem88Kast");
    await user.click(screen.getByRole("button", { name: "Opslaan" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(alreadySet);
    expect(screen.getByRole("link", { name: "Naar je instellingen" })).toHaveAttribute(
      "href",
      "/account/instellingen/",
    );
  });
});
