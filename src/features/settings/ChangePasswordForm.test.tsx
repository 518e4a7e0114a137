import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axeViolations } from "../../test-support/axe";
import { installFetchRouter } from "../../test-support/fetch-router";
import { ChangePasswordForm } from "./ChangePasswordForm";

const api = installFetchRouter();
const CHANGE = "POST /api/v1/CustomUser/ChangePassword";

function setup() {
  const user = userEvent.setup();
  render(<ChangePasswordForm username="Jan1958" email="jan@example.nl" />);
  return {
    user,
    current: screen.getByLabelText("Huidig wachtwoord"),
    next: screen.getByLabelText("Nieuw wachtwoord"),
    repeat: screen.getByLabelText("Herhaal nieuw wachtwoord"),
    submit: screen.getByRole("button", { name: "Wachtwoord wijzigen" }),
  };
}

describe("ChangePasswordForm", () => {
  it("says 'Het wachtwoord komt niet overeen' at the repeat without calling the server", async () => {
    const f = setup();
    await f.user.type(f.current, "Reuma2026Veilig");
    await f.user.type(f.next, "Zonnebloem88Kast");
    await f.user.type(f.repeat, "Zonnebloem88Kas");
    await f.user.click(f.submit);
    expect(await screen.findByText("Het wachtwoord komt niet overeen")).toBeInTheDocument();
    expect(f.repeat).toHaveAttribute("aria-invalid", "true");
    expect(f.repeat).toHaveFocus();
    expect(api.requestsTo(CHANGE)).toHaveLength(0);
  });

  it("shows the server's wrong-password text at the current password", async () => {
    api.on(CHANGE, {
      status: 400,
      body: {
        status: 400,
        code: "WrongPassword",
        message: "Dit is niet het juiste wachtwoord",
        errors: { Password: ["Dit is niet het juiste wachtwoord"] },
      },
    });
    const f = setup();
    await f.user.type(f.current, "Verkeerd123");
    await f.user.type(f.next, "Zonnebloem88Kast");
    await f.user.type(f.repeat, "Zonnebloem88Kast");
    await f.user.click(f.submit);
    expect(await screen.findByText("Dit is niet het juiste wachtwoord")).toBeInTheDocument();
    expect(f.current).toHaveAttribute("aria-invalid", "true");
    expect(await axeViolations()).toEqual([]);
  });

  it("sends the spec's body and then offers logging in again", async () => {
    api.on(CHANGE, { status: 204 });
    const f = setup();
    await f.user.type(f.current, "Reuma2026Veilig");
    await f.user.type(f.next, "Zonnebloem88Kast");
    await f.user.type(f.repeat, "Zonnebloem88Kast");
    await f.user.click(f.submit);
    expect(
      await screen.findByText(
        "Je wachtwoord is gewijzigd. Je bent uitgelogd; log opnieuw in met je nieuwe wachtwoord.",
      ),
    ).toBeInTheDocument();
    expect(api.requestsTo(CHANGE)[0]?.body).toEqual({
      Username: "Jan1958",
      Email: "jan@example.nl",
      Password: "Reuma2026Veilig",
      NewPassword: "Zonnebloem88Kast",
      NewPasswordConfirmation: "Zonnebloem88Kast",
    });
    expect(screen.getByRole("link", { name: "Opnieuw inloggen" })).toHaveAttribute(
      "href",
      `/inloggen?returnUrl=${encodeURIComponent("/account/instellingen")}`,
    );
  });
});
