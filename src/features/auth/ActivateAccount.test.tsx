import { render, screen } from "@testing-library/react";
import { useFetchRouter } from "../testing/fetch-router";
import { ActivateAccount } from "./ActivateAccount";

const api = useFetchRouter();
const ACTIVATE = "POST /api/v1/authentication/activate";
const FAILED = "Deze link werkt niet. Probeer het over 5 minuten opnieuw. Lukt het dan nog niet? Neem dan contact met ons op.";

afterEach(() => window.history.replaceState(null, "", "/"));

describe("ActivateAccount", () => {
  it("confirms the address from the mailed link and offers to log in", async () => {
    window.history.replaceState(null, "", "/account/activate?email=jan%40example.nl&token=abc123");
    api.on(ACTIVATE, { status: 204 });
    render(<ActivateAccount />);

    expect(screen.getByText("We bevestigen je e-mailadres. Even geduld…")).toBeInTheDocument();
    expect(await screen.findByText("Je e-mailadres is bevestigd. Je kunt nu inloggen.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Naar inloggen" })).toHaveAttribute("href", "/inloggen");
    expect(api.requestsTo(ACTIVATE)).toHaveLength(1);
    expect(api.requestsTo(ACTIVATE)[0]?.body).toEqual({ Email: "jan@example.nl", ActivationToken: "abc123" });
  });

  it("shows the server's failure text and a way to get a new mail", async () => {
    window.history.replaceState(null, "", "/account/activate?email=jan%40example.nl&token=used");
    api.on(ACTIVATE, { status: 400, body: { status: 400, code: "ActivationFailed", message: FAILED } });
    render(<ActivateAccount />);

    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Vraag een nieuwe bevestigingsmail aan" })).toHaveAttribute(
      "href",
      "/verificatie-mail-opnieuw-versturen",
    );
  });

  it("treats a link without e-mail or token as a failed link without calling the server", async () => {
    window.history.replaceState(null, "", "/account/activate?email=jan%40example.nl");
    render(<ActivateAccount />);
    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});
