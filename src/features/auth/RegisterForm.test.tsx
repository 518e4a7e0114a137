import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axeViolations } from "../../test-support/axe";
import { installFetchRouter } from "../../test-support/fetch-router";
import { RegisterForm } from "./RegisterForm";

const api = installFetchRouter();

const INTRO =
  "Met een account praat je mee in gesprekken, schrijf je verhalen en kom je in contact met andere mensen met reuma. Alle velden zijn verplicht, behalve de nieuwsbrief.";

function setup() {
  const user = userEvent.setup();
  render(<RegisterForm intro={<p>{INTRO}</p>} />);
  const fields = {
    username: screen.getByLabelText("Gebruikersnaam"),
    email: screen.getByLabelText("E-mailadres"),
    password: screen.getByLabelText("Wachtwoord"),
    repeat: screen.getByLabelText("Herhaal wachtwoord"),
    age: screen.getByRole("checkbox", { name: "Ik ben 16 jaar of ouder" }),
    terms: screen.getByRole("checkbox", { name: /Ik ga akkoord met de gebruiksvoorwaarden/ }),
    newsletter: screen.getByRole("checkbox", { name: /nieuwsbrief/ }),
    submit: screen.getByRole("button", { name: "Account aanmaken" }),
  };
  return { user, ...fields };
}

async function fillValidForm(f: ReturnType<typeof setup>) {
  await f.user.type(f.username, "Jan1958");
  await f.user.type(f.email, "jan@example.nl");
  await f.user.type(f.password, "Geheim123");
  await f.user.type(f.repeat, "Geheim123");
  await f.user.click(f.age);
  await f.user.click(f.terms);
}

describe("RegisterForm", () => {
  it("has the spec's fields with the right types and autocomplete", () => {
    const f = setup();
    expect(f.password).toHaveAttribute("type", "password");
    expect(f.password).toHaveAttribute("autocomplete", "new-password");
    // Said before the try, not only after a refusal: the rule, the passphrase exception (16+
    // characters, decision 016) and that well-known leaked passwords are refused.
    expect(f.password).toHaveAccessibleDescription(
      "Minimaal 8 tekens, met een hoofdletter, een kleine letter en een cijfer. Is je wachtwoord 16 tekens of langer, dan hoeft dat niet: een paar woorden achter elkaar is ook goed. Bekende wachtwoorden uit lijsten van gelekte wachtwoorden (zoals Welkom01) worden geweigerd. Plakken mag.",
    );
    expect(f.repeat).toHaveAttribute("type", "password");
    expect(f.repeat).toHaveAttribute("autocomplete", "new-password");
    expect(f.newsletter).not.toBeChecked();
    expect(screen.getByRole("link", { name: /gebruiksvoorwaarden/ })).toHaveAttribute("href", "/gebruiksvoorwaarden");
    expect(screen.getByRole("link", { name: /huisregels/ })).toHaveAttribute("href", "/huisregels");
  });

  it("shows and hides each password with its own toggle", async () => {
    const f = setup();
    await f.user.click(screen.getByRole("button", { name: "Wachtwoord tonen" }));
    expect(f.password).toHaveAttribute("type", "text");
    expect(f.repeat).toHaveAttribute("type", "password");
    await f.user.click(screen.getByRole("button", { name: "Wachtwoord verbergen" }));
    expect(f.password).toHaveAttribute("type", "password");
    expect(screen.getByRole("button", { name: "Herhaal wachtwoord tonen" })).toBeInTheDocument();
  });

  it("refuses a username that is too short, at the field, and focuses it", async () => {
    const f = setup();
    await f.user.type(f.username, "ab");
    await f.user.click(f.submit);

    expect(f.username).toHaveAttribute("aria-invalid", "true");
    expect(f.username).toHaveAccessibleDescription(
      expect.stringContaining("De gebruikersnaam moet minimaal 3 tekens bevatten"),
    );
    expect(f.username).toHaveFocus();
    const summary = screen.getByRole("alert");
    expect(
      within(summary).getByRole("link", { name: "De gebruikersnaam moet minimaal 3 tekens bevatten" }),
    ).toHaveAttribute("href", "#register-Username");
    expect(api.requests.filter((request) => request.method === "POST")).toHaveLength(0);
  });

  it("refuses a username with other characters than letters and digits", async () => {
    const f = setup();
    await f.user.type(f.username, "ab_c");
    await f.user.click(f.submit);
    expect(f.username).toHaveAccessibleDescription(
      expect.stringContaining("De gebruikersnaam mag alleen cijfers en letters bevatten"),
    );
  });

  it("says when the passwords do not match, even while other fields are still wrong", async () => {
    const f = setup();
    await f.user.type(f.password, "Geheim123");
    await f.user.type(f.repeat, "Geheim124");
    await f.user.click(f.submit);
    expect(f.repeat).toHaveAttribute("aria-invalid", "true");
    expect(f.repeat).toHaveAccessibleDescription("Fout: De wachtwoorden komen niet overeen");
    expect(f.username).toHaveFocus();
  });

  it("requires the age and terms checkboxes but not the newsletter", async () => {
    const f = setup();
    await f.user.type(f.username, "Jan1958");
    await f.user.type(f.email, "jan@example.nl");
    await f.user.type(f.password, "Geheim123");
    await f.user.type(f.repeat, "Geheim123");
    await f.user.click(f.submit);

    expect(f.age).toHaveAccessibleDescription("Fout: Je moet 16 jaar of ouder zijn om mee te doen");
    expect(f.terms).toHaveAccessibleDescription(
      "Fout: Ga akkoord met de gebruiksvoorwaarden en de huisregels om je te registreren",
    );
    expect(f.newsletter).not.toHaveAttribute("aria-invalid");
    expect(f.age).toHaveFocus();

    // Ticking the box works at once; its message goes with the next submit.
    await f.user.click(f.age);
    expect(f.age).toBeChecked();
  });

  it("keeps the errors in place until the next submit, so nothing moves under the pointer", async () => {
    const f = setup();
    await f.user.click(f.submit);
    expect(f.username).toHaveAccessibleDescription(expect.stringContaining("Je hebt nog geen gebruikersnaam ingevuld"));
    await f.user.type(f.username, "Jan1958");
    await f.user.tab();
    // Leaving a field does not re-render the messages above the checkboxes...
    expect(screen.getAllByText("Je hebt nog geen gebruikersnaam ingevuld").length).toBeGreaterThan(0);
    await f.user.click(f.age);
    expect(f.age).toBeChecked();
    // ...the next submit does: the fixed fields lose their message, the others keep theirs.
    await f.user.type(f.username, "{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}");
    await f.user.click(f.submit);
    expect(f.username).toHaveAccessibleDescription(
      expect.stringContaining("De gebruikersnaam moet minimaal 3 tekens bevatten"),
    );
    expect(f.age).not.toHaveAttribute("aria-invalid");
  });

  it("sends the body of the contract and shows a calm confirmation", async () => {
    api.on("POST /api/v1/authentication/register", { status: 200, body: { Id: "u1", Username: "Jan1958" } });
    const f = setup();
    await fillValidForm(f);
    await f.user.click(f.newsletter);
    await f.user.click(f.submit);

    expect(await screen.findByRole("heading", { name: "Bijna klaar: bevestig je e-mailadres" })).toHaveFocus();
    expect(screen.getByText(/Het kan tot 15 minuten duren/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Vraag een nieuwe bevestigingsmail aan" })).toHaveAttribute(
      "href",
      "/verificatie-mail-opnieuw-versturen",
    );
    const [request] = api.requestsTo("POST /api/v1/authentication/register");
    expect(request?.body).toEqual({
      Username: "Jan1958",
      Email: "jan@example.nl",
      Password: "Geheim123",
      MarketingEmails: true,
      Role: "participant",
      AgeConfirmed: true,
      TermsAccepted: true,
    });
  });

  it("shows the introduction above the form, and on the done screen only the done text with next steps", async () => {
    api.on("POST /api/v1/authentication/register", { status: 200, body: { Id: "u1", Username: "Jan1958" } });
    const f = setup();
    expect(screen.getByText(INTRO)).toBeInTheDocument();
    await fillValidForm(f);
    await f.user.click(f.submit);

    const done = await screen.findByRole("region", { name: "Bijna klaar: bevestig je e-mailadres" });
    expect(screen.queryByText(INTRO)).toBeNull();
    expect(done).toHaveTextContent(
      "We hebben een e-mail gestuurd naar jan@example.nl. Klik op de link in die e-mail om je account te activeren.",
    );
    expect(done).toHaveTextContent("Na 15 minuten nog niets ontvangen? Vraag een nieuwe bevestigingsmail aan.");
  });

  it("shows a taken e-mail address at the e-mail field and keeps everything typed", async () => {
    api.on("POST /api/v1/authentication/register", {
      status: 400,
      body: {
        status: 400,
        code: "ValidationFailed",
        message: "De gegevens zijn niet volledig of niet juist ingevuld.",
        errors: { Email: ["Dit e-mailadres is al in gebruik"] },
      },
    });
    const f = setup();
    await fillValidForm(f);
    await f.user.click(f.submit);

    expect(await screen.findByRole("alert")).toHaveTextContent("Dit e-mailadres is al in gebruik");
    expect(f.email).toHaveAttribute("aria-invalid", "true");
    expect(f.email).toHaveAccessibleDescription(expect.stringContaining("Fout: Dit e-mailadres is al in gebruik"));
    expect(f.email).toHaveFocus();
    expect(f.username).toHaveValue("Jan1958");
    expect(f.email).toHaveValue("jan@example.nl");
    expect(f.password).toHaveValue("Geheim123");
    expect(f.repeat).toHaveValue("Geheim123");
    expect(f.age).toBeChecked();
    expect(f.terms).toBeChecked();

    // The server's verdict stays until the form is sent again (nothing moves while typing).
    await f.user.type(f.email, "m");
    expect(f.email).toHaveAttribute("aria-invalid", "true");
  });

  it("shows a taken username at the username field", async () => {
    api.on("POST /api/v1/authentication/register", {
      status: 400,
      body: {
        status: 400,
        code: "ValidationFailed",
        message: "De gegevens zijn niet volledig of niet juist ingevuld.",
        errors: { Username: ["Deze gebruikersnaam is al in gebruik, kies een andere gebruikersnaam."] },
      },
    });
    const f = setup();
    await fillValidForm(f);
    await f.user.click(f.submit);
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    expect(f.username).toHaveAccessibleDescription(
      expect.stringContaining("Deze gebruikersnaam is al in gebruik, kies een andere gebruikersnaam."),
    );
  });

  it("shows a server problem in the form alert and keeps the input", async () => {
    const f = setup();
    api.on("POST /api/v1/authentication/register", {
      status: 429,
      body: {
        status: 429,
        code: "RateLimited",
        message: "Je hebt het te vaak achter elkaar geprobeerd. Wacht een paar minuten en probeer het dan opnieuw.",
      },
    });
    await fillValidForm(f);
    await f.user.click(f.submit);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      "Je hebt het te vaak achter elkaar geprobeerd. Wacht een paar minuten en probeer het dan opnieuw.",
    );
    expect(alert).toHaveFocus();
    expect(f.username).toHaveValue("Jan1958");
  });

  it("says there was a server problem when the server cannot be reached", async () => {
    api.on("POST /api/v1/authentication/register", () => {
      throw new TypeError("Failed to fetch");
    });
    const f = setup();
    await fillValidForm(f);
    await f.user.click(f.submit);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Er was een probleem met de server.");
    // Spec 000 §8: account creation failure with a contact link.
    expect(alert).toHaveTextContent(
      "Lukt het aanmaken van je account niet? Neem contact met ons op, dan helpen we je verder.",
    );
    expect(screen.getByRole("link", { name: "Neem contact met ons op" })).toHaveAttribute("href", "/contact/");
  });

  it("has no axe violations, also while showing errors", async () => {
    const f = setup();
    expect(await axeViolations()).toEqual([]);
    await f.user.type(f.username, "ab_c");
    await f.user.click(f.submit);
    expect(await axeViolations()).toEqual([]);
  });
});
