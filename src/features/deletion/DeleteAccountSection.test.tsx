import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { pageNavigation } from "../../platform/browser";
import { axeViolations } from "../../test-support/axe";
import { installFetchRouter } from "../../test-support/fetch-router";
import { DeleteAccountSection } from "./DeleteAccountSection";

const api = installFetchRouter();
const REQUEST = "POST /api/v1/delete-user/request";
const WRONG = "Dit is niet het juiste wachtwoord";

let assign: jest.SpyInstance;
beforeEach(() => {
  assign = jest.spyOn(pageNavigation, "assign").mockImplementation(() => undefined);
});
afterEach(() => assign.mockRestore());

describe("DeleteAccountSection", () => {
  it("explains what happens and asks for the password first", async () => {
    const user = userEvent.setup();
    render(<DeleteAccountSection />);
    expect(
      screen.getByText(/Je reacties in gesprekken blijven staan onder de naam "een deelnemer van ReumaNL"/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Account verwijderen" }));
    expect(screen.getByLabelText("Je wachtwoord")).toHaveAccessibleDescription(
      expect.stringContaining("Vul je wachtwoord in om je account te verwijderen."),
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("confirms in a dialog, then asks for the mail and goes to /account-verwijderd", async () => {
    api.on(REQUEST, { status: 204 });
    const user = userEvent.setup();
    render(<DeleteAccountSection />);
    await user.type(screen.getByLabelText("Je wachtwoord"), "Geheim123");
    await user.click(screen.getByRole("button", { name: "Account verwijderen" }));
    expect(screen.getByRole("dialog", { name: "Weet je het zeker?" })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Ja, stuur de e-mail" }));
    expect(api.requestsTo(REQUEST)[0]!.body).toEqual({ Password: "Geheim123" });
    expect(assign).toHaveBeenCalledWith("/account-verwijderd");
  });

  it("cancelling sends nothing", async () => {
    const user = userEvent.setup();
    render(<DeleteAccountSection />);
    await user.type(screen.getByLabelText("Je wachtwoord"), "Geheim123");
    await user.click(screen.getByRole("button", { name: "Account verwijderen" }));
    await user.click(screen.getByRole("button", { name: "Nee, annuleren" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(api.requestsTo(REQUEST)).toHaveLength(0);
  });

  it("shows a wrong password at the field and focuses it", async () => {
    api.on(REQUEST, {
      status: 400,
      body: { status: 400, code: "WrongPassword", message: WRONG, errors: { Password: [WRONG] } },
    });
    const user = userEvent.setup();
    render(<DeleteAccountSection />);
    await user.type(screen.getByLabelText("Je wachtwoord"), "Verkeerd1");
    await user.click(screen.getByRole("button", { name: "Account verwijderen" }));
    await user.click(screen.getByRole("button", { name: "Ja, stuur de e-mail" }));
    const field = await screen.findByLabelText("Je wachtwoord");
    expect(await screen.findByText(WRONG)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(expect.stringContaining(WRONG));
    expect(field).toHaveFocus();
    expect(assign).not.toHaveBeenCalled();
  });
});
