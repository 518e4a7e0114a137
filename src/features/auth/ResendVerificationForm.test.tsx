import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { installFetchRouter } from "../../test-support/fetch-router";
import { ForgotPasswordForm } from "./ForgotPasswordForm";
import { ResendVerificationForm } from "./ResendVerificationForm";

const api = installFetchRouter();
const RESEND = "POST /api/v1/authentication/resend-activation-email";
const FORGOT = "POST /api/v1/authentication/ForgotPassword";

async function send(email: string) {
  const user = userEvent.setup();
  render(<ResendVerificationForm />);
  await user.type(screen.getByLabelText("E-mailadres"), email);
  await user.click(screen.getByRole("button", { name: "Verstuur de e-mail opnieuw" }));
}

describe("ResendVerificationForm", () => {
  it("invites an unknown address to register", async () => {
    const text = "We kennen dit e-mailadres niet. Wil je je registreren?";
    api.on(RESEND, {
      status: 404,
      body: { status: 404, code: "UnknownEmail", message: text, errors: { Email: [text] } },
    });
    await send("nieuw@example.nl");
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Registreer je hier" })).toHaveAttribute("href", "/registreren");
    expect(screen.getByLabelText("E-mailadres")).toHaveAttribute("aria-invalid", "true");
  });

  it("invites a verified address to log in", async () => {
    const text = "Dit e-mailadres is al geverifieerd. Je kunt inloggen.";
    api.on(RESEND, {
      status: 409,
      body: { status: 409, code: "AlreadyVerified", message: text, errors: { Email: [text] } },
    });
    await send("jan@example.nl");
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Log hier in" })).toHaveAttribute("href", "/inloggen");
  });

  it("confirms the mail was sent", async () => {
    api.on(RESEND, { status: 204 });
    await send("jan@example.nl");
    expect(await screen.findByText(/We hebben een nieuwe e-mail gestuurd naar jan@example.nl/)).toBeInTheDocument();
  });
});

describe("ForgotPasswordForm", () => {
  it("gives the same neutral answer after sending", async () => {
    api.on(FORGOT, { status: 204 });
    const user = userEvent.setup();
    render(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText("E-mailadres"), "Jan@Example.nl ");
    await user.click(screen.getByRole("button", { name: "Stuur mij een link" }));
    expect(await screen.findByText(/Als dit e-mailadres bij ons bekend is/)).toBeInTheDocument();
    expect(api.requestsTo(FORGOT)[0]?.body).toEqual({ Email: "jan@example.nl" });
  });

  it("checks the address before sending", async () => {
    const user = userEvent.setup();
    render(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText("E-mailadres"), "geen-adres");
    await user.click(screen.getByRole("button", { name: "Stuur mij een link" }));
    expect(
      await screen.findByText("Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl"),
    ).toBeInTheDocument();
    expect(api.requestsTo(FORGOT)).toHaveLength(0);
  });
});
