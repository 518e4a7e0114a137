import { render, screen, waitFor } from "@testing-library/react";
import { pageNavigation } from "../../platform/browser";
import { installFetchRouter } from "../../test-support/fetch-router";
import { ActivateAccount } from "./ActivateAccount";

const api = installFetchRouter();
const ACTIVATE = "POST /api/v1/authentication/activate";
const FAILED =
  "Deze link werkt niet. Probeer het over 5 minuten opnieuw. Lukt het dan nog niet? Neem dan contact met ons op.";

let replace: jest.SpyInstance;
beforeEach(() => {
  replace = jest.spyOn(pageNavigation, "replace").mockImplementation(() => undefined);
});
afterEach(() => {
  replace.mockRestore();
  window.history.replaceState(null, "", "/");
});

describe("ActivateAccount", () => {
  it("sends the account of the volunteer sign-up on to the sign-up steps (next=volunteer)", async () => {
    window.history.replaceState(null, "", "/account/activate?email=vera%40example.nl&token=abc123&next=volunteer");
    api.on(ACTIVATE, { status: 204 });
    render(<ActivateAccount />);
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/verificatie-mail-succes?next=volunteer"));
  });

  it("confirms the address from the mailed link and goes to /verificatie-mail-succes", async () => {
    window.history.replaceState(null, "", "/account/activate?email=jan%40example.nl&token=abc123");
    api.on(ACTIVATE, { status: 204 });
    render(<ActivateAccount />);

    expect(screen.getByText("We bevestigen je e-mailadres. Even geduld…")).toBeInTheDocument();
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/verificatie-mail-succes"));
    expect(api.requestsTo(ACTIVATE)).toHaveLength(1);
    expect(api.requestsTo(ACTIVATE)[0]?.body).toEqual({ Email: "jan@example.nl", ActivationToken: "abc123" });
  });

  it("goes to /verificatie-mail-fout when the server refuses the link", async () => {
    window.history.replaceState(null, "", "/account/activate?email=jan%40example.nl&token=used");
    api.on(ACTIVATE, { status: 400, body: { status: 400, code: "ActivationFailed", message: FAILED } });
    render(<ActivateAccount />);
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/verificatie-mail-fout"));
  });

  it("treats a link without e-mail or token as a failed link without calling the server", async () => {
    window.history.replaceState(null, "", "/account/activate?email=jan%40example.nl");
    render(<ActivateAccount />);
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/verificatie-mail-fout"));
    expect(api.requests).toHaveLength(0);
  });

  it("stays when the server could not answer: the link may still work", async () => {
    window.history.replaceState(null, "", "/account/activate?email=jan%40example.nl&token=abc123");
    api.on(ACTIVATE, {
      status: 500,
      body: { status: 500, code: "ServerError", message: "Er was een probleem met de server." },
    });
    render(<ActivateAccount />);
    expect(await screen.findByText("Er was een probleem met de server.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Vraag een nieuwe bevestigingsmail aan" })).toHaveAttribute(
      "href",
      "/verificatie-mail-opnieuw-versturen",
    );
    expect(replace).not.toHaveBeenCalled();
  });
});
