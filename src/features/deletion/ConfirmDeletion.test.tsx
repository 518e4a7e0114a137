import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { pageNavigation } from "../../platform/browser";
import { installFetchRouter } from "../../test-support/fetch-router";
import { ConfirmDeletion } from "./ConfirmDeletion";

const api = installFetchRouter();
const CONFIRM = "POST /api/v1/delete-user/confirm";
const TOKEN = "A".repeat(43);
const TEXT = {
  ask: "Weet je het zeker? Na het verwijderen kunnen we je account niet meer herstellen, en bewaren we geen gegevens van je.",
};

let assign: jest.SpyInstance;
let reload: jest.SpyInstance;
beforeEach(() => {
  assign = jest.spyOn(pageNavigation, "assign").mockImplementation(() => undefined);
  reload = jest.spyOn(pageNavigation, "reload").mockImplementation(() => undefined);
});
afterEach(() => {
  assign.mockRestore();
  reload.mockRestore();
});

describe("ConfirmDeletion", () => {
  it("opening the link deletes nothing: the page asks for a click first (mail scanners open links)", async () => {
    api.on(CONFIRM, { status: 204 });
    window.history.pushState({}, "", `/bevestiging-account-verwijderd?token=${TOKEN}`);
    render(<ConfirmDeletion />);
    expect(screen.getByRole("heading", { level: 1, name: "Account verwijderen" })).toBeInTheDocument();
    expect(screen.getByText(TEXT.ask)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.requestsTo(CONFIRM)).toHaveLength(0);
    expect(screen.getByRole("button", { name: "Ja, verwijder mijn account definitief" })).toBeEnabled();
  });

  it("confirms with the token on the click, drops it from the address and loads the page again", async () => {
    api.on(CONFIRM, { status: 204 });
    window.history.pushState({}, "", `/bevestiging-account-verwijderd?token=${TOKEN}`);
    render(<ConfirmDeletion />);
    await userEvent.click(screen.getByRole("button", { name: "Ja, verwijder mijn account definitief" }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(api.requestsTo(CONFIRM)).toHaveLength(1);
    expect(api.requestsTo(CONFIRM)[0]!.body).toEqual({ Token: TOKEN });
    expect(window.location.search).toBe("?verwijderd=true");
  });

  it("removes this browser's drafts once the account is deleted", async () => {
    api.on(CONFIRM, { status: 204 });
    window.localStorage.setItem(
      "reumanl:draft:v1:u1:story:0:text",
      JSON.stringify({ savedAt: Date.now(), value: "concept" }),
    );
    window.history.pushState({}, "", `/bevestiging-account-verwijderd?token=${TOKEN}`);
    render(<ConfirmDeletion />);
    await userEvent.click(screen.getByRole("button", { name: "Ja, verwijder mijn account definitief" }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(window.localStorage.getItem("reumanl:draft:v1:u1:story:0:text")).toBeNull();
  });

  it("says the account is deleted and nothing is kept", async () => {
    window.history.pushState({}, "", "/bevestiging-account-verwijderd?verwijderd=true");
    render(<ConfirmDeletion />);
    expect(await screen.findByRole("heading", { name: "Je account is verwijderd" })).toBeInTheDocument();
    expect(screen.getByText(/We bewaren niets meer van je. Herstellen is niet mogelijk./)).toBeInTheDocument();
    expect(api.requestsTo(CONFIRM)).toHaveLength(0);
  });

  it("goes to the error page when the link does not work", async () => {
    api.on(CONFIRM, {
      status: 400,
      body: { status: 400, code: "DeletionLinkInvalid", message: "Deze link werkt niet meer." },
    });
    window.history.pushState({}, "", `/bevestiging-account-verwijderd?token=${TOKEN}`);
    render(<ConfirmDeletion />);
    await userEvent.click(screen.getByRole("button", { name: "Ja, verwijder mijn account definitief" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/account-verwijderd-fout"));
  });
});
