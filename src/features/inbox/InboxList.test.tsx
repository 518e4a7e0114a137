import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axeViolations } from "../../test-support/axe";
import { installFetchRouter } from "../../test-support/fetch-router";
import { InboxList } from "./InboxList";

const api = installFetchRouter();
const USER = { Id: "00000000-0000-4000-8000-000000000005", Username: "Carla", IsVolunteer: false };
const ITEM = {
  UserId: "00000000-0000-4000-8000-000000000003",
  Username: "Annelies",
  PhotoUrl: null,
  LastUpdate: "2026-11-24T08:00:00.000Z",
  Unseen: true,
  UnseenCount: 2,
};

describe("InboxList", () => {
  it("turns a failed load into the shared Dutch notice (spec 001 §4, §9) and loads the list again on request", async () => {
    api.on("GET /api/v1/CustomUser", { body: USER });
    let failing = true;
    api.on("GET /api/v1/inbox/inbox", () => (failing ? { status: 500, body: {} } : { body: [ITEM] }));
    const user = userEvent.setup();
    render(<InboxList />);
    expect(screen.getByRole("status")).toHaveTextContent("Je berichten worden geladen…");
    const notice = await screen.findByRole("alert");
    expect(notice).toHaveTextContent(
      "Er is geen verbinding met de server. We proberen het over 10 seconden opnieuw (poging 1 van 10).",
    );
    expect(await axeViolations()).toEqual([]);
    failing = false;
    await user.click(within(notice).getByRole("button", { name: "Opnieuw proberen" }));
    expect(await screen.findByRole("link", { name: /Annelies/ })).toHaveAttribute(
      "href",
      `/account/berichten/${ITEM.UserId}/`,
    );
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says at once that the list could not be loaded when the answer is a refusal", async () => {
    api.on("GET /api/v1/CustomUser", { body: USER });
    api.on("GET /api/v1/inbox/inbox", { status: 404, body: {} });
    render(<InboxList />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Je berichten konden niet worden geladen. Probeer het later opnieuw.",
    );
    expect(api.requestsTo("GET /api/v1/inbox/inbox")).toHaveLength(1);
  });
});
