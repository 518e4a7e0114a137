import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axeViolations } from "../../test-support/axe";
import { installFetchRouter } from "../../test-support/fetch-router";
import { ShareByEmail } from "./ShareByEmail";

const api = installFetchRouter();
const SEND = "POST /api/v1/library/sendarticle";
const ITEM = "1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b";
const addresses = (n: number) => Array.from({ length: n }, (_, i) => `a${i}@example.nl`).join(", ");

async function openForm() {
  const user = userEvent.setup();
  render(<ShareByEmail contentType="article" itemId={ITEM} path="/over-reuma/jicht" />);
  await user.click(screen.getByRole("button", { name: "Delen per e-mail" }));
  await screen.findByLabelText("Je naam"); // the form is its own chunk
  return user;
}

describe("ShareByEmail", () => {
  it("requires the sender's name and at most 10 addresses before calling the server", async () => {
    const user = await openForm();
    await user.type(screen.getByLabelText("E-mailadressen van de ontvangers"), addresses(11));
    await user.click(screen.getByRole("button", { name: "Versturen" }));
    expect(screen.getByLabelText("Je naam")).toHaveAccessibleDescription("Fout: Vul je naam in.");
    expect(screen.getByLabelText("Je naam")).toHaveFocus();
    expect(screen.getByText("Je kunt dit naar maximaal 10 e-mailadressen tegelijk sturen.")).toBeInTheDocument();
    expect(api.requestsTo(SEND)).toHaveLength(0);
    expect(await axeViolations()).toEqual([]);
  });

  it("sends the spec's body and shows a calm Dutch confirmation", async () => {
    api.on(SEND, { status: 204 });
    const user = await openForm();
    await user.type(screen.getByLabelText("Je naam"), "Marja");
    await user.type(screen.getByLabelText("E-mailadressen van de ontvangers"), addresses(10));
    await user.type(screen.getByLabelText("Bericht"), "Interessant!");
    await user.click(screen.getByRole("button", { name: "Versturen" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Verstuurd. De ontvangers krijgen een e-mail met de link naar deze pagina.",
    );
    expect(api.requestsTo(SEND)[0]!.body).toEqual({
      SenderName: "Marja",
      EmailList: addresses(10),
      Message: "Interessant!",
      ItemId: ITEM,
      Path: "/over-reuma/jicht",
    });
  });

  it("shows a Dutch failure text, and the server text when the server fails", async () => {
    api.on(SEND, { status: 404, body: { status: 404, code: "NotFound", message: "Deze pagina bestaat niet." } });
    const user = await openForm();
    await user.type(screen.getByLabelText("Je naam"), "Marja");
    await user.type(screen.getByLabelText("E-mailadressen van de ontvangers"), "a@example.nl");
    await user.click(screen.getByRole("button", { name: "Versturen" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Het versturen is niet gelukt. Probeer het later opnieuw.",
    );

    api.on(SEND, {
      status: 500,
      body: { status: 500, code: "ServerError", message: "Er was een probleem met de server." },
    });
    await user.click(screen.getByRole("button", { name: "Versturen" }));
    expect(await screen.findByText("Er was een probleem met de server.")).toBeInTheDocument();
  });
});
