import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axeViolations } from "../../test-support/axe";
import { installFetchRouter } from "../../test-support/fetch-router";
import { ResetPasswordForm } from "./ResetPasswordForm";

const api = installFetchRouter();
const RESET = "POST /api/v1/authentication/ResetPassword";
const INVALID =
  "Deze link om je wachtwoord opnieuw in te stellen werkt niet meer. Links zijn 1 uur geldig en werken één keer. Vraag een nieuwe link aan.";

beforeEach(() => window.history.pushState({}, "", "/wachtwoord/opnieuw-instellen?email=jan%40example.nl&token=abc"));

async function setup() {
  const user = userEvent.setup();
  render(<ResetPasswordForm />);
  return {
    user,
    password: await screen.findByLabelText("Nieuw wachtwoord"),
    repeat: screen.getByLabelText("Herhaal nieuw wachtwoord"),
    submit: screen.getByRole("button", { name: "Wachtwoord opslaan" }),
  };
}

describe("ResetPasswordForm", () => {
  it("says 'De wachtwoorden komen niet overeen' for a different repeat", async () => {
    const f = await setup();
    await f.user.type(f.password, "Zonnebloem88Kast");
    await f.user.type(f.repeat, "Zonnebloem88");
    await f.user.click(f.submit);
    expect(await screen.findByText("De wachtwoorden komen niet overeen")).toBeInTheDocument();
    expect(api.requestsTo(RESET)).toHaveLength(0);
  });

  it("sends the link's e-mail and token with the password twice, then offers logging in", async () => {
    api.on(RESET, { body: { Created: "2026-11-22T10:00:00.000Z" } });
    const f = await setup();
    await f.user.type(f.password, "Zonnebloem88Kast");
    await f.user.type(f.repeat, "Zonnebloem88Kast");
    await f.user.click(f.submit);
    expect(
      await screen.findByText("Je nieuwe wachtwoord is opgeslagen. Log in met je nieuwe wachtwoord."),
    ).toBeInTheDocument();
    expect(api.requestsTo(RESET)[0]?.body).toEqual({
      Email: "jan@example.nl",
      Token: "abc",
      Password: "Zonnebloem88Kast",
      ConfirmPassword: "Zonnebloem88Kast",
    });
  });

  it("offers a new link when the link no longer works", async () => {
    api.on(RESET, {
      status: 400,
      body: { status: 400, code: "ResetTokenInvalid", message: INVALID, errors: { Token: [INVALID] } },
    });
    const f = await setup();
    await f.user.type(f.password, "Zonnebloem88Kast");
    await f.user.type(f.repeat, "Zonnebloem88Kast");
    await f.user.click(f.submit);
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Vraag een nieuwe link aan" })).toHaveAttribute(
      "href",
      "/wachtwoord/vergeten",
    );
    expect(await axeViolations()).toEqual([]);
  });

  it("explains an incomplete link", async () => {
    window.history.pushState({}, "", "/wachtwoord/opnieuw-instellen?email=jan%40example.nl");
    render(<ResetPasswordForm />);
    expect(await screen.findByText(/Deze link is niet compleet/)).toBeInTheDocument();
  });
});
