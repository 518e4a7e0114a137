import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { pageNavigation } from "../../platform/browser";
import { axeViolations } from "../../test-support/axe";
import { installFetchRouter } from "../../test-support/fetch-router";
import { staticPage } from "../../test-support/server-html";
import { LoginForm } from "./LoginForm";

const api = installFetchRouter();
const LOGIN = "POST /api/v1/authentication/login";

let assign: jest.SpyInstance;
beforeEach(() => {
  assign = jest.spyOn(pageNavigation, "assign").mockImplementation(() => undefined);
});
afterEach(() => {
  assign.mockRestore();
  window.history.replaceState(null, "", "/");
});

function setup() {
  const user = userEvent.setup();
  render(<LoginForm />);
  return {
    user,
    email: screen.getByLabelText("E-mailadres"),
    password: screen.getByLabelText("Wachtwoord"),
    submit: screen.getByRole("button", { name: "Inloggen" }),
  };
}

async function logIn(f: ReturnType<typeof setup>) {
  await f.user.type(f.email, "jan@example.nl");
  await f.user.type(f.password, "Geheim123");
  await f.user.click(f.submit);
}

describe("LoginForm", () => {
  it("offers the password with current-password autocomplete, a show toggle and the side links", async () => {
    const f = setup();
    expect(f.password).toHaveAttribute("type", "password");
    expect(f.password).toHaveAttribute("autocomplete", "current-password");
    await f.user.click(screen.getByRole("button", { name: "Wachtwoord tonen" }));
    expect(f.password).toHaveAttribute("type", "text");
    expect(screen.getByRole("link", { name: "Registreer je hier" })).toHaveAttribute("href", "/registreren");
    expect(screen.getByRole("link", { name: "Wachtwoord vergeten?" })).toHaveAttribute("href", "/wachtwoord/vergeten");
  });

  it("asks for both fields before calling the server", async () => {
    const f = setup();
    await f.user.click(f.submit);
    expect(f.email).toHaveAccessibleDescription("Fout: Je hebt nog geen e-mailadres ingevuld");
    expect(f.password).toHaveAccessibleDescription("Fout: Je hebt nog geen wachtwoord ingevuld");
    expect(f.email).toHaveFocus();
    expect(api.requestsTo(LOGIN)).toHaveLength(0);
  });

  it("refuses login before the e-mail is verified, in the alert and at the e-mail field", async () => {
    api.on(LOGIN, {
      status: 400,
      body: {
        status: 400,
        code: "EmailNotVerified",
        message: "Dit e-mailadres is nog niet geverifieerd",
        errors: { Email: ["Dit e-mailadres is nog niet geverifieerd"] },
      },
    });
    const f = setup();
    await logIn(f);

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Dit e-mailadres is nog niet geverifieerd");
    expect(screen.getByRole("link", { name: "Vraag een nieuwe aan" })).toHaveAttribute(
      "href",
      "/verificatie-mail-opnieuw-versturen",
    );
    expect(f.email).toHaveAttribute("aria-invalid", "true");
    expect(f.email).toHaveAccessibleDescription(expect.stringContaining("Dit e-mailadres is nog niet geverifieerd"));
    expect(f.email).toHaveFocus();
    expect(f.email).toHaveValue("jan@example.nl");
    expect(f.password).toHaveValue("Geheim123");
    expect(assign).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);
  });

  it("shows a wrong combination at both fields and keeps the input", async () => {
    api.on(LOGIN, {
      status: 400,
      body: {
        status: 400,
        code: "InvalidCredentials",
        message: "De combinatie tussen dit e-mailadres en wachtwoord bestaat niet",
        errors: { Password: ["De combinatie tussen dit e-mailadres en wachtwoord bestaat niet"] },
      },
    });
    const f = setup();
    await logIn(f);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "De combinatie tussen dit e-mailadres en wachtwoord bestaat niet",
    );
    expect(f.email).toHaveAttribute("aria-invalid", "true");
    expect(f.password).toHaveAttribute("aria-invalid", "true");
    expect(f.password).toHaveValue("Geheim123");
    // One visible text, in the alert: not repeated under the fields.
    expect(screen.getAllByText("De combinatie tussen dit e-mailadres en wachtwoord bestaat niet")).toHaveLength(1);
  });

  it("shows field errors of a refused body at their fields", async () => {
    api.on(LOGIN, {
      status: 400,
      body: {
        status: 400,
        code: "ValidationFailed",
        message: "Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl",
        errors: { Email: ["Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl"] },
      },
    });
    const f = setup();
    await logIn(f);
    expect(f.email).toHaveAccessibleDescription("Fout: Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl");
    // Focus moves once the errors are rendered (an effect after the render that shows them).
    await waitFor(() => expect(f.email).toHaveFocus());
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("sends the body of the contract and goes to the homepage without a return address", async () => {
    api.on(LOGIN, { body: { Id: "u1", Username: "Jan1958", IsVolunteer: false } });
    const f = setup();
    await logIn(f);
    expect(assign).toHaveBeenCalledWith("/");
    expect(api.requestsTo(LOGIN)[0]?.body).toEqual({
      Email: "jan@example.nl",
      Password: "Geheim123",
      StayLoggedIn: false,
    });
  });

  it("offers 'Blijf ingelogd' unticked, explains it beside the box, and sends the choice the member makes", async () => {
    api.on(LOGIN, { body: { Id: "u1", Username: "Jan1958", IsVolunteer: false } });
    const f = setup();
    const box = screen.getByRole("checkbox", { name: "Blijf ingelogd" });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(
      "Vink dit alleen aan op je eigen telefoon, tablet of computer. Je blijft dan ingelogd, ook als je de browser sluit: tot 30 dagen, of tot je 7 dagen niet op de site bent geweest. Zonder vinkje word je uitgelogd na 30 minuten zonder activiteit, en in elk geval na 12 uur.",
    );
    // The whole label is part of the target.
    await f.user.click(screen.getByText("Blijf ingelogd"));
    expect(box).toBeChecked();
    await logIn(f);
    expect(api.requestsTo(LOGIN)[0]?.body).toEqual({
      Email: "jan@example.nl",
      Password: "Geheim123",
      StayLoggedIn: true,
    });
    expect(await axeViolations()).toEqual([]);
  });

  it("returns to a same-site page after logging in", async () => {
    window.history.replaceState(null, "", "/inloggen?returnUrl=%2Fontmoet-elkaar%2Fverhalen");
    api.on(LOGIN, { body: { Id: "u1", Username: "Jan1958", IsVolunteer: false } });
    const f = setup();
    await logIn(f);
    expect(assign).toHaveBeenCalledWith("/ontmoet-elkaar/verhalen");
  });

  it("never follows a return address to another site", async () => {
    window.history.replaceState(null, "", "/inloggen?returnUrl=%2F%2Fevil.example%2F");
    api.on(LOGIN, { body: { Id: "u1", Username: "Jan1958", IsVolunteer: false } });
    const f = setup();
    await logIn(f);
    expect(assign).toHaveBeenCalledWith("/");
  });

  it("says calmly that the session ended when sent here after a timeout", () => {
    window.history.replaceState(null, "", "/inloggen?sessionTimeout=true&returnUrl=%2Fontmoet-elkaar");
    setup();
    expect(screen.getByRole("status")).toHaveTextContent(
      "Je bent automatisch uitgelogd omdat je een tijd niet actief was. Log opnieuw in om verder te gaan.",
    );
  });

  it("shows no session notice on a normal visit", () => {
    setup();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("keeps what was typed into the page before React took it over (a slow phone)", async () => {
    api.on(LOGIN, {
      status: 400,
      body: { status: 400, code: "InvalidCredentials", message: "De combinatie bestaat niet" },
    });
    const container = staticPage(<LoginForm />);
    (container.querySelector("#login-Email") as HTMLInputElement).value = "jan@example.nl";
    (container.querySelector("#login-Password") as HTMLInputElement).value = "Geheim123";
    (container.querySelector("#login-StayLoggedIn") as HTMLInputElement).checked = true;

    render(<LoginForm />, { container, hydrate: true });
    // Sent without typing again: the state started from the page.
    await userEvent.setup().click(screen.getByRole("button", { name: "Inloggen" }));
    await screen.findByRole("alert");
    expect(api.requestsTo(LOGIN)[0]!.body).toEqual({
      Email: "jan@example.nl",
      Password: "Geheim123",
      StayLoggedIn: true,
    });
    expect(screen.getByLabelText("E-mailadres")).toHaveValue("jan@example.nl");
  });
});
